import {
  createPaymentOrderRequestSchema,
  myOrderSchema,
  orderDetailsSchema,
  orderRecordSchema,
  trackOrderResponseSchema,
} from './index';

const customerDetails = {
  name: 'Asha Iyer',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '12 Temple Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  zipCode: '625001',
  country: 'India',
};
const line = { productId: 'p1', name: 'Silver Ring', price: 2500, quantity: 1, total: 2500, image: '/r.jpg' };
const recorded = {
  customerDetails,
  orderNumber: 'RMJ-7K3M9Q2X4P',
  paymentId: 'pay_1',
  userId: 'user-1',
  userEmail: 'asha@example.in',
  lines: [line],
  subtotal: 2500,
  shipping: 100,
  discount: 0,
  total: 2600,
  paymentStatus: 'Paid',
  status: 'Processing',
  paidAt: new Date('2026-01-05T06:00:00Z'),
};

describe('the order details a shopper gives at checkout', () => {
  const details = Object.keys(orderDetailsSchema.shape);

  it('are asked for by the payment-order request and kept on the recorded order', () => {
    for (const key of details) {
      expect(createPaymentOrderRequestSchema.shape).toHaveProperty(key);
      expect(orderRecordSchema.shape).toHaveProperty(key);
    }
  });

  it('reach the owner’s tracking view, customerDetails as the spec’s flat fields', () => {
    for (const key of details.filter((k) => k !== 'customerDetails')) {
      expect(trackOrderResponseSchema.shape).toHaveProperty(key);
    }
    expect(trackOrderResponseSchema.shape).not.toHaveProperty('customerDetails');
  });
});

describe('a recorded order', () => {
  it('takes the states of the order state machine and the payment statuses only', () => {
    expect(orderRecordSchema.parse(recorded)).toEqual(recorded);
    expect(orderRecordSchema.safeParse({ ...recorded, status: 'Lost in post' }).success).toBe(false);
    expect(orderRecordSchema.safeParse({ ...recorded, paymentStatus: 'Authorized' }).success).toBe(false);
    expect(orderRecordSchema.safeParse({ ...recorded, orderNumber: 'RMJ-1' }).success).toBe(false);
  });

  it('is listed and tracked with a typed status', () => {
    const listed = {
      orderId: recorded.orderNumber,
      orderDate: '2026-01-05T06:00:00.000Z',
      totalAmount: 2600,
      status: 'Shipped',
      paymentStatus: 'Paid',
      itemCount: 1,
      productNames: ['Silver Ring'],
    };
    expect(myOrderSchema.parse(listed)).toEqual(listed);
    expect(myOrderSchema.safeParse({ ...listed, status: 'shipped' }).success).toBe(false);
  });
});
