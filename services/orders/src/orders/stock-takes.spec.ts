import { DRAFT_CUSTOM_PRODUCT_ID } from '@rmj/contracts';
import { stockReturnOf } from './stock-takes.service';

const order = {
  _id: 'order_1',
  orderNumber: 'RMJ-1',
  lines: [
    { productId: 'ring', quantity: 3 },
    { productId: 'pendant', quantity: 1 },
    { productId: 'ring', quantity: 2 },
    { productId: DRAFT_CUSTOM_PRODUCT_ID, quantity: 1 },
  ],
} as unknown as Parameters<typeof stockReturnOf>[0];

describe("a return request's stock return", () => {
  it('asks the catalog for the returned pieces per product, under the return key', () => {
    expect(
      stockReturnOf(
        order,
        [
          { line: 0, quantity: 1 },
          { line: 2, quantity: 2 },
        ],
        'return-RET-1',
      ),
    ).toEqual({
      orderId: 'order_1',
      orderNumber: 'RMJ-1',
      returnKey: 'return-RET-1',
      lines: [{ productId: 'ring', quantity: 3 }],
    });
  });

  it('never asks more than a line holds, and nothing for a custom piece or an unknown line', () => {
    expect(stockReturnOf(order, [{ line: 1, quantity: 5 }], 'return-RET-2')?.lines).toEqual([
      { productId: 'pendant', quantity: 1 },
    ]);
    expect(
      stockReturnOf(
        order,
        [
          { line: 3, quantity: 1 },
          { line: 9, quantity: 1 },
        ],
        'return-RET-3',
      ),
    ).toBeNull();
  });
});
