// The seller information and policy pages India's E-Commerce Rules ask for: on a 320 px phone the
// footer's links reach each page (server-rendered, no sideways scroll), the seller page shows the
// GSTIN, and when the owner names another grievance officer the seller page and the footer show
// them. The officer is put back at the end, for the other journeys.
import { POLICY_SECTIONS, POLICY_TITLES } from '@rmj/contracts';
import { expect, test, type Page } from '../support/test';
import { sidewaysOverflow } from '../support/layout';
import { shopSettings } from '../support/shop';
import { signInOwner } from '../support/staff';

const NARROW = 320;
const footerLinks = (page: Page) => page.getByRole('navigation', { name: 'Seller and policies' });

test.describe.serial('seller information and policies', () => {
  test.setTimeout(120_000);

  test('the footer reaches the seller page and each policy at 320 px', async ({ page }) => {
    const { gstin } = await shopSettings(page.request);
    await page.setViewportSize({ width: NARROW, height: 640 });
    await page.goto('/');
    await footerLinks(page).getByRole('link', { name: 'Seller information' }).click();
    await expect(page).toHaveURL('/seller');
    await expect(page.getByRole('heading', { level: 1, name: 'Seller information' })).toBeVisible();
    await expect(page.getByText(gstin)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Raise a grievance' })).toHaveAttribute('href', '/grievance');
    expect((await sidewaysOverflow(page, NARROW)).scrollWidth).toBeLessThanOrEqual(NARROW);

    for (const section of POLICY_SECTIONS) {
      await footerLinks(page).getByRole('link', { name: POLICY_TITLES[section] }).click();
      await expect(page).toHaveURL(`/policies#${section}`);
      const heading = page.getByRole('heading', { level: 2, name: POLICY_TITLES[section] });
      await expect(heading).toBeInViewport();
    }
    await expect(page.getByText(/^Personalised pieces are not returnable/)).toBeVisible();
    expect((await sidewaysOverflow(page, NARROW)).scrollWidth).toBeLessThanOrEqual(NARROW);

    // Server-rendered: the first HTML already has the seller's details and the policies.
    const seller = await (await page.request.get('/seller')).text();
    expect(seller).toContain(gstin);
    const policies = await (await page.request.get('/policies')).text();
    expect(policies).toContain('original payment method');
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
