// Reads the one file of a multipart POST /api/files in memory, never more than 5 MB (see
// uploads/single-file.interceptor.ts for how the limit holds).
import { FILE_MESSAGES, MAX_UPLOAD_BYTES } from '@rmj/contracts';
import { singleFileInterceptor } from '../uploads/single-file.interceptor';

/** The form field the file comes in. */
export const UPLOAD_FIELD = 'file';

export const UploadInterceptor = singleFileInterceptor({
  field: UPLOAD_FIELD,
  maxBytes: MAX_UPLOAD_BYTES,
  messages: {
    tooLarge: FILE_MESSAGES.tooLarge,
    oneFileOnly: FILE_MESSAGES.oneFileOnly,
    missing: FILE_MESSAGES.missing,
  },
});
