// Cash on delivery, as the owner, a shopper and the staff live it: the owner offers cash on delivery
// up to ₹50,000 on the settings screen; a registered shopper puts a plain piece from stock in the
// cart and places the order with 'Cash on delivery', with no payment window: the order details name
// the cash to pay, so does the confirmation e-mail, and tracking shows Awaiting confirmation and
// Unpaid. The owner finds it on the board under 'Paid by: Cash on delivery', confirms it after the
// call, takes it through the workshop to Shipped, finds it under 'COD to collect' and records the
// cash; the order is then Paid, with its tax invoice (issued when it shipped, so its total reads
// 'cash on delivery', not 'paid'), which the shopper downloads from tracking.
// The checkout's choice and the board are photographed at 360 and 1280 px into the run's output
// folder, for a person to look at; the board and the order page fit 360 px. The limit is this
// journey's only until the order is placed (the settings' claim), then it is put back for the others.
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { CASH_ON_DELIVERY_MESSAGES, ENDPOINT_ROUTES } from '@rmj/contracts';
import {
  cartWith,
  engravableRing,
  engravedLine,
  orderNumberShown,
  orderSummaryRows,
  plainLine,
  type Product,
} from '../support/checkout';
import { downloadInvoice, shipThroughWorkshop } from '../support/fulfilment';
import { sidewaysOverflow } from '../support/layout';
import { claimTheSettings, setCodLimit } from '../support/settings';
import {
  buyableProducts,
  customerDetailsDialog,
  fillCustomerDetails,
  mailsTo,
  paymentWindow,
  registerShopper,
  shopSettings,
  type Shopper,
} from '../support/shop';
import { signInOwner } from '../support/staff';

const LIMIT = 50_000;
const NARROW = 360;
const WIDE = 1280;

/** Whole rupees as the shop writes them ('₹2,600'). */
const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(rupees);
/** Today in India (YYYY-MM-DD), as the cash form fills it in. */
const indianToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** A line of the tracking page's order info: 'Order Status', 'Payment Status', 'Payment Method'. */
const trackingLine = (page: Page, label: string) => page.locator('.crt-track__line', { hasText: label }).locator('dd');

/** The page at `width` px, photographed whole into the run's output folder. */
async function photograph(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

/** The board's column headings that break over more than one line (a word cut into pieces). */
async function brokenHeadings(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: 'Orders' })
    .locator('thead th')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getClientRects().length > 1;
        })
        .map((cell) => cell.textContent ?? ''),
    );
}

/** Whether the page fits `width` px with no sideways scroll (the elements that stick out, if not). */
async function expectNoSidewaysOverflow(page: Page, width: number): Promise<void> {
  const { scrollWidth, offenders } = await sidewaysOverflow(page, width);
  expect(scrollWidth, offenders.join('\n')).toBeLessThanOrEqual(width);
}

