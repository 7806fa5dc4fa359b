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

/** A 22K gold chain priced by weight, its breakup as @rmj/pricing works it (rate ₹7,152/g, set 29 Nov, 10:05 IST). */
export const goldChainByWeight = {
  ...serverRing,
  _id: '65f0a0000000000000000009',
  id: '65f0a0000000000000000009',
  name: 'Ruby Lotus Gold Chain',
  productType: 'Gold',
  productCategory: 'Chain',
  price: 70570,
  originalPrice: 71317,
  oldPrice: 71317,
  gram: 8.45,
  grossGram: 8.7,
  fineness: 916,
  pricingMode: 'by-weight' as const,
  hallmarked: true,
  stones: [{ name: 'Ruby', weightMilliCarat: 250, chargePaise: 150000 }],
  rate: { key: 'gold-916' as const, paisePerGram: 715200, setAt: '2026-11-29T04:35:00.000Z' },
  breakup: {
    pricing: 'by-weight' as const,
    purity: '22K916',
    rateKey: 'gold-916' as const,
    netWeightMg: 8450,
    grossWeightMg: 8700,
    ratePaisePerGram: 715200,
    metalValue: 6043440,
    making: { charge: { kind: 'value-addition' as const, basisPoints: 1200 }, amount: 725213 },
    discount: { basisPoints: 1000, on: 'making' as const, amount: 72521 },
    stones: [{ name: 'Ruby', weightMilliCarat: 250, chargePaise: 150000 }],
    stonesValue: 150000,
    hallmarking: 5300,
    taxable: 6851432,
    gst: 205543,
    roundOff: 25,
    total: 7057000,
    totalBeforeDiscount: 7131700,
  },
};

/** A sterling silver bangle priced by weight with making per gram, no stones, not hallmarked. */
export const silverBangleByWeight = {
  ...serverRing,
  _id: '65f0a000000000000000000a',
  id: '65f0a000000000000000000a',
  name: 'Plain Silver Bangle',
  productCategory: 'Bracelet',
  price: 1392,
  originalPrice: undefined,
  oldPrice: undefined,
  gram: 12.345,
  pricingMode: 'by-weight' as const,
  hallmarked: false,
  rate: { key: 'silver-925' as const, paisePerGram: 9400, setAt: '2026-11-29T04:35:00.000Z' },
  breakup: {
    pricing: 'by-weight' as const,
    purity: 'Silver 925',
    rateKey: 'silver-925' as const,
    netWeightMg: 12345,
    grossWeightMg: 12345,
    ratePaisePerGram: 9400,
    metalValue: 116043,
    making: { charge: { kind: 'per-gram' as const, paisePerGram: 1550 }, amount: 19135 },
    discount: { on: 'making' as const, amount: 0 },
    stones: [],
    stonesValue: 0,
    hallmarking: 0,
    taxable: 135178,
    gst: 4055,
    roundOff: -33,
    total: 139200,
    totalBeforeDiscount: 139200,
  },
};

/** A fixed-price piece whose answer carries the GST inside its price. */
export const fixedPriceWithGst = {
  ...serverRing,
  _id: '65f0a000000000000000000b',
  id: '65f0a000000000000000000b',
  pricingMode: 'fixed' as const,
  breakup: {
    pricing: 'fixed' as const,
    taxable: 126117,
    gst: 3783,
    roundOff: 0,
    total: 129900,
    totalBeforeDiscount: 149900,
  },
};
