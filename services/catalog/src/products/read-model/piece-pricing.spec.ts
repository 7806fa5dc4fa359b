import { cardPercentOff, priceBreakup } from '@rmj/pricing';
import type { RatesInForce } from '../../rates/rates-records';
import { generateProducts, seedRates } from '../../seed/product-generator';
import { priceOf, type StoredPricing } from './piece-pricing';

const rates: RatesInForce = { rates: { 'gold-916': 715_000 }, setAt: '2026-11-29T05:00:00.000Z', version: 3 };
// The 22K chain of @rmj/pricing's README: 8.450 g at ₹7,150, VA 12 %, hallmarking ₹45 → ₹69,744.
const chain: StoredPricing = {
  pricingMode: 'by-weight',
  price: 0,
  productType: 'Gold',
  gram: 8.45,
  fineness: 916,
  making: { kind: 'value-addition', basisPoints: 1200 },
  hallmarkingPaise: 4500,
};

describe('the price of a stored piece', () => {
  it('prices a piece sold by weight from the rate in force, with its breakup and rate', () => {
    const priced = priceOf(chain, rates);
    expect(priced).toMatchObject({
      price: 69_744,
      originalPrice: 69_744,
      discount: 0,
      rate: { key: 'gold-916', paisePerGram: 715_000, setAt: rates.setAt },
      breakup: {
        pricing: 'by-weight',
        purity: '22K916',
        rateKey: 'gold-916',
        netWeightMg: 8450,
        grossWeightMg: 8450,
        metalValue: 6_041_750,
        making: { charge: { kind: 'value-addition', basisPoints: 1200 }, amount: 725_010 },
        discount: { on: 'making', amount: 0 },
        hallmarking: 4500,
        gst: 203_138,
        total: 6_974_400,
      },
    });
    expect(priced.oldPrice).toBeUndefined();
    expect(priced.unpriced).toBeUndefined();
  });

  it("strikes through the price before the owner's discount, and the card's percent is the whole piece's", () => {
    const priced = priceOf({ ...chain, makingDiscountBasisPoints: 2000 }, rates);
    // 20 % off ₹7,250.10 of making: ₹68,250 against ₹69,744 is 2 % off, not 20 %.
    expect(priced).toMatchObject({ price: 68_250, oldPrice: 69_744, originalPrice: 69_744, discount: 2 });
    expect(priced.breakup).toMatchObject({ discount: { basisPoints: 2000, on: 'making', amount: 145_002 } });
  });

  it('has no price, and says why, without a rate for its purity', () => {
    const priced = priceOf({ ...chain, fineness: 750 }, rates);
    expect(priced).toMatchObject({ price: 0, unpriced: expect.stringContaining('no rate today for 18K750') });
    expect(priced.breakup).toBeUndefined();
  });

  it('gives a fixed-price piece the GST inside its price and keeps its stored discount', () => {
    const priced = priceOf(
      { price: 2500, oldPrice: 3000, originalPrice: 3000, discount: 16, productType: 'Silver' },
      rates,
    );
    expect(priced).toEqual({
      price: 2500,
      originalPrice: 3000,
      oldPrice: 3000,
      discount: 16,
      breakup: {
        pricing: 'fixed',
        taxable: 242_718,
        gst: 7282,
        roundOff: 0,
        total: 250_000,
        totalBeforeDiscount: 300_000,
      },
    });
  });
});

describe('the demo catalogue', () => {
  const products = generateProducts(360);
  const byWeight = products.filter((p) => p.pricingMode === 'by-weight');

  it('prices a clear share of the gold pieces by weight, 22K mostly and some 18K, hallmarked', () => {
    const gold = products.filter((p) => p.productType === 'Gold');
    expect(byWeight.length).toBeGreaterThan(gold.length * 0.3);
    expect(byWeight.every((p) => p.productType === 'Gold' && p.hallmarked)).toBe(true);
    expect(gold.every((p) => p.hallmarked)).toBe(true);
    const k22 = byWeight.filter((p) => p.fineness === 916).length;
    expect(k22).toBeGreaterThan(byWeight.length / 2);
    expect(byWeight.some((p) => p.fineness === 750)).toBe(true);
    expect(byWeight.some((p) => p.stones && p.stones.length > 0 && p.grossGram! > p.gram)).toBe(true);
    expect(byWeight.some((p) => p.making?.kind === 'per-gram')).toBe(true);
    expect(
      byWeight
        .map((p) => p.making)
        .every(
          (m) =>
            m?.kind === 'per-gram' || (m!.kind === 'value-addition' && m!.basisPoints >= 800 && m!.basisPoints <= 1800),
        ),
    ).toBe(true);
  });

  it('stores each by-weight price as the seed rates give it', () => {
    for (const p of byWeight) {
      const priced = priceOf(p, { rates: seedRates(), setAt: 'x', version: 1 });
      expect([p.price, p.discount, p.originalPrice, p.oldPrice]).toEqual([
        priced.price,
        priced.discount,
        priced.originalPrice,
        priced.oldPrice,
      ]);
    }
    expect(byWeight.some((p) => p.discount > 0)).toBe(true);
  });

  it('seeds 22K at ₹7,152 and 18K at ₹5,856 from 24K at ₹7,800', () => {
    expect(seedRates()).toEqual({
      'gold-999': 780_000,
      'gold-916': 715_200,
      'gold-750': 585_600,
      'silver-999': 9500,
      'silver-925': 8800,
    });
    // Sanity of the arithmetic used: a whole-percent badge.
    expect(cardPercentOff(priceBreakup({ pricing: 'fixed', pricePaise: 100, oldPricePaise: 200 }))).toBe(50);
  });
});
