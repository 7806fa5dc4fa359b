/** Test data shared by unit and service tests: the shopper Asha in Madurai, and a paid order of hers. */
import type { Order } from '../orders/order.schema';

/** The shopper's details as checkout takes them (Madurai, Tamil Nadu). */
export const customer = {
  name: 'Asha Iyer',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '12 Temple Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  zipCode: '625001',
  country: 'India',
};

/** A paid order (₹14,600: ring ₹2,500 engraved, pendant ₹12,000, shipping ₹100); `overrides` replace fields. */
export const sampleOrder = (overrides: Partial<Order> = {}): Order =>
  ({
    _id: 'order_1',
    orderNumber: 'RMJ-AB12CD34EF',
    paidAt: new Date('2026-05-02T06:00:00Z'),
    customerDetails: { ...customer },
    lines: [
      {
        productId: 'p1',
        name: 'Silver Promise Ring',
        price: 2500,
        quantity: 1,
        total: 2500,
        image: '',
        size: '12',
        customization: { type: 'engraving', customName: 'Asha & Ravi', selectedFont: 'script' },
      },
      { productId: 'p2', name: 'Gold Heart Pendant', price: 12000, quantity: 1, total: 12000, image: '' },
    ],
    subtotal: 14500,
    discount: 0,
    shipping: 100,
    total: 14600,
    ...overrides,
  }) as Order;
