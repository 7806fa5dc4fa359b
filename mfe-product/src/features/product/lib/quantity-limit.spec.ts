import { quantityLimit } from './quantity-limit';

describe('quantityLimit', () => {
  it('offers no more than is left, and says so when few are left', () => {
    expect(quantityLimit(1, 0, 1)).toEqual({ max: 1, hint: 'Only 1 left' });
    expect(quantityLimit(5, 0, 1)).toEqual({ max: 5, hint: 'Only 5 left' });
    expect(quantityLimit(12, 0, 3)).toEqual({ max: 12 });
    expect(quantityLimit(12, 0, 12)).toEqual({ max: 12, hint: 'Only 12 left' });
  });

  it('counts what the cart already holds of the piece', () => {
    expect(quantityLimit(3, 1, 1)).toEqual({ max: 2, hint: 'Only 3 left (1 already in your cart)' });
    expect(quantityLimit(1, 1, 1)).toEqual({ max: 1, blockedReason: 'All the 1 piece left is already in your cart.' });
    expect(quantityLimit(2, 5, 1)).toEqual({ max: 1, blockedReason: 'All 2 pieces left are already in your cart.' });
  });

  it('stops at 99 a line, the most the catalogue tells', () => {
    expect(quantityLimit(99, 0, 40)).toEqual({ max: 99 });
    expect(quantityLimit(99, 0, 99)).toEqual({ max: 99, hint: 'At most 99 pieces per order' });
    expect(quantityLimit(undefined, 0, 5)).toEqual({ max: 99 });
    expect(quantityLimit(undefined, 0, 99)).toEqual({ max: 99, hint: 'At most 99 pieces per order' });
  });

  it('leaves a sold-out piece to the out-of-stock notice', () => {
    expect(quantityLimit(0, 0, 1)).toEqual({ max: 1 });
  });
});
