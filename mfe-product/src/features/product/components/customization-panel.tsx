// One panel per customisation type (spec sections 2 and 5).
import { useId, type JSX } from 'react';
import {
  COMBINED_UPLOAD_TYPES,
  FILE_MESSAGES,
  IMAGE_UPLOAD_TYPES,
  PDF_UPLOAD_TYPES,
} from '@rmj/contracts/upload-rules';
import { FileDrop } from '../../../components/file-drop';
import { words, type WordKey } from '../../../i18n';
import { clampText, textLength } from '../../../lib/engraving';
import type { Piece } from '../../../lib/product-view';
import {
  TEXT_FORMATS,
  TEXT_STYLES,
  textLimit,
  type CustomizationDraft,
  type TextFormat,
  type TextStyle,
} from '../lib/customization-draft';
import { EngravingFields } from './engraving-fields';

export interface CustomizationPanelProps {
  draft: CustomizationDraft;
  piece: Piece;
  onChange: (patch: Partial<CustomizationDraft>) => void;
}

const FORMAT_KEYS: Record<TextFormat, WordKey> = {
  'as-typed': 'text.format.as-typed',
  uppercase: 'text.format.uppercase',
  title: 'text.format.title',
};
const STYLE_KEYS: Record<TextStyle, WordKey> = {
  regular: 'text.style.regular',
  bold: 'text.style.bold',
  italic: 'text.style.italic',
};

function TextFields({ draft, onChange }: Omit<CustomizationPanelProps, 'piece'>): JSX.Element {
  const id = useId();
  const t = words.useT();
  const limit = textLimit('text', 'ring');
  return (
    <>
      <div className="prd-field">
        <label className="prd-field__label" htmlFor={`${id}-text`}>
          {t('text.label')}
        </label>
        <textarea
          id={`${id}-text`}
          className="prd-input"
          rows={2}
          value={draft.text}
          onChange={(event) => onChange({ text: clampText(event.target.value, limit) })}
        />
        <p className="prd-hint">{t('text.count', { count: textLength(draft.text), limit })}</p>
      </div>
      <div className="prd-field prd-field--row">
        <label className="prd-field__label" htmlFor={`${id}-format`}>
          {t('text.format')}
        </label>
        <select
          id={`${id}-format`}
          className="prd-input"
          value={draft.textFormat}
          onChange={(event) => onChange({ textFormat: event.target.value as TextFormat })}
        >
          {(Object.keys(TEXT_FORMATS) as TextFormat[]).map((value) => (
            <option key={value} value={value}>
              {t(FORMAT_KEYS[value])}
            </option>
          ))}
        </select>
        <label className="prd-field__label" htmlFor={`${id}-style`}>
          {t('text.style')}
        </label>
        <select
          id={`${id}-style`}
          className="prd-input"
          value={draft.textStyle}
          onChange={(event) => onChange({ textStyle: event.target.value as TextStyle })}
        >
          {(Object.keys(TEXT_STYLES) as TextStyle[]).map((value) => (
            <option key={value} value={value}>
              {t(STYLE_KEYS[value])}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

export function CustomizationPanel({ draft, piece, onChange }: CustomizationPanelProps): JSX.Element | null {
  const t = words.useT();
  const setFile = (file: CustomizationDraft['file']) => onChange({ file });
  switch (draft.type) {
    case 'engraving':
      return <EngravingFields draft={draft} piece={piece} limit={textLimit('engraving', piece)} onChange={onChange} />;
    case 'fingerprint':
      return (
        <FileDrop
          label={t('file.fingerprint')}
          collects="fingerprint"
          accepted={IMAGE_UPLOAD_TYPES}
          typesText={t('file.types.image')}
          file={draft.file}
          onChange={setFile}
        />
      );
    case 'image':
      return (
        <FileDrop
          label={t('file.image')}
          collects="image"
          accepted={IMAGE_UPLOAD_TYPES}
          typesText={t('file.types.image')}
          file={draft.file}
          onChange={setFile}
        />
      );
    case 'pdf':
      return (
        <FileDrop
          label={t('file.pdf')}
          collects="pdf"
          accepted={PDF_UPLOAD_TYPES}
          typesText={t('file.types.pdf')}
          file={draft.file}
          onChange={setFile}
        />
      );
    case 'text':
      return <TextFields draft={draft} onChange={onChange} />;
    case 'combined':
      return (
        <>
          <EngravingFields
            draft={draft}
            piece={piece}
            limit={textLimit('combined', piece)}
            onChange={onChange}
            combined
          />
          <FileDrop
            label={t('file.combined')}
            collects="image"
            accepted={COMBINED_UPLOAD_TYPES}
            typesText={t('file.types.combined')}
            invalidTypeMessage={FILE_MESSAGES.combinedInvalidType}
            file={draft.file}
            onChange={setFile}
            dropZone
          />
        </>
      );
    default:
      return null;
  }
}
