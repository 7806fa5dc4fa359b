// Fulfilment, as the shop's owner and a shopper live it: the shopper buys an engraved
// ring and a second piece; the owner cancels the second, the payment sandbox refunds it and
// tracking shows Refunded; the owner finds the ring on the orders board with its proof picture,
// opens its job card and sends the proof; the shopper approves it from the e-mail's link; the owner
// takes it through the workshop and quality check and ships it with an AWB; the shopper's tracking
// shows Shipped in blue with the AWB, and the tax invoice downloads with the shop's GSTIN, HSN 7113
// and the CGST/SGST lines. The cancellation comes first, so it is checked even when a later step fails.
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { proofMessages } from '@rmj/contracts';
import {
  buyEngravedNow,
  cartWith,
  engravableRing,
  engravedLine,
  payAndReadOrderNumber,
  type Product,
} from '../support/checkout';
import { downloadInvoice, shipThroughWorkshop } from '../support/fulfilment';
import { buyableProducts, mailsTo, registerShopper, startCheckout, type Shopper } from '../support/shop';
import { signInOwner } from '../support/staff';

/** The development seller of the orders service (SHOP_DEV_SELLER): Tamil Nadu, as the shopper's address. */
const SHOP_GSTIN = '33ABCDE1234F1Z7';
const SHIPPING_RUPEES = 100;
const AWB = `BD${Date.now().toString().slice(-8)}`;
/** The tracking colours of the spec, as the browser computes them. */
const BLUE = 'rgb(29, 78, 216)';
const ORANGE_RED = 'rgb(194, 65, 12)';

/**
 * A tax-inclusive amount's CGST and SGST at 3% (the invoice's rule: taxable rounded half up, then each
 * half 1.5% of the taxable value, rounded half up: two equal figures).
 */
