import { copyName, priceChanges, storedFieldsOf } from './product-draft';

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
    });
    expect(unset).toEqual(['gram']);
    expect(storedFieldsOf({ ...draft, oldPrice: null, fineness: null, dimensions: '' })).toMatchObject({
      set: { discount: 0, originalPrice: 45000 },
      unset: ['oldPrice', 'gram', 'fineness', 'dimensions'],
    });
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
