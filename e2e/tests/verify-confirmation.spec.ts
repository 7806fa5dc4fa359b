// No shopper is told a recorded payment failed: the first verify reaches the server (the order is
// recorded) but its answer is lost on the way back (a 504, as a gateway that gave up would send).
// The browser says 'Confirming your payment…', asks again, and shows the order confirmation; the
// shopper has exactly one order. Against the whole stack with the local Razorpay sandbox.
import { expect, test } from '../support/test';
import { cartWith, engravedLine, orderNumberShown, orderSummaryRows, type Product } from '../support/checkout';
import { buyableProducts, cartBadge, paymentWindow, registerShopper, startCheckout } from '../support/shop';

const PAYMENT_ERROR = 'There was an issue processing your payment. Please try again.';

let products: Product[];
test.beforeAll(async ({ request }) => {
  products = await buyableProducts(request, 1);
  expect(products.length).toBe(1);
});

test("a verify whose answer is lost after the order was recorded: 'Confirming your payment…', then the order, and exactly one order", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'lostverify');
  const statuses: number[] = [];
  let seenConfirming!: () => void;
  const confirmingSeen = new Promise<void>((resolve) => (seenConfirming = resolve));
  await page.route('**/api/verify-payment', async (route) => {
    if (statuses.length === 0) {
      // The request reaches the orders service, which records the order; the shopper never gets its answer.
      const answer = await route.fetch();
      statuses.push(answer.status());
      await route.fulfill({
        status: 504,
        json: {
          statusCode: 504,
          error: 'Gateway Timeout',
          message: 'The orders service took too long to answer. Please try again shortly.',
        },
      });
      return;
    }
    // The next ask waits until the test has seen what the shopper is told meanwhile.
    await confirmingSeen;
    const answer = await route.fetch();
    statuses.push(answer.status());
    await route.fulfill({ response: answer });
  });

  await cartWith(page, shopper, [engravedLine(products[0])]);
  await startCheckout(page);
  await paymentWindow(page).getByRole('button', { name: 'Success' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Confirming your payment…' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(PAYMENT_ERROR)).toHaveCount(0);
  seenConfirming();

  await expect(orderSummaryRows(page)).toBeVisible({ timeout: 30_000 });
  const orderNumber = await orderNumberShown(page);
  await expect(page.getByText('Payment successful! Your order has been placed.')).toBeVisible();
  await expect(page.getByText(PAYMENT_ERROR)).toHaveCount(0);
  await expect(cartBadge(page)).toHaveText('0');
  // The lost answer was a success: the second ask got the same, recorded order.
  expect(statuses).toEqual([200, 200]);

  const mine = await request.get('/api/orders/mine', { headers: { Authorization: `Bearer ${shopper.token}` } });
  expect(mine.ok()).toBe(true);
  const { orders } = (await mine.json()) as { orders: Array<{ orderId: string }> };
  expect(orders.map((o) => o.orderId)).toEqual([orderNumber]);
});
