// The engraving fonts (families and lazy loading) live in @rmj/ui so the proof page and the job card
// draw the words in the same fonts; this module keeps the product page's imports working.
export { drawsTamil, faceFor, FONTS, fontStyle, loadFont } from '@rmj/ui/engraving-fonts';
export type { FontKey } from '@rmj/ui/engraving-fonts';
