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
