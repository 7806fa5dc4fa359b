import type { People, Piece } from '../api/get-custom-listing';

/** What differs between the nine customisation listings. */
export interface CustomListingConfig {
  title: string;
  tagline: string;
  /** Adjective of the count line: 'N {adjective} {piece}'. */
  adjective: string;
  sliderMax: number;
  step: number;
}

/** Customization Type values per piece (spec section 9). */
export const CUSTOMIZATION_VALUES: Record<Piece, string[]> = {
  pendants: ['image', 'engraving'],
  rings: ['Fingerprint', 'Combined', 'engraving'],
  bracelets: ['fingerprint', 'engraving'],
};

/** Label of a customisation value ('fingerprint' → 'Fingerprint'). */
export function customizationLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const ADULT = { sliderMax: 60000, step: 5000 };

export const CUSTOM_LISTINGS: Record<People, Record<Piece, CustomListingConfig>> = {
  women: {
    rings: {
      title: "Women's Custom Rings",
      tagline: 'Engrave a name or keep a fingerprint close, forever',
      adjective: 'elegant',
      ...ADULT,
    },
    bracelets: {
      title: "Women's Custom Bracelets",
      tagline: 'Delicate bracelets made personal',
      adjective: 'exquisite',
      ...ADULT,
    },
    pendants: {
      title: "Women's Custom Pendants",
      tagline: 'Carry a picture or a word next to your heart',
      adjective: 'stunning',
      ...ADULT,
    },
  },
  men: {
    rings: {
      title: "Men's Custom Rings",
      tagline: 'Strong rings that carry your story',
      adjective: 'distinctive',
      ...ADULT,
    },
    bracelets: {
      title: "Men's Custom Bracelets",
      tagline: 'Solid silver bracelets, engraved for you',
      adjective: 'premium',
      ...ADULT,
    },
    pendants: {
      title: "Men's Custom Pendants",
      tagline: 'Bold pendants with a personal mark',
      adjective: 'distinctive',
      ...ADULT,
    },
  },
  kids: {
    rings: {
      title: "Kids' Custom Rings",
      tagline: 'Little rings for little fingers, made just for them',
      adjective: 'adorable',
      sliderMax: 5000,
      step: 500,
    },
    bracelets: {
      title: "Kids' Custom Bracelets",
      tagline: 'Safe, light bracelets with their name on',
      adjective: 'adorable',
      sliderMax: 2000,
      step: 200,
    },
    pendants: {
      title: "Kids' Custom Pendants",
      tagline: 'Sweet pendants to treasure as they grow',
      adjective: 'adorable',
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
