// A catalogue line's personalisation, as the product page offers it: engraving (words, font, size),
// the customer's fingerprint or photograph (their WhatsApp picture, uploaded here with the consent
// they gave), or both words and a picture. Files go to the catalog's upload, as the product page's
// do, and travel on the line by id.
import { useId, useState, type JSX } from 'react';
import {
  CONSENT_MESSAGES,
  ENGRAVING_FONT_LABELS,
  ENGRAVING_FONTS,
  engravingLimitFor,
  FILE_MESSAGES,
  FONT_SIZE,
  IMAGE_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  PRIVACY_NOTICE_VERSIONS,
  type CustomizationChoice,
  type UploadContentType,
} from '@rmj/contracts';
import { failureMessage } from '../../../lib/messages';
import { useStaffFile } from '../../../lib/use-staff-file';
import { useDraftUploadFileMutation } from '../api/draft-orders-api';
import { NO_PERSONALISATION, uploadPurposeOf, type PersonalisationValues } from '../lib/draft-form';
import { DRAFT_WORDS } from '../lib/draft-words';

/** The uploaded picture, fetched with the staff token (any staff member's browser shows it, not only the uploader's). */
function Thumb({ fileId }: { fileId: string }): JSX.Element | null {
  const file = useStaffFile(fileId);
  return file.state === 'ready' ? <img className="adm-drf-thumb" src={file.url} alt="" width={48} height={48} /> : null;
}

export interface PersonalisationFieldsProps {
  value: PersonalisationValues;
  options: readonly CustomizationChoice[];
  productName: string;
  error?: string;
  readOnly: boolean;
  onChange: (value: PersonalisationValues) => void;
}

export function PersonalisationFields({
  value,
  options,
  productName,
  error,
  readOnly,
  onChange,
}: PersonalisationFieldsProps): JSX.Element {
  const id = useId();
  const [upload, { isLoading: uploading }] = useDraftUploadFileMutation();
  const [consented, setConsented] = useState(false);
  const [fileProblem, setFileProblem] = useState<string>();
  const limit = engravingLimitFor(productName);
  const words = value.type === 'engraving' || value.type === 'combined';
  const takesFile = value.type === 'fingerprint' || value.type === 'image' || value.type === 'combined';
  const { purpose, consent } = uploadPurposeOf(value.type);

  const send = async (file: File | undefined) => {
    setFileProblem(undefined);
    if (!file) return;
    if (!IMAGE_UPLOAD_TYPES.includes(file.type as UploadContentType)) return setFileProblem(FILE_MESSAGES.invalidType);
    if (file.size > MAX_UPLOAD_BYTES) return setFileProblem(FILE_MESSAGES.tooLarge);
    if (consent && !consented) return setFileProblem(CONSENT_MESSAGES.required);
    try {
      const stored = await upload({
        file,
        name: file.name,
        purpose,
        ...(consent ? { consent: PRIVACY_NOTICE_VERSIONS[purpose] } : {}),
      }).unwrap();
      onChange({ ...value, file: { fileId: stored.fileId, name: stored.name, type: stored.type, size: stored.size } });
    } catch (failure) {
      setFileProblem(failureMessage(failure, FILE_MESSAGES.failed));
    }
  };

  return (
    <div className="adm-drf-personal">
      <div className="adm-field">
        <label htmlFor={`${id}-type`}>Personalisation</label>
        <select
          id={`${id}-type`}
          value={value.type}
          disabled={readOnly}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) =>
            onChange({
              ...NO_PERSONALISATION,
              words: value.words,
              type: e.target.value as PersonalisationValues['type'],
            })
          }
        >
          <option value="none">None</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      {words && (
        <div className="adm-drf-grid">
          <div className="adm-field">
            <label htmlFor={`${id}-words`}>Words to engrave</label>
            <input
              id={`${id}-words`}
              value={value.words}
              maxLength={limit}
              readOnly={readOnly}
              onChange={(e) => onChange({ ...value, words: e.target.value })}
            />
            <p className="adm-field-hint">
              {Array.from(value.words).length}/{limit} characters
            </p>
          </div>
          <div className="adm-field">
            <label htmlFor={`${id}-font`}>Font</label>
            <select
              id={`${id}-font`}
              value={value.font}
              disabled={readOnly}
              onChange={(e) => onChange({ ...value, font: e.target.value as PersonalisationValues['font'] })}
            >
              {ENGRAVING_FONTS.map((font) => (
                <option key={font} value={font}>
                  {ENGRAVING_FONT_LABELS[font]}
                </option>
              ))}
            </select>
          </div>
          <div className="adm-field">
            <label htmlFor={`${id}-size`}>Font size (px)</label>
            <input
              id={`${id}-size`}
              type="number"
              min={FONT_SIZE.min}
              max={FONT_SIZE.max}
              step={FONT_SIZE.step}
              value={value.fontSize}
              readOnly={readOnly}
              onChange={(e) =>
                onChange({
                  ...value,
                  fontSize: Math.min(
                    FONT_SIZE.max,
                    Math.max(FONT_SIZE.min, Number(e.target.value) || FONT_SIZE.initial),
                  ),
                })
              }
            />
          </div>
        </div>
      )}
      {takesFile && (
        <div className="adm-drf-file">
          {value.file ? (
            <p>
              {value.file.type.startsWith('image/') && <Thumb fileId={value.file.fileId} />}{' '}
              <span className="adm-drf-wrap">{value.file.name}</span>{' '}
              {!readOnly && (
                <button
                  type="button"
                  className="adm-link-button"
                  onClick={() => onChange({ ...value, file: undefined })}
                >
                  Remove the file
                </button>
              )}
            </p>
          ) : (
            !readOnly && (
              <>
                {consent && (
                  <label className="adm-drf-check">
                    <input type="checkbox" checked={consented} onChange={(e) => setConsented(e.target.checked)} />{' '}
                    {DRAFT_WORDS.consentLabel(purpose)}
                  </label>
                )}
                <div className="adm-field">
                  <label htmlFor={`${id}-file`}>
                    {value.type === 'fingerprint' ? 'The customer’s fingerprint' : 'The customer’s photograph'}
                  </label>
                  <input
                    id={`${id}-file`}
                    type="file"
                    accept={IMAGE_UPLOAD_TYPES.join(',')}
                    disabled={uploading}
                    onChange={(e) => {
                      void send(e.target.files?.[0]);
                      e.target.value = '';
                    }}
                  />
                </div>
                {uploading && <p role="status">Uploading…</p>}
              </>
            )
          )}
          {fileProblem && (
            <p className="adm-field-error" role="alert">
              {fileProblem}
            </p>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="adm-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
