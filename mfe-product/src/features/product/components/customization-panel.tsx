// One panel per customisation type (spec sections 2 and 5).
import { useId, type JSX } from 'react';
import {
  COMBINED_UPLOAD_TYPES,
  FILE_MESSAGES,
  IMAGE_UPLOAD_TYPES,
  PDF_UPLOAD_TYPES,
} from '@rmj/contracts/upload-rules';
import { FileDrop } from '../../../components/file-drop';
import { textLength } from '../../../lib/engraving';
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

function TextFields({ draft, onChange }: Omit<CustomizationPanelProps, 'piece'>): JSX.Element {
  const id = useId();
  const limit = textLimit('text', 'ring');
  return (
    <>
      <div className="prd-field">
        <label className="prd-field__label" htmlFor={`${id}-text`}>
          Your text
        </label>
        <textarea
          id={`${id}-text`}
          className="prd-input"
          rows={2}
          maxLength={limit}
          value={draft.text}
          onChange={(event) => onChange({ text: event.target.value.slice(0, limit) })}
        />
        <p className="prd-hint">
          {textLength(draft.text)}/{limit} characters
        </p>
      </div>
      <div className="prd-field prd-field--row">
        <label className="prd-field__label" htmlFor={`${id}-format`}>
          Format
        </label>
        <select
          id={`${id}-format`}
          className="prd-input"
          value={draft.textFormat}
          onChange={(event) => onChange({ textFormat: event.target.value as TextFormat })}
        >
          {Object.entries(TEXT_FORMATS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label className="prd-field__label" htmlFor={`${id}-style`}>
          Style
        </label>
        <select
          id={`${id}-style`}
          className="prd-input"
          value={draft.textStyle}
          onChange={(event) => onChange({ textStyle: event.target.value as TextStyle })}
        >
          {Object.entries(TEXT_STYLES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

export function CustomizationPanel({ draft, piece, onChange }: CustomizationPanelProps): JSX.Element | null {
  const setFile = (file: CustomizationDraft['file']) => onChange({ file });
  switch (draft.type) {
    case 'engraving':
      return <EngravingFields draft={draft} piece={piece} limit={textLimit('engraving', piece)} onChange={onChange} />;
    case 'fingerprint':
      return (
        <FileDrop
          label="Upload your fingerprint image"
          collects="fingerprint"
          accepted={IMAGE_UPLOAD_TYPES}
          typesText="JPEG, PNG or GIF"
          file={draft.file}
          onChange={setFile}
        />
      );
    case 'image':
      return (
        <FileDrop
          label="Upload your image"
          collects="image"
          accepted={IMAGE_UPLOAD_TYPES}
          typesText="JPEG, PNG or GIF"
          file={draft.file}
          onChange={setFile}
        />
      );
    case 'pdf':
      return (
        <FileDrop
          label="Upload your PDF"
          collects="pdf"
          accepted={PDF_UPLOAD_TYPES}
          typesText="PDF"
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
            textLabel="Text"
          />
          <FileDrop
            label="Add your file"
            collects="image"
            accepted={COMBINED_UPLOAD_TYPES}
            typesText="JPEG, PNG, GIF or PDF"
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
