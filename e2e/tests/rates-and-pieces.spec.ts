// The owner prices the shop's gold by the day's rate: sets today's rates (22K derived from 24K),
// adds a hallmarked piece priced by weight whose price at today's rate the editor previews (the
// catalogue table then shows the price the catalog worked out: the same figure), and enters the
// HUIDs of its two pieces in stock. Needs the catalog's rates and HUID endpoints.
import { expect, test, type Page } from '../support/test';
import { sidewaysOverflow } from '../support/layout';
import { claimTheRates } from '../support/rates';
import { signInOwner } from '../support/staff';

const RUN = Date.now().toString(36).toUpperCase();
const PIECE = `Mango mala ${RUN.toLowerCase()}`;
/** Two HUIDs no other run used: 6 letters and digits. */
const HUIDS = [`${RUN.slice(-4)}A1`, `${RUN.slice(-4)}B2`];
/** A 24K rate this run alone sets (₹7,800 to ₹7,899 a gram), so saving always changes something. */
const GOLD_999 = 7800 + (Date.now() % 100);

/** The page has no sideways scroll at 320 px (naming what sticks out when it has), photographed for a person to look at. */
async function fits320(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}-320.png`), fullPage: true });
  const { scrollWidth, offenders } = await sidewaysOverflow(page, 320);
  expect(scrollWidth, offenders.join('\n')).toBeLessThanOrEqual(320);
}

/** The rupees of "₹68,210" as a number. */
const rupeesOf = (text: string): number => Number(text.replace(/[^\d.]/g, ''));

async function setRates(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Rates', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: "Today's rates" })).toBeVisible();
  await page.getByLabel('Gold 24K (999)', { exact: true }).fill(String(GOLD_999));
  const derive22 = page.getByRole('checkbox', { name: 'Derive 22K from 24K (999)' });
  if (!(await derive22.isChecked())) await derive22.check();
  // 22K from 24K: rate × 916 / 999, to the rupee, shown before saving.
  const derived = Math.round((GOLD_999 * 916) / 999).toLocaleString('en-IN');
  await expect(page.getByText(`₹${derived} a gram, derived from Gold 24K (999)`)).toBeVisible();
  await page.getByRole('button', { name: 'Save rates' }).click();
  const confirm = page.getByRole('group', { name: 'Set these rates?' });
  await expect(confirm).toContainText(`Gold 24K (999):`);
  await expect(confirm).toContainText(`→ ₹${GOLD_999.toLocaleString('en-IN')} a gram`);
  await confirm.getByRole('button', { name: 'Yes, set these rates' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rates saved.' })).toBeVisible();
  await expect(page.getByText(/^Set by owner@rmj\.local on /)).toBeVisible();
  const newest = page.getByRole('table').getByRole('row').nth(1);
  await expect(newest).toContainText(`Gold 24K (999): ₹${GOLD_999.toLocaleString('en-IN')} a gram`);
  await expect(newest).toContainText(`Gold 22K (916): ₹${derived} a gram (derived)`);
}

test.describe.serial('rates and pieces priced by weight', () => {
  test.setTimeout(180_000);

  // Setting the rates and checking prices must not overlap another journey's rates (support/rates.ts).
  let releaseRates: (() => void) | undefined;
  test.beforeEach(async () => {
    releaseRates = await claimTheRates();
  });
  test.afterEach(() => releaseRates?.());
  let productPath = '';

  test('the owner sets the rates, adds a hallmarked piece by weight and enters its HUIDs', async ({ page }) => {
    await signInOwner(page);
    await setRates(page);

    await page.getByRole('link', { name: 'Catalogue', exact: true }).first().click();
    await page.getByRole('link', { name: /new product/i }).click();
    await page.getByLabel('Name', { exact: true }).fill(PIECE);
    await page
      .getByLabel('Description', { exact: true })
      .fill('A mango mala in 22K gold, hallmarked, with a ruby at its centre.');
    await page.getByLabel('For').selectOption('women');
    await page.getByLabel('Category', { exact: true }).selectOption('Pendants');
    await page.getByLabel('Material').selectOption('Gold');
    await page.getByRole('radio', { name: 'By weight (today’s rate)' }).check();
    await page.getByLabel('Purity').selectOption({ label: '22K (916)' });
    await page.getByLabel('Net weight (grams)').fill('8.45');
    await page.getByLabel('Gross weight (grams)').fill('8.7');
    await page.getByLabel('Making charges', { exact: true }).selectOption({ label: 'Value addition (wastage) %' });
    await page.getByLabel('Value addition (%)').fill('12');
    await page.getByLabel('Hallmarking charge (₹)').fill('45');
    await page.getByRole('button', { name: 'Add a stone' }).click();
    await page.getByLabel('Stone 1 name').fill('Ruby');
    await page.getByLabel('Stone 1 carat').fill('0.25');
    await page.getByLabel('Stone 1 charge (₹)').fill('1200');
    await page.getByRole('checkbox', { name: /Hallmarked/ }).check();
    await page.getByLabel('Stock (pieces)').fill('2');

    const preview = page.getByRole('region', { name: 'Price at today’s rate' });
    await expect(
      preview.getByRole('rowheader', { name: /^Metal: 8\.45 g × ₹[\d,]+ a gram \(22K916\)$/ }),
    ).toBeVisible();
    await expect(preview.getByRole('rowheader', { name: 'GST 3 %' })).toBeVisible();
    const total = rupeesOf(await preview.locator('tfoot td').innerText());
    expect(total).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(/\/admin\/catalogue\/[0-9a-f]{24}$/);
    await expect(page.getByText(/Product created/)).toBeVisible();
    productPath = new URL(page.url()).pathname;

    const panel = page.getByRole('region', { name: 'HUIDs' });
    await expect(panel.getByText('2 in stock, 0 HUIDs: add 2 more.')).toBeVisible();
    await panel.getByLabel('Add HUIDs').fill('AB12');
    await panel.getByRole('button', { name: 'Add HUIDs' }).click();
    await expect(panel.getByText(/A HUID is 6 letters and digits.*Please check: AB12\./)).toBeVisible();
    await panel.getByLabel('Add HUIDs').fill(`${HUIDS[0].toLowerCase()}\n${HUIDS[1]}`);
    await panel.getByRole('button', { name: 'Add HUIDs' }).click();
    await expect(panel.getByText('2 HUIDs added.')).toBeVisible();
    await expect(panel.getByRole('list', { name: 'HUIDs in stock' })).toContainText(HUIDS[0]);
    await expect(panel.getByText(/add \d+ more/)).toBeHidden();

    // The catalog prices the piece with the same arithmetic: the table shows the preview's total.
    await page.getByRole('link', { name: '← All products' }).click();
    await page.getByLabel('Search products').fill(PIECE);
    await page.getByLabel('Search products').press('Enter');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: PIECE }) });
    await expect(row).toContainText('22K (916) · 8.45 g');
    await expect(row).toContainText('by weight, today’s rate');
    await expect(row).toContainText(`₹${total.toLocaleString('en-IN')}`);
  });

  test('the by-weight editor, its price and the HUIDs fit a 320 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await signInOwner(page);
    await page.goto(productPath);
    await expect(page.getByRole('region', { name: 'Price at today’s rate' }).locator('tfoot')).toBeVisible();
    await expect(page.getByRole('list', { name: 'HUIDs in stock' })).toBeVisible();
    await fits320(page, 'piece-by-weight');

    await page.goto('/admin/catalogue/new');
    await page.getByRole('radio', { name: 'By weight (today’s rate)' }).check();
    await page.getByLabel('Making charges', { exact: true }).selectOption({ label: 'Making charges per gram' });
    await page.getByRole('button', { name: 'Add a stone' }).click();
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Each stone needs a name.')).toBeVisible();
    await fits320(page, 'new-piece-by-weight');
  });
});
