// Checkout steps shared by the buying journeys: an engraved ring bought from its product page, a cart
// holding engraved lines as the product page adds them, an attempt in the payment window, the order
// number the order details show, a session ended on the server, and the checks every checkout screen
// passes (colour contrast, no sideways scroll at 320 px).
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { buyableProducts, logInAs, paymentWindow, productView, seedStoredCart, type Shopper } from './shop';

export type Product = Awaited<ReturnType<typeof buyableProducts>>[number];

/** A cart line of `product` engraved with `words`, exactly as the product page stores it in rmjCart. */
export function engravedLine(product: Product, words = 'ANU', extra: Record<string, unknown> = {}) {
  const customization = { type: 'engraving', customName: words, selectedFont: 'serif', fontSize: 40 };
  return {
    id: product._id,
    cartIdentifier: `${product._id}-engraving-${words}-serif`,
    name: product.name,
    price: product.price,
    quantity: 1,
    size: '7',
    image: product.image,
    customization,
    ...extra,
  };
}

/** A cart line of `product` sold plain (no personalisation), as the product page stores it in rmjCart. */
export function plainLine(product: Product) {
  return {
    id: product._id,
    cartIdentifier: product._id,
    name: product.name,
    price: product.price,
    quantity: 1,
    image: product.image,
  };
}

/** An in-stock women's ring that offers engraving, cheapest first, as the listing sends it. */
export async function engravableRing(request: APIRequestContext): Promise<Product> {
  const answer = await request.get('/api/women-rings?customizationType=engraving&sortBy=price-asc');
  const { products } = (await answer.json()) as { products: Array<Product & { inStock: boolean }> };
  const ring = products.find((r) => r.inStock);
  if (!ring) throw new Error('the seed has no engravable ring in stock');
  return ring;
}

/**
 * Logged in as `shopper`, opens `product`'s page, has `words` engraved in Elegant Serif and presses
 * 'Buy it now'; ends on /cart.
 */
export async function buyEngravedNow(page: Page, shopper: Shopper, product: Product, words: string): Promise<void> {
  await page.goto('/cart');
  await logInAs(page, shopper);
  await page.goto(`/product/${product._id}`);
  const view = productView(page);
  await expect(view.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await view.getByRole('radio', { name: 'Engraving' }).check();
  await view.getByLabel('Engraving text').fill(words);
  await view.getByLabel('Font', { exact: true }).selectOption({ label: 'Elegant Serif' });
  await view.getByRole('button', { name: 'Buy it now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** Opens /cart holding `lines`, logged in as `shopper` (or logged out when null). */
export async function cartWith(
  page: Page,
  shopper: Shopper | null,
  lines: Array<Record<string, unknown>>,
): Promise<void> {
  await page.goto('/cart');
  if (shopper) await logInAs(page, shopper);
  await seedStoredCart(page, lines);
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
}

/** Presses 'Failure' in the open payment window and waits until it says the attempt failed (it stays open). */
export async function failPaymentAttempt(page: Page): Promise<void> {
  const window = paymentWindow(page);
  await window.getByRole('button', { name: 'Failure' }).click();
  await expect(window.getByRole('alert')).toContainText('Choose Success to pay again');
  await expect(window.getByRole('button', { name: 'Success' })).toBeEnabled();
}

/** The rows of the order details the shopper sees once paid (date, payment id, order number, amounts, address). */
export function orderSummaryRows(page: Page) {
  return page.getByRole('dialog', { name: 'Order Details' }).getByTestId('order-summary-rows');
}

/** The order number the order details show (RMJ- and ten letters or digits). */
export async function orderNumberShown(page: Page): Promise<string> {
  const orderNumber = (await orderSummaryRows(page).locator('dd').nth(2).textContent())!.trim();
  expect(orderNumber).toMatch(/^RMJ-[0-9A-Z]{10}$/);
  return orderNumber;
}

/** Pays in the open payment window and reads the order number off the order details. */
export async function payAndReadOrderNumber(page: Page): Promise<string> {
  await paymentWindow(page).getByRole('button', { name: 'Success' }).click();
  // Placing the order and opening its details can take a while on a busy machine.
  await expect(orderSummaryRows(page)).toBeVisible({ timeout: 20_000 });
  return orderNumberShown(page);
}

/** Ends the shopper's session on the server (as a logout in another tab would); the browser still holds the token. */
export async function endSessionOnServer(request: APIRequestContext, shopper: Shopper): Promise<void> {
  const res = await request.post('/api/logout', { headers: { Authorization: `Bearer ${shopper.token}` }, data: {} });
  expect(res.ok()).toBe(true);
}

/** axe's colour-contrast rule over what checkout adds: the cart remote's region and the payment window. */
export async function expectNoColourContrastIssues(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('[data-remote="mfe_cart"]')
    .include('[data-testid="payment-window"]')
    .withRules(['color-contrast'])
    .analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
}

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}
