// Checkout journeys against the whole stack with the local Razorpay sandbox: the login notice and
// the way back, every customer-details message, a full purchase of an engraved piece from its
// product page (overlay, confirmation e-mail, tracking), closing the window, a tampered price, the
// local history (Failure and retrying in the window: checkout-retry.spec.ts). Journeys other than
// the full purchase start from an engraved line put in the stored cart (rmjCart) as the product
// page adds it.
import { expect, test } from '../support/test';
import {
  buyEngravedNow,
  cartWith,
  engravableRing,
  engravedLine,
  expectNoColourContrastIssues,
  expectNoSidewaysScroll,
  orderNumberShown,
  orderSummaryRows,
  payAndReadOrderNumber,
  type Product,
} from '../support/checkout';
import {
  buyableProducts,
  cartBadge,
  customerDetailsDialog,
  mailsTo,
  paymentWindow,
  registerShopper,
  startCheckout,
} from '../support/shop';

const inr = (rupees: number, decimals = 0) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(rupees);

let products: Product[];
test.beforeAll(async ({ request }) => {
  products = await buyableProducts(request, 3);
  expect(products.length).toBe(3);
});

test('a logged-out shopper is asked to log in and comes back to the cart after logging in', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'notice');
  await cartWith(page, null, [engravedLine(products[0])]);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('alert')).toContainText('Please log in to complete your purchase');
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(shopper.email);
  await main.getByLabel('Password', { exact: true }).fill(shopper.password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(customerDetailsDialog(page).getByLabel('Full Name')).toHaveValue('Asha Iyer');
});

