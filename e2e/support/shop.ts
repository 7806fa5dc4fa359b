// Page helpers that read as a shopper's steps.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { publicShopSettingsResponseSchema, type PublicShopSettings, type RemoteName } from '@rmj/contracts';

export type { RemoteName };

/** The region a remote renders into, once its page is on screen. */
export function region(page: Page, remote: RemoteName, pageName?: string) {
  const selector = pageName ? `[data-remote="${remote}"][data-page="${pageName}"]` : `[data-remote="${remote}"]`;
  return page.locator(selector);
}

export async function expectRemotePage(page: Page, remote: RemoteName, pageName: string): Promise<void> {
  await expect(region(page, remote, pageName)).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
}

/** The shop's public settings as shoppers' pages read them (GET /api/settings): the seeded values, or the owner's. */
export async function shopSettings(request: APIRequestContext): Promise<PublicShopSettings> {
  const res = await request.get('/api/settings');
  expect(res.ok()).toBe(true);
  return publicShopSettingsResponseSchema.parse(await res.json()).settings;
}

/** The footer's seller and policy links (and the grievance officer's line). */
export function footerLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Seller and policies' });
}

export function cartBadge(page: Page) {
  return page.getByTestId('cart-badge');
}

/** Puts items in the shopper's stored cart (as an earlier visit would have) and reloads. */
export async function seedStoredCart(page: Page, items: Array<Record<string, unknown>>): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('rmjCart', JSON.stringify(value)), items);
  await page.reload();
}

export async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page
    .getByRole('searchbox', { name: 'Search products' })
    .or(page.getByRole('textbox', { name: 'Search products' }));
  await expect(box).toBeVisible();
  return box;
}

/** Ports of the private stack started by global-setup (absent when E2E_BASE_URL is used). */
export function stackInfo(): { ports: Record<string, number>; root: string } | null {
  return process.env.E2E_STACK ? JSON.parse(process.env.E2E_STACK) : null;
}

// ---- Product page and personalisation ----

/** The product remote's region (product page and customise-your-ring). */
export function productView(page: Page) {
  return region(page, 'mfe_product');
}

/** A tiny real PNG (2x2, gold), for uploads. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGNoS+BuS+BmgFAAHFYDxW7xmJsAAAAASUVORK5CYII=',
  'base64',
);

/** A minimal PDF, for uploads. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** Opens a listing and clicks the first card's 'Add to Cart'; returns the product's name as the card shows it. */
export async function openFirstProductFrom(page: Page, listingPath: string): Promise<string> {
  await page.goto(listingPath);
  const card = region(page, 'mfe_catalog').getByRole('article').first();
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(productView(page).getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

/** The stored cart lines (what the cart page reads). */
export async function storedCart(
  page: Page,
): Promise<Array<Record<string, unknown> & { quantity: number; customization?: Record<string, unknown> }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('rmjCart') ?? '[]'));
}

/** Opens (by link) a women's ring offering the given customisation; returns its name. */
export async function openRingOffering(
  page: Page,
  customizationType: 'engraving' | 'fingerprint' | 'combined',
): Promise<string> {
  const answer = await page.request.get(`/api/women-rings?customizationType=${customizationType}`);
  const { products } = (await answer.json()) as { products: Array<{ _id: string; name: string }> };
  const product = products[0];
  await page.goto(`/product/${product._id}`);
  await expect(productView(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  return product.name;
}

// ---- Checkout helpers ----------------------------------------------------------------

/** A registered shopper and the session the account page would have stored. */
export interface Shopper {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
  userId: string;
}

/** The mail catcher of the e2e stack. */
export function mailUrl(): string {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set (the mail catcher of the e2e stack)');
  return url.replace(/\/$/, '');
}

/** Mails the catcher holds for `email`, newest first. */
export async function mailsTo(
  request: APIRequestContext,
  email: string,
): Promise<Array<{ to: string[]; subject: string; text: string }>> {
  const res = await request.get(`${mailUrl()}/api/messages`);
  const all = (await res.json()) as Array<{ to: string[]; subject: string; text: string }>;
  return all.filter((mail) => mail.to.includes(email.toLowerCase()));
}

let shopperCount = 0;
/** Registers a new shopper through identity's API (the code read from the mail catcher). */
export async function registerShopper(request: APIRequestContext, tag: string): Promise<Shopper> {
  shopperCount += 1;
  const email = `buy-${tag}-${Date.now().toString(36)}-${process.pid}-${shopperCount}@example.in`;
  const body = { firstName: 'Asha', lastName: 'Iyer', email, phoneNumber: '9876543210', password: 'silver2024' };
  expect((await request.post('/api/register', { data: body })).ok()).toBe(true);
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const [mail] = await mailsTo(request, email);
        code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const res = await request.post('/api/register', { data: { ...body, verificationCode: code } });
  expect(res.ok()).toBe(true);
  const session = (await res.json()) as { token: string; userId: string };
  return { ...body, token: session.token, userId: session.userId };
}

/** Stores the shopper's session in the browser, as a login would. */
export async function logInAs(page: Page, shopper: Shopper): Promise<void> {
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('userId', s.userId);
    localStorage.setItem('firstName', s.firstName);
    localStorage.setItem('lastName', s.lastName);
  }, shopper);
}

/** In-stock catalogue products, cheapest first. */
export async function buyableProducts(
  request: APIRequestContext,
  count: number,
): Promise<Array<{ _id: string; name: string; price: number; image: string }>> {
  const res = await request.get('/api/all-products?limit=200&sortBy=price-asc');
  const { products } = (await res.json()) as {
    products: Array<{ _id: string; name: string; price: number; image: string; inStock: boolean }>;
  };
  return products.filter((p) => p.inStock).slice(0, count);
}

/** The customer-details dialog. */
export function customerDetailsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Customer Details' });
}

/** Fills every customer-details field with a valid value. */
export async function fillCustomerDetails(page: Page, details: Partial<Record<string, string>> = {}): Promise<void> {
  const dialog = customerDetailsDialog(page);
  const values: Record<string, string> = {
    'Full Name': 'Asha Iyer',
    Email: 'asha@example.in',
    'Phone Number': '9876543210',
    'Street Address': '12 Temple Street',
    City: 'Madurai',
    State: 'Tamil Nadu',
    'ZIP Code': '625001',
    ...details,
  };
  for (const [label, value] of Object.entries(values)) {
    const field = dialog.getByLabel(label, { exact: true });
    // In India the State is a list of the states and union territories.
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** The provider's payment window (the sandbox's in development and CI). */
export function paymentWindow(page: Page) {
  return page.getByRole('dialog', { name: 'Payment window' });
}

/** Opens checkout from /cart, fills the details and waits for the payment window. */
export async function startCheckout(page: Page, details: Partial<Record<string, string>> = {}): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await fillCustomerDetails(page, details);
  await customerDetailsDialog(page).getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(paymentWindow(page).getByRole('button', { name: 'Success' })).toBeEnabled();
}
