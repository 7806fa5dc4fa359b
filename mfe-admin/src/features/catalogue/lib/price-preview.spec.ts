import { priceBreakup } from '@rmj/pricing';
import { pieceOf, pricePreview, PREVIEW_INCOMPLETE } from './price-preview';
import { EMPTY_PRODUCT, type ProductFormValues } from './product-form';

const silverAnklet: ProductFormValues = {
  ...EMPTY_PRODUCT,
  pricingMode: 'by-weight',
  productType: 'Silver',
  fineness: 925,
  gram: 42.125,
  making: { kind: 'value-addition', percent: 8.5 },
  hallmarkingCharge: 35,
  makingDiscountPercent: 25,
  stones: [
    { name: 'CZ', carat: null, charge: 150.5 },
    { name: '', carat: 1, charge: 99 },
  ],
};

describe('the price at today’s rate', () => {
  it('prices the form’s piece with @rmj/pricing, in paise and basis points', () => {
    const piece = pieceOf(silverAnklet)!;
    expect(piece).toEqual({
      pricing: 'by-weight',
      composition: {
        metal: 'silver',
        fineness: 925,
        netWeightMg: 42_125,
        grossWeightMg: 42_125,
        // A stone row without a name is still being typed: not priced yet.
        stones: [{ name: 'CZ', chargePaise: 15_050 }],
      },
      making: { kind: 'value-addition', basisPoints: 850 },
      hallmarkingPaise: 3500,
      discount: { basisPoints: 2500 },
    });
    const preview = pricePreview(silverAnklet, { 'silver-925': 9_550 });
    expect(preview).toEqual({ kind: 'breakup', breakup: priceBreakup(piece, { 'silver-925': 9_550 }) });
  });

  it('says which purity has no rate today', () => {
    expect(pricePreview(silverAnklet, { 'silver-999': 9_900 })).toEqual({ kind: 'no-rate', purity: 'Silver 925' });
  });

  it('waits for the weight, purity and making charges, and for figures it can use', () => {
    expect(pricePreview({ ...silverAnklet, gram: null }, {})).toEqual({
      kind: 'incomplete',
      message: PREVIEW_INCOMPLETE,
    });
    expect(pricePreview({ ...silverAnklet, making: { kind: 'per-gram', rupeesPerGram: null } }, {})).toEqual({
      kind: 'incomplete',
      message: PREVIEW_INCOMPLETE,
    });
    expect(pricePreview({ ...silverAnklet, makingDiscountPercent: 12.345 }, {})).toEqual({
      kind: 'incomplete',
      message: PREVIEW_INCOMPLETE,
    });
  });
});
