import { deriveRate, rateOf, withDerivedRates } from './rates';

describe('deriveRate', () => {
  it('derives a purity from the 999 rate by fineness, to the whole rupee by default', () => {
    // 7,800 × 916 / 999 = 7,151.95… → ₹7,152
    expect(deriveRate(780_000, 916)).toBe(715_200);
    // 7,800 × 750 / 999 = 5,855.86… → ₹5,856;  × 585 / 999 = 4,567.57… → ₹4,568
    expect(deriveRate(780_000, 750)).toBe(585_600);
    expect(deriveRate(780_000, 585)).toBe(456_800);
    // Silver: 95 × 925 / 999 = 87.96… → ₹88
    expect(deriveRate(9500, 925)).toBe(8800);
    expect(deriveRate(780_000, 999)).toBe(780_000);
  });

  it('derives to the paisa when asked', () => {
    // 7,800 × 916 / 999 = 7,151.9519… → ₹7,151.95
    expect(deriveRate(780_000, 916, 1)).toBe(715_195);
  });

  it('rounds a half rupee up', () => {
    // 999 × 500 / 999 = 500 exactly; 1,998 paise × 916 / 999 = 1,832 exactly; 150 × 333 / 999 = 50 paise → ₹1.
    expect(deriveRate(99_900, 500)).toBe(50_000);
    expect(deriveRate(150, 333)).toBe(100);
  });

  it('refuses a fineness it cannot use', () => {
    expect(() => deriveRate(780_000, 1000)).toThrow(RangeError);
    expect(() => deriveRate(780_000, 0)).toThrow(RangeError);
    expect(() => deriveRate(780_000, 91.6)).toThrow(RangeError);
    expect(() => deriveRate(7800.5, 916)).toThrow(RangeError);
  });
});

describe('withDerivedRates', () => {
  it('works out the purities asked for from their metal’s 999 rate and keeps the others', () => {
    const rates = withDerivedRates({ 'gold-999': 780_000, 'gold-750': 590_000, 'silver-999': 9500 }, [
      'gold-916',
      'silver-925',
    ]);
    expect(rates).toEqual({
      'gold-999': 780_000,
      'gold-916': 715_200,
      'gold-750': 590_000,
      'silver-999': 9500,
      'silver-925': 8800,
    });
    expect(rateOf(rates, { metal: 'gold', fineness: 916 })).toBe(715_200);
    expect(rateOf(rates, { metal: 'gold', fineness: 585 })).toBeUndefined();
  });

  it('says so when the 999 rate to derive from is not set', () => {
    expect(() => withDerivedRates({ 'gold-999': 780_000 }, ['silver-925'])).toThrow(
      'silver-925 is derived from the silver 999 rate, which is not set',
    );
  });
});
