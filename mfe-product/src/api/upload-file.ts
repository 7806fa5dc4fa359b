// POST /api/files: one file (a shopper's upload or an engraving proof) as multipart form data.
// The catalog binds the file to this browser (its uploader cookie, set on the answer) and, when
// the shopper is logged in, to the account: only they, and later the order's owner, can read it.
import { readSession, type UploadResponse } from '@rmj/contracts';
import { FILE_MESSAGES } from '@rmj/contracts/upload-rules';
import { productApi } from './product-api';

/** What to upload: the bytes and the name to give them. */
export interface UploadRequest {
  file: Blob;
  name: string;
}

const uploadFileApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<UploadResponse, UploadRequest>({
      query: ({ file, name }) => {
        const body = new FormData();
        body.append('file', file, name);
        // No content type here: the browser writes the multipart boundary itself.
        const session = readSession();
        return {
          url: '/files',
          method: 'POST',
          body,
          ...(session ? { headers: { Authorization: `Bearer ${session.token}` } } : {}),
        };
      },
    }),
  }),
});

export const { useUploadFileMutation } = uploadFileApi;

/** The server's message for a failed upload (413, 415, 429...), else a general one. */
export function uploadErrorMessage(error: unknown): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' && data.message ? data.message : FILE_MESSAGES.failed;
}
