// One engraved line of the proof: the words drawn in the chosen font at the chosen size (the
// product page's fonts, from @rmj/ui), its font and size in words, and the proof picture.
import { useEffect, type JSX } from 'react';
import { urlFor } from '@rmj/api-client';
import {
  ENDPOINT_ROUTES,
  ENGRAVING_FONT_LABELS,
  ENGRAVING_FONT_LABELS_TA,
  isEngravingFont,
  type ProofView,
} from '@rmj/contracts';
import { fontStyle, FONTS, loadFont, type FontKey } from '@rmj/ui/engraving-fonts';
import { useLang } from '@rmj/i18n';
import { words } from '../../../i18n';

type Line = ProofView['lines'][number];

/** The font key to draw with (the cart assumes script when none was chosen). */
export const fontKeyOf = (font: string | undefined): FontKey => (font && font in FONTS ? (font as FontKey) : 'script');

/** The font's name as the product page shows it. */
export function fontLabelOf(font: string | undefined): string {
  const key = font ?? 'script';
  return isEngravingFont(key) ? ENGRAVING_FONT_LABELS[key] : `${key.charAt(0).toUpperCase()}${key.slice(1)}`;
}

/** fontLabelOf in the page's language (the product page's names on English pages). */
export function useFontLabel(): (font: string | undefined) => string {
  const lang = useLang();
  return (font) => {
    const key = font ?? 'script';
    return lang !== 'en' && isEngravingFont(key) ? ENGRAVING_FONT_LABELS_TA[key] : fontLabelOf(font);
  };
}

export function ProofLine({ line, token }: { line: Line; token: string }): JSX.Element {
  const key = fontKeyOf(line.selectedFont);
  const t = words.useT();
  const fontLabel = useFontLabel();
  useEffect(() => {
    void loadFont(key);
  }, [key]);
  const size = line.fontSize ?? 40;
  return (
    <li className="crt-proof__line">
      <h2 className="crt-proof__product">{line.productName}</h2>
      <p className="crt-proof__words" style={{ ...fontStyle(key), fontSize: `${size}px` }}>
        {line.customName}
      </p>
      <p className="crt-proof__meta">{t('proof.meta', { font: fontLabel(line.selectedFont), size })}</p>
      {line.hasPicture && (
        <img
          className="crt-proof__picture"
          src={urlFor(ENDPOINT_ROUTES.proofPicture, { token, line: String(line.line) })}
          alt={t('proof.picture', { product: line.productName, words: line.customName })}
          width={400}
          height={400}
        />
      )}
    </li>
  );
}
