// Tracking by number: anyone with the number sees the order, masked; the logged-in owner sees
// everything. GET /api/orders/mine lists the shopper's own orders.
import {
  apiErrorResponseSchema,
  lastOrderDetailsResponseSchema,
  myOrdersResponseSchema,
  orderRecordSchema,
  trackOrderResponseSchema,
  verifyPaymentResponseSchema,
} from '@rmj/contracts';
import { createTestApp, payFor, PRODUCTS, type OrdersTestApp } from '../testing/test-app';

let t: OrdersTestApp;
let orderNumber: string;

beforeAll(async () => {
  t = await createTestApp('tracking');
  t.sandbox.setWebhookUrl(null);
  const { handler } = await payFor(t, [
    { productId: PRODUCTS.pendant._id, quantity: 1 },
    { productId: PRODUCTS.ring._id, quantity: 2 },
  ]);
  orderNumber = verifyPaymentResponseSchema.parse(
    (await t.http().post('/api/verify-payment').set('Authorization', t.bearer()).send(handler).expect(200)).body,
  ).orderId!;
});
afterAll(() => t.close());

it('shows an anonymous tracker the name initial, masked e-mail and phone, and the city only', async () => {
  const res = await t.http().get(`/api/track-order/${orderNumber.toLowerCase()}`).expect(200);
  expect(trackOrderResponseSchema.parse(res.body)).toEqual(res.body);
  expect(res.body).toEqual({
    success: true,
    masked: true,
    orderId: orderNumber,
    orderDate: expect.any(String),
    totalAmount: 17_100,
    paymentStatus: 'Paid',
    status: 'Processing',
    // Not personal: the states and their dates (an order from before any move: the payment only).
    timeline: [{ state: 'Processing', at: res.body.orderDate }],
    customerName: 'A.',
    customerEmail: 'a***@example.in',
    customerNumber: '******3210',
    customerCity: 'Madurai',
    products: [
      { name: 'Gold Heart Pendant', quantity: 1, price: 12_000 },
      { name: 'Silver Promise Ring', quantity: 2, price: 2500 },
    ],
  });
});

it('shows another logged-in shopper the masked view too, and the owner everything', async () => {
  const other = await t
    .http()
    .get(`/api/track-order/${orderNumber}`)
    .set('Authorization', t.bearer('user-2'))
    .expect(200);
  expect(trackOrderResponseSchema.parse(other.body).masked).toBe(true);
  const owner = await t.http().get(`/api/track-order/${orderNumber}`).set('Authorization', t.bearer()).expect(200);
  expect(trackOrderResponseSchema.parse(owner.body)).toEqual(owner.body);
  expect(owner.body).toMatchObject({
    masked: false,
    customerName: 'Asha Iyer',
    customerEmail: 'asha@example.in',
    customerNumber: '9876543210',
    customerAddress: '12 Temple Street',
    customerState: 'Tamil Nadu',
    customerPincode: '625001',
    customerCountry: 'India',
  });
});

it('answers an unknown or malformed number with a clear message', async () => {
  for (const number of ['RMJ-0000000000', 'hello', '12345']) {
    const res = await t.http().get(`/api/track-order/${number}`).expect(404);
    expect(apiErrorResponseSchema.parse(res.body)).toMatchObject({
      statusCode: 404,
      success: false,
      message: 'Order not found. Please check the order number.',
    });
  }
});

it('lists the logged-in shopper’s own orders, newest first, and nobody else’s', async () => {
  const mine = await t.http().get('/api/orders/mine').set('Authorization', t.bearer()).expect(200);
  expect(myOrdersResponseSchema.parse(mine.body).orders).toEqual([
    expect.objectContaining({
      orderId: orderNumber,
      totalAmount: 17_100,
      itemCount: 3,
      productNames: ['Gold Heart Pendant', 'Silver Promise Ring'],
      status: 'Processing',
    }),
  ]);
  const others = await t.http().get('/api/orders/mine').set('Authorization', t.bearer('user-2')).expect(200);
  expect(myOrdersResponseSchema.parse(others.body).orders).toEqual([]);
});

it('gives the logged-in shopper the details of their latest order, to fill the next checkout, and nobody else', async () => {
  const mine = await t.http().get('/api/orders/mine/last-details').set('Authorization', t.bearer()).expect(200);
  expect(mine.headers['cache-control']).toContain('no-store');
  expect(lastOrderDetailsResponseSchema.parse(mine.body)).toEqual({
    success: true,
    customerDetails: expect.objectContaining({ name: 'Asha Iyer', phone: '9876543210', city: 'Madurai' }),
  });
  const others = await t
    .http()
    .get('/api/orders/mine/last-details')
    .set('Authorization', t.bearer('user-2'))
    .expect(200);
  expect(others.body).toEqual({ success: true });
  await t.http().get('/api/orders/mine/last-details').expect(401);
});

it('stores the order exactly as the contract’s orderRecordSchema describes it', async () => {
  const stored = await t.orders.findOne({ orderNumber }).lean();
  expect(orderRecordSchema.safeParse(stored).error).toBeUndefined();
  expect(stored).toMatchObject({ status: 'Processing', paymentStatus: 'Paid', customerDetails: { city: 'Madurai' } });
});
