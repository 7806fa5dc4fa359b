// An order taken on WhatsApp, as the owner and the customer live it: the owner adds the customer
// who wrote on WhatsApp (name, phone, e-mail), opens a draft order for them from their page, with
// their address and an engraved leg chain from the catalogue, saves it and sends it asking for a
// 30 % advance. The payment request shows the link, its expiry and the WhatsApp message to copy or
// open; the customer is e-mailed the link too. The customer pays it on the (sandbox's) hosted page;
// the order is then Partially paid and in Processing, and goes through the workshop, but Ship is
// refused while the balance is due. The owner asks for the balance with a second link, the customer
// pays it, and the order ships, Paid, with its tax invoice on the full amount.
// The customer's page, the draft, the payment request and the order's payments are photographed at 360 and 1280 px into
// the run's output folder for a person to look at; each fits 360 px with no sideways scroll.
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { PAYMENT_REQUEST_MESSAGES, PAYMENT_STATUS, proofMessages, type AdminOrder } from '@rmj/contracts';
import { staffOrder } from '../support/fulfilment';
import { sidewaysOverflow } from '../support/layout';
import { mailsTo } from '../support/shop';
import { signInOwner } from '../support/staff';

const NARROW = 360;
const WIDE = 1280;
const ADVANCE_PERCENT = 30;
const PIECE = 'Thanda Leg Chain';

/** Whole rupees as the shop writes them ('₹2,600'). */
const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(rupees);

