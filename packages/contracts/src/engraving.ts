// Engraving rules (spec sections 5 and 9), shared by the product page, the shopper's proof page
// (a change request's new words are checked against the same limits and fonts, in the browser and
// in the orders service) and the workshop's job card.
import { firstLetters, letterCount } from './letters';

/** The pieces an engraving goes on. */
export type EngravingPiece = 'ring' | 'bracelet' | 'pendant';

/** Letters allowed per piece, counted as a reader sees them (`letterCount`: கா is one letter). */
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

/** Engraving fonts of the product page: the spec's four in its order, then the two Tamil faces. */
export const ENGRAVING_FONTS = ['script', 'serif', 'modern', 'handwritten', 'tamil-classic', 'tamil-modern'] as const;
export type EngravingFont = (typeof ENGRAVING_FONTS)[number];

/** The fonts that draw Tamil letters; the spec's four are Latin only. */
export const TAMIL_ENGRAVING_FONTS = ['tamil-classic', 'tamil-modern'] as const satisfies readonly EngravingFont[];

/** True when the font can draw Tamil letters. */
export const fontDrawsTamil = (font: string | undefined): boolean =>
  (TAMIL_ENGRAVING_FONTS as readonly string[]).includes(font ?? '');

/** Labels of the fonts (English pages, e-mails, the workshop). */
export const ENGRAVING_FONT_LABELS: Record<EngravingFont, string> = {
  script: 'Script',
  serif: 'Elegant Serif',
  modern: 'Modern Sans',
  handwritten: 'Handwritten',
  'tamil-classic': 'Tamil Classic',
  'tamil-modern': 'Tamil Modern',
};

/** Labels of the fonts on Tamil pages and in Tamil e-mails. */
export const ENGRAVING_FONT_LABELS_TA: Record<EngravingFont, string> = {
  script: 'ஸ்கிரிப்ட்',
  serif: 'நேர்த்தியான செரிஃப்',
  modern: 'நவீன சான்ஸ்',
  handwritten: 'கையெழுத்து',
  'tamil-classic': 'தமிழ் மரபு',
  'tamil-modern': 'தமிழ் நவீனம்',
};

/** True for one of the product page's engraving fonts. */
export const isEngravingFont = (font: unknown): font is EngravingFont =>
  typeof font === 'string' && (ENGRAVING_FONTS as readonly string[]).includes(font);

/**
 * Keeps at most `limit` letters as a reader counts them (`firstLetters`: never half a Tamil letter
 * or an emoji). Kept under its old name for the proof page and other callers.
 */
export const clampText = (text: string, limit: number): string => firstLetters(text, limit);

/** Number of letters as a reader counts them (`letterCount`: 'கார்த்திக்' is 5). */
export const textLength = (text: string): number => letterCount(text);

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
  if (letterCount(text) > limit) return ENGRAVING_MESSAGES.tooLong(limit);
  if (font !== undefined && !isEngravingFont(font)) return ENGRAVING_MESSAGES.font;
  return undefined;
}
