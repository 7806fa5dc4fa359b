// Rules of the customise-your-ring page (spec sections 2, 3, 4 and 5).
import type { UploadResponse } from '@rmj/contracts';
import type { WordKey } from '../../../i18n';
import type { Customization } from '@rmj/contracts';

/** The two ways to personalise a ring here. */
export type RingCustomizationType = 'engraving' | 'fingerprint';
/** Fonts of this page: the spec's three, then the product page's two Tamil faces. */
export const RING_FONTS = ['script', 'block', 'roman', 'tamil-classic', 'tamil-modern'] as const;
export type RingFont = (typeof RING_FONTS)[number];
/** The fonts' names in this remote's words. */
export const RING_FONT_KEYS: Record<RingFont, WordKey> = {
  script: 'ring.font.script',
  block: 'ring.font.block',
  roman: 'ring.font.roman',
  'tamil-classic': 'ring.font.tamil-classic',
  'tamil-modern': 'ring.font.tamil-modern',
};
/** Longest engraving on this page. */
export const RING_TEXT_LIMIT = 20;
/** Size of the words on this page's preview (px on the 400 px picture): 20 characters fit the band. */
export const RING_PREVIEW_FONT_SIZE = 30;

/** The shopper's choice (spec section 3 "Customise-ring choice"). */
export interface RingChoice {
  type: RingCustomizationType | null;
  text: string;
  font: RingFont;
  file?: UploadResponse;
}

export const emptyChoice: RingChoice = { type: null, text: '', font: 'script' };

/** ?type=fingerprint|engraving preselects; anything else selects nothing. */
export function typeFromQuery(value: string | null): RingCustomizationType | null {
  return value === 'engraving' || value === 'fingerprint' ? value : null;
}

/** Engraving needs words (whitespace is not words); fingerprint needs a stored image. */
export function isRingChoiceComplete(choice: RingChoice): boolean {
  if (choice.type === 'engraving') return choice.text.trim() !== '';
  if (choice.type === 'fingerprint') return choice.file !== undefined;
  return false;
}

/** The cart line's customisation. */
export function ringCustomization(choice: RingChoice): Customization | undefined {
  if (choice.type === 'engraving')
    return {
      type: 'engraving',
      customName: choice.text.trim(),
      selectedFont: choice.font,
      fontSize: RING_PREVIEW_FONT_SIZE,
    };
  if (choice.type === 'fingerprint' && choice.file) {
    return {
      type: 'fingerprint',
      uploadedFile: { name: choice.file.name, type: choice.file.type, size: choice.file.size },
      fileId: choice.file.fileId,
    };
  }
  return undefined;
}
