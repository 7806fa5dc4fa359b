// A file chooser that uploads at once: the accepted types and the 5MB limit are checked first
// (the server checks the content again), an image shows as a small thumbnail once stored.
// With `dropZone` it also takes a file dragged onto it.
import { useId, useState, type DragEvent, type JSX } from 'react';
import type { UploadResponse } from '@rmj/contracts';
import {
  fileUrl,
  MAX_UPLOAD_LABEL,
  needsConsent,
  PRIVACY_NOTICE_VERSIONS,
  type UploadContentType,
} from '@rmj/contracts/upload-rules';
import { PrivacyNotice } from '@rmj/ui';
import { words } from '../i18n';
import { fileMessageKey } from '../lib/file-message-key';
import { usePublicShopSettings } from '../lib/shop-settings';
import { useFileUpload } from '../lib/use-file-upload';
import { acceptAttribute } from '../lib/validate-file';

export interface FileDropProps {
  label: string;
  /**
   * What the shopper gives us: its privacy notice is shown, and a fingerprint or photo needs the
   * consent box ticked before it is sent. A PDF chosen in a photo panel (combined) is sent as a PDF.
   */
  collects: 'fingerprint' | 'image' | 'pdf';
  /** Types this panel takes. */
  accepted: readonly UploadContentType[];
  /** Names of the accepted types for the hint ('JPEG, PNG, GIF'). */
  typesText: string;
  /** Alert for a type the panel does not take. */
  invalidTypeMessage?: string;
  /** The stored file, if any. */
  file?: UploadResponse;
  onChange: (file: UploadResponse | undefined) => void;
  dropZone?: boolean;
}

export function FileDrop({
  label,
  collects,
  accepted,
  typesText,
  invalidTypeMessage,
  file,
  onChange,
  dropZone = false,
}: FileDropProps): JSX.Element {
  const t = words.useT();
  const inputId = useId();
  const { uploading, error, upload, clearError } = useFileUpload(accepted, invalidTypeMessage);
  const [dragging, setDragging] = useState(false);
  const [consented, setConsented] = useState(false);
  const askConsent = needsConsent(collects);
  const errorKey = error ? fileMessageKey(error) : undefined;
  // The notice says whom to write to: the grievance officer the owner set.
  const officerEmail = usePublicShopSettings()?.grievanceOfficer.email;

  async function take(chosen: File | undefined): Promise<void> {
    if (!chosen) return;
    const purpose = chosen.type === 'application/pdf' ? 'pdf' : collects;
    const consent = needsConsent(purpose) && consented ? PRIVACY_NOTICE_VERSIONS[purpose] : undefined;
    const stored = await upload(chosen, purpose, consent);
    if (stored) onChange(stored);
  }

  function onDrop(event: DragEvent<HTMLDivElement>): void {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files?.[0]);
  }

  const dropHandlers = dropZone
    ? {
        onDragOver: (event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDrop,
      }
    : {};

  return (
    <div
      className={['prd-file', dropZone ? 'prd-file--zone' : '', dragging ? 'prd-file--over' : '']
        .filter(Boolean)
        .join(' ')}
      {...dropHandlers}
    >
      <label className="prd-field__label" htmlFor={inputId}>
        {label}
      </label>
      <PrivacyNotice point={collects} officerEmail={officerEmail} />
      {askConsent && (
        <label className="prd-file__consent">
          <input
            type="checkbox"
            checked={consented}
            onChange={(event) => {
              setConsented(event.target.checked);
              clearError();
            }}
          />{' '}
          {t(collects === 'fingerprint' ? 'file.consent.fingerprint' : 'file.consent.image')}
        </label>
      )}
      {dropZone && <p className="prd-file__zone-text">{t('file.dropHere')}</p>}
      <input
        id={inputId}
        className="prd-file__input"
        type="file"
        accept={acceptAttribute(accepted)}
        disabled={uploading}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = ''; // choosing the same file again still triggers a change
          void take(chosen);
        }}
      />
      <p className="prd-hint">{t('file.limit', { types: typesText, max: MAX_UPLOAD_LABEL })}</p>
      {uploading && (
        <p className="prd-file__status" role="status">
          {t('file.uploading')}
        </p>
      )}
      {error && (
        <p className="prd-alert" role="alert">
          {errorKey ? t(errorKey) : error}
        </p>
      )}
      {file && !uploading && (
        <div className="prd-file__chosen">
          {file.type.startsWith('image/') && (
            <img
              className="prd-file__thumb"
              src={fileUrl(file.fileId)}
              alt={t('file.uploadedAlt', { name: file.name })}
              width={56}
              height={56}
            />
          )}
          <span className="prd-file__name">{t('file.uploaded', { name: file.name })}</span>
          <button
            type="button"
            className="prd-link-button"
            onClick={() => {
              clearError();
              onChange(undefined);
            }}
          >
            {t('file.remove')}
          </button>
        </div>
      )}
    </div>
  );
}
