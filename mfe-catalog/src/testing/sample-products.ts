import type { CatalogProduct } from '../lib/catalog-product';

/** n server-like products named 'Item 01'…, priced 1000, 2000, … and alternating women (female) / men (male). */
export function makeProducts(
  n: number,
  extra: (index: number) => Partial<CatalogProduct> = () => ({}),
): CatalogProduct[] {
  return Array.from({ length: n }, (_, index) => ({
    _id: `p${index + 1}`,
    id: `p${index + 1}`,
    productType: 'Silver' as const,
    customOption: 'Engraving',
    inStock: true,
    image: `/img/${index + 1}.jpg`,
    originalPrice: (index + 1) * 1000,
    discount: 0,
    isNew: false,
    rating: 4.5,
    reviews: 10,
    customizationType: 'engraving' as const,
    customizationTypes: [{ id: 'engraving' as const, name: 'Engraving' }],
    featuredRank: index,
    name: `Item ${String(index + 1).padStart(2, '0')}`,
    price: (index + 1) * 1000,
    images: [`/img/${index + 1}.jpg`],
    peopleCategory: index % 2 === 0 ? 'women' : 'men',
    category: index % 2 === 0 ? 'female' : 'male',
    productCategory: 'Ring',
    description: `Description ${index + 1}`,
    createdAt: new Date(Date.UTC(2024, 0, index + 1)).toISOString(),
    ...extra(index),
  }));
}
