// POST /api/files: one file (a shopper's upload or an engraving proof) as multipart form data.
// The catalog binds the file to this browser (its uploader cookie, set on the answer) and, when
// the shopper is logged in, to the account: only they, and later the order's owner, can read it.
import { serverMessage, shopBaseQuery } from '@rmj/api-client';
import { API_BASE, type ENDPOINT_ROUTES, type EndpointResponse } from '@rmj/contracts';
import { FILE_MESSAGES } from '@rmj/contracts/upload-rules';
import { productApi } from './product-api';

/** What to upload: the bytes and the name to give them. */
export interface UploadRequest {
  file: Blob;
  name: string;
}

type Uploaded = EndpointResponse<typeof ENDPOINT_ROUTES.uploadFile>;
/** POST /api/files, checked by the compiler against its contract. */
const UPLOAD_CALL: (typeof ENDPOINT_ROUTES)['uploadFile']['path'] = '/api/files';

// The upload carries the logged-in shopper's token when there is one (shopBaseQuery's session
// option), so the file is bound to the account as well as to this browser. Its contract is
// 'public' (no login needed), so contractMutation would leave the token out: hence this queryFn.
const withSession = shopBaseQuery({ withSession: true });

const uploadFileApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<Uploaded, UploadRequest>({
      queryFn: async ({ file, name }, api, extraOptions) => {
        const body = new FormData();
        body.append('file', file, name);
        // No content type here: the browser writes the multipart boundary itself.
        const url = UPLOAD_CALL.slice(API_BASE.length);
        const result = await withSession({ url, method: 'POST', body }, api, extraOptions);
        return result.error ? { error: result.error } : { data: result.data as Uploaded };
      },
    }),
  }),
});

export const { useUploadFileMutation } = uploadFileApi;

/** The server's message for a failed upload (413, 415, 429...), else a general one. */
export function uploadErrorMessage(error: unknown): string {
  return serverMessage(error) ?? FILE_MESSAGES.failed;
}
