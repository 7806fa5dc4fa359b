// Checkout steps shared by the checkout journeys: a cart holding engraved lines as the product page
// adds them, an attempt in the payment window, a session ended on the server, and the checks every
// checkout screen passes (colour contrast, no sideways scroll at 320 px).
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { buyableProducts, logInAs, paymentWindow, seedStoredCart, type Shopper } from './shop';

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
