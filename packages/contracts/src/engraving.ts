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

/** Messages about engraved words (product page rules), shown by the proof page and the orders service. */
export const ENGRAVING_MESSAGES = {
  empty: 'Please enter the engraving text.',
  tooLong: (limit: number) => `Please keep the engraving to ${limit} characters or fewer.`,
  font: 'Please choose one of our engraving fonts.',
} as const;

const PIECE_WORDS: Record<string, EngravingPiece> = {
  ring: 'ring',
  rings: 'ring',
  band: 'ring',
  bracelet: 'bracelet',
  bracelets: 'bracelet',
  kada: 'bracelet',
  bangle: 'bracelet',
  pendant: 'pendant',
  pendants: 'pendant',
  locket: 'pendant',
};

/** The piece a product name names ('Silver Promise Ring' → ring), or undefined (earrings are no ring). */
export function engravingPieceOf(productName: string): EngravingPiece | undefined {
  const words = productName.toLowerCase().split(/[^a-z]+/);
  return words.map((word) => PIECE_WORDS[word]).find((piece) => piece !== undefined);
}

/** Characters allowed for a line: its piece's limit when the piece is known, else ENGRAVING_LIMIT_DEFAULT. */
export function engravingLimitFor(productName: string): number {
  const piece = engravingPieceOf(productName);
  return piece ? ENGRAVING_LIMITS[piece] : ENGRAVING_LIMIT_DEFAULT;
}

/** What is wrong with engraved words and their font (undefined when they are fine; no font keeps the line's). */
export function engravingProblem(words: string, font: string | undefined, limit: number): string | undefined {
  const text = words.trim();
  if (text.length === 0) return ENGRAVING_MESSAGES.empty;
  if (textLength(text) > limit) return ENGRAVING_MESSAGES.tooLong(limit);
  if (font !== undefined && !isEngravingFont(font)) return ENGRAVING_MESSAGES.font;
  return undefined;
}