test.describe.serial('cash on delivery: placed unpaid, confirmed, shipped and the cash recorded', () => {
  test.setTimeout(180_000);
  let shopperContext: BrowserContext;
  let staffContext: BrowserContext;
  let shopperPage: Page;
  let staff: Page;
  let shopper: Shopper;
  let piece: Product;
  let orderNumber = '';
  let total = 0;
  /** The settings' claim while this journey's limit is on, and the limit found before (support/settings.ts). */
  let releaseSettings: (() => void) | undefined;
  let limitBefore: number | undefined;
  let limitChanged = false;

  /** Puts back the limit found, and lets the other journeys save the settings again. */
  async function putTheLimitBack(): Promise<void> {
    try {
      if (limitChanged) await setCodLimit(staff, limitBefore);
      limitChanged = false;
    } finally {
      releaseSettings?.();
      releaseSettings = undefined;
    }
  }

  test.beforeAll(async ({ browser }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL;
    shopperContext = await browser.newContext({ baseURL });
    staffContext = await browser.newContext({ baseURL });
    shopperPage = await shopperContext.newPage();
    staff = await staffContext.newPage();
  });
  test.afterAll(async () => {
    try {
      await putTheLimitBack();
    } finally {
      await shopperContext?.close();
      await staffContext?.close();
    }
  });

  test('the owner offers cash on delivery up to ₹50,000 on the settings screen', async ({ request }) => {
    shopper = await registerShopper(request, 'cod');
    [piece] = await buyableProducts(request, 1);
    expect(piece.price + 100, 'the cheapest piece and its shipping are within the limit').toBeLessThanOrEqual(LIMIT);
    await signInOwner(staff);

    // From here until the order is placed the limit is this journey's: no other journey saves the settings.
    releaseSettings = await claimTheSettings();
    await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(staff.getByLabel('WhatsApp number')).not.toHaveValue('');
    const limitField = staff.getByLabel('Cash on delivery up to (₹)');
    const shown = await limitField.inputValue();
    limitBefore = shown === '' ? undefined : Number(shown);
    await limitField.fill(String(LIMIT));
    limitChanged = true;
    await staff.getByRole('button', { name: 'Save settings' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

    // The storefront reads the limit with the shop's public settings.
    await expect.poll(async () => (await shopSettings(request)).codLimitRupees, { timeout: 15_000 }).toBe(LIMIT);
    // The orders service keeps the settings a few seconds: its refusal of a personalised piece (no
    // longer 'not available at the moment') says it has the limit. Nothing is placed by a refusal.
    const ring = await engravableRing(request);
    const refusal = async () => {
      const res = await request.post(ENDPOINT_ROUTES.placeCodOrder.path, {
        headers: { Authorization: `Bearer ${shopper.token}` },
        data: {
          items: [{ productId: ring._id, quantity: 1, size: '7', customization: engravedLine(ring).customization }],
          customerDetails: {
            name: 'Asha Iyer',
            email: shopper.email,
            phone: '9876543210',
            address: '12 Temple Street',
            city: 'Madurai',
            state: 'Tamil Nadu',
            zipCode: '625001',
            country: 'India',
          },
        },
      });
      return `${res.status()} ${await res.text()}`;
    };
    await expect.poll(refusal, { timeout: 20_000 }).toContain(CASH_ON_DELIVERY_MESSAGES.refusals.madeToOrder);
    expect(await refusal()).toMatch(/^409 /);
  });

  test("a shopper pays 'Cash on delivery' at checkout: no payment window, the cash to pay named, tracking Unpaid", async () => {
    const page = shopperPage;
    await cartWith(page, shopper, [plainLine(piece)]);
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await fillCustomerDetails(page, { Email: shopper.email });
    const dialog = customerDetailsDialog(page);
    const payment = dialog.getByRole('group', { name: 'Payment' });
    await expect(payment.getByRole('radio', { name: 'Pay online (Razorpay)' })).toBeChecked();
    await payment.getByRole('radio', { name: CASH_ON_DELIVERY_MESSAGES.choice }).check();
    await expect(payment).toContainText('We call you to confirm the order first.');
    const place = dialog.getByRole('button', { name: 'Place order (cash on delivery)' });
    await place.scrollIntoViewIfNeeded();
    await photograph(page, 'checkout-cash-on-delivery', WIDE);
    await photograph(page, 'checkout-cash-on-delivery', NARROW);
    await place.click();

    // The order details at once, with no payment window: placed, and the cash to pay at the door.
    await expect(orderSummaryRows(page)).toBeVisible({ timeout: 20_000 });
    await expect(paymentWindow(page)).toHaveCount(0);
    const overlay = page.getByRole('dialog', { name: 'Order Details' });
    await expect(overlay.getByRole('status')).toHaveText(CASH_ON_DELIVERY_MESSAGES.placed);
    orderNumber = await orderNumberShown(page);
    const rows = orderSummaryRows(page);
    await expect(rows.locator('dt')).toHaveText([
      'Order Date',
      'Payment',
      'Order ID',
      'Subtotal',
      'Shipping',
      'Total Amount',
      'Billing Address',
    ]);
    const totalShown = (await rows.locator('dd').nth(5).textContent())!.trim();
    total = Number(totalShown.replace(/[^\d]/g, ''));
    expect(totalShown).toBe(inr(total));
    expect(total).toBeGreaterThanOrEqual(piece.price);
    await expect(rows.locator('dd').nth(1)).toHaveText(`Cash on delivery: pay ${inr(total)} when it arrives`);

    // The limit has done its part: the other journeys may have the settings back.
    await putTheLimitBack();

    // The confirmation e-mail names the cash to pay and the call to expect.
    await expect
      .poll(
        async () => (await mailsTo(page.request, shopper.email)).find((m) => m.text.includes(orderNumber))?.text ?? '',
        {
          timeout: 15_000,
        },
      )
      .toContain(`Cash to pay on delivery: ${inr(total)}`);
    const [confirmation] = (await mailsTo(page.request, shopper.email)).filter((m) => m.text.includes(orderNumber));
    expect(confirmation.subject).toContain(orderNumber);
    expect(confirmation.text).toContain(`You pay ${inr(total)} in cash on delivery; we will call you on`);
    expect(confirmation.text).not.toContain('We have received your payment');

    await page.goto(`/track-order?order=${orderNumber}`);
    await expect(trackingLine(page, 'Order Status')).toHaveText('Awaiting confirmation');
    await expect(trackingLine(page, 'Payment Status')).toHaveText('Unpaid');
    await expect(trackingLine(page, 'Payment Method')).toHaveText('Cash on delivery');
  });

  test("the owner finds it under 'Paid by: Cash on delivery' and confirms it after the call; the board and the order fit 360 px", async () => {
    await staff
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Orders', exact: true })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await staff.getByLabel('Paid by').selectOption({ label: 'Cash on delivery' });
    await expect(staff).toHaveURL(/paymentMethod=cod/);
    const search = staff.getByRole('search');
    await search.getByLabel('Search orders').fill(orderNumber);
    await search.getByRole('button', { name: 'Search' }).click();
    const row = staff.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toContainText('Awaiting confirmation');
    await expect(row).toContainText('Unpaid');
    await expect(row).toContainText('Cash on delivery');
    await expect(staff.getByRole('status').filter({ hasText: /found$/ })).toHaveText('1 order found');
    // Each column's heading reads whole; on a phone the board scrolls sideways in its own box instead.
    await photograph(staff, 'board-cash-on-delivery', WIDE);
    expect(await brokenHeadings(staff)).toEqual([]);
    await photograph(staff, 'board-cash-on-delivery', NARROW);
    expect(await brokenHeadings(staff)).toEqual([]);
    await expectNoSidewaysOverflow(staff, NARROW);

    await row.getByRole('link', { name: orderNumber }).click();
    await expect(staff.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(staff.getByText('Payment: Unpaid (cash on delivery)')).toBeVisible();
    const cash = staff.getByRole('region', { name: 'Cash on delivery' });
    await expect(cash.locator('dd').first()).toHaveText(inr(total));
    await expect(cash.getByRole('form', { name: 'Cash collected' })).toHaveCount(0);
    // Its history starts when it was placed: nothing was paid yet.
    const history = staff.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem').first()).toContainText('Placed (cash on delivery)');
    await photograph(staff, 'order-awaiting-confirmation', NARROW);
    await expectNoSidewaysOverflow(staff, NARROW);
    await staff.setViewportSize({ width: WIDE, height: 800 });

    await staff.getByRole('button', { name: 'Confirm order (customer called)' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Moved to Processing.' })).toBeVisible();
  });

  test("the owner ships it, finds it under 'COD to collect' and records the cash: Paid, with its tax invoice", async () => {
    await shipThroughWorkshop(staff, orderNumber, `BD${Date.now().toString().slice(-8)}`);

    await staff
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Orders', exact: true })
      .click();
    const toCollect = staff.getByRole('button', { name: /^COD to collect \(\d+\)$/ });
    await toCollect.click();
    await expect(toCollect).toHaveAttribute('aria-pressed', 'true');
    const search = staff.getByRole('search');
    await search.getByLabel('Search orders').fill(orderNumber);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(staff).toHaveURL(/codToCollect=yes/);
    const row = staff.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toContainText('Shipped');
    await expect(row).toContainText('Unpaid');
    await row.getByRole('link', { name: orderNumber }).click();

    // The cash form: the amount due and today, India time, filled in.
    const form = staff.getByRole('form', { name: 'Cash collected' });
    await expect(form.getByLabel('Amount collected (₹)')).toHaveValue(String(total));
    await expect(form.getByLabel('Collected on')).toHaveValue(indianToday());
    await photograph(staff, 'order-cash-to-collect', NARROW);
    await expectNoSidewaysOverflow(staff, NARROW);
    await staff.setViewportSize({ width: WIDE, height: 800 });
    await form.getByRole('button', { name: 'Record cash collected' }).click();

    const cash = staff.getByRole('region', { name: 'Cash on delivery' });
    await expect(cash.getByRole('status')).toHaveText(`Cash of ${inr(total)} recorded. The order is paid.`);
    await expect(cash.locator('dd').nth(1)).toContainText(
      `${inr(total)} on ${indianToday()} (recorded by owner@rmj.local,`,
    );
    await expect(staff.getByText('Payment: Paid (cash on delivery)')).toBeVisible();
    await expect(cash.getByRole('form', { name: 'Cash collected' })).toHaveCount(0);
    await expect(staff.getByRole('region', { name: 'Shipment and invoice' })).toContainText(
      /Tax invoice RMJ\/\d{2}-\d{2}\/\d+, issued/,
    );

    // The shopper's tracking says Paid, and the tax invoice downloads.
    const page = shopperPage;
    await page.goto(`/track-order?order=${orderNumber}`);
    await expect(trackingLine(page, 'Order Status')).toHaveText('Shipped');
    await expect(trackingLine(page, 'Payment Status')).toHaveText('Paid');
    await expect(trackingLine(page, 'Payment Method')).toHaveText('Cash on delivery');
    const { filename, text } = await downloadInvoice(page);
    expect(filename).toMatch(/^RMJ-\d{2}-\d{2}-\d+\.pdf$/);
    expect(text).toContain(orderNumber);
    expect(text).toContain('7113');
    // Issued when it shipped, before the cash: its total is not printed as paid.
    expect(text).toContain(`Invoice total (cash on delivery) ${inr(total)}.00`);
    expect(text).not.toContain('(paid)');
  });
});
