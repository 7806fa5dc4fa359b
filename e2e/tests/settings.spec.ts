// The owner's settings reach the storefront within seconds: the owner changes the WhatsApp number
// and the shop's phone on /admin/settings, and a shopper's reload of the contact page shows the new
// phone and the chat button opens the new number; the privacy page's grievance contact and the next
// account e-mail (the mail catcher) give the new phone too. A staff member cannot open the settings (the page
// explains, the server refuses). When the owner names another grievance officer, the seller page and
// the footer show them. The values are put back at the end, for the other journeys. Each test claims
// the settings first (claimTheSettings, support/settings.ts), as every journey that saves them does: two
// saving at once would be refused as a change made by someone else, and the cash-on-delivery journey
// saves its limit from another file.
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { expect, test, type Page } from '../support/test';
import { footerLinks, mailsTo } from '../support/shop';
import { claimTheSettings } from '../support/settings';
import { setUpAccount, signInOwner } from '../support/staff';

const NEW_PHONE = '+91 98400 11223';
const NEW_WHATSAPP = '+91 98400 44556';
const STAFF_EMAIL = `settings.${Date.now()}@rmj.local`;

/** Opens the settings from the back office's navigation. */
async function openSettings(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('WhatsApp number')).not.toHaveValue('');
}

/** Fills the two numbers and saves. */
async function saveNumbers(page: Page, phone: string, whatsapp: string): Promise<void> {
  await page.getByLabel('Contact phone').fill(phone);
  await page.getByLabel('WhatsApp number').fill(whatsapp);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
}

test.describe.serial("the owner's settings", () => {
  test.setTimeout(120_000);

  // Saving the settings and checking the shop must not overlap another journey's save.
  let releaseSettings: (() => void) | undefined;
  test.beforeEach(async () => {
    releaseSettings = await claimTheSettings();
  });
  test.afterEach(() => releaseSettings?.());

  test("the owner changes the shop's numbers and the storefront shows them after a reload", async ({
    page,
    browser,
  }) => {
    await signInOwner(page);
    await openSettings(page);
    const oldPhone = await page.getByLabel('Contact phone').inputValue();
    const oldWhatsapp = await page.getByLabel('WhatsApp number').inputValue();
    await saveNumbers(page, NEW_PHONE, NEW_WHATSAPP);

    const shopper = await browser.newPage();
    // Every reader keeps the settings a few seconds at most: reload until the change shows.
    await expect(async () => {
      await shopper.goto('/contact');
      await expect(shopper.getByRole('link', { name: NEW_PHONE })).toBeVisible({ timeout: 2_000 });
      await expect(shopper.getByRole('link', { name: 'Chat with us' })).toHaveAttribute(
        'href',
        'https://wa.me/919840044556',
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 30_000 });
    await expect(shopper.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+919840011223');

    // The server-rendered pages (render's page cache follows the settings' version) give it too.
    for (const path of ['/contact', '/privacy'])
      await expect
        .poll(async () => (await shopper.request.get(path, { headers: { accept: 'text/html' } })).text(), {
          timeout: 30_000,
        })
        .toContain('href="tel:+919840011223"');

    // The privacy notice's grievance contact, server-rendered and after hydration.
    await shopper.goto('/privacy');
    const grievance = shopper.locator('address').filter({ hasText: 'Grievance Officer' });
    await expect(grievance.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+919840011223');
    await shopper.close();

    // The next account e-mail ends with the new phone (identity keeps the settings a few seconds).
    let attempt = 0;
    await expect(async () => {
      attempt += 1;
      const email = `settings-mail-${Date.now().toString(36)}-${attempt}@example.in`;
      const body = { firstName: 'Asha', lastName: 'Iyer', email, phoneNumber: '9876543210', password: 'silver2024' };
      expect((await page.request.post('/api/register', { data: body })).ok()).toBe(true);
      await expect
        .poll(async () => (await mailsTo(page.request, email))[0]?.text ?? '', { timeout: 10_000 })
        .toContain(`Questions? Call ${NEW_PHONE} or write to`);
    }).toPass({ timeout: 40_000, intervals: [2_000, 3_000, 5_000] });

    await saveNumbers(page, oldPhone, oldWhatsapp);
  });

  test('a staff member cannot open the settings', async ({ page, browser }) => {
    await signInOwner(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
    const invite = page.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('E-mail').fill(STAFF_EMAIL);
    await invite.getByLabel('Name', { exact: true }).fill('Kavya Nair');
    await invite.getByLabel('Role').selectOption('staff');
    await invite.getByRole('button').click();
    await expect(page.getByText(STAFF_EMAIL).first()).toBeVisible();

    const staffPage = await browser.newPage();
    await setUpAccount(staffPage, STAFF_EMAIL, 'Kavya Nair', 'Staff-pass-2026!');
    const nav = staffPage.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await staffPage.goto('/admin/settings');
    await expect(staffPage.getByRole('alert')).toContainText('Your role does not allow this.');
    await expect(staffPage.getByLabel('WhatsApp number')).toHaveCount(0);

    // The server refuses it too.
    const token = await staffPage.evaluate(
      () => (JSON.parse(sessionStorage.getItem('rmjStaffSession') ?? '{}') as { token?: string }).token,
    );
    const refused = await staffPage.request.get(ENDPOINT_ROUTES.adminSettings.path, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    await staffPage.close();
  });

  test('the owner names a grievance officer and the seller page and footer show them', async ({ page, browser }) => {
    await signInOwner(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings' }).click();
    const group = page.getByRole('group', { name: 'Grievance officer' });
    await expect(group.getByLabel("Officer's e-mail")).not.toHaveValue('');
    const before = {
      name: await group.getByLabel("Officer's name").inputValue(),
      email: await group.getByLabel("Officer's e-mail").inputValue(),
      phone: await group.getByLabel("Officer's phone").inputValue(),
    };
    const save = async (officer: typeof before) => {
      await group.getByLabel("Officer's name").fill(officer.name);
      await group.getByLabel("Officer's e-mail").fill(officer.email);
      await group.getByLabel("Officer's phone").fill(officer.phone);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
    };
    await save({ name: 'Meena Raj', email: 'grievance@rmj.local', phone: '+91 98400 77889' });

    const shopper = await browser.newPage();
    // Every reader keeps the settings a few seconds at most: reload until the change shows.
    await expect(async () => {
      await shopper.goto('/seller');
      await expect(shopper.getByRole('main').getByText('Meena Raj')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(shopper.getByRole('link', { name: 'grievance@rmj.local' }).first()).toHaveAttribute(
      'href',
      'mailto:grievance@rmj.local',
    );
    await expect(shopper.getByRole('link', { name: '+91 98400 77889' })).toHaveAttribute('href', 'tel:+919840077889');
    await expect(footerLinks(shopper)).toContainText('Grievance officer: Meena Raj, grievance@rmj.local');
    await shopper.close();

    await save(before);
  });
});
