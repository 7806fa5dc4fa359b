// The complaint form and the complaints desk end to end: a shopper sends a complaint on /grievance
// and sees its ticket number at once, and the e-mail with the ticket and the promised times
// arrives; the owner finds it on the back office's Complaints page, oldest first with its age and
// state, acknowledges it, and the customer is e-mailed once.
import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { mailsTo } from '../support/shop';
import { signInOwner } from '../support/staff';

const EMAIL = `complaint.${Date.now()}@example.in`;

test.describe.serial('a complaint', () => {
  test.setTimeout(120_000);
  let ticket = '';

  test('a shopper sends a complaint and sees the ticket number at once, then gets it by e-mail', async ({
    page,
    request,
  }) => {
    await page.goto('/grievance');
    // The page's own form (the footer's newsletter has an e-mail field too).
    const form = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Privacy notice' })).toBeVisible();
    // A wrong order number is named before anything is sent.
    await form.getByLabel('Order number (optional)').fill('RMJ-12');
    await form.getByRole('button', { name: 'Send complaint' }).click();
    await expect(
      page.getByText('Order numbers look like RMJ-ABCDE12345. Please check it, or leave it empty.'),
    ).toBeVisible();

    await form.getByLabel('Name', { exact: true }).fill('Asha Complaint');
    await form.getByLabel('Email', { exact: true }).fill(EMAIL);
    await form.getByLabel('Order number (optional)').fill('');
    await form.getByLabel('What is it about?').selectOption({ label: 'Product quality' });
    await form.getByLabel('Describe your complaint').fill('The clasp broke on the second day.');
    await form.getByRole('button', { name: 'Send complaint' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you. Your complaint is registered.' })).toBeVisible();
    ticket = (await page.locator('.cat-grievance__ticket strong').textContent()) ?? '';
    expect(ticket).toMatch(/^GRV-\d{4}-\d{6}$/);
    await expect(
      page.getByText('We will acknowledge your complaint within 48 hours and resolve it within one month.'),
    ).toBeVisible();

    await expect(async () => {
      const mails = await mailsTo(request, EMAIL);
      expect(mails.map((m) => m.subject)).toEqual([`Your complaint ${ticket} to RMJ Jewellers is registered`]);
      expect(mails[0].text).toContain('within 48 hours');
      expect(mails[0].text).toContain('within one month');
    }).toPass();
  });

  test('a second send of the same form gives the same ticket (the server answers it once)', async ({ request }) => {
    const body = {
      name: 'Asha Twice',
      email: EMAIL,
      subject: 'other',
      description: 'Pressed twice.',
      submissionId: randomUUID(),
    };
    const [a, b] = await Promise.all([
      request.post('/api/grievances', { data: body }),
      request.post('/api/grievances', { data: body }),
    ]);
    expect([a.status(), b.status()]).toEqual([201, 201]);
    expect((await a.json()).ticket).toBe((await b.json()).ticket);
  });

  test('the owner finds it under Complaints and acknowledges it; the customer is told once', async ({
    page,
    request,
  }) => {
    await signInOwner(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Complaints' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: ticket });
    await expect(row).toContainText('Asha Complaint');
    await expect(row).toContainText('Product quality');
    await expect(row).toContainText('New');
    await row.getByRole('link', { name: ticket }).click();

    await expect(page.getByText('The clasp broke on the second day.')).toBeVisible();
    await page.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Acknowledged. The customer has been e-mailed.' }),
    ).toBeVisible();
    await expect(page.getByText(/by owner@rmj\.local$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);

    await expect(async () => {
      const mails = await mailsTo(request, EMAIL);
      expect(mails.filter((m) => m.subject === `We are looking into your complaint ${ticket}`)).toHaveLength(1);
    }).toPass();

    // Filtered to Acknowledged, it is there; to New, it is not.
    await page.goto('/admin/complaints?state=new');
    await expect(page.getByLabel('State')).toHaveValue('new');
    await expect(page.getByRole('link', { name: ticket })).toHaveCount(0);
    await page.getByLabel('State').selectOption({ label: 'Acknowledged' });
    await expect(page.getByRole('link', { name: ticket })).toBeVisible();
  });
});
