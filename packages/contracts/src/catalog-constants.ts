// The catalogue's fixed values, free of zod: listing pages import these without the schemas
// (and without zod in their bundle). catalog.ts builds its schemas from them.

/** Who a piece is for. */
export const PEOPLE_CATEGORIES = ['women', 'men', 'kids', 'couples'] as const;
export type PeopleCategory = (typeof PEOPLE_CATEGORIES)[number];

/** Metal of a piece. */
export const PRODUCT_TYPES = ['Gold', 'Silver'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Personalisation a catalogue piece offers (the cart also knows pdf and text). */
export const PRODUCT_CUSTOMIZATION_TYPES = ['fingerprint', 'engraving', 'combined', 'image'] as const;
export type ProductCustomizationType = (typeof PRODUCT_CUSTOMIZATION_TYPES)[number];

/** productCategory values per audience (spec section 9 filter lists; couples are rings). */
export const PRODUCT_CATEGORIES: Record<PeopleCategory, readonly string[]> = {
  women: [
    'Chain',
    'Ring',
    'Bracelets',
    'Pendants',
    'metti',
    'Anklet',
    'Haaram',
    'Neckles',
    'Dolar with Earings',
    'Matil',
    'Earings',
    'Nose-pin',
    'Side-studs',
    'Ear-Rings',
    'Bangles',
  ],
  men: ['Chain', 'Ring', 'Stud', 'Bracelet', 'Pendant', 'Kada'],
  kids: [
    'Anklet',
    'Thanda',
    'Bangle',
    'Stud',
    'Chain',
    'Ring',
    'Pendant',
    'Bracelets',
    'Ear-rings',
    'Thayathu',
    'Kids-chain',
    'Kada',
  ],
  couples: ['Promise', 'Engagement', 'Wedding', 'Anniversary'],
};

/** Sort choices (spec section 5); featured = featuredRank ascending, then newest. */
export const SORT_VALUES = ['featured', 'alpha-asc', 'alpha-desc', 'price-asc', 'price-desc', 'newest'] as const;
export type SortBy = (typeof SORT_VALUES)[number];
