// The words themselves ('Only 3 left', 'All the 1 piece left is already in your cart.') are pinned by
// the product page's tests, in English and Tamil.
import { quantityLimit } from './quantity-limit';

describe('quantityLimit', () => {
  it('offers no more than is left, and says so when few are left', () => {
    expect(quantityLimit(1, 0, 1)).toEqual({ max: 1, hint: { key: 'qty.left', values: { left: 1 } } });
    expect(quantityLimit(5, 0, 1)).toEqual({ max: 5, hint: { key: 'qty.left', values: { left: 5 } } });
    expect(quantityLimit(12, 0, 3)).toEqual({ max: 12 });
    expect(quantityLimit(12, 0, 12)).toEqual({ max: 12, hint: { key: 'qty.left', values: { left: 12 } } });
  });

  it('counts what the cart already holds of the piece', () => {
    expect(quantityLimit(3, 1, 1)).toEqual({
      max: 2,
      hint: { key: 'qty.leftWithCart', values: { left: 3, inCart: 1 } },
    });
    expect(quantityLimit(1, 1, 1)).toEqual({ max: 1, blockedReason: { key: 'qty.allInCart', values: { left: 1 } } });
    expect(quantityLimit(2, 5, 1)).toEqual({ max: 1, blockedReason: { key: 'qty.allInCart', values: { left: 2 } } });
  });

  it('stops at 99 a line, the most the catalogue tells', () => {
    expect(quantityLimit(99, 0, 40)).toEqual({ max: 99 });
    expect(quantityLimit(99, 0, 99)).toEqual({ max: 99, hint: { key: 'qty.lineMax', values: { max: 99 } } });
    expect(quantityLimit(undefined, 0, 5)).toEqual({ max: 99 });
    expect(quantityLimit(undefined, 0, 99)).toEqual({ max: 99, hint: { key: 'qty.lineMax', values: { max: 99 } } });
  });

  it('leaves a sold-out piece to the out-of-stock notice', () => {
    expect(quantityLimit(0, 0, 1)).toEqual({ max: 1 });
  });
});
