// The shopper's copy of their orders (real app, real FerretDB, the payment sandbox): every order with
// the details given at checkout and the pieces as bought, for the account only; 401 without a login.
import { myOrdersDataResponseSchema, verifyPaymentResponseSchema } from '@rmj/contracts';
import { createTestApp, customer, payFor, PRODUCTS, type OrdersTestApp } from '../testing/test-app';

let t: OrdersTestApp;
let orderNumber: string;

beforeAll(async () => {
  t = await createTestApp('my_orders_data');
  t.sandbox.setWebhookUrl(null);
  const { handler } = await payFor(t, [{ productId: PRODUCTS.ring._id, quantity: 1 }]);
  orderNumber = verifyPaymentResponseSchema.parse(
    (await t.http().post('/api/verify-payment').set('Authorization', t.bearer()).send(handler).expect(200)).body,
  ).orderId!;
});
afterAll(() => t.close());

it('gives the shopper every order with their checkout details, pieces and payment, and nobody else', async () => {
  const res = await t.http().get('/api/orders/mine/data').set('Authorization', t.bearer()).expect(200);
  const { orders } = myOrdersDataResponseSchema.parse(res.body);
  expect(orders).toHaveLength(1);
  const [order] = orders;
  expect(order).toMatchObject({
    orderNumber,
    status: 'Processing',
    paymentStatus: 'Paid',
    customerDetails: expect.objectContaining({ name: customer.name, email: customer.email, phone: customer.phone }),
  });
  expect(order.lines).toEqual([expect.objectContaining({ name: 'Silver Promise Ring', quantity: 1 })]);
  expect(order.paymentId).toMatch(/^pay_/);
  expect(Object.keys(order)).not.toEqual(expect.arrayContaining(['fileIds', 'recordedBy', 'stockDue']));

  const other = await t.http().get('/api/orders/mine/data').set('Authorization', t.bearer('user-2')).expect(200);
  expect(myOrdersDataResponseSchema.parse(other.body).orders).toEqual([]);
  await t.http().get('/api/orders/mine/data').expect(401);
});
