// Customers' files are private: an upload shows in the browser that made it (product page,
// cart after a reload, checkout and the order) and nowhere else; a file id copied to another
// browser shows nothing, and its cart cannot check out with it.
import { expect, test, type Page } from '../support/test';
import { CONSENT_LABELS, FILE_MESSAGES } from '@rmj/contracts';
import {
  customerDetailsDialog,
  fillCustomerDetails,
  logInAs,
  openRingOffering,
  paymentWindow,
  productView,
  registerShopper,
  SAMPLE_PNG,
  startCheckout,
  storedCart,
} from '../support/shop';

/** Uploads a fingerprint on a ring's page and buys it now; returns the file id the cart line keeps. */
async function uploadFingerprintAndBuy(page: Page): Promise<string> {
  await openRingOffering(page, 'fingerprint');
  const view = productView(page);
  await view.getByRole('radio', { name: 'Fingerprint' }).check();
  await view.getByRole('checkbox', { name: CONSENT_LABELS.fingerprint }).check();
  await view
    .getByLabel('Upload your fingerprint image')
    .setInputFiles({ name: 'my-thumb.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
  await expect(view.getByText('Uploaded: my-thumb.png')).toBeVisible();
  await expect(view.getByRole('img', { name: 'Uploaded my-thumb.png' })).toHaveJSProperty('naturalWidth', 2);
  await view.getByRole('button', { name: 'Buy it now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = (await storedCart(page)).find((l) => l.customization?.type === 'fingerprint');
  return String(line?.customization?.fileId);
}

const thumbnail = (page: Page) => page.getByRole('img', { name: 'Your upload: my-thumb.png' });

test('an upload shows in its own browser, also after a reload, and in no other', async ({ page, browser, request }) => {
  const fileId = await uploadFingerprintAndBuy(page);
  expect(fileId).toMatch(/^[0-9a-f]{32}$/);
  await expect(thumbnail(page)).toHaveJSProperty('naturalWidth', 2);
  await page.reload();
  await expect(thumbnail(page)).toHaveJSProperty('naturalWidth', 2);
  const own = await page.request.get(`/api/files/${fileId}`);
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toBe('private, no-store');

  // The same address without this browser's cookie: nothing, as if there were no such file.
  expect((await request.get(`/api/files/${fileId}`)).status()).toBe(404);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const other = await context.newPage();
    const opened = await other.goto(`/api/files/${fileId}`);
    expect(opened?.status()).toBe(404);
    // The cart copied into the other browser keeps the line but shows no picture.
    await other.goto('/cart');
    await other.evaluate((cart) => localStorage.setItem('rmjCart', cart), JSON.stringify(await storedCart(page)));
    await other.reload();
    await expect(other.getByText('Fingerprint: my-thumb.png')).toBeVisible();
    await expect(thumbnail(other)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the shopper uploads logged out, logs in, pays and the order keeps the file; another shopper cannot check out with its id', async ({
  page,
  browser,
  request,
}) => {
  const fileId = await uploadFingerprintAndBuy(page);
  const shopper = await registerShopper(request, 'files');
  await logInAs(page, shopper);
  await page.reload();
  await expect(thumbnail(page)).toHaveJSProperty('naturalWidth', 2);
  await startCheckout(page, { Email: shopper.email });
  await paymentWindow(page).getByRole('button', { name: 'Success' }).click();
  const overlay = page.getByRole('dialog', { name: 'Order Details' });
  await expect(overlay.getByText('Order has been saved successfully')).toBeVisible();

  // The order's owner reads the file on any device; another account does not.
  const asOwner = await request.get(`/api/files/${fileId}`, { headers: { Authorization: `Bearer ${shopper.token}` } });
  expect(asOwner.status()).toBe(200);
  const stranger = await registerShopper(request, 'stranger');
  expect(
    (await request.get(`/api/files/${fileId}`, { headers: { Authorization: `Bearer ${stranger.token}` } })).status(),
  ).toBe(404);

  // A stranger who copies the id into their own cart is stopped before any payment.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const other = await context.newPage();
    await other.goto('/cart');
    await logInAs(other, stranger);
    const { products } = (await (await request.get('/api/women-rings?customizationType=fingerprint')).json()) as {
      products: Array<{ _id: string; name: string; price: number; image: string }>;
    };
    const product = products[0];
    const copied = [
      {
        id: product._id,
        cartIdentifier: `${product._id}-fingerprint-copied`,
        name: product.name,
        price: product.price,
        quantity: 1,
        image: product.image,
        customization: { type: 'fingerprint', uploadedFile: { name: 'my-thumb.png', type: 'image/png' }, fileId },
      },
    ];
    await other.evaluate((cart) => localStorage.setItem('rmjCart', cart), JSON.stringify(copied));
    await other.reload();
    const alerted = new Promise<string>((resolve) =>
      other.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))),
    );
    await other.getByRole('button', { name: 'Proceed to checkout' }).click();
    await fillCustomerDetails(other, { Email: stranger.email });
    await customerDetailsDialog(other).getByRole('button', { name: 'Proceed to Payment' }).click();
    expect(await alerted).toContain(FILE_MESSAGES.notYours);
    await expect(paymentWindow(other)).toHaveCount(0);
  } finally {
    await context.close();
  }
});
