// POST /api/files: one file (a shopper's upload or an engraving proof) as multipart form data.
// The catalog binds the file to this browser (its uploader cookie, set on the answer) and, when
// the shopper is logged in, to the account: only they, and later the order's owner, can read it.
import { requestFor, serverMessage } from '@rmj/api-client';
import { ENDPOINT_ROUTES, type EndpointResponse } from '@rmj/contracts';
import { FILE_MESSAGES, type UploadPurpose } from '@rmj/contracts/upload-rules';
import { productApi } from './product-api';

/** What to upload: the bytes and the name to give them. */
export interface UploadRequest {
  file: Blob;
  name: string;
  /** What the file is for; the server asks a fingerprint or photo for consent. */
  purpose: UploadPurpose;
  /** The version of the notice whose consent box the shopper ticked (fingerprint and photo). */
  consent?: string;
}

// POST /api/files, declared from its contract: anyone may upload ('optional-login'), and a logged-in
// shopper's token rides along so the file is bound to the account as well as to this browser.
const uploadFileApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<EndpointResponse<typeof ENDPOINT_ROUTES.uploadFile>, UploadRequest>({
      query: ({ file, name, purpose, consent }) => {
        const form = new FormData();
        // The fields come before the file, so the server knows them when the file arrives.
        form.append('purpose', purpose);
        if (consent) form.append('consent', consent);
        // No content type here: the browser writes the multipart boundary itself.
        form.append('file', file, name);
        return requestFor(ENDPOINT_ROUTES.uploadFile, form);
      },
    }),
  }),
});

export const { useUploadFileMutation } = uploadFileApi;

/** The server's message for a failed upload (413, 415, 429...), else a general one. */
export function uploadErrorMessage(error: unknown): string {
  return serverMessage(error) ?? FILE_MESSAGES.failed;
}
