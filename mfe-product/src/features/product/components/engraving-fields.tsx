// Words, font and font size: the engraving panel, and the text half of the combined panel. The limit
// counts letters as a reader sees them (கா is one letter), so a Tamil name fits as it looks. When the
// words have Tamil letters, the fonts that cannot draw them are disabled with a note, and the choice
// moves to a Tamil face.
import { useId, type JSX } from 'react';
import { ENGRAVING_FONT_LABELS, ENGRAVING_FONT_LABELS_TA, fontDrawsTamil, hasTamil } from '@rmj/contracts';
import { useLang } from '@rmj/i18n';
import { words, type WordKey } from '../../../i18n';
import { clampText, ENGRAVING_FONTS, FONT_SIZE, textLength, type EngravingFont } from '../../../lib/engraving';
import type { Piece } from '../../../lib/product-view';
import type { CustomizationDraft } from '../lib/customization-draft';

/** The spec's hint of each piece ('ring 3-8'). */
const PIECE_HINTS: Record<Piece, WordKey> = {
  ring: 'engraving.pieceHint.ring',
  pendant: 'engraving.pieceHint.pendant',
  bracelet: 'engraving.pieceHint.bracelet',
};

/** The face Tamil words move to when their font cannot draw them. */
const TAMIL_DEFAULT: EngravingFont = 'tamil-classic';

/** The draft's change for new words: cut to the limit, and in a Tamil face when they have Tamil letters. */
export function wordsChange(text: string, font: EngravingFont, limit: number): Partial<CustomizationDraft> {
  const clamped = clampText(text, limit);
  return hasTamil(clamped) && !fontDrawsTamil(font) ? { text: clamped, font: TAMIL_DEFAULT } : { text: clamped };
}

export interface EngravingFieldsProps {
  draft: CustomizationDraft;
  piece: Piece;
  limit: number;
  onChange: (patch: Partial<CustomizationDraft>) => void;
  /** The combined panel calls its words 'Text'. */
  combined?: boolean;
}

export function EngravingFields({
  draft,
  piece,
  limit,
  onChange,
  combined = false,
}: EngravingFieldsProps): JSX.Element {
  const id = useId();
  const t = words.useT();
  const labels = useLang() === 'ta' ? ENGRAVING_FONT_LABELS_TA : ENGRAVING_FONT_LABELS;
  const tamil = hasTamil(draft.text);
  return (
    <>
      <div className="prd-field">
        <label className="prd-field__label" htmlFor={`${id}-text`}>
          {t(combined ? 'engraving.textLabel' : 'engraving.label')}
        </label>
        {/* No maxLength: the browser counts code units there, and a Tamil letter is two or three. */}
        <input
          id={`${id}-text`}
          className="prd-input"
          type="text"
          value={draft.text}
          autoComplete="off"
          lang={tamil ? 'ta' : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(wordsChange(event.target.value, draft.font, limit))}
        />
        <p className="prd-hint" id={`${id}-hint`}>
          {t('engraving.hint', { limit, pieceHint: t(PIECE_HINTS[piece]), count: textLength(draft.text) })}
        </p>
      </div>
      <div className="prd-field">
        <label className="prd-field__label" htmlFor={`${id}-font`}>
          {t('engraving.font')}
        </label>
        <select
          id={`${id}-font`}
          className="prd-input"
          value={draft.font}
          aria-describedby={tamil ? `${id}-tamil` : undefined}
          onChange={(event) => onChange({ font: event.target.value as EngravingFont })}
        >
          {ENGRAVING_FONTS.map((font) => {
            const off = tamil && !fontDrawsTamil(font);
            return (
              <option key={font} value={font} disabled={off}>
                {off ? t('engraving.fontNoTamil', { font: labels[font] }) : labels[font]}
              </option>
            );
          })}
        </select>
        {tamil && (
          <p className="prd-hint" id={`${id}-tamil`}>
            {t('engraving.tamilNote')}
          </p>
        )}
      </div>
      <div className="prd-field">
        <label className="prd-field__label" htmlFor={`${id}-size`}>
          {t('engraving.fontSize')}{' '}
          <output htmlFor={`${id}-size`}>{t('engraving.px', { size: draft.fontSize })}</output>
        </label>
        <input
          id={`${id}-size`}
          className="prd-range"
          type="range"
          min={FONT_SIZE.min}
          max={FONT_SIZE.max}
          step={FONT_SIZE.step}
          value={draft.fontSize}
          onChange={(event) => onChange({ fontSize: Number(event.target.value) })}
        />
      </div>
    </>
  );
}
