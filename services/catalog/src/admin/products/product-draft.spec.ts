import type { StoredProduct } from '../../products/read-model/product-entry';
import { copyName, draftOf, ownerPriceChanges, priceChanges, storedFieldsOf } from './product-draft';

/** The optional pricing fields a fixed-price piece leaves unset. */
const PRICING_UNSET = [
  'pricingMode',
  'grossGram',
  'making',
  'hallmarkingPaise',
  'makingDiscountBasisPoints',
  'discountOnWhole',
  'stones',
  'hallmarked',
];

const draft = {
  name: 'Kolam Gold Kada',
  description: 'A kada.',
  pricingMode: 'fixed' as const,
  hallmarked: false,
  price: 45000,
  oldPrice: 50000,
  gram: null,
  fineness: 916,
  dimensions: 'Inner diameter 62 mm, 8 mm wide',
  nameTa: 'கோலம் தங்கக் காப்பு',
  descriptionTa: 'ஒரு காப்பு.',
  productType: 'Gold' as const,
  productCategory: 'Kada',
  peopleCategory: 'men' as const,
  customizationTypes: ['combined' as const, 'engraving' as const],
  isNew: false,
  stock: 2,
};

describe('product drafts', () => {
  it('derives what the storefront shows the way the seed does', () => {
    const { set, unset } = storedFieldsOf(draft);
    expect(set).toMatchObject({
      discount: 10,
      originalPrice: 50000,
      oldPrice: 50000,
      category: 'male',
      customizationType: 'combined',
      customOption: 'combined',
      customizationTypes: [
        { id: 'combined', name: 'Combined (text + image)' },
        { id: 'engraving', name: 'Engraving' },
      ],
      images: ['/api/products/images/bangle-gold.svg', '/api/products/images/bangle-gold-2.svg'],
      image: '/api/products/images/bangle-gold.svg',
      fineness: 916,
      dimensions: 'Inner diameter 62 mm, 8 mm wide',
      nameTa: 'கோலம் தங்கக் காப்பு',
      descriptionTa: 'ஒரு காப்பு.',
    });
    expect(unset).toEqual(['gram', ...PRICING_UNSET]);
    // An empty Tamil name or description is none: the field is removed, Tamil pages show the English.
    expect(
      storedFieldsOf({ ...draft, oldPrice: null, fineness: null, dimensions: '', nameTa: '', descriptionTa: null }),
    ).toMatchObject({
      set: { discount: 0, originalPrice: 45000 },
      unset: ['oldPrice', 'gram', ...PRICING_UNSET, 'fineness', 'dimensions', 'nameTa', 'descriptionTa'],
    });
  });

  const byWeight = {
    ...draft,
    pricingMode: 'by-weight' as const,
    price: null,
    oldPrice: null,
    gram: 8.45,
    grossGram: 8.912,
    making: { kind: 'per-gram' as const, rupeesPerGram: 650.25 },
    hallmarkingCharge: 45,
    makingDiscountPercent: 12.5,
    stones: [{ name: 'Ruby', carat: 0.25, charge: 1800.5 }],
    hallmarked: true,
  };

  it('stores a piece sold by weight in paise and basis points, and gives back what staff typed', () => {
    const { set, unset } = storedFieldsOf(byWeight);
    expect(set).toMatchObject({
      pricingMode: 'by-weight',
      price: 0,
      discount: 0,
      gram: 8.45,
      grossGram: 8.912,
      making: { kind: 'per-gram', paisePerGram: 65_025 },
      hallmarkingPaise: 4500,
      makingDiscountBasisPoints: 1250,
      stones: [{ name: 'Ruby', weightMilliCarat: 250, chargePaise: 180_050 }],
      hallmarked: true,
    });
    expect(unset).toContain('oldPrice');
    const doc = { _id: 'x', ...set } as unknown as StoredProduct;
    expect(draftOf(doc, 2)).toEqual(byWeight);
    const va = { ...byWeight, making: { kind: 'value-addition' as const, percent: 14.5 } };
    expect(storedFieldsOf(va).set.making).toEqual({ kind: 'value-addition', basisPoints: 1450 });
    expect(draftOf({ _id: 'x', ...storedFieldsOf(va).set } as unknown as StoredProduct, 2).making).toEqual(va.making);
  });

  it('keeps the discount on the whole piece only when it is, and only by weight', () => {
    const whole = { ...byWeight, discountOnWhole: true };
    const { set } = storedFieldsOf(whole);
    expect(set.discountOnWhole).toBe(true);
    expect(draftOf({ _id: 'x', ...set } as unknown as StoredProduct, 2)).toEqual(whole);
    expect(storedFieldsOf({ ...byWeight, discountOnWhole: false }).unset).toContain('discountOnWhole');
    expect(storedFieldsOf({ ...draft, discountOnWhole: true }).unset).toContain('discountOnWhole');
    expect(ownerPriceChanges(byWeight, whole)).toEqual(['discountOnWhole']);
    // Not on the whole piece is the same as not said.
    expect(ownerPriceChanges(byWeight, { ...byWeight, discountOnWhole: false })).toEqual([]);
  });

  it("names the owner's price fields a change touches: making, hallmarking and discount too", () => {
    expect(ownerPriceChanges(byWeight, { ...byWeight })).toEqual([]);
    expect(ownerPriceChanges(byWeight, { ...byWeight, making: { kind: 'fixed', rupees: 900 } })).toEqual(['making']);
    expect(ownerPriceChanges(byWeight, { ...byWeight, hallmarkingCharge: 50, makingDiscountPercent: null })).toEqual([
      'hallmarkingCharge',
      'makingDiscountPercent',
    ]);
    // Fixed → by weight takes the price away.
    expect(ownerPriceChanges(draft, byWeight)).toEqual([
      'price',
      'oldPrice',
      'making',
      'hallmarkingCharge',
      'makingDiscountPercent',
    ]);
  });

  it('names the price fields a change touches', () => {
    expect(priceChanges(draft, { price: 45000, oldPrice: 50000 })).toEqual([]);
    expect(priceChanges(draft, { ...draft, price: 44000, oldPrice: null })).toEqual([
      { field: 'price', before: 45000, after: 44000 },
      { field: 'oldPrice', before: 50000, after: null },
    ]);
  });

  it('names a copy within the name limit', () => {
    expect(copyName('Kolam Gold Kada', 120)).toBe('Kolam Gold Kada (copy)');
    expect(copyName('x'.repeat(120), 120)).toHaveLength(120);
  });
});
