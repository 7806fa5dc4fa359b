import { discountPercent } from './catalog-admin';

describe('discountPercent (the card and the editor’s N% OFF)', () => {
  it('is the saving of the old price in whole percent, rounded down so it is never more than the saving', () => {
    expect(discountPercent(2400, 3000)).toBe(20);
    // ₹2,999 → ₹2,499 saves 16.67 %: '16% OFF' (it said 17 % when it was rounded to the nearest).
    expect(discountPercent(2499, 2999)).toBe(16);
    expect(discountPercent(5000, 6000)).toBe(16);
  });

  it('is 0 without an old price above the price', () => {
    expect(discountPercent(2400, null)).toBe(0);
    expect(discountPercent(2400, undefined)).toBe(0);
    expect(discountPercent(2400, 2400)).toBe(0);
    expect(discountPercent(2400, 2000)).toBe(0);
  });
});
