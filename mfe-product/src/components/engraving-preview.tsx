// The live engraving preview: the piece's preview picture with the shopper's words drawn over it in
// the chosen font and size, where that piece is engraved, and a 'Preview' badge.
import { useEffect, type CSSProperties, type JSX } from 'react';
import { ENGRAVING_INK, PREVIEW_SIZE, TEXT_PLACEMENT } from '../lib/engraving';
import { hasTamil } from '@rmj/contracts';
import { faceFor, fontStyle, loadFont, type FontKey } from '../lib/fonts';
import { words } from '../i18n';
import { previewImage } from '../lib/preview-images';
import type { Metal, Piece } from '../lib/product-view';

export interface EngravingPreviewProps {
  piece: Piece;
  metal: Metal;
  text: string;
  font: FontKey;
  /** px on the 400 px picture; scaled with the picture's shown width. */
  fontSize: number;
  /** Alternative text of the picture. */
  alt: string;
}

export function EngravingPreview({ piece, metal, text, font, fontSize, alt }: EngravingPreviewProps): JSX.Element {
  const t = words.useT();
  // Tamil words are drawn in a Tamil face (the browser shapes them from its glyphs), whatever was picked.
  const face = faceFor(font, text);
  useEffect(() => {
    void loadFont(face);
  }, [face]);
  const place = TEXT_PLACEMENT[piece];
  const style = {
    ...fontStyle(face),
    left: `${place.x * 100}%`,
    top: `${place.y * 100}%`,
    color: ENGRAVING_INK[metal],
    // Container units: the size is relative to the picture's width, so it matches the proof PNG.
    fontSize: `calc(${fontSize} * 100cqw / ${PREVIEW_SIZE})`,
  } as CSSProperties;
  return (
    <div className="prd-preview" data-testid="engraving-preview">
      <img
        className="prd-preview__image"
        src={previewImage(piece, metal)}
        alt={alt}
        width={PREVIEW_SIZE}
        height={PREVIEW_SIZE}
      />
      {text.trim() !== '' && (
        <span
          className="prd-preview__text"
          style={style}
          data-testid="preview-text"
          data-font={face}
          lang={hasTamil(text) ? 'ta' : undefined}
        >
          {text}
        </span>
      )}
      <span className="prd-preview__badge">{t('preview.badge')}</span>
    </div>
  );
}
