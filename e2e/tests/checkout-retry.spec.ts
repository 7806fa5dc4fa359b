// Checkout when the payment window behaves like Razorpay's (retry on): a failed attempt keeps the
// window open and the shopper may pay in it, or close it; and a session that ends before paying.
// Against the whole stack with the local Razorpay sandbox.
import { expect, test } from '../support/test';
import {
  cartWith,
  endSessionOnServer,
  engravedLine,
  expectNoColourContrastIssues,
  expectNoSidewaysScroll,
  failPaymentAttempt,
  orderNumberShown,
  type Product,
} from '../support/checkout';
import {
  buyableProducts,
  cartBadge,
  customerDetailsDialog,
  fillCustomerDetails,
  paymentWindow,
  registerShopper,
  startCheckout,
} from '../support/shop';

const PAYMENT_ERROR = 'There was an issue processing your payment. Please try again.';

let products: Product[];
test.beforeAll(async ({ request }) => {
  products = await buyableProducts(request, 2);
  expect(products.length).toBe(2);
});

test('a failure, then Success in the same window, places the order: overlay, success banner, empty cart, tracked as paid', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'retry');
  await cartWith(page, shopper, [engravedLine(products[0])]);
  await startCheckout(page);
  await failPaymentAttempt(page);
  await failPaymentAttempt(page);
  await expect(page.getByText(PAYMENT_ERROR)).toHaveCount(0);

  await paymentWindow(page).getByRole('button', { name: 'Success' }).click();
  const overlay = page.getByRole('dialog', { name: 'Order Details' });
  await expect(overlay.getByText('Order has been saved successfully')).toBeVisible();
  await expect(page.getByText('Payment successful! Your order has been placed.')).toBeVisible();
  await expect(page.getByText(PAYMENT_ERROR)).toHaveCount(0);
  await expect(paymentWindow(page)).toHaveCount(0);
  await expect(cartBadge(page)).toHaveText('0');
  const orderNumber = await orderNumberShown(page);

  await overlay.getByRole('button', { name: 'Close order details' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.goto(`/track-order?order=${orderNumber}`);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

test('a failure, then closing the window, shows the error banner and keeps the cart (at 320 px)', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'failclose');
  await page.setViewportSize({ width: 320, height: 640 });
  await cartWith(page, shopper, [engravedLine(products[1])]);
  await startCheckout(page);
  await failPaymentAttempt(page);
  // The failure is readable and every control reachable on a small phone.
  for (const name of ['Success', 'Failure', 'Close payment window'])
    await expect(paymentWindow(page).getByRole('button', { name })).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoColourContrastIssues(page);
  await paymentWindow(page).getByRole('button', { name: 'Close payment window' }).click();

  await expect(page.getByText(PAYMENT_ERROR)).toBeVisible();
  await expect(paymentWindow(page)).toHaveCount(0);
  await expect(customerDetailsDialog(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: products[1].name })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
  await page.reload();
  await expect(page.getByRole('heading', { name: products[1].name })).toBeVisible();
});

test('a session ended before paying shows the login notice, forgets the session and keeps the cart', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'ended');
  await cartWith(page, shopper, [engravedLine(products[0])]);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await fillCustomerDetails(page);
  await endSessionOnServer(request, shopper);
  await customerDetailsDialog(page).getByRole('button', { name: 'Proceed to Payment' }).click();

  const notice = page.getByRole('alert').filter({ hasText: 'Please log in to complete your purchase' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Go to Login' })).toBeVisible();
  await expect(customerDetailsDialog(page)).toHaveCount(0);
  await expect(paymentWindow(page)).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userId')])).toEqual([
    null,
    null,
  ]);
  await expect(page.getByRole('heading', { name: products[0].name })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
  await page.reload();
  await expect(page.getByRole('heading', { name: products[0].name })).toBeVisible();
});
