// The engraving fonts as CSS, for drawing the shopper's words as they chose them.
// TEMPORARY until @rmj/ui exports the engraving fonts (H4): families only, no font files loaded.
import type { CSSProperties } from 'react';

const FAMILIES: Record<string, { fontFamily: string; fontWeight: number }> = {
  script: { fontFamily: "'Great Vibes', cursive", fontWeight: 400 },
  serif: { fontFamily: "'Cormorant Garamond', Georgia, serif", fontWeight: 600 },
  modern: { fontFamily: "'Montserrat', Arial, sans-serif", fontWeight: 500 },
  handwritten: { fontFamily: "'Caveat', cursive", fontWeight: 500 },
};

/** The style of words in `font` at `size` px; the cart's default font (script) when none was chosen. */
export function engravingStyle(font: string | undefined, size: number | undefined): CSSProperties {
  const face = FAMILIES[font ?? 'script'] ?? FAMILIES.script;
  return { ...face, fontSize: `${size ?? 40}px` };
}

/** Loads the font's files before printing (resolves when the words can be drawn in it). */
export function loadEngravingFont(_font: string | undefined): Promise<void> {
  return Promise.resolve();
}
