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

/** A photograph as the catalog service describes it (variants at 320-1280 px, a tiny placeholder). */
export function samplePhoto(id: string, alt?: string): NonNullable<CatalogProduct['photos']>[number] {
  return {
    id,
    width: 1280,
    height: 1280,
    widths: [320, 640, 960, 1280],
    placeholder: 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA',
    ...(alt ? { alt } : {}),
  };
}

/** The fields the service sends for a product with photographs: images are their 640 px WebP files. */
export function withPhotos(...ids: string[]): Partial<CatalogProduct> {
  const images = ids.map((id) => `/api/product-photos/${id}/640.webp`);
  return { photos: ids.map((id) => samplePhoto(id)), images, image: images[0] };
}
