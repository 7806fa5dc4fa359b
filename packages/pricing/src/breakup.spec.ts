import { invoiceTaxes, priceBreakup, PricingInputError, type ByWeightBreakup } from './breakup';
import type { ByWeightPiece, PieceComposition } from './piece';
import { splitInclusive } from './tax-invoice';

const rates = { 'gold-916': 715_000, 'gold-750': 585_600, 'silver-925': 8800 };

/** The README's worked example: a 22K chain, 8.450 g, ₹7,150 a gram, 12 % value addition, ₹45 hallmarking. */
const chain: ByWeightPiece = {
  pricing: 'by-weight',
  composition: { metal: 'gold', fineness: 916, netWeightMg: 8450, grossWeightMg: 8450 },
  making: { kind: 'value-addition', basisPoints: 1200 },
  hallmarkingPaise: 4500,
};

const byWeight = (piece: ByWeightPiece) => priceBreakup(piece, rates) as ByWeightBreakup;

describe('priceBreakup by weight', () => {
  it('prices the 22K chain of the README line by line', () => {
    const b = byWeight(chain);
    expect(b).toMatchObject({
      purity: '22K916',
      ratePaisePerGram: 715_000,
      metalValue: 6_041_750, // 8.450 g × ₹7,150 = ₹60,417.50
      making: { amount: 725_010 }, // 12 % of ₹60,417.50 = ₹7,250.10
      discount: { on: 'making', amount: 0 },
      stonesValue: 0,
      hallmarking: 4500,
      taxable: 6_771_260, // ₹67,712.60
      gst: 203_138, // 3 % = ₹2,031.378 → ₹2,031.38
      roundOff: 2, // ₹69,743.98 → ₹69,744
      total: 6_974_400,
      totalBeforeDiscount: 6_974_400,
    });
    expect(invoiceTaxes(b, 'intra-state')).toEqual({
      taxable: 6_771_260,
      cgst: 101_569,
      sgst: 101_569,
      igst: 0,
      rounding: 2,
    });
    expect(invoiceTaxes(b, 'inter-state')).toMatchObject({ igst: 203_138, rounding: 2 });
  });

  it('charges making per gram of net weight, or a fixed amount', () => {
    // 18K ring, 3.215 g net (3.402 g gross) at ₹5,856: 3.215 × 5,856 = 18,827.04; making ₹650/g × 3.215 = 2,089.75
    const ring: PieceComposition = { metal: 'gold', fineness: 750, netWeightMg: 3215, grossWeightMg: 3402 };
    const perGram = byWeight({
      pricing: 'by-weight',
      composition: ring,
      making: { kind: 'per-gram', paisePerGram: 65_000 },
    });
    expect(perGram).toMatchObject({ metalValue: 1_882_704, making: { amount: 208_975 }, taxable: 2_091_679 });
    // 20,916.79 × 1.03 = 21,544.2937 → ₹21,544; GST 627.50 (627.5037); round off −0.29
    expect(perGram).toMatchObject({ gst: 62_750, roundOff: -29, total: 2_154_400 });
    const flat = byWeight({ pricing: 'by-weight', composition: ring, making: { kind: 'fixed', paise: 150_000 } });
    expect(flat).toMatchObject({ making: { amount: 150_000 }, taxable: 2_032_704 });
  });

  it('adds stones at their charges, before GST', () => {
    const studded = byWeight({
      pricing: 'by-weight',
      composition: {
        metal: 'gold',
        fineness: 750,
        netWeightMg: 3215,
        grossWeightMg: 3402,
        stones: [
          { name: 'Diamond', weightMilliCarat: 250, chargePaise: 1_850_000 },
          { name: 'Ruby', weightMilliCarat: 685, chargePaise: 240_000 },
        ],
      },
      making: { kind: 'value-addition', basisPoints: 1450 },
    });
    // metal 18,827.04; VA 14.5 % = 2,729.9208 → 2,729.92; stones 18,500 + 2,400
    expect(studded).toMatchObject({ metalValue: 1_882_704, making: { amount: 272_992 }, stonesValue: 2_090_000 });
    expect(studded.taxable).toBe(1_882_704 + 272_992 + 2_090_000);
    expect(studded.stones.map((s) => s.name)).toEqual(['Diamond', 'Ruby']);
  });

  it('takes a discount off the making charges only, unless it is on the whole piece', () => {
    const onMaking = byWeight({ ...chain, discount: { basisPoints: 2000 } });
    // 20 % of ₹7,250.10 = ₹1,450.02
    expect(onMaking.discount).toEqual({ rule: { basisPoints: 2000 }, on: 'making', amount: 145_002 });
    expect(onMaking.taxable).toBe(6_771_260 - 145_002);
    // Without the discount it would be ₹69,744, the struck-through price.
    expect(onMaking).toMatchObject({ total: 6_825_000, totalBeforeDiscount: 6_974_400 });

    const onWhole = byWeight({ ...chain, discount: { basisPoints: 500, on: 'whole' } });
    // 5 % of ₹67,712.60 = ₹3,385.63
    expect(onWhole.discount).toMatchObject({ on: 'whole', amount: 338_563 });
    expect(onWhole.taxable).toBe(6_771_260 - 338_563);
  });

  it('keeps the smallest and largest weights exact: 0.001 g of silver and 1 kg of gold at ₹20,000 a gram', () => {
    const speck = byWeight({
      pricing: 'by-weight',
      composition: { metal: 'silver', fineness: 925, netWeightMg: 1, grossWeightMg: 1 },
      making: { kind: 'per-gram', paisePerGram: 1000 },
    });
    // 0.001 g × ₹88 = 8.8 paise → 9 paise; making 0.001 × ₹10 = 1 paisa; 10 paise × 1.03 → ₹0
    expect(speck).toMatchObject({ metalValue: 9, making: { amount: 1 }, taxable: 10, gst: 0, roundOff: -10, total: 0 });

    const bar = priceBreakup(
      {
        pricing: 'by-weight',
        composition: { metal: 'gold', fineness: 916, netWeightMg: 1_000_000, grossWeightMg: 1_000_000 },
        making: { kind: 'value-addition', basisPoints: 1800 },
      },
      { 'gold-916': 2_000_000 },
    );
    // 1,000 g × ₹20,000 = ₹2,00,00,000; 18 % = ₹36,00,000; × 1.03 = ₹2,43,08,000
    expect(bar).toMatchObject({ metalValue: 2_000_000_000, taxable: 2_360_000_000, total: 2_430_800_000, roundOff: 0 });
  });

  it('says what is missing or wrong instead of pricing it', () => {
    expect(() => priceBreakup(chain, {})).toThrow(new PricingInputError(['There is no rate today for 22K916.']));
    const wrong: ByWeightPiece = {
      pricing: 'by-weight',
      composition: { metal: 'gold', fineness: 916, netWeightMg: 8.45, grossWeightMg: 8 },
      making: { kind: 'value-addition', basisPoints: 12.5 },
      hallmarkingPaise: -1,
      discount: { basisPoints: 20_000 },
    };
    try {
      priceBreakup(wrong, rates);
      throw new Error('priced');
    } catch (error) {
      expect(error).toBeInstanceOf(PricingInputError);
      expect((error as PricingInputError).problems).toEqual([
        'Net weight must be whole milligrams from 0.001 g to 10,000 g.',
        'Value addition must be from 0 % to 100 % with at most two decimals.',
        'Hallmarking charge must be whole paise from ₹0 to ₹1,00,00,000.',
        'Discount must be from 0 % to 100 % with at most two decimals.',
      ]);
    }
    expect(() => priceBreakup({ ...chain, composition: { ...chain.composition, grossWeightMg: 8000 } }, rates)).toThrow(
      'Gross weight cannot be less than the net weight.',
    );
    expect(() => priceBreakup(chain, { 'gold-916': 715_000.5 })).toThrow(/must be whole paise/);
  });
});