test('the customer-details form shows every message of the spec', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'details');
  await page.setViewportSize({ width: 320, height: 700 });
  await cartWith(page, shopper, [engravedLine(products[0])]);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  const dialog = customerDetailsDialog(page);
  await expect(dialog.getByLabel('Country')).toHaveValue('India');
  // A returning customer's form is filled from their account once its answer arrives: waited for (else the
  // filling could land between the emptying below), then emptied, to see every message.
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
  for (const label of ['Full Name', 'Email', 'Phone Number', 'Street Address', 'ZIP Code', 'City'])
    await dialog.getByLabel(label, { exact: true }).fill('');
  await dialog.getByLabel('State', { exact: true }).selectOption('');
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  for (const message of [
    'Name is required.',
    'Email is required',
    'Phone number is required',
    'Street address is required.',
    'City is required.',
    'State is required.',
    'ZIP code is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await dialog.getByLabel('Email').fill('asha@');
  await dialog.getByLabel('Phone Number').fill('98765');
  await dialog.getByLabel('ZIP Code').fill('6250');
  for (const message of [
    'Email is invalid',
    'Please enter a valid 10-digit phone number.',
    'Please enter a valid 6-digit ZIP code.',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoSidewaysScroll(page);
  await expectNoColourContrastIssues(page);
});

test('a full purchase of an engraved piece from its product page: payment window, order details, e-mail and tracking', async ({
  page,
  request,
  browser,
}) => {
  const shopper = await registerShopper(request, 'full');
  const product = await engravableRing(page.request);
  await buyEngravedNow(page, shopper, product, 'ANU&RAVI');
  await expect(page.getByText('Engraving: "ANU&RAVI" (Elegant Serif)')).toBeVisible();
  await startCheckout(page, { Email: shopper.email });
  const window = paymentWindow(page);
  await expect(window.getByTestId('payment-amount')).toHaveText(inr(product.price + 100, 2));
  await expectNoColourContrastIssues(page);
  await window.getByRole('button', { name: 'Success' }).click();

  const overlay = page.getByRole('dialog', { name: 'Order Details' });
  await expect(overlay.getByText('Order has been saved successfully')).toBeVisible();
  await expect(page.getByText('Payment successful! Your order has been placed.')).toBeVisible();
  const rows = orderSummaryRows(page);
  await expect(rows.locator('dt')).toHaveText([
    'Order Date',
    'Payment ID',
    'Order ID',
    'Subtotal',
    'Shipping',
    'Total Amount',
    'Billing Address',
  ]);
  await expect(rows).toContainText(inr(product.price + 100));
  await expect(overlay).toContainText('Engraving: "ANU&RAVI" (Elegant Serif)');
  const orderNumber = await orderNumberShown(page);
  await expect(overlay.getByRole('button', { name: 'Print Order' })).toBeVisible();
  await expectNoColourContrastIssues(page);
  await expect(cartBadge(page)).toHaveText('0');

  await expect
    .poll(
      async () => (await mailsTo(request, shopper.email)).find((m) => m.subject.includes(orderNumber))?.text ?? '',
      { timeout: 15_000 },
    )
    .toContain('Engraving: "ANU&RAVI" (Elegant Serif)');
  const [mail] = (await mailsTo(request, shopper.email)).filter((m) => m.subject.includes(orderNumber));
  expect(mail.text).toContain(`Total paid: ${inr(product.price + 100)}`);
  expect(mail.text).toContain('5-7 additional business days for customised pieces');

  await overlay.getByRole('button', { name: 'Close order details' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  // The owner tracks it and sees everything.
  await page.goto(`/track-order?order=${orderNumber}`);
  await page.getByRole('tab', { name: 'Customer Details' }).click();
  await expect(page.getByText('12 Temple Street')).toBeVisible();

  // Anyone else with the number sees a masked view.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 320, height: 700 },
  });
  const stranger = await context.newPage();
  await stranger.goto('/track-order');
  await stranger.getByLabel('Order number').fill(orderNumber.toLowerCase());
  await stranger.getByRole('button', { name: 'Track Order' }).click();
  await expect(stranger.getByText('Paid', { exact: true })).toBeVisible();
  await stranger.getByRole('tab', { name: 'Customer Details' }).click();
  await expect(stranger.getByText('A.', { exact: true })).toBeVisible();
  await expect(stranger.getByText('Madurai')).toBeVisible();
  await expect(stranger.getByText('12 Temple Street')).toHaveCount(0);
  await stranger.getByRole('tab', { name: 'Products' }).click();
  await expect(stranger.getByText(`${product.name} × 1`)).toBeVisible();
  await expectNoSidewaysScroll(stranger);
  await expectNoColourContrastIssues(stranger);
  await context.close();

  // /welcome lists it with a link to its tracking view.
  await page.goto('/welcome');
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/track-order\\?order=${orderNumber}$`));
  await expect(page.getByRole('tab', { name: 'Order Info' })).toBeVisible();
});

test('closing the payment window lets the shopper pay again', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'close');
  await cartWith(page, shopper, [engravedLine(products[0])]);
  await startCheckout(page);
  await paymentWindow(page).getByRole('button', { name: 'Close payment window' }).click();
  await expect(paymentWindow(page)).toHaveCount(0);
  const pay = customerDetailsDialog(page).getByRole('button', { name: 'Proceed to Payment' });
  await expect(pay).toBeEnabled();
  await pay.click();
  await paymentWindow(page).getByRole('button', { name: 'Success' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Order Details' }).getByText('Order has been saved successfully'),
  ).toBeVisible();
});

test('a price tampered with in rmjCart is still charged at the real price', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'tamper');
  const product = products[2];
  await cartWith(page, shopper, [{ ...engravedLine(product), price: 1 }]);
  await startCheckout(page);
  await expect(paymentWindow(page).getByTestId('payment-amount')).toHaveText(inr(product.price + 100, 2));
  const orderNumber = await payAndReadOrderNumber(page);
  await expect(orderSummaryRows(page)).toContainText(inr(product.price + 100));
  const tracked = await (await request.get(`/api/track-order/${orderNumber}`)).json();
  expect(tracked.totalAmount).toBe(product.price + 100);
});

test('the local order history keeps 5 orders and cuts personalisation text to 100 characters', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'history');
  await page.goto('/cart');
  const old = Array.from({ length: 5 }, (_, i) => ({
    orderId: `RMJ-OLD000000${i}`,
    paymentId: `pay_${i}`,
    amount: 100,
    orderDate: '2025-01-01T00:00:00.000Z',
    items: [],
    customer: { name: 'A', email: 'a@b.in' },
    shipping: 100,
    status: 'paid',
  }));
  await page.evaluate((orders) => localStorage.setItem('orders', JSON.stringify(orders)), old);
  const longWords = 'FOREVER '.repeat(20).trim();
  await cartWith(page, shopper, [engravedLine(products[0], longWords)]);
  await startCheckout(page);
  const orderNumber = await payAndReadOrderNumber(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lastOrderId'))).toBe(orderNumber);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('orders') ?? '[]'));
  expect(stored.map((o: { orderId: string }) => o.orderId)).toEqual([
    ...old.slice(1).map((o) => o.orderId),
    orderNumber,
  ]);
  const latest = stored.at(-1);
  expect(latest).toMatchObject({ status: 'paid', amount: products[0].price + 100, shipping: 100 });
  expect(latest.items[0].customization.length).toBe(100);
});
