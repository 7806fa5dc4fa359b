// Products as the catalog's staff endpoints answer them, for the catalogue screens' tests.
import type { AdminProduct, ProductPhoto } from '@rmj/contracts';

/** A 24-hex product id ending in `n`. */
export const productId = (n: number): string => n.toString(16).padStart(24, 'a');

/** A photograph 1280×960 with every variant. */
export const testPhoto = (id: string): ProductPhoto => ({
  id,
  width: 1280,
  height: 960,
  widths: [320, 640, 960, 1280],
  placeholder: 'data:image/webp;base64,AAAA',
});

/** A published silver ring for men in stock, with no photographs (the drawn picture). */
export function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  const id = overrides.id ?? productId(1);
  return {
    _id: id,
    id,
    name: 'Silver Kada Ring',
    images: ['/api/products/images/ring-silver.svg'],
    image: '/api/products/images/ring-silver.svg',
    productType: 'Silver',
    productCategory: 'Ring',
    peopleCategory: 'men',
    customOption: 'Engraving',
    inStock: true,
    price: 2400,
    originalPrice: 3000,
    oldPrice: 3000,
    discount: 20,
    gram: 6.5,
    description: 'A plain band in 925 silver.',
    isNew: false,
    category: 'male',
    rating: 0,
    reviews: 0,
    createdAt: '2025-11-01T10:00:00.000Z',
    updatedAt: '2025-11-20T10:00:00.000Z',
    customizationType: 'engraving',
    customizationTypes: [{ id: 'engraving', name: 'Engraving' }],
    featuredRank: 1,
    stock: 4,
    published: true,
    archived: false,
    pricePending: false,
    photos: [],
    ...overrides,
  };
}

/** A page of the products table. */
export const productsPage = (items: AdminProduct[], total = items.length, page = 1) => ({
  items,
  total,
  page,
  pageSize: 25,
});
