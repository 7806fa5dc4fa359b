// The engraving fonts' names in this remote's words (the product page's names on English pages).
import type { EngravingFont } from '@rmj/contracts';

export const FONT_KEYS = {
  script: 'font.script',
  serif: 'font.serif',
  modern: 'font.modern',
  handwritten: 'font.handwritten',
} as const satisfies Record<EngravingFont, string>;
