import { stockReturnRequestSchema, stockReturnResponseSchema } from './catalog-stock';

const LINES = [{ productId: 'p1', quantity: 1 }];

describe('stock returns', () => {
  it("still takes a whole order's return as orders sent it before return keys (catalog and orders deploy apart)", () => {
    const old = { orderId: 'order_1', orderNumber: 'RMJ-1', lines: LINES };
    expect(stockReturnRequestSchema.parse(old)).toEqual(old);
    expect(stockReturnResponseSchema.parse({ returned: true, lines: [{ productId: 'p1', stock: 3 }] })).toEqual({
      returned: true,
      lines: [{ productId: 'p1', stock: 3 }],
    });
  });

  it("takes a return's key with its lines, and refuses a key that could be read as another one", () => {
    expect(
      stockReturnRequestSchema.safeParse({ orderId: 'order_1', returnKey: 'return-RET-AB12', lines: LINES }).success,
    ).toBe(true);
    for (const returnKey of ['', 'return:RET-1', 'order_1', 'x'.repeat(81)])
      expect(stockReturnRequestSchema.safeParse({ orderId: 'order_1', returnKey, lines: LINES }).success).toBe(false);
    expect(stockReturnRequestSchema.safeParse({ orderId: 'order_1', lines: LINES, extra: 1 }).success).toBe(false);
  });
});
