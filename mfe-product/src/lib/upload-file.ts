// POST /api/files: one file (a shopper's upload or an engraving proof) as multipart form data.
// The catalog binds the file to this browser (its uploader cookie, set on the answer) and, when
// the shopper is logged in, to the account: only they, and later the order's owner, can read it.
import { serverMessage, shopBaseQuery } from '@rmj/api-client';
import type { UploadResponse } from '@rmj/contracts';
import { FILE_MESSAGES } from '@rmj/contracts/upload-rules';
import { productApi } from './product-api';

/** What to upload: the bytes and the name to give them. */
export interface UploadRequest {
  file: Blob;
  name: string;
}

// The upload carries the logged-in shopper's token (shopBaseQuery's session option), so the file is
// bound to the account as well as to this browser.
const withSession = shopBaseQuery({ withSession: true });

const uploadFileApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<UploadResponse, UploadRequest>({
      queryFn: async ({ file, name }, api, extraOptions) => {
        const body = new FormData();
        body.append('file', file, name);
        // No content type here: the browser writes the multipart boundary itself.
        const result = await withSession({ url: '/files', method: 'POST', body }, api, extraOptions);
        return result.error ? { error: result.error } : { data: result.data as UploadResponse };
      },
    }),
  }),
});

export const { useUploadFileMutation } = uploadFileApi;

/** The server's message for a failed upload (413, 415, 429...), else a general one. */
export function uploadErrorMessage(error: unknown): string {
  return serverMessage(error) ?? FILE_MESSAGES.failed;
}
