// Engraving rules of the product page (spec sections 5 and 9) and where the text sits on each
// piece's preview picture. The proof renderer uses the same layout, so the PNG the workshop gets
// matches what the shopper saw.
import type { Metal, Piece } from './product-view';

/** Characters allowed per piece. */
export const ENGRAVING_LIMITS: Record<Piece, number> = { ring: 8, bracelet: 15, pendant: 10 };
/** The hint under the text box, as the spec words it. */
export const ENGRAVING_HINTS: Record<Piece, string> = {
  ring: 'ring 3-8',
  pendant: 'pendant 5-10',
  bracelet: 'bracelet up to 15',
};

/** Font size slider (px on the 400 px preview picture). */
export const FONT_SIZE = { min: 20, max: 60, step: 1, initial: 40 } as const;

/** Engraving fonts of the product page, in the spec's order. */
export const ENGRAVING_FONTS = ['script', 'serif', 'modern', 'handwritten'] as const;
export type EngravingFont = (typeof ENGRAVING_FONTS)[number];

/** Labels of the fonts. */
export const ENGRAVING_FONT_LABELS: Record<EngravingFont, string> = {
  script: 'Script',
  serif: 'Elegant Serif',
  modern: 'Modern Sans',
  handwritten: 'Handwritten',
};

/** Side of the square preview pictures in their own units; the font size is measured against it. */
export const PREVIEW_SIZE = 400;

/** Where the text's centre sits and how wide it may run, as fractions of the picture. */
export interface TextPlacement {
  x: number;
  y: number;
  maxWidth: number;
}

/** The engraving's place on each piece: the ring's front face, the pendant's disc, the bracelet's plate. */
export const TEXT_PLACEMENT: Record<Piece, TextPlacement> = {
  ring: { x: 0.5, y: 0.585, maxWidth: 0.68 },
  pendant: { x: 0.5, y: 0.59, maxWidth: 0.42 },
  bracelet: { x: 0.5, y: 0.5, maxWidth: 0.52 },
};

/** Colour of engraved letters on each metal. */
export const ENGRAVING_INK: Record<Metal, string> = { silver: '#43464c', gold: '#5c3f07' };

/** Keeps at most `limit` characters (by code point, so an emoji is never cut in half). */
export function clampText(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length > limit ? chars.slice(0, limit).join('') : text;
}

/** Number of characters as a shopper counts them. */
export const textLength = (text: string): number => Array.from(text).length;
