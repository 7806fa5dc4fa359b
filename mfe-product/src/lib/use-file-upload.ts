// Checks a chosen file in the browser, then uploads it (POST /api/files), with the messages to show.
import { useCallback, useState } from 'react';
import type { UploadResponse } from '@rmj/contracts';
import {
  CONSENT_MESSAGES,
  needsConsent,
  type UploadContentType,
  type UploadPurpose,
} from '@rmj/contracts/upload-rules';
import { uploadErrorMessage, useUploadFileMutation } from './upload-file';
import { checkFile } from './validate-file';

export interface FileUploadState {
  /** True while the file is on its way. */
  uploading: boolean;
  /** Why the last file was refused, if it was. */
  error: string | null;
  /**
   * Checks and uploads a file as `purpose`; a fingerprint or photo needs `consent` (the version of
   * the notice whose box is ticked), else nothing is sent. Resolves with the stored file, or null (error set).
   */
  upload: (file: File, purpose: UploadPurpose, consent?: string) => Promise<UploadResponse | null>;
  /** Forgets the last error. */
  clearError: () => void;
}

export function useFileUpload(accepted: readonly UploadContentType[], invalidTypeMessage?: string): FileUploadState {
  const [send, { isLoading }] = useUploadFileMutation();
  const [error, setError] = useState<string | null>(null);
  const upload = useCallback(
    async (file: File, purpose: UploadPurpose, consent?: string) => {
      const problem =
        checkFile(file, accepted, invalidTypeMessage) ??
        (needsConsent(purpose) && !consent ? CONSENT_MESSAGES.required : null);
      setError(problem);
      if (problem) return null;
      try {
        return await send({ file, name: file.name, purpose, consent }).unwrap();
      } catch (failure) {
        setError(uploadErrorMessage(failure));
        return null;
      }
    },
    [accepted, invalidTypeMessage, send],
  );
  return { uploading: isLoading, error, upload, clearError: useCallback(() => setError(null), []) };
}
