// One engraved line of the proof: the words drawn in the chosen font at the chosen size (the
// product page's fonts, from @rmj/ui), its font and size in words, and the proof picture.
import { useEffect, type JSX } from 'react';
import { urlFor } from '@rmj/api-client';
import { ENDPOINT_ROUTES, ENGRAVING_FONT_LABELS, isEngravingFont, type ProofView } from '@rmj/contracts';
import { fontStyle, FONTS, loadFont, type FontKey } from '@rmj/ui/engraving-fonts';

type Line = ProofView['lines'][number];

/** The font key to draw with (the cart assumes script when none was chosen). */
export const fontKeyOf = (font: string | undefined): FontKey => (font && font in FONTS ? (font as FontKey) : 'script');

/** The font's name as the product page shows it. */
export function fontLabelOf(font: string | undefined): string {
  const key = font ?? 'script';
  return isEngravingFont(key) ? ENGRAVING_FONT_LABELS[key] : `${key.charAt(0).toUpperCase()}${key.slice(1)}`;
}

export function ProofLine({ line, token }: { line: Line; token: string }): JSX.Element {
  const key = fontKeyOf(line.selectedFont);
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
      <p className="crt-proof__meta">
        Font: {fontLabelOf(line.selectedFont)} · Size: {size} px
      </p>
      {line.hasPicture && (
        <img
          className="crt-proof__picture"
          src={urlFor(ENDPOINT_ROUTES.proofPicture, { token, line: String(line.line) })}
          alt={`Engraving proof of ${line.productName}: ${line.customName}`}
          width={400}
          height={400}
        />
      )}
    </li>
  );
}
