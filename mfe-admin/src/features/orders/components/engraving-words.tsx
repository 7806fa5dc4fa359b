// The shopper's engraving words drawn in the font and at the size they chose.
import type { JSX } from 'react';
import { fontLabel } from '../lib/order-labels';
import { engravingStyle } from '../lib/engraving-font';

export interface EngravingWordsProps {
  words: string;
  font?: string;
  /** px, as chosen on the product page. */
  size?: number;
}

export function EngravingWords({ words, font, size }: EngravingWordsProps): JSX.Element {
  return (
    <span
      className="adm-ord-words"
      style={engravingStyle(font, size)}
      data-font={font ?? 'script'}
      aria-label={`${words}, in ${fontLabel(font)} at ${size ?? 40} px`}
    >
      {words}
    </span>
  );
}
