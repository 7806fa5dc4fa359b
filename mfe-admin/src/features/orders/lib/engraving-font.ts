// The engraving fonts as the product page draws them (@rmj/ui's engraving fonts: the same families
// and files), for drawing the shopper's words as they chose them. A font key this build does not
// know is drawn in the cart's default, script.
import type { CSSProperties } from 'react';
import { FONTS, fontStyle, loadFont, type FontKey } from '@rmj/ui/engraving-fonts';

const keyOf = (font: string | undefined): FontKey =>
  font !== undefined && Object.hasOwn(FONTS, font) ? (font as FontKey) : 'script';

/** The style of words in `font` at `size` px (40 px, the product page's default, when none was chosen). */
export function engravingStyle(font: string | undefined, size: number | undefined): CSSProperties {
  return { ...fontStyle(keyOf(font)), fontSize: `${size ?? 40}px` };
}

/** Loads the font's files (its own chunk); resolves when words can be drawn in it. Never rejects. */
export function loadEngravingFont(font: string | undefined): Promise<void> {
  return loadFont(keyOf(font));
}
