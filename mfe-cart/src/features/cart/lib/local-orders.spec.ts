import { LOCAL_ORDER_LIMITS, localOrderMessages, type LocalOrderRecord } from '@rmj/contracts';
import { readLocalOrders, saveLocalOrder } from './local-orders';

const order = (n: number, extra: Partial<LocalOrderRecord> = {}): LocalOrderRecord => ({
  orderId: `RMJ-00000000${String(n).padStart(2, '0')}`,
  paymentId: `pay_${n}`,
  amount: 2600,
  orderDate: '2026-01-05T06:00:00.000Z',
  items: [{ productId: 'p', name: 'Ring', price: 2500, quantity: 1, total: 2500, customization: 'Engraving: "ANU"' }],
  customer: { name: 'Asha', email: 'asha@example.in' },
  shipping: 100,
  status: 'paid',
  ...extra,
});

/** A Storage over a Map that throws QuotaExceededError beyond `limit` characters. */
function storage(limit = Infinity) {
  const map = new Map<string, string>();
  const used = () => [...map.values()].reduce((n, v) => n + v.length, 0);
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (used() - (map.get(k)?.length ?? 0) + v.length > limit)
        throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      map.set(k, v);
    },
    removeItem: (k: string) => void map.delete(k),
  };
}

it('keeps the 5 newest orders and the last order number', () => {
  const s = storage();
  const alert = jest.fn();
  for (let n = 1; n <= 7; n += 1) expect(saveLocalOrder(order(n), s, alert)).toBe('saved');
  expect(readLocalOrders(s).map((o) => o.orderId)).toEqual([3, 4, 5, 6, 7].map((n) => order(n).orderId));
  expect(s.getItem('lastOrderId')).toBe(order(7).orderId);
  expect(alert).not.toHaveBeenCalled();
});

it('trims an order over ~50 KB, with the spec’s alert', () => {
  const s = storage();
  const alert = jest.fn();
  const items = Array.from({ length: 400 }, (_, i) => ({
    productId: `p${i}`,
    name: `Ring ${'x'.repeat(100)}`,
    price: 1,
    quantity: 1,
    total: 1,
    customization: 'y'.repeat(100),
  }));
  expect(saveLocalOrder(order(1, { items }), s, alert)).toBe('truncated');
  expect(alert).toHaveBeenCalledWith(localOrderMessages.truncated);
  const [kept] = readLocalOrders(s);
  expect(JSON.stringify(kept).length).toBeLessThanOrEqual(LOCAL_ORDER_LIMITS.maxOrderChars);
  expect(kept.orderId).toBe(order(1).orderId);
});

it('keeps the history under ~250 KB by dropping the oldest', () => {
  const s = storage();
  const big = (n: number) =>
    order(n, {
      items: Array.from({ length: 200 }, (_, i) => ({
        productId: `p${i}`,
        name: 'N'.repeat(150),
        price: 1,
        quantity: 1,
        total: 1,
      })),
    });
  for (let n = 1; n <= 5; n += 1) saveLocalOrder(big(n), s, jest.fn());
  expect(s.getItem('orders')!.length).toBeLessThanOrEqual(LOCAL_ORDER_LIMITS.maxTotalChars);
  expect(readLocalOrders(s).at(-1)?.orderId).toBe(order(5).orderId);
});

it('clears previous orders when storage is full, with the spec’s alert', () => {
  // The cart and 4 orders fill the storage: a fifth order does not fit, the new one alone does.
  const s = storage(2600);
  s.map.set('rmjCart', 'x'.repeat(1200));
  s.map.set('orders', JSON.stringify([1, 2, 3, 4].map((n) => order(n))));
  const alert = jest.fn();
  expect(saveLocalOrder(order(9), s, alert)).toBe('cleared');
  expect(alert).toHaveBeenCalledWith(localOrderMessages.storageFull);
  expect(readLocalOrders(s).map((o) => o.orderId)).toEqual([order(9).orderId]);
});

it('alerts the support message on any other failure', () => {
  const alert = jest.fn();
  const broken = {
    getItem: () => null,
    setItem: () => {
      throw new Error('denied');
    },
    removeItem: () => undefined,
  };
  expect(saveLocalOrder(order(1), broken, alert)).toBe('failed');
  expect(alert).toHaveBeenCalledWith(localOrderMessages.failed);
});
