/** Products as listings pass them (server shape and built-in samples). */
export const serverRing = {
  _id: '65f0a0000000000000000001',
  id: '65f0a0000000000000000001',
  name: 'Classic Lotus Silver Ring',
  images: ['/api/products/images/ring-silver.svg', '/api/products/images/ring-silver-2.svg'],
  image: '/api/products/images/ring-silver.svg',
  productType: 'Silver',
  productCategory: 'Ring',
  peopleCategory: 'women',
  price: 1299,
  originalPrice: 1499,
  oldPrice: 1499,
  discount: 13,
  rating: 4.6,
  reviews: 120,
  inStock: true,
  description: 'A sterling silver ring.',
  customizationType: 'engraving',
  customizationTypes: [
    { id: 'engraving', name: 'Engraving' },
    { id: 'fingerprint', name: 'Fingerprint' },
  ],
};

export const velKadaSample = {
  id: 3,
  name: 'Vel Kada Classic',
  price: '2,900',
  image: '/vel.jpg',
  inStock: true,
  category: 'Mens',
};

/** A piece offering every panel, for the panel tests. */
export const everyPanelPendant = {
  ...serverRing,
  _id: '65f0a0000000000000000002',
  id: '65f0a0000000000000000002',
  name: 'Heart Pendant',
  productCategory: 'Pendants',
  customizationTypes: ['engraving', 'fingerprint', 'image', 'pdf', 'text', 'combined'].map((id) => ({ id, name: id })),
};

const photo = (id: string, width: number, height: number, alt?: string) => ({
  id,
  width,
  height,
  widths: [320, 640, 960, 1280].filter((w) => w <= width),
  placeholder: 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA',
  ...(alt ? { alt } : {}),
});

/** A ring with two photographs, as the catalog service sends it: images are their 640 px WebP files. */
export const photographedRing = {
  ...serverRing,
  _id: '65f0a0000000000000000003',
  id: '65f0a0000000000000000003',
  name: 'Photographed Lotus Ring',
  images: ['/api/product-photos/lotus-front/640.webp', '/api/product-photos/lotus-side/640.webp'],
  image: '/api/product-photos/lotus-front/640.webp',
  photos: [photo('lotus-front', 1280, 960, 'Lotus ring from the front'), photo('lotus-side', 960, 960)],
};

/** The same ring at a stock of 0. */
export const soldOutRing = { ...photographedRing, inStock: false };