/** The page at `width` px, photographed whole into the run's output folder. */
async function photograph(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

/** Photographs the page at both widths and requires it to fit 360 px; leaves it at 1280 px. */
async function photographBoth(page: Page, name: string): Promise<void> {
  await photograph(page, name, NARROW);
  const { scrollWidth, offenders } = await sidewaysOverflow(page, NARROW);
  expect(scrollWidth, offenders.join('\n')).toBeLessThanOrEqual(NARROW);
  await photograph(page, name, WIDE);
}

/** The customer pays `url` on the hosted payment page: what is due shown, Success pressed, the thanks seen. */
async function payTheLink(customer: Page, url: string, rupees: number): Promise<void> {
  await customer.goto(url);
  await expect(customer.locator('body')).toContainText(inr(rupees));
  await customer.getByRole('button', { name: 'Success' }).click();
  await expect(customer.getByRole('status')).toBeVisible();
}

test.describe
  .serial('an order taken on WhatsApp: a draft, a 30 % advance by payment link, the balance, shipped', () => {
  test.setTimeout(60_000);
  let staffContext: BrowserContext;
  let customerContext: BrowserContext;
  let staff: Page;
  let customer: Page;
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  const name = `Meena Sundaram ${stamp}`;
  // A phone number of its own each run: one customer per phone number.
  const phone = `9${String(Date.now()).slice(-9)}`;
  const email = `wa-${stamp}@example.in`;
  let orderNumber = '';
  let total = 0;
  let advance = 0;

  test.beforeAll(async ({ browser }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL;
    staffContext = await browser.newContext({ baseURL });
    customerContext = await browser.newContext({ baseURL });
    staff = await staffContext.newPage();
    customer = await customerContext.newPage();
  });
  test.afterAll(async () => {
    await staffContext?.close();
    await customerContext?.close();
  });

  test('the owner adds the customer who wrote on WhatsApp and opens a draft order from their page', async () => {
    await signInOwner(staff);
    await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' }).click();
    await staff.getByRole('link', { name: 'Add customer' }).click();
    const form = staff.getByRole('form', { name: 'Customer details' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone').fill(phone);
    await form.getByLabel('E-mail (optional)').fill(email);
    await form.locator('button[type="submit"]').click();
    await expect(staff.getByRole('article', { name })).toBeVisible();
    await photographBoth(staff, 'customer-page');

    await staff.getByRole('link', { name: 'New draft order for this customer' }).click();
    await expect(staff.getByRole('group', { name: 'Customer' })).toContainText(name);
  });

  test('the draft: the address, an engraved leg chain from the catalogue, saved and priced at today’s rates', async () => {
    const draft = staff.getByRole('form', { name: 'Draft order' });
    const address = draft.getByRole('group', { name: 'Delivery address' });
    await address.getByLabel('Send to').selectOption({ label: 'An address typed here' });
    await address.getByLabel('Receiver’s name').fill(name);
    await address.getByLabel('Receiver’s phone').fill(phone);
    await address.getByLabel('Street address').fill('4 North Car Street');
    await address.getByLabel('Town or city').fill('Madurai');
    await address.getByLabel('State').fill('Tamil Nadu');
    await address.getByLabel('PIN code').fill('625001');

    await draft.getByRole('button', { name: 'Add a catalogue piece' }).click();
    const finder = draft.getByRole('search', { name: 'Find a piece' });
    await finder.getByLabel('Find a piece in the catalogue').fill(PIECE);
    await finder.getByRole('button', { name: 'Find piece' }).click();
    // A leg chain in stock, whichever the seed made first.
    await finder
      .getByRole('listitem')
      .filter({ hasText: PIECE })
      .filter({ hasNotText: 'Sold out' })
      .first()
      .getByRole('button', { name: /^Add / })
      .click();
    await draft.getByLabel('Personalisation').selectOption({ label: 'Engraving' });
    await draft.getByLabel('Words to engrave').fill('MEENA');
    await draft.getByRole('button', { name: 'Save draft' }).click();
    await expect(staff.getByRole('status').filter({ hasText: /saved/i }).first()).toBeVisible({ timeout: 15_000 });

    // Priced by the server: the total the send panel offers to ask for.
    const send = staff.getByRole('region', { name: 'Send to the customer' });
    await expect(send).toBeVisible();
    await send.getByRole('radio', { name: 'An advance as a percentage' }).check();
    await send.getByLabel('Advance (%)').fill(String(ADVANCE_PERCENT));
    const asking = (await send.getByText(/^The link will ask for/).textContent()) ?? '';
    const [askingShown = '', totalShown = ''] = asking.match(/₹[\d,]+/g) ?? [];
    advance = Number(askingShown.replace(/[^\d]/g, ''));
    total = Number(totalShown.replace(/[^\d]/g, ''));
    expect(total).toBeGreaterThan(0);
    expect(advance).toBe(Math.max(1, Math.round((total * ADVANCE_PERCENT) / 100)));
    await photographBoth(staff, 'draft-order');
  });

  test('sent with a 30 % advance: the payment link, its expiry and the WhatsApp message; the customer is e-mailed', async () => {
    const send = staff.getByRole('region', { name: 'Send to the customer' });
    await send.getByRole('button', { name: 'Send' }).click();
    const request = staff.getByRole('region', { name: 'Payment request' });
    await expect(request).toBeVisible({ timeout: 20_000 });
    orderNumber = (await request.getByRole('link', { name: /^RMJ-/ }).textContent())!.trim();
    await expect(request).toContainText(PAYMENT_REQUEST_MESSAGES.sent(orderNumber));
    await expect(request).toContainText(inr(advance));
    await expect(request).toContainText('Waiting for payment');
    await expect(request).toContainText('E-mailed to the customer.');

    const link = (await request.getByRole('link', { name: /^http/ }).getAttribute('href'))!;
    const message = await request.getByLabel('WhatsApp message').inputValue();
    expect(message).toContain(link);
    expect(message).toContain(orderNumber);
    expect(message).toContain(inr(advance));
    const open = request.getByRole('link', { name: 'Open WhatsApp' });
    const whatsApp = new URL((await open.getAttribute('href'))!);
    expect(whatsApp.origin + whatsApp.pathname).toBe(`https://wa.me/91${phone}`);
    expect(whatsApp.searchParams.get('text')).toBe(message);
    await photographBoth(staff, 'payment-request');

    await expect
      .poll(async () => (await mailsTo(staff.request, email)).find((m) => m.text.includes(link))?.subject ?? '', {
        timeout: 15_000,
      })
      .toContain(orderNumber);

    const order = await staffOrder(staff, orderNumber);
    expect(order.paymentStatus).toBe(PAYMENT_STATUS.unpaid);
    expect(order.status).toBe('Awaiting payment');
    expect(order.total).toBe(total);
    expect(order.paymentLedger?.dueRupees).toBe(total);
  });

  test('the customer pays the advance; the order is Partially paid, has the engraving’s proof approved, goes through the workshop, and cannot ship yet', async () => {
    const first = (await staffOrder(staff, orderNumber)).paymentLedger!.requests[0];
    await payTheLink(customer, first.url, advance);

    let order: AdminOrder | undefined;
    await expect
      .poll(
        async () => {
          order = await staffOrder(staff, orderNumber);
          return `${order.status} / ${order.paymentStatus}`;
        },
        { timeout: 30_000 },
      )
      .toBe(`Processing / ${PAYMENT_STATUS.partiallyPaid}`);
    expect(order!.paymentLedger).toMatchObject({ paidRupees: advance, dueRupees: total - advance });

    await staff.goto(`/admin/orders/${orderNumber}`);
    const payment = staff.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText(inr(total - advance));

    // The engraving's proof goes to the customer, who approves it from the e-mail's link.
    await staff.getByRole('button', { name: 'Send proof' }).click();
    await expect(staff.getByRole('status').filter({ hasText: `Proof sent to ${email}` })).toBeVisible();
    let approveUrl = '';
    await expect
      .poll(
        async () => {
          const mail = (await mailsTo(customer.request, email)).find(
            (m) => m.text.includes(orderNumber) && m.text.includes('/order-proof/'),
          );
          approveUrl = (mail && /Approve: (\S+)/.exec(mail.text)?.[1]) ?? '';
          return approveUrl;
        },
        { timeout: 15_000 },
      )
      .toMatch(/\/order-proof\//);
    const proofLink = new URL(approveUrl);
    await customer.goto(`${proofLink.pathname}${proofLink.search}`);
    await customer.getByRole('button', { name: /approve/i }).click();
    await expect(customer.getByText(proofMessages.approved)).toBeVisible();

    await staff.reload();
    await staff.getByRole('button', { name: 'Start workshop' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Moved to In workshop.' })).toBeVisible();
    await staff.getByRole('button', { name: 'Quality check' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Moved to Quality check.' })).toBeVisible();
    // The balance is due: the page says so beside the moves, and shipping is refused.
    const balanceDue = PAYMENT_REQUEST_MESSAGES.balanceDue(total - advance);
    await expect(staff.getByText(balanceDue).first()).toBeVisible();
    await staff.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = staff.getByRole('form', { name: 'Ship the order' });
    await ship.getByLabel('Courier').selectOption('Blue Dart');
    await ship.getByLabel('Air-waybill (AWB) number').fill(`BD${Date.now().toString().slice(-8)}`);
    await ship.getByRole('button', { name: 'Ship the order' }).click();
    await expect(staff.getByRole('alert').filter({ hasText: balanceDue })).toBeVisible();
    expect((await staffOrder(staff, orderNumber)).status).toBe('Quality check');
  });

  test('the owner asks for the balance, the customer pays it, and the order ships Paid with its invoice', async () => {
    const payment = staff.getByRole('region', { name: 'Payment' });
    const ask = payment.getByRole('form', { name: 'Ask for the balance' });
    await ask.getByRole('button', { name: 'Ask for the balance' }).click();
    await expect(payment.getByRole('status').first()).toContainText(
      PAYMENT_REQUEST_MESSAGES.balanceRequested(total - advance),
    );

    await photographBoth(staff, 'order-payments');

    const balance = (await staffOrder(staff, orderNumber)).paymentLedger!.requests.find((r) => r.purpose === 'balance');
    expect(balance?.amountRupees).toBe(total - advance);
    // The balance link's WhatsApp message (the only link still open), ready to copy, names the link.
    expect(await payment.getByLabel('WhatsApp message').inputValue()).toContain(balance!.url);
    await payTheLink(customer, balance!.url, total - advance);
    await expect
      .poll(async () => (await staffOrder(staff, orderNumber)).paymentStatus, { timeout: 30_000 })
      .toBe(PAYMENT_STATUS.paid);

    await staff.reload();
    await staff.getByRole('button', { name: 'Ship', exact: true }).click();
    const form = staff.getByRole('form', { name: 'Ship the order' });
    await form.getByLabel('Courier').selectOption('Blue Dart');
    await form.getByLabel('Air-waybill (AWB) number').fill(`BD${Date.now().toString().slice(-8)}`);
    await form.getByRole('button', { name: 'Ship the order' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Moved to Shipped.' })).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Shipment and invoice' })).toContainText(
      /Tax invoice RMJ\/\d{2}-\d{2}\/\d+, issued/,
      { timeout: 20_000 },
    );

    const shipped = await staffOrder(staff, orderNumber);
    expect(shipped.invoice).toBeTruthy();
    expect(shipped.paymentLedger).toMatchObject({ paidRupees: total, dueRupees: 0 });
    expect(shipped.paymentLedger!.payments.map((p) => p.amountRupees)).toEqual([advance, total - advance]);
  });
});