function intraStateTax(rupees: number): { cgst: string; sgst: string } {
  const paise = rupees * 100;
  const taxable = Math.floor((paise * 200 + 103) / 206);
  const half = Math.floor((taxable * 3 + 100) / 200);
  const money = (p: number) =>
    (p / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return { cgst: money(half), sgst: money(half) };
}

/** The order's state on the tracking page (Order Info's Order Status). */
const orderStatus = (page: Page) => page.locator('.crt-track__line', { hasText: 'Order Status' }).locator('dd');
const paymentStatus = (page: Page) => page.locator('.crt-track__line', { hasText: 'Payment Status' }).locator('dd');

test.describe.serial('fulfilment: from payment to the parcel, and a cancellation refunded', () => {
  test.setTimeout(180_000);
  let shopperContext: BrowserContext;
  let staffContext: BrowserContext;
  let shopperPage: Page;
  let staff: Page;
  let shopper: Shopper;
  let ring: Product;
  let engravedOrder = '';
  let cancelledOrder = '';

  test.beforeAll(async ({ browser }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL;
    shopperContext = await browser.newContext({ baseURL });
    staffContext = await browser.newContext({ baseURL });
    shopperPage = await shopperContext.newPage();
    staff = await staffContext.newPage();
  });
  test.afterAll(async () => {
    await shopperContext?.close();
    await staffContext?.close();
  });

  test('a shopper buys an engraved ring, and a second piece', async ({ request }) => {
    const page = shopperPage;
    shopper = await registerShopper(request, 'fulfil');
    ring = await engravableRing(request);
    await buyEngravedNow(page, shopper, ring, 'ANU&RAVI');
    await startCheckout(page, { Email: shopper.email });
    engravedOrder = await payAndReadOrderNumber(page);

    const [piece] = await buyableProducts(request, 1);
    await cartWith(page, shopper, [engravedLine(piece, 'MEENA')]);
    await startCheckout(page, { Email: shopper.email });
    cancelledOrder = await payAndReadOrderNumber(page);
  });

  test('the owner cancels the second order; the sandbox refunds it and tracking shows Refunded', async () => {
    await signInOwner(staff);

    await staff.goto(`/admin/orders/${cancelledOrder}`);
    await staff.getByRole('button', { name: 'Cancel order' }).click();
    await staff
      .getByRole('group', { name: 'Confirm the cancellation' })
      .getByRole('button', { name: 'Yes, cancel the order' })
      .click();
    await expect(staff.getByRole('status').filter({ hasText: 'Moved to Cancelled.' })).toBeVisible();

    // The refund goes through the sandbox and its webhook moves the order on.
    await expect
      .poll(async () => (await (await shopperPage.request.get(`/api/track-order/${cancelledOrder}`)).json()).status, {
        timeout: 30_000,
      })
      .toBe('Refunded');

    const page = shopperPage;
    await page.goto(`/track-order?order=${cancelledOrder}`);
    await expect(orderStatus(page)).toHaveText('Refunded');
    await expect(paymentStatus(page)).toHaveText('Refunded');
    await expect(paymentStatus(page).locator('.crt-status')).toHaveCSS('color', ORANGE_RED);
    const progress = page.getByRole('region', { name: 'Order progress' });
    await expect(progress).toContainText('Cancelled');
    await expect(progress).toContainText('Refunded');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    await staff.reload();
    await expect(staff.getByText('Processed').first()).toBeVisible();

    // The shopper heard of it: the confirmation, then the cancellation and the refund.
    await expect
      .poll(
        async () => (await mailsTo(page.request, shopper.email)).filter((m) => m.text.includes(cancelledOrder)).length,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThanOrEqual(2);
  });

  test('the owner sees it on the board with its proof, opens its job card and sends the proof; the shopper approves it from the e-mail', async () => {
    // The board: the Processing tab, found by its number, proof not sent yet.
    await staff.goto('/admin/orders?state=Processing');
    const search = staff.getByRole('search');
    await search.getByLabel('Search orders').fill(engravedOrder);
    await search.getByRole('button', { name: 'Search' }).click();
    const row = staff.getByRole('row').filter({ hasText: engravedOrder });
    await expect(row).toContainText('Not sent');
    await expect(row).toContainText('Yes');
    await row.getByRole('link', { name: engravedOrder }).click();

    // Its page shows the engraving and the proof picture the product page made.
    await expect(staff.getByRole('heading', { name: `Order ${engravedOrder}` })).toBeVisible();
    await expect(staff.getByText('ANU&RAVI').first()).toBeVisible();
    const proofPicture = staff.getByRole('img', { name: 'Engraving proof' }).first();
    await expect(proofPicture).toBeVisible();
    await expect.poll(() => proofPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Its job card: the order number, its QR code and the words, ready to print.
    await staff.getByRole('link', { name: 'Job cards', exact: true }).click();
    const card = staff.getByRole('article', { name: new RegExp(`^Job card ${engravedOrder}`) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: `QR code of order ${engravedOrder}` })).toBeVisible();
    await expect(card).toContainText('ANU&RAVI');
    await expect(staff.getByRole('button', { name: 'Print' })).toBeEnabled();

    // Send the proof.
    await staff.goto(`/admin/orders/${engravedOrder}`);
    await staff.getByRole('button', { name: 'Send proof' }).click();
    await expect(staff.getByRole('status').filter({ hasText: `Proof sent to ${shopper.email}` })).toBeVisible();

    // The shopper approves from the e-mail's link.
    let approveUrl = '';
    await expect
      .poll(
        async () => {
          const mail = (await mailsTo(shopperPage.request, shopper.email)).find(
            (m) => m.text.includes(engravedOrder) && m.text.includes('/order-proof/'),
          );
          approveUrl = (mail && /Approve: (\S+)/.exec(mail.text)?.[1]) ?? '';
          return approveUrl;
        },
        { timeout: 15_000 },
      )
      .toMatch(/\/order-proof\//);
    const link = new URL(approveUrl);
    await shopperPage.goto(`${link.pathname}${link.search}`);
    await shopperPage.getByRole('button', { name: /approve/i }).click();
    await expect(shopperPage.getByText(proofMessages.approved)).toBeVisible();

    await staff.reload();
    await expect(staff.getByRole('region', { name: 'Engraving proof', exact: true })).toContainText('Approved');
  });

  test('the owner takes it through the workshop and ships it; tracking shows Shipped in blue with the AWB, and the tax invoice downloads', async () => {
    await shipThroughWorkshop(staff, engravedOrder, AWB);

    // The shipped e-mail carries the AWB.
    await expect
      .poll(async () => (await mailsTo(shopperPage.request, shopper.email)).some((m) => m.text.includes(AWB)), {
        timeout: 15_000,
      })
      .toBe(true);

    // The shopper's tracking: Shipped in blue, the timeline, courier, AWB and the parcel link.
    const page = shopperPage;
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/track-order?order=${engravedOrder}`);
    await expect(orderStatus(page)).toHaveText('Shipped');
    await expect(orderStatus(page).locator('.crt-status')).toHaveCSS('color', BLUE);
    const steps = page.getByRole('region', { name: 'Order progress' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('Processing');
    await expect(steps.nth(3)).toContainText('Shipped');
    const shipment = page.getByRole('region', { name: 'Shipment' });
    await expect(shipment).toContainText('Blue Dart');
    await expect(shipment).toContainText(AWB);
    const parcel = shipment.getByRole('link', { name: /^Track your parcel/ });
    await expect(parcel).toHaveAttribute('target', '_blank');
    await expect(parcel).toHaveAttribute('rel', /noopener/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // The tax invoice, saved under its number, with the seller's GSTIN, HSN 7113 and CGST + SGST (same state).
    const { filename, text } = await downloadInvoice(page);
    expect(filename).toMatch(/^RMJ-\d{2}-\d{2}-\d+\.pdf$/);
    expect(text).toContain(SHOP_GSTIN);
    expect(text).toContain('7113');
    expect(text).toMatch(/CGST/);
    expect(text).toMatch(/SGST/);
    const ringTax = intraStateTax(ring.price);
    const shippingTax = intraStateTax(SHIPPING_RUPEES);
    expect(text).toContain(ringTax.cgst);
    expect(text).toContain(ringTax.sgst);
    expect(text).toContain(shippingTax.cgst);
    expect(text).toContain(engravedOrder);

    // The shopper's recent orders: the shipped one with its invoice, the refunded one with nothing to do.
    await page.goto('/welcome');
    const recent = page.getByRole('region', { name: 'Your recent orders' });
    const shipped = recent.getByRole('listitem').filter({ hasText: engravedOrder });
    await expect(shipped).toContainText('Shipped');
    await expect(shipped.getByRole('button', { name: 'Download tax invoice' })).toBeVisible();
    const refunded = recent.getByRole('listitem').filter({ hasText: cancelledOrder });
    await expect(refunded).toContainText('Refunded');
    await expect(refunded.getByRole('button')).toHaveCount(0);
  });
});
