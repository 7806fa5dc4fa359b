// The engraving fonts as the product page draws them (@rmj/ui's engraving fonts: the same families
// and files, their @font-face from @fontsource), for drawing the shopper's words as they chose them.
// A font key this build does not know is drawn in the cart's default, script; Tamil words whose font
// has no Tamil letters (an older line, a staff draft) are drawn in the Tamil face, as on the proof.
import type { CSSProperties } from 'react';
import { faceFor, FONTS, fontStyle, loadFont, type FontKey } from '@rmj/ui/engraving-fonts';

const keyOf = (font: string | undefined): FontKey =>
  font !== undefined && Object.hasOwn(FONTS, font) ? (font as FontKey) : 'script';

/** The face `words` are drawn in: the chosen font's, or the Tamil face for Tamil words it cannot draw. */
export const engravingFace = (font: string | undefined, words: string): FontKey => faceFor(keyOf(font), words);

/** The style of `words` in `font` at `size` px (40 px, the product page's default, when none was chosen). */
export function engravingStyle(font: string | undefined, size: number | undefined, words = ''): CSSProperties {
  return { ...fontStyle(engravingFace(font, words)), fontSize: `${size ?? 40}px` };
}

/** Loads the face's files (its own chunk); resolves when `words` can be drawn in it. Never rejects. */
export function loadEngravingFont(font: string | undefined, words = ''): Promise<void> {
  return loadFont(engravingFace(font, words));
}
