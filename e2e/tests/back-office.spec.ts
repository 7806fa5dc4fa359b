// The back office (issue 17), as the shop's staff and a shopper use it: the owner sets up the
// account from the mailed code and an authenticator, adds a piece with two photographs, the shopper
// finds it (listing, search, its page with srcset), the owner changes its price and the shopper's
// cart shows the new price, marks it sold out and the shop shows it out of stock; a staff member
// cannot change a price.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { authenticator } from 'otplib';
import { mailsTo } from '../support/shop';

const OWNER_EMAIL = 'owner@rmj.local';
const OWNER_PASSWORD = 'Owner-pass-2026!';
const STAFF_EMAIL = `meena.${Date.now()}@rmj.local`;
const STAFF_PASSWORD = 'Staff-pass-2026!';
const PIECE = `Lotus engraved ring ${Date.now().toString(36)}`;

/**
 * Secrets of the authenticators set up against this shop, by e-mail, kept in a file beside the run:
 * a retry (a new worker) signs in again with them instead of setting up twice.
 */
const secretsFile = path.join(os.tmpdir(), `rmj-e2e-authenticators-${new URL(baseUrl()).port}.json`);
function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_GATEWAY_PORT}`;
}
const authenticators = {
  get(email: string): string | undefined {
    return fs.existsSync(secretsFile)
      ? (JSON.parse(fs.readFileSync(secretsFile, 'utf8')) as Record<string, string>)[email]
      : undefined;
  },
  set(email: string, secret: string): void {
    const all = fs.existsSync(secretsFile) ? JSON.parse(fs.readFileSync(secretsFile, 'utf8')) : {};
    fs.writeFileSync(secretsFile, JSON.stringify({ ...all, [email]: secret }));
  },
};

/** The newest 6-digit code mailed to `email`. */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [newest] = await mailsTo(request, email);
  const code = /\b(\d{6})\b/.exec(newest.text)?.[1];
  expect(code, `a code in "${newest.subject}"`).toBeTruthy();
  return code!;
}

/** A code of the authenticator for `secret` that the server has not seen yet (codes are single use). */
async function freshTotp(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = authenticator.generate(secret);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
const usedCodes = new Set<string>();

/** Sets up a staff account from its mailed code, through the screens, and stays signed in. */
async function setUpAccount(page: Page, email: string, name: string, password: string): Promise<void> {
  await page.goto(`/admin/setup?email=${encodeURIComponent(email)}`);
  // The first visit of the back office in a fresh stack loads its remote cold: allow for a busy machine.
  await expect(page.getByRole('heading', { name: 'Set up your staff account' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Set-up code').fill(await mailedCode(page.request, email));
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Choose a password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();

  const key = page.getByLabel('Authenticator key');
  await expect(key).toBeVisible();
  const secret = (await key.innerText()).replace(/\s+/g, '');
  authenticators.set(email, secret);
  await page.getByLabel('6-digit code from the app').fill(await freshTotp(secret, usedCodes));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved these' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Signs in with password and authenticator (a retry of this spec, after the set-up was done). */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = authenticators.get(email);
  expect(secret, `the authenticator of ${email} was set up in this run`).toBeTruthy();
  // A code is single use: one the server saw in an earlier run (a retry) is refused, then the next one works.
  const reused = page.getByRole('alert').filter({ hasText: 'That code was just used' });
  for (let attempt = 0; attempt < 3 && !/\/admin$/.test(page.url()); attempt++) {
    await page.getByLabel('6-digit code from your authenticator app').fill(await freshTotp(secret!, usedCodes));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await Promise.race([page.waitForURL(/\/admin$/, { timeout: 7_000 }), reused.waitFor({ timeout: 7_000 })]).catch(
      () => {},
    );
  }
  await expect(page).toHaveURL(/\/admin$/);
}

/** A real photograph-sized PNG (width × 800), drawn in the browser: a gold ring on a dark cloth. */
async function photograph(page: Page, width: number, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = 800;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = `hsl(${h}, 30%, 15%)`;
      ctx.fillRect(0, 0, w, 800);
      ctx.strokeStyle = '#d4af37';
      ctx.lineWidth = 60;
      ctx.beginPath();
      ctx.arc(w / 2, 400, 220, 0, Math.PI * 2);
      ctx.stroke();
      return canvas.toDataURL('image/png');
    },
    [width, hue],
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** The product id in the editor's address. */
function productIdOf(page: Page): string {
  const id = /\/admin\/catalogue\/([^/?#]+)$/.exec(new URL(page.url()).pathname)?.[1];
  expect(id).toBeTruthy();
  return id!;
}

async function saveEdits(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
}

test.describe.serial('back office: the catalogue as the shop runs it', () => {
  test.setTimeout(180_000);
  let productId = '';

  test('the owner sets up the account, adds a piece with two photographs and publishes it', async ({ page }) => {
    const ownerExists = (
      await page.request.post(ENDPOINT_ROUTES.staffLogin.path, {
        data: { email: OWNER_EMAIL, password: OWNER_PASSWORD },
      })
    ).ok();
    if (ownerExists) await signIn(page, OWNER_EMAIL, OWNER_PASSWORD);
    else await setUpAccount(page, OWNER_EMAIL, 'Ravi Menon', OWNER_PASSWORD);

    await page.getByRole('link', { name: 'Catalogue' }).first().click();
    await page.getByRole('link', { name: /new product/i }).click();
    await page.getByLabel('Name', { exact: true }).fill(PIECE);
    await page.getByLabel('Description').fill('A silver band with a lotus engraved by hand in our workshop.');
    await page.getByLabel('Price (₹)', { exact: true }).fill('4200');
    await page.getByLabel('For').selectOption('women');
    await page.getByLabel('Category', { exact: true }).selectOption('Ring');
    await page.getByLabel('Material').selectOption('Silver');
    await page.getByLabel('Engraving', { exact: true }).check();
    await page.getByLabel('Stock (pieces)').fill('5');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(/\/admin\/catalogue\/[0-9a-f]{24}$/);
    productId = productIdOf(page);

    const pictures = [await photograph(page, 1200, 20), await photograph(page, 960, 200)];
    await page.getByLabel('Add photographs').setInputFiles([
      { name: 'lotus-front.png', mimeType: 'image/png', buffer: pictures[0] },
      { name: 'lotus-side.png', mimeType: 'image/png', buffer: pictures[1] },
    ]);
    await expect(page.getByRole('img', { name: new RegExp(`^Photograph \\d.* of ${PIECE}$`) })).toHaveCount(2, {
      timeout: 30_000,
    });

    await page.getByLabel('Published (shown on the shop)').check();
    await saveEdits(page);
  });

  test('a shopper finds it in a listing, in search and on its page, with photographs in srcset', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Sort by').first().selectOption('newest');
    const card = page.locator('.ui-card').filter({ hasText: PIECE }).first();
    await expect(card).toBeVisible();
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /320\.avif 320w/);

    await page.goto(`/search?q=${encodeURIComponent(PIECE)}`);
    await expect(page.locator('.ui-card').filter({ hasText: PIECE })).toBeVisible();

    await page.goto(`/product/${productId}`);
    await expect(page.getByRole('heading', { name: PIECE })).toBeVisible();
    const main = page.locator('.prd-gallery__main picture');
    await expect(main.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /1200\.avif|960\.avif/);
    await expect(main.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /640\.webp 640w/);
    const img = main.locator('img');
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });

  test("the owner's new price reaches a shopper's cart; sold out shows as out of stock", async ({ page, browser }) => {
    // The shopper puts the piece in the cart at ₹4,200.
    const shopper = await browser.newPage();
    await shopper.goto(`/product/${productId}`);
    await shopper.getByRole('button', { name: 'Add to cart' }).click();
    await expect(shopper.getByTestId('cart-badge')).toHaveText('1');

    await signIn(page, OWNER_EMAIL, OWNER_PASSWORD);
    await page.goto(`/admin/catalogue/${productId}`);
    await page.getByLabel('Price (₹)', { exact: true }).fill('4600');
    await saveEdits(page);

    await shopper.goto('/cart');
    await expect(shopper.getByText('Price updated: was ₹4,200, now ₹4,600')).toBeVisible();

    await page.getByLabel('Stock (pieces)').fill('0');
    await saveEdits(page);
    await shopper.goto(`/product/${productId}`);
    await expect(shopper.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(shopper.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await shopper.close();
  });

  test('a staff member the owner invites can edit the piece but not its price', async ({ page, browser }) => {
    await signIn(page, OWNER_EMAIL, OWNER_PASSWORD);
    await page.getByRole('link', { name: 'Staff' }).first().click();
    const invite = page.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('E-mail').fill(STAFF_EMAIL);
    await invite.getByLabel('Name', { exact: true }).fill('Meena Iyer');
    await invite.getByLabel('Role').selectOption('staff');
    await invite.getByRole('button').click();
    await expect(page.getByText(STAFF_EMAIL).first()).toBeVisible();

    const staffPage = await browser.newPage();
    await setUpAccount(staffPage, STAFF_EMAIL, 'Meena Iyer', STAFF_PASSWORD);
    await staffPage.goto(`/admin/catalogue/${productId}`);
    await expect(staffPage.getByLabel('Price (₹)', { exact: true })).not.toBeEditable();
    await expect(staffPage.getByText('Only the owner can change prices').first()).toBeVisible();

    // The server refuses it too, whatever the screen shows.
    const token = await staffPage.evaluate(
      () => (JSON.parse(sessionStorage.getItem('rmjStaffSession') ?? '{}') as { token?: string }).token,
    );
    expect(token).toBeTruthy();
    const refused = await staffPage.request.patch(
      ENDPOINT_ROUTES.adminUpdateProduct.path.replace(':productId', productId),
      { data: { price: 1 }, headers: { authorization: `Bearer ${token}` } },
    );
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('Only the owner can change prices.');
    await staffPage.close();
  });
});
