// Words, font and font size: the engraving panel, and the text half of the combined panel.
import { useId, type JSX } from 'react';
import {
  clampText,
  ENGRAVING_FONT_LABELS,
  ENGRAVING_FONTS,
  ENGRAVING_HINTS,
  FONT_SIZE,
  textLength,
  type EngravingFont,
} from '../../../lib/engraving';
import type { Piece } from '../../../lib/product-view';
import type { CustomizationDraft } from '../lib/customization-draft';

export interface EngravingFieldsProps {
  draft: CustomizationDraft;
  piece: Piece;
  limit: number;
  onChange: (patch: Partial<CustomizationDraft>) => void;
  textLabel?: string;
}

export function EngravingFields({
  draft,
  piece,
  limit,
  onChange,
  textLabel = 'Engraving text',
}: EngravingFieldsProps): JSX.Element {
  const id = useId();
  return (
    <>
      <div className="prd-field">
        <label className="prd-field__label" htmlFor={`${id}-text`}>
          {textLabel}
        </label>
        <input
          id={`${id}-text`}
          className="prd-input"
          type="text"
          value={draft.text}
          maxLength={limit}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange({ text: clampText(event.target.value, limit) })}
        />
        <p className="prd-hint" id={`${id}-hint`}>
          Up to {limit} characters ({ENGRAVING_HINTS[piece]}) · {textLength(draft.text)}/{limit}
        </p>
      </div>
      <div className="prd-field">
        <label className="prd-field__label" htmlFor={`${id}-font`}>
          Font
        </label>
        <select
          id={`${id}-font`}
          className="prd-input"
          value={draft.font}
          onChange={(event) => onChange({ font: event.target.value as EngravingFont })}
        >
          {ENGRAVING_FONTS.map((font) => (
            <option key={font} value={font}>
              {ENGRAVING_FONT_LABELS[font]}
            </option>
          ))}
        </select>
      </div>
      <div className="prd-field">
        <label className="prd-field__label" htmlFor={`${id}-size`}>
          Font size: <output htmlFor={`${id}-size`}>{draft.fontSize}px</output>
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
