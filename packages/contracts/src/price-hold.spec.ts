import { formatIndianRupees, metalOf, priceChangedErrorSchema, priceChangedMessage } from './price-hold';

describe('formatIndianRupees', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [65_100, '₹65,100'],
    [123_456, '₹1,23,456'],
    [200_000, '₹2,00,000'],
    [12_345_678, '₹1,23,45,678'],
  ])('writes %d as %s', (rupees, text) => {
    expect(formatIndianRupees(rupees)).toBe(text);
  });
});

describe('the PRICE_CHANGED answer', () => {
  it('names the metal and both totals', () => {
    expect(priceChangedMessage('silver', 1_23_456, 1_24_000)).toBe(
      "Today's silver rate changed while you were checking out: ₹1,23,456 is now ₹1,24,000",
    );
  });

  it('reads the metal of a rate key or a make', () => {
    expect(metalOf('gold-916')).toBe('gold');
    expect(metalOf('Silver')).toBe('silver');
    expect(metalOf('Platinum')).toBeUndefined();
  });

  it('parses the 409 body', () => {
    const body = {
      statusCode: 409,
      success: false,
      code: 'PRICE_CHANGED',
      message: priceChangedMessage('gold', 65_100, 66_100),
      pricing: { lines: [], subtotal: 66_000, shipping: 100, discount: 0, total: 66_100 },
      hold: { id: 'abc', expiresAt: '2026-11-29T06:10:00.000Z' },
    };
    expect(priceChangedErrorSchema.parse(body).hold.id).toBe('abc');
  });
});
