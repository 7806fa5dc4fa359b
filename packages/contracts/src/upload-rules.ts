// Upload rules without zod: limits, accepted types, file ids and the texts shoppers see. Browser
// code imports this module alone (`@rmj/contracts/upload-rules`) so a page that only checks a file
// before uploading it does not download zod; `files.ts` re-exports everything here.

export * from './privacy-notices';

/** Largest file a shopper may upload: 5 MB (5 x 1024 x 1024 bytes), checked in the browser and on the server. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** How the UI states the limit. */
export const MAX_UPLOAD_LABEL = '5MB';

/** Content types the service stores; the real type is read from the file's first bytes, never from its name. */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** Types the image and fingerprint panels accept (spec section 5). */
export const IMAGE_UPLOAD_TYPES: readonly UploadContentType[] = ['image/jpeg', 'image/png', 'image/gif'];
/** Types the combined panel accepts (spec section 5). */
export const COMBINED_UPLOAD_TYPES: readonly UploadContentType[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'application/pdf',
];
/** Types a PDF panel accepts. */
export const PDF_UPLOAD_TYPES: readonly UploadContentType[] = ['application/pdf'];

/** File name extension the service gives each stored type. */
export const UPLOAD_EXTENSIONS: Record<UploadContentType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'application/pdf': '.pdf',
};

/** A file id: 128 random bits as 32 lower-case hex characters. */
export const FILE_ID_PATTERN = /^[0-9a-f]{32}$/;
/** True when `value` has the shape of a file id. */
export function isFileId(value: unknown): value is string {
  return typeof value === 'string' && FILE_ID_PATTERN.test(value);
}

/** Address of a stored file (same origin, through the gateway). */
export function fileUrl(fileId: string): string {
  return `/api/files/${encodeURIComponent(fileId)}`;
}

/**
 * The cookie that binds uploads to the browser that made them (HttpOnly, SameSite=Lax, Path=/api,
 * Secure over https): a random 128-bit token the catalog sets on the first upload. It lets that
 * browser show its own files in `<img>` tags, which cannot send a Bearer token.
 */
export const UPLOADER_COOKIE = 'rmj_uploader';

const FILES_PATH = '/api/files/';

/**
 * A request URL as logs may show it: `/api/files/<id>` (any case, with any query) becomes
 * `/api/files/:id`, so a log never holds an address that fetches a customer's file.
 */
export function redactFileUrl(url: string): string {
  if (url.slice(0, FILES_PATH.length).toLowerCase() !== FILES_PATH) return url;
  return `${FILES_PATH}:id`;
}

/** Texts shoppers see about uploads (spec section 5 for the first two; the rest are ours). */
export const FILE_MESSAGES = {
  /** A panel's alert for a type it does not take. */
  invalidType: 'Please upload a valid file type for this customization',
  /** The combined drop zone's alert. */
  combinedInvalidType: 'Please upload an image (JPEG, PNG, GIF)',
  /** A file over MAX_UPLOAD_BYTES (browser and server, 413). */
  tooLarge: 'The file is larger than 5MB. Please choose a smaller file.',
  /** Content that is not JPEG, PNG, GIF or PDF (415). */
  unsupportedType: 'Only JPEG, PNG, GIF and PDF files can be uploaded.',
  /** An image whose bytes cannot be decoded (415). */
  unreadableImage: 'The image could not be read. Please choose another JPEG, PNG or GIF file.',
  /** A picture over 24 megapixels, read from its header before decoding (413). */
  imageTooManyPixels:
    'The picture is too large: at most 24 megapixels (for example 6000 × 4000 pixels). Please choose a smaller picture.',
  /** An animated GIF over 100 frames or 24 megapixels over all its frames (413). */
  animationTooLarge:
    'The animation is too large: at most 100 frames and 24 megapixels in all. Please choose a shorter or smaller GIF.',
  /** Too many pictures are being processed at this moment (503). */
  decoderBusy: 'We are processing many pictures right now. Please try again in a minute.',
  /** A zero-byte file (400). */
  empty: 'The file is empty. Please choose another file.',
  /** No file part in the request (400). */
  missing: 'Choose a file to upload (multipart/form-data with one part named "file").',
  /** More than one file, or a file under another field name (400). */
  oneFileOnly: 'Upload one file at a time, in a part named "file".',
  /** Too many uploads from one client (429). */
  tooMany: 'Too many uploads. Please wait a few minutes and try again.',
  /** One client's uploads reached the daily byte quota (429). */
  dailyQuota: 'You have uploaded too many files today. Please try again tomorrow.',
  /** The shop's store of unclaimed uploads is full (507). */
  storageFull: 'We cannot accept uploads right now. Please try again later.',
  /** Checkout with a file id that is malformed, gone or not this shopper's (400). */
  notYours: 'One of your personalisation files could not be found. Please upload it again.',
  /** Checkout could not ask the catalog about the cart's files (503). */
  checkUnavailable: 'We could not check your personalisation files. Please try again shortly.',
  /** The upload could not reach the server or was refused for another reason. */
  failed: 'The file could not be uploaded. Please try again.',
  /** GET with a malformed id (400). */
  invalidId: 'Invalid file id',
  /** GET with an unknown id, or a file of someone else (404: existence is not revealed). */
  notFound: 'File not found',
} as const;
