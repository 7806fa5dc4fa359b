// Engraving rules of the product page (spec sections 5 and 9) and where the text sits on each
// piece's preview picture. The proof renderer uses the same layout, so the PNG the workshop gets
// matches what the shopper saw.
import type { Metal, Piece } from './product-view';

// The rules themselves (limits, font size, fonts, clampText and textLength, which count letters as a
// reader sees them) live in @rmj/contracts so the proof page, the orders service and the job card share them.
export { clampText, ENGRAVING_FONTS, ENGRAVING_LIMITS, FONT_SIZE, textLength } from '@rmj/contracts';
export type { EngravingFont } from '@rmj/contracts';

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
