// Letters as a reader counts them: a Tamil letter such as கா or க் is one letter on the ring though
// it is two code units (and a string's length says two). Limits on engraved and printed text count these.

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

/** The text as the letters a reader sees (extended grapheme clusters). */
export function letters(text: string): string[] {
  if (!segmenter) return Array.from(text);
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** How many letters a reader sees: 'கார்த்திக்' is 5, 'Karthik' is 7. */
export function letterCount(text: string): number {
  return letters(text).length;
}

/** The first `limit` letters of `text` (never half a letter). */
export function firstLetters(text: string, limit: number): string {
  return letters(text).slice(0, Math.max(0, limit)).join('');
}

/** True when the text has Tamil script in it (U+0B80–U+0BFF). */
export function hasTamil(text: string): boolean {
  return /[\u0B80-\u0BFF]/.test(text);
}
