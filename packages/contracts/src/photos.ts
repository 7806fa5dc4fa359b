// Product photographs, without zod: also the entry `@rmj/contracts/photos`, so the UI kit
// and the remotes build `srcset`s without the schemas. The catalog service makes every variant when a
// photograph is uploaded; their addresses follow one pattern, so a card, the gallery and a cart line
// (which keeps only the main picture's address) all derive the same candidates.

/** Widths (px) of the variants made of every photograph; a photograph is at least the smallest two wide. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Smallest width (px) an uploaded photograph may have, so the 320 and 640 variants always exist. */
export const PHOTO_MIN_WIDTH = 640;

/** Encodings of the variants, best first (`<source type>` order). */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** Where the public photograph files are served (catalog). */
export const PHOTO_BASE_PATH = '/api/product-photos';

/** Largest photograph upload: 15 MB. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/** Accepted upload types, checked by content (magic bytes), not by name or header. */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The address of one variant: `/api/product-photos/<photoId>/640.webp`. */
export const photoVariantPath = (photoId: string, width: number, format: PhotoFormat): string =>
  `${PHOTO_BASE_PATH}/${encodeURIComponent(photoId)}/${width}.${format}`;

/** The `/api/product-photos/<id>/<width>.<format>` parts of an address, or null for any other picture. */
export function parsePhotoPath(src: string): { photoId: string; width: number; format: PhotoFormat } | null {
  const match = /^\/api\/product-photos\/([A-Za-z0-9_-]{1,64})\/(\d{3,4})\.(avif|webp)$/.exec(src);
  return match ? { photoId: match[1], width: Number(match[2]), format: match[3] as PhotoFormat } : null;
}

/** The widths made of a photograph `width` pixels wide: every listed width up to it. */
export const photoWidthsFor = (width: number): PhotoWidth[] => PHOTO_WIDTHS.filter((w) => w <= width);

/** A `srcset` of one format: `…/320.avif 320w, …/640.avif 640w`, for the widths given. */
export const photoSrcSet = (photoId: string, format: PhotoFormat, widths: readonly number[]): string =>
  widths.map((w) => `${photoVariantPath(photoId, w, format)} ${w}w`).join(', ');

/**
 * The `srcset` of a picture known only by its address (a cart line): for a product photograph, the
 * widths every photograph has up to the one named (same format); for a drawn picture, undefined.
 */
export function srcSetOfPhotoPath(src: string): string | undefined {
  const photo = parsePhotoPath(src);
  if (!photo) return undefined;
  const widths = PHOTO_WIDTHS.filter((w) => w <= Math.max(photo.width, PHOTO_MIN_WIDTH));
  return photoSrcSet(photo.photoId, photo.format, widths);
}
