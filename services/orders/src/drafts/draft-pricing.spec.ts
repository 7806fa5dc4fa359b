import { gstOf, taxableOfInclusive } from '@rmj/pricing';
import { customPricedLine, discountRupees } from './draft-pricing';

describe("a custom piece at staff's price", () => {
  it('charges the price as typed, GST included, per piece, and names what the workshop makes', () => {
    const line = customPricedLine({
      kind: 'custom',
      description: 'Silver anklets, pair',
      rateKey: 'silver-925',
      netWeightGrams: 62.125,
      priceRupees: 9_999,
      quantity: 3,
    });
    expect(line).toMatchObject({
      kind: 'custom',
      name: 'Silver anklets, pair',
      price: 9_999,
      total: 29_997,
      make: { metal: 'Silver', fineness: 925, gram: 62.125 },
    });
    const breakup = line.pricingRecord!.breakup;
    expect(breakup.taxable).toBe(taxableOfInclusive(999_900));
    expect(breakup.gst).toBe(gstOf(breakup.taxable));
    expect(breakup.taxable + breakup.gst + breakup.roundOff).toBe(999_900);
    expect(Math.abs(breakup.roundOff)).toBeLessThanOrEqual(1);
  });
});

describe('the owner’s discount', () => {
  it('is the amount, or the percentage rounded to the rupee, never more than the pieces', () => {
    expect(discountRupees(undefined, 5_000)).toBe(0);
    expect(discountRupees({ kind: 'amount', rupees: 750, reason: 'r' }, 5_000)).toBe(750);
    expect(discountRupees({ kind: 'amount', rupees: 7_500, reason: 'r' }, 5_000)).toBe(5_000);
    expect(discountRupees({ kind: 'percent', percent: 10, reason: 'r' }, 12_345)).toBe(1_235);
    expect(discountRupees({ kind: 'percent', percent: 100, reason: 'r' }, 12_345)).toBe(12_345);
  });
});
