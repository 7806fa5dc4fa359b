// The shopper's engraving words drawn in the font and at the size they chose (the product page's
// fonts, from @rmj/ui); Tamil words in a Tamil face, marked lang="ta" so the browser shapes and
// breaks them as Tamil on screen and on the printed card.
import { useEffect, type JSX } from 'react';
import { hasTamil } from '@rmj/contracts';
import { fontLabel } from '../lib/order-labels';
import { engravingStyle, loadEngravingFont } from '../lib/engraving-font';

export interface EngravingWordsProps {
  words: string;
  font?: string;
  /** px, as chosen on the product page. */
  size?: number;
}

export function EngravingWords({ words, font, size }: EngravingWordsProps): JSX.Element {
  // The font's files are their own chunk, fetched the first time words are drawn in it.
  useEffect(() => void loadEngravingFont(font, words), [font, words]);
  return (
    <span
      className="adm-ord-words"
      style={engravingStyle(font, size, words)}
      data-font={font ?? 'script'}
      lang={hasTamil(words) ? 'ta' : undefined}
      aria-label={`${words}, in ${fontLabel(font)} at ${size ?? 40} px`}
    >
      {words}
    </span>
  );
}
