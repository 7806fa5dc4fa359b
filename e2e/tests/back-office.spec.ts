// The back office, as the shop's staff and a shopper use it: the owner sets up the
// account from the mailed code and an authenticator, adds a piece with two photographs, the shopper
// finds it (listing, search, its page with srcset), the owner changes its price and the shopper's
// cart shows the new price, marks it sold out and the shop shows it out of stock; a staff member
// cannot change a price.
import { expect, test, type Page } from '../support/test';
import { ENDPOINT_ROUTES, type SearchResponse } from '@rmj/contracts';
import { OWNER_EMAIL, OWNER_PASSWORD, setUpAccount, signIn, signInOwner } from '../support/staff';

const STAFF_EMAIL = `meena.${Date.now()}@rmj.local`;
const STAFF_PASSWORD = 'Staff-pass-2026!';
const PIECE = `Lotus engraved ring ${Date.now().toString(36)}`;

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

/** Saves the editor's changes. Its notice reads the same after every save, so this save's answer is awaited too. */
async function saveEdits(page: Page): Promise<void> {
  const path = ENDPOINT_ROUTES.adminUpdateProduct.path.replace(':productId', productIdOf(page));
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === path,
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await answer).ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
}

test.describe.serial('back office: the catalogue as the shop runs it', () => {
  test.setTimeout(180_000);
  let productId = '';

  test('the owner sets up the account, adds a piece with two photographs and publishes it', async ({ page }) => {
    await signInOwner(page);

    await page.getByRole('link', { name: 'Catalogue' }).first().click();
    await page.getByRole('link', { name: /new product/i }).click();
    await page.getByLabel('Name', { exact: true }).fill(PIECE);
    await page
      .getByLabel('Description', { exact: true })
      .fill('A silver band with a lotus engraved by hand in our workshop.');
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
    // A published piece reaches the listings once the catalog has reloaded its read model, which on a
    // busy machine can take longer than any fixed wait: first ask the shop's own newest listing (the
    // call the home page makes) until it lists the piece, then look for it as a shopper would.
    const newest = `${ENDPOINT_ROUTES.searchProducts.path}?q=&page=1&limit=12&sortBy=newest`;
    await expect
      .poll(
        async () => {
          const answer = (await (await page.request.get(newest)).json()) as SearchResponse;
          return answer.products.some((product) => product._id === productId);
        },
        { timeout: 60_000 },
      )
      .toBe(true);
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
