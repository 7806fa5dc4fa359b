// Today's rates on the storefront, against the whole stack: the owner changes the 22K gold rate
// through the staff API and the shopper sees the new price and its breakup on the listing, the
// product page and in the cart ('Price updated'); a checkout across a rate change is charged the
// price the shopper was shown while the quote's hold lasts.
// Needs the catalog and orders services' rates, pricing by weight and price holds.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { cartWith } from '../support/checkout';
import { claimTheRates, ownerApi, shopPrice } from '../support/rates';
import {
  customerDetailsDialog,
  fillCustomerDetails,
  paymentWindow,
  productView,
  registerShopper,
} from '../support/shop';
import { signInOwner } from '../support/staff';

/** Rates the journeys start from, ₹ per gram. */
const START = { 'gold-999': 7802, 'gold-916': 7152, 'silver-999': 101.5 } as const;

const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

/** A 22K chain priced by weight (4.25 g net, value addition 12 %, hallmarked), unique to this run. */
function chainDraft(tag: string) {
  return {
    name: `Rates Chain ${tag}`,
    description: 'A 22K gold chain priced by weight.',
    pricingMode: 'by-weight' as const,
    gram: 4.25,
    grossGram: 4.4,
    making: { kind: 'value-addition' as const, percent: 12 },
    hallmarkingCharge: 53,
    hallmarked: true,
    fineness: 916,
    productType: 'Gold' as const,
    productCategory: 'Chain',
    peopleCategory: 'women' as const,
    customizationTypes: [],
    isNew: false,
    stock: 5,
  };
}

/**
 * Opens `url` until it shows `shows`. A server-rendered page follows a rate change as soon as the
 * render service has seen the catalogue's new version; when that check gets no answer in time (a
 * busy machine) the page it kept is served until its time in the render cache ends (30 s), which is
 * the bound a shopper can meet.
 */
async function reloadUntil(shop: Page, url: string, shows: Locator): Promise<void> {
  await expect(async () => {
    await shop.goto(url);
    await expect(shows).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

test.describe.configure({ mode: 'serial' });

// Setting the rates and checking prices must not overlap another journey's rates (support/rates.ts).
let releaseRates: (() => void) | undefined;
test.beforeEach(async () => {
  releaseRates = await claimTheRates();
});
test.afterEach(() => releaseRates?.());

test('the owner changes the 22K rate: the listing, the product page and the cart follow', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInOwner(page);
  const owner = await ownerApi(page);
  await owner.setRates(START);
  const tag = Date.now().toString(36);
  const draft = chainDraft(tag);
  const id = await owner.createPiece(draft);
  const before = await shopPrice(page, id);

  const context = await browser.newContext();
  const shop = await context.newPage();
  // Home: today's rates.
  await shop.goto('/');
  const strip = shop.getByRole('region', { name: "Today's rates" });
  await expect(strip.getByRole('definition').nth(1)).toContainText('₹7,152');
  // Product page: the price, the rate line and the breakup.
  await shop.goto(`/product/${id}`);
  const view = productView(shop);
  await expect(view.getByRole('heading', { level: 1, name: draft.name })).toBeVisible();
  await expect(view.getByText(inr(before), { exact: true }).first()).toBeVisible();
  await expect(view.getByText(/^22K gold rate ₹7,152\/g, set /)).toBeVisible();
  await expect(view.getByText('BIS hallmarked, HUID on every piece')).toBeVisible();
  await view.getByText('Price breakup').click();
  await expect(view.getByText('Metal (22K916)')).toBeVisible();
  await expect(view.getByText('Inclusive of all taxes')).toBeVisible();
  // Into the cart at today's price.
  await view.getByRole('button', { name: 'Add to cart' }).click();
  // The cart shows its stored price at once and then asks the server: the rate moves only after
  // that answer, or the answer itself would carry the new price and its notice.
  const quoted = shop.waitForResponse((res) => res.url().endsWith('/api/orders/quote') && res.ok());
  await shop.goto('/cart');
  await quoted;
  const line = shop.getByRole('heading', { name: draft.name }).locator('xpath=ancestor::li');
  await expect(line.getByText(inr(before)).first()).toBeVisible();

  // The owner raises the 22K rate: the catalogue re-prices the piece within seconds.
  await owner.setRates({ ...START, 'gold-916': 7300 });
  await expect.poll(() => shopPrice(page, id), { timeout: 20_000 }).toBeGreaterThan(before);
  const after = await shopPrice(page, id);

  const card = shop.getByRole('article', { name: draft.name });
  await reloadUntil(shop, `/search?q=${encodeURIComponent(draft.name)}`, card.getByText(inr(after)));

  await reloadUntil(shop, `/product/${id}`, view.getByText(/^22K gold rate ₹7,300\/g, set /));
  await expect(view.getByText(inr(after), { exact: true }).first()).toBeVisible();

  await shop.goto('/cart');
  await expect(line.getByRole('status')).toHaveText(`Price updated: was ${inr(before)}, now ${inr(after)}`);
  await context.close();
});

test('a checkout across a rate change is charged the price shown while the hold lasts', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await signInOwner(page);
  const owner = await ownerApi(page);
  await owner.setRates(START);
  const draft = chainDraft(`${Date.now().toString(36)}h`);
  const id = await owner.createPiece(draft);
  const shown = await shopPrice(page, id);

  const shopper = await registerShopper(request, 'rates');
  const context = await browser.newContext();
  const shop = await context.newPage();
  const quoted = shop.waitForResponse((res) => res.url().endsWith('/api/orders/quote') && res.ok());
  await cartWith(shop, shopper, [{ id, cartIdentifier: id, name: draft.name, price: shown, quantity: 1, image: '' }]);
  await quoted;
  await shop.getByRole('button', { name: 'Proceed to checkout' }).click();
  await fillCustomerDetails(shop);
  const dialog = customerDetailsDialog(shop);
  await expect(dialog.getByText(/^Prices held until \d{2}:\d{2}$/)).toBeVisible();

  // The rate moves while the shopper fills the form: the hold keeps the price they were shown.
  await owner.setRates({ ...START, 'gold-916': 7400 });
  await expect.poll(() => shopPrice(page, id), { timeout: 20_000 }).toBeGreaterThan(shown);
  const created = shop.waitForResponse((res) => res.url().endsWith('/api/create-razorpay-order'));
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  const answer = (await (await created).json()) as { pricing: { lines: Array<{ price: number }> } };
  expect(answer.pricing.lines[0].price).toBe(shown);
  await expect(paymentWindow(shop).getByRole('button', { name: 'Success' })).toBeEnabled();
  await context.close();
});
