import type { People, Piece } from '../api/get-custom-listing';
import type { WordKey } from '../../../i18n';

/** What differs between the nine customisation listings (texts: keys of this remote's words). */
export interface CustomListingConfig {
  title: WordKey;
  tagline: WordKey;
  /** The count line: 'N {adjective} {piece}'. */
  count: WordKey;
  sliderMax: number;
  step: number;
}

/** Customization Type values per piece (spec section 9). */
export const CUSTOMIZATION_VALUES: Record<Piece, string[]> = {
  pendants: ['image', 'engraving'],
  rings: ['Fingerprint', 'Combined', 'engraving'],
  bracelets: ['fingerprint', 'engraving'],
};

const CUSTOMIZATION_WORDS: Readonly<Record<string, WordKey>> = {
  image: 'custom.typeImage',
  engraving: 'custom.typeEngraving',
  fingerprint: 'custom.typeFingerprint',
  combined: 'custom.typeCombined',
};

/**
 * Label of a customisation value ('fingerprint' → 'Fingerprint'): the word of a known value in the
 * page's language (`t`), else the value capitalised.
 */
export function customizationLabel(value: string, t: (key: WordKey) => string): string {
  const known = CUSTOMIZATION_WORDS[value.toLowerCase()];
  return known ? t(known) : value.charAt(0).toUpperCase() + value.slice(1);
}

/** The empty text of each piece's listings. */
export const EMPTY_TEXT: Record<Piece, WordKey> = {
  rings: 'custom.emptyRings',
  bracelets: 'custom.emptyBracelets',
  pendants: 'custom.emptyPendants',
};

const ADULT = { sliderMax: 60000, step: 5000 };

export const CUSTOM_LISTINGS: Record<People, Record<Piece, CustomListingConfig>> = {
  women: {
    rings: {
      title: 'custom.womenRingsTitle',
      tagline: 'custom.womenRingsTagline',
      count: 'custom.womenRingsCount',
      ...ADULT,
    },
    bracelets: {
      title: 'custom.womenBraceletsTitle',
      tagline: 'custom.womenBraceletsTagline',
      count: 'custom.womenBraceletsCount',
      ...ADULT,
    },
    pendants: {
      title: 'custom.womenPendantsTitle',
      tagline: 'custom.womenPendantsTagline',
      count: 'custom.womenPendantsCount',
      ...ADULT,
    },
  },
  men: {
    rings: {
      title: 'custom.menRingsTitle',
      tagline: 'custom.menRingsTagline',
      count: 'custom.menRingsCount',
      ...ADULT,
    },
    bracelets: {
      title: 'custom.menBraceletsTitle',
      tagline: 'custom.menBraceletsTagline',
      count: 'custom.menBraceletsCount',
      ...ADULT,
    },
    pendants: {
      title: 'custom.menPendantsTitle',
      tagline: 'custom.menPendantsTagline',
      count: 'custom.menPendantsCount',
      ...ADULT,
    },
  },
  kids: {
    rings: {
      title: 'custom.kidsRingsTitle',
      tagline: 'custom.kidsRingsTagline',
      count: 'custom.kidsRingsCount',
      sliderMax: 5000,
      step: 500,
    },
    bracelets: {
      title: 'custom.kidsBraceletsTitle',
      tagline: 'custom.kidsBraceletsTagline',
      count: 'custom.kidsBraceletsCount',
      sliderMax: 2000,
      step: 200,
    },
    pendants: {
      title: 'custom.kidsPendantsTitle',
      tagline: 'custom.kidsPendantsTagline',
      count: 'custom.kidsPendantsCount',
      sliderMax: 2000,
      step: 200,
    },
  },
};

/** Piece kind passed with productData. */
export const PIECE_CATEGORY: Record<Piece, 'ring' | 'bracelet' | 'pendant'> = {
  rings: 'ring',
  bracelets: 'bracelet',
  pendants: 'pendant',
};