describe('priceBreakup at a fixed price', () => {
  it('finds the taxable value and GST inside the price, as the invoice does', () => {
    const b = priceBreakup({ pricing: 'fixed', pricePaise: 250_000, oldPricePaise: 300_000 });
    // 2,500 × 100/103 = 2,427.18; 3 % = 72.82 (72.8154); nothing left over
    expect(b).toEqual({
      pricing: 'fixed',
      taxable: 242_718,
      gst: 7282,
      roundOff: 0,
      total: 250_000,
      totalBeforeDiscount: 300_000,
    });
    for (const mode of ['intra-state', 'inter-state'] as const) {
      const { amount: _a, discount: _d, net: _n, ...lines } = splitInclusive(250_000, mode);
      expect(invoiceTaxes(b, mode)).toEqual(lines);
    }
  });

  it('needs no rates and ignores an old price that is not above the price', () => {
    // ₹100: taxable 97.09, GST 2.91 (2.9127), nothing left over; ₹1: 0.97 + 0.03 (0.0291)
    expect(priceBreakup({ pricing: 'fixed', pricePaise: 10_000, oldPricePaise: 9000 })).toMatchObject({
      taxable: 9709,
      gst: 291,
      roundOff: 0,
      total: 10_000,
      totalBeforeDiscount: 10_000,
    });
    expect(priceBreakup({ pricing: 'fixed', pricePaise: 100 })).toMatchObject({ taxable: 97, gst: 3, roundOff: 0 });
  });
});
