// Checks a chosen file in the browser, then uploads it (POST /api/files), with the messages to show.
import { useCallback, useState } from 'react';
import type { UploadResponse } from '@rmj/contracts';
import type { UploadContentType } from '@rmj/contracts/upload-rules';
import { uploadErrorMessage, useUploadFileMutation } from './upload-file';
import { checkFile } from './validate-file';

export interface FileUploadState {
  /** True while the file is on its way. */
  uploading: boolean;
  /** Why the last file was refused, if it was. */
  error: string | null;
  /** Checks and uploads a file; resolves with the stored file, or null (error set). */
  upload: (file: File) => Promise<UploadResponse | null>;
  /** Forgets the last error. */
  clearError: () => void;
}

export function useFileUpload(accepted: readonly UploadContentType[], invalidTypeMessage?: string): FileUploadState {
  const [send, { isLoading }] = useUploadFileMutation();
  const [error, setError] = useState<string | null>(null);
  const upload = useCallback(
    async (file: File) => {
      const problem = checkFile(file, accepted, invalidTypeMessage);
      setError(problem);
      if (problem) return null;
      try {
        return await send({ file, name: file.name }).unwrap();
      } catch (failure) {
        setError(uploadErrorMessage(failure));
        return null;
      }
    },
    [accepted, invalidTypeMessage, send],
  );
  return { uploading: isLoading, error, upload, clearError: useCallback(() => setError(null), []) };
}
