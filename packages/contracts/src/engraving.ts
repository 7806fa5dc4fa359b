// Engraving rules (spec sections 5 and 9), shared by the product page, the shopper's proof page
// (a change request's new words are checked against the same limits and fonts, in the browser and
// in the orders service) and the workshop's job card.

/** The pieces an engraving goes on. */
export type EngravingPiece = 'ring' | 'bracelet' | 'pendant';

/** Characters allowed per piece. */
export const ENGRAVING_LIMITS: Record<EngravingPiece, number> = { ring: 8, bracelet: 15, pendant: 10 };

/** The limit when the piece is not known. */
export const ENGRAVING_LIMIT_DEFAULT = 20;

/** The hint under the text box, as the spec words it. */
export const ENGRAVING_HINTS: Record<EngravingPiece, string> = {
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

/** True for one of the product page's engraving fonts. */
export const isEngravingFont = (font: unknown): font is EngravingFont =>
  typeof font === 'string' && (ENGRAVING_FONTS as readonly string[]).includes(font);

/** Keeps at most `limit` characters (by code point, so an emoji is never cut in half). */
export function clampText(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length > limit ? chars.slice(0, limit).join('') : text;
}

/** Number of characters as a shopper counts them. */
export const textLength = (text: string): number => Array.from(text).length;
