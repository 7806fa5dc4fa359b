// A return after delivery, end to end: a shopper buys a piece sold plain and pays; the owner takes it
// through the workshop, ships it and marks it delivered; the shopper asks from tracking to return
// it (a missing reason named beside its field first); the owner finds it under the board's Returns,
// approves it (the customer is e-mailed where to send it), records the parcel and a passed check and
// refunds it; the refund e-mail carries the GST credit note, which tracking and the order page offer.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { RETURN_MESSAGES } from '@rmj/contracts';
import { expect, test } from '../support/test';
import { cartWith, expectNoSidewaysScroll, payAndReadOrderNumber, plainLine, type Product } from '../support/checkout';
import { pdfText, shipThroughWorkshop, staffOrder } from '../support/fulfilment';
import { buyableProducts, logInAs, mailsTo, registerShopper, startCheckout, type Shopper } from '../support/shop';
import { signInOwner } from '../support/staff';

const AWB = `BD${Date.now().toString().slice(-8)}`;

test.describe.serial('a return after delivery, refunded with a credit note', () => {
  test.setTimeout(180_000);
  let shopperContext: BrowserContext;
  let staffContext: BrowserContext;
  let shopperPage: Page;
  let staff: Page;
  let shopper: Shopper;
  let piece: Product;
  let orderNumber = '';

  test.beforeAll(async ({ browser }: { browser: Browser }, testInfo) => {
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

  test('a shopper buys a piece sold plain; the owner ships it and marks it delivered', async ({ request }) => {
    shopper = await registerShopper(request, 'returns');
    [piece] = await buyableProducts(request, 1);
    await cartWith(shopperPage, shopper, [plainLine(piece)]);
    await startCheckout(shopperPage, { Email: shopper.email });
    orderNumber = await payAndReadOrderNumber(shopperPage);

    await signInOwner(staff);
    await shipThroughWorkshop(staff, orderNumber, AWB);
    await staff.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Moved to Delivered.' })).toBeVisible();
  });

  test('the shopper asks from tracking to return it; a missing reason is named first', async ({}, info) => {
    const page = shopperPage;
    // On a phone: the form fits 320 px.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/cart');
    await logInAs(page, shopper);
    await page.goto(`/track-order?order=${orderNumber}`);
    const returns = page.getByRole('region', { name: 'Returns and exchanges' });
    await returns.getByRole('button', { name: 'Return or exchange' }).click();
    const form = page.getByRole('form', { name: 'Return or exchange' });
    await form.getByRole('radio', { name: 'Return for a refund' }).check();
    await form.getByRole('checkbox', { name: `${piece.name} × 1` }).check();
    await form.getByLabel('Details (optional)').fill('Too small for my finger.');
    await form.getByRole('button', { name: 'Send request' }).click();
    // Nothing sent yet: the reason is asked for, beside its field, and the details stay.
    await expect(form.getByLabel('Why are you sending it back?')).toHaveAccessibleDescription(/\S/);
    await expect(form.getByLabel('Details (optional)')).toHaveValue('Too small for my finger.');

    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: info.outputPath('return-form-320.png'), fullPage: true });
    await form.getByLabel('Why are you sending it back?').selectOption({ label: 'It does not fit' });
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(returns.getByRole('status')).toHaveText(RETURN_MESSAGES.sent);
    await expect(returns).toContainText('Requested: we will reply by e-mail.');
    await expect(returns.getByRole('button', { name: 'Return or exchange' })).toHaveCount(0);
  });

  test('the owner approves it from the Returns tab, records the parcel and the check, and refunds it', async () => {
    await staff.goto('/admin/orders');
    await staff.getByRole('link', { name: /^Returns/ }).click();
    await staff.getByRole('link', { name: orderNumber }).first().click();
    const request = staff.getByRole('article', { name: /^Return request / });
    await expect(request).toContainText('It does not fit');
    await expect(request).toContainText('Too small for my finger.');
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(request.getByRole('button', { name: 'Parcel received' })).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(staff.request, shopper.email)).map((m) => m.subject).join('\n'), {
        timeout: 20_000,
      })
      .toMatch(/approved/i);

    await request.getByRole('button', { name: 'Parcel received' }).click();
    await request.getByRole('button', { name: 'Record the check' }).click();
    const check = staff.getByRole('form', { name: 'Record the check' });
    await check.getByRole('radio', { name: 'Passed' }).check();
    await check.getByLabel('What the check found').fill('Unworn, tag on.');
    await check.getByRole('button', { name: 'Record the check' }).click();
    await request.getByRole('button', { name: /^Refund ₹/ }).click();

    // The provider processes the refund; a credit note against the tax invoice follows it.
    await expect
      .poll(async () => (await staffOrder(staff, orderNumber)).creditNotes?.length ?? 0, { timeout: 30_000 })
      .toBe(1);
    const order = await staffOrder(staff, orderNumber);
    expect(order.creditNotes![0]!.creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
  });

  test('the refund e-mail carries the credit note, and tracking offers it beside the invoice', async () => {
    const page = shopperPage;
    const order = await staffOrder(staff, orderNumber);
    const number = order.creditNotes![0]!.creditNoteNumber;
    await expect
      .poll(async () => (await mailsTo(page.request, shopper.email)).some((m) => m.text.includes(number)), {
        timeout: 20_000,
      })
      .toBe(true);

    await page.goto(`/track-order?order=${orderNumber}`);
    await expect(page.getByRole('region', { name: 'Returns and exchanges' })).toContainText(/Refunded/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download credit note ${number}` }).click(),
    ]);
    const text = await pdfText(await download.path());
    expect(text).toContain(number);
    expect(text).toContain(order.invoice!.invoiceNumber);
  });
});
