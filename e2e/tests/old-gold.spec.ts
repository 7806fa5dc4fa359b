// The old-gold exchange estimate end to end: the owner sets today's buy-back rate and deduction on
// the Rates screen; a shopper finds the page from the footer, sees the rates, gets an estimate for
// their old chain (a wrong weight named beside its field first), asks for a call; staff find the
// request with the customer's details and the estimate they were shown, and mark it contacted.
import { expect, test } from '../support/test';
import { OWNER_EMAIL, signInOwner } from '../support/staff';

const NAME = `Meena Oldgold ${Date.now() % 100_000}`;

test.describe.serial('old gold exchange', () => {
  test.setTimeout(120_000);

  test('the owner sets the buy-back rate for 22K and the deduction', async ({ page }) => {
    await signInOwner(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Rates' }).click();
    const section = page.getByRole('region', { name: 'Buy-back rates' });
    const gold = section.getByLabel('Buy-back Gold 22K (916) (₹ a gram)');
    await gold.fill('6500');
    await section.getByLabel('Deduction (%)').fill('2.5');
    await section.getByRole('button', { name: 'Save buy-back rates' }).click();
    await expect(section.getByText('Buy-back rates saved. The old-gold page shows them now.')).toBeVisible();
  });

  test('a shopper sees the rates, an estimate for 10 g of 22K, and asks for a call', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Exchange Old Gold' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange your old gold' })).toBeVisible();
    const rates = page.getByRole('table', { name: /Our buy-back rates today/ });
    await expect(rates.getByRole('row', { name: /Gold 22K \(916\)/ })).toContainText('₹6,500');
    await expect(rates).toContainText('less a deduction of 2.5%');

    const main = page.getByRole('main');
    await main.getByLabel('Purity').selectOption({ label: 'Gold 22K (916)' });
    const weight = main.getByLabel('Weight in grams');
    await weight.fill('ten');
    await main.getByLabel('Name').fill(NAME);
    await main.getByLabel('Phone').fill('9840012345');
    await main.getByLabel('How shall we meet?').selectOption({ label: 'Please call me' });
    await main.getByRole('button', { name: 'Send request' }).click();
    // Refused beside the weight; everything else typed stays.
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel('Name')).toHaveValue(NAME);

    await weight.fill('10');
    // 10 g × ₹6,500 = ₹65,000, less 2.5 % (₹1,625).
    await expect(main.getByText('Estimated value: ₹63,375')).toBeVisible();
    await expect(main.getByText(/This is an estimate/).first()).toBeVisible();
    await main.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByRole('heading', { name: 'Thank you. We have your request and will contact you soon.' }),
    ).toBeVisible();
    await expect(page.getByText('Your estimate: ₹63,375')).toBeVisible();
  });

  test('staff see the request with the customer and the estimate, and mark it contacted', async ({ page }) => {
    await signInOwner(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Old gold' }).click();
    const row = page.getByRole('row').filter({ hasText: NAME });
    await expect(row).toContainText('9840012345');
    await expect(row).toContainText(/10 g Gold 22K \(916\)/);
    await expect(row).toContainText('Estimate ₹63,375');
    await expect(row).toContainText('Please call me');
    await expect(row).toContainText('New');
    await row.getByLabel(`Note for ${NAME}`).fill('Called; visiting on Saturday');
    await row.getByRole('button', { name: 'Mark contacted' }).click();
    await expect(row).toContainText(`Contacted by ${OWNER_EMAIL}: Called; visiting on Saturday`);
  });
});
