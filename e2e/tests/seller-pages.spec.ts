// The seller information and policy pages India's E-Commerce Rules ask for: on a 320 px phone the
// footer's links reach each page (server-rendered, no sideways scroll) and the seller page shows the
// GSTIN. The owner naming another grievance officer is in settings.spec.ts, beside the other journey
// that saves the settings, so the two never save at once (the second would be refused as a change
// made by someone else).
import { POLICY_SECTIONS, POLICY_TITLES } from '@rmj/contracts';
import { expect, test } from '../support/test';
import { sidewaysOverflow } from '../support/layout';
import { footerLinks, shopSettings } from '../support/shop';

const NARROW = 320;

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
});
