// Product page and personalisation journeys: from a card to a cart line the workshop can
// make, against the real stack (catalog service, GridFS uploads, the shell's cart).
import { expect, test, type Page } from '../support/test';
import { CONSENT_LABELS } from '@rmj/contracts';
import {
  cartBadge,
  expectRemotePage,
  openFirstProductFrom,
  openRingOffering,
  productView,
  SAMPLE_PDF,
  SAMPLE_PNG,
  storedCart,
} from '../support/shop';

const RINGS = '/custom/women/rings';

async function chooseEngraving(page: Page, text: string) {
  const view = productView(page);
  await view.getByRole('radio', { name: 'Engraving' }).check();
  await view.getByLabel('Engraving text').fill(text);
}

test.describe('opening a product', () => {
  test('from a card: the product shows at once from navigation state, without asking the server', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/products\/[0-9a-f]{24}$/.test(new URL(request.url()).pathname)) asked.push(request.url());
    });
    const name = await openFirstProductFrom(page, RINGS);
    const view = productView(page);
    await expect(view.getByText('Taxes included. Shipping +100')).toBeVisible();
    await expect(view.getByRole('img', { name: /Rated \d\.\d out of 5/ })).toBeVisible();
    await expect(view.getByText(/\b\d+ reviews?/)).toBeVisible();
    await expect(view.getByRole('radio', { name: 'No customisation' })).toBeChecked();
    expect(asked).toEqual([]);
    expect(name.length).toBeGreaterThan(0);
    await view.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${RINGS}$`));
  });

  test('from a link alone: the product is fetched by id', async ({ page, request }) => {
    const { products } = await (await request.get('/api/women-rings')).json();
    const product = products[0];
    await page.goto(`/product/${product._id}`);
    await expectRemotePage(page, 'mfe_product', 'ProductPage');
    await expect(productView(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // Without history, Back goes home.
    await productView(page).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown or malformed id shows a way back, not a blank page', async ({ page }) => {
    for (const id of ['ffffffffffffffffffffffff', 'not-a-product']) {
      await page.goto(`/product/${id}`);
      const view = productView(page);
      await expect(view.getByRole('heading', { name: 'We could not find this piece' })).toBeVisible();
      await expect(view.getByRole('link', { name: 'Back to the collection' })).toHaveAttribute('href', '/');
    }
  });
});

test.describe('customisation panels', () => {
  test('engraving: the ring limit, the live preview with its badge, fonts and the size slider bounds', async ({
    page,
  }) => {
    await openFirstProductFrom(page, RINGS);
    const view = productView(page);
    await chooseEngraving(page, 'FOREVER-AND-EVER');
    await expect(view.getByLabel('Engraving text')).toHaveValue('FOREVER-');
    await expect(view.getByText('Up to 8 characters (ring 3-8) · 8/8')).toBeVisible();
    const preview = view.getByTestId('engraving-preview');
    await expect(preview.getByText('Preview', { exact: true })).toBeVisible();
    await expect(preview.getByTestId('preview-text')).toHaveText('FOREVER-');
    await view.getByLabel('Font', { exact: true }).selectOption({ label: 'Modern Sans' });
    await expect(preview.getByTestId('preview-text')).toHaveCSS('font-family', /Montserrat/);
    const slider = view.getByRole('slider', { name: /Font size/ });
    await expect(slider).toHaveAttribute('min', '20');
    await expect(slider).toHaveAttribute('max', '60');
    await expect(slider).toHaveValue('40');
    await slider.focus();
    await page.keyboard.press('End');
    await expect(view.getByText('Font size: 60px')).toBeVisible();
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('20');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('20');
  });

  test('fingerprint: wrong types and files over 5MB are refused before upload; an image uploads', async ({ page }) => {
    await openRingOffering(page, 'fingerprint');
    const view = productView(page);
    await view.getByRole('radio', { name: 'Fingerprint' }).check();
    const input = view.getByLabel('Upload your fingerprint image');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(view.getByRole('alert')).toHaveText('Please upload a valid file type for this customization');
    let uploads = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/files')) uploads += 1;
    });
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(view.getByRole('alert')).toHaveText('The file is larger than 5MB. Please choose a smaller file.');
    expect(uploads).toBe(0);
    await view.getByRole('button', { name: 'Add to cart' }).click();
    await expect(
      view.getByRole('alert').filter({ hasText: 'Please complete the customization before adding to cart' }),
    ).toBeVisible();
    // A fingerprint is sent only with the consent box under its privacy notice ticked.
    await view.getByRole('checkbox', { name: CONSENT_LABELS.fingerprint }).check();
    await input.setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
    await expect(view.getByText('Uploaded: thumb.png')).toBeVisible();
    await expect(view.getByRole('img', { name: 'Uploaded thumb.png' })).toHaveJSProperty('naturalWidth', 2);
  });

  test('combined: text with a preview, and a drop zone that takes images and PDFs', async ({ page }) => {
    await openRingOffering(page, 'combined');
    const view = productView(page);
    await view.getByRole('radio', { name: /Combined/ }).check();
    await view.getByLabel('Text', { exact: true }).fill('LOVE');
    await expect(view.getByTestId('preview-text')).toHaveText('LOVE');
    const drop = view.getByLabel('Add your file');
    await drop.setInputFiles({ name: 'song.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3') });
    await expect(view.getByRole('alert')).toHaveText('Please upload an image (JPEG, PNG, GIF)');
    await drop.setInputFiles({ name: 'design.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await expect(view.getByText('Uploaded: design.pdf')).toBeVisible();
  });

  test("'Add size' reveals the size field and quantity never goes below 1", async ({ page }) => {
    await openFirstProductFrom(page, RINGS);
    const view = productView(page);
    await expect(view.getByLabel('Size', { exact: true })).toHaveCount(0);
    await view.getByRole('checkbox', { name: 'Add size' }).check();
    await view.getByLabel('Size', { exact: true }).fill('12');
    const minus = view.getByRole('button', { name: 'Decrease quantity' });
    await expect(minus).toBeDisabled();
    await view.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(view.locator('output[aria-label="Quantity"]')).toHaveText('2');
    await minus.click();
    await expect(minus).toBeDisabled();
    await expect(view.getByRole('link', { name: 'Find your ring size with our app' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await view.getByRole('button', { name: 'Ring size guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ring size guide' });
    await expect(dialog.getByRole('row', { name: /^30 / })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close ring size guide' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('adding to the cart', () => {
  test("'Added to cart ✓' for a while, the badge rises, same engraving merges, another one is a new line", async ({
    page,
  }) => {
    await openFirstProductFrom(page, RINGS);
    const view = productView(page);
    const before = Number(await cartBadge(page).textContent());
    await chooseEngraving(page, 'ANU');
    const add = view.getByRole('button', { name: /Add to cart|Added to cart/ });
    await add.click();
    await expect(add).toHaveText('Added to cart ✓');
    await expect(cartBadge(page)).toHaveText(String(before + 1));
    await expect(add).toHaveText('Add to cart', { timeout: 6000 });
    await add.click();
    await expect(cartBadge(page)).toHaveText(String(before + 2));
    await view.getByLabel('Engraving text').fill('RAJ');
    await add.click();
    await expect(cartBadge(page)).toHaveText(String(before + 3));
    const lines = (await storedCart(page)).filter((line) => line.customization?.type === 'engraving');
    expect(lines.map((line) => [line.customization?.customName, line.quantity])).toEqual([
      ['ANU', 2],
      ['RAJ', 1],
    ]);
    // The proof the shopper approved is stored as a PNG, readable by this browser (its uploader cookie).
    const proof = await page.request.get(`/api/files/${lines[0].customization?.proofFileId}`);
    expect(proof.status()).toBe(200);
    expect(proof.headers()['content-type']).toBe('image/png');
  });

  test("'Buy it now' lands on the cart with the line and its customisation", async ({ page }) => {
    const name = await openFirstProductFrom(page, RINGS);
    await chooseEngraving(page, 'MEERA');
    await productView(page).getByRole('button', { name: 'Buy it now' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByRole('listitem').filter({ hasText: name });
    await expect(line.getByText('Engraving: "MEERA" (Script)')).toBeVisible();
  });

  test('an uploaded image shows as a thumbnail in the cart', async ({ page }) => {
    await openRingOffering(page, 'fingerprint');
    const view = productView(page);
    await view.getByRole('radio', { name: 'Fingerprint' }).check();
    await view.getByRole('checkbox', { name: CONSENT_LABELS.fingerprint }).check();
    await view
      .getByLabel('Upload your fingerprint image')
      .setInputFiles({ name: 'my-thumb.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
    await expect(view.getByText('Uploaded: my-thumb.png')).toBeVisible();
    await view.getByRole('button', { name: 'Buy it now' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const thumb = page.getByRole('img', { name: 'Your upload: my-thumb.png' });
    await expect(thumb).toBeVisible();
    await expect(thumb).toHaveJSProperty('naturalWidth', 2);
    const line = (await storedCart(page)).find((l) => l.customization?.type === 'fingerprint');
    expect(line?.customization).toEqual(
      expect.objectContaining({
        fileId: expect.stringMatching(/^[0-9a-f]{32}$/),
        uploadedFile: expect.objectContaining({ name: 'my-thumb.png' }),
      }),
    );
    expect(JSON.stringify(line)).not.toContain('base64');
  });
});

test.describe('customise your ring', () => {
  test('without a product: a message and a way to the collection', async ({ page }) => {
    await page.goto('/customize');
    const view = productView(page);
    await expect(view.getByRole('heading', { name: 'Product information missing' })).toBeVisible();
    await expect(view.getByText('Please select a product from our collection first.')).toBeVisible();
    await view.getByRole('button', { name: 'Browse Collection' }).click();
    await expect(page).toHaveURL(/\/womens-rings$/);
  });

  test('with a ring: preselected type, checks, the cart and the confirmation', async ({ page }) => {
    const name = await openFirstProductFrom(page, RINGS);
    await productView(page).getByRole('button', { name: 'Customise your ring' }).click();
    await expect(page).toHaveURL(/\/customize$/);
    // ?type=engraving preselects (the product stays in the history entry's state across the reload).
    await page.evaluate(() => window.history.replaceState(window.history.state, '', '/customize?type=engraving'));
    await page.reload();
    const view = productView(page);
    await expect(view.getByRole('heading', { name: 'Customise your ring' })).toBeVisible();
    await expect(view.getByRole('radio', { name: 'Engraving' })).toBeChecked();
    const message = view.getByLabel('Engraving message');
    await message.fill('x'.repeat(25));
    await expect(message).toHaveValue('x'.repeat(20));
    await message.fill('   ');
    const before = Number(await cartBadge(page).textContent());
    await view.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(view.getByRole('alert')).toHaveText('Please complete the customization before adding to cart');
    // Choosing a type starts afresh.
    await message.fill('Always yours');
    await view.getByRole('radio', { name: 'Fingerprint' }).check();
    await view.getByRole('radio', { name: 'Engraving' }).check();
    await expect(view.getByLabel('Engraving message')).toHaveValue('');
    await view.getByLabel('Engraving message').fill('Always yours');
    await view.getByRole('radio', { name: 'Roman' }).check();
    await view.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(view.getByRole('heading', { name: /Your customised ring is in your cart/ })).toBeVisible();
    await expect(view.getByText(name)).toBeVisible();
    await expect(view.getByText('“Always yours”')).toBeVisible();
    await expect(cartBadge(page)).toHaveText(String(before + 1));
    await view.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});
