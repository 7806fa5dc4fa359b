import { priceBreakup } from './breakup';
import { cardPercentOff, percentOff } from './percent-off';

describe('percentOff', () => {
  it('is the whole percent saved, rounded down so the badge is never more than the saving', () => {
    expect(percentOff(3000, 2400)).toBe(20);
    expect(percentOff(3000, 2700)).toBe(10);
    // ₹6,000 → ₹5,000 saves 16.67 %: '16% OFF', never '17% OFF'.
    expect(percentOff(6000, 5000)).toBe(16);
    // 0.99 % is no whole percent: no badge.
    expect(percentOff(10_000, 9901)).toBe(0);
  });

  it('is 0 when there is nothing to state', () => {
    expect(percentOff(undefined, 2400)).toBe(0);
    expect(percentOff(null, 2400)).toBe(0);
    expect(percentOff(2400, 2400)).toBe(0);
    expect(percentOff(2000, 2400)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
    expect(percentOff(3000.5, 2400)).toBe(0);
    expect(percentOff(3000, Number.NaN)).toBe(0);
  });

  it('stays exact for amounts beyond what a float multiplies exactly', () => {
    expect(percentOff(Number.MAX_SAFE_INTEGER, 1)).toBe(99);
    expect(percentOff(9_000_000_000_000_000, 8_100_000_000_000_000)).toBe(10);
  });
});

describe('cardPercentOff', () => {
  it('states a discount on making charges as what it saves of the whole price', () => {
    const chain = priceBreakup(
      {
        pricing: 'by-weight',
        composition: { metal: 'gold', fineness: 916, netWeightMg: 8450, grossWeightMg: 8450 },
        making: { kind: 'value-addition', basisPoints: 1200 },
        hallmarkingPaise: 4500,
        discount: { basisPoints: 2000 },
      },
      { 'gold-916': 715_000 },
    );
    // 20 % off making saves ₹1,494 of ₹69,744 (2.14 %): the card says 2% OFF, not 20% OFF.
    expect(chain.totalBeforeDiscount - chain.total).toBe(149_400);
    expect(cardPercentOff(chain)).toBe(2);
  });

  it('states a fixed-price piece’s discount from its old price', () => {
    expect(cardPercentOff(priceBreakup({ pricing: 'fixed', pricePaise: 240_000, oldPricePaise: 300_000 }))).toBe(20);
    expect(cardPercentOff(priceBreakup({ pricing: 'fixed', pricePaise: 240_000 }))).toBe(0);
  });
});
