// The variants of a product photograph, made once at upload with sharp: the camera's rotation applied,
// every piece of metadata dropped (sharp writes none unless asked: no EXIF, GPS or camera serial
// reaches a shopper), AVIF and WebP at each of PHOTO_WIDTHS up to the photograph's own width, and a
// 16 px blurred WebP as a data: URL to show while the photograph loads. The photograph is decoded once
// (JPEG shrink-on-load at the largest width) and every variant is resized from those pixels.
import { PHOTO_FORMATS, PHOTO_MIN_WIDTH, photoWidthsFor, type PhotoFormat } from '@rmj/contracts';
import sharp from 'sharp';
import { checkImageHeader, decodeOneAtATime, ImageHeaderError, STAFF_PHOTO_LIMITS } from '../uploads/image-gate';

/** Refuse photographs of more pixels than this (decompression bombs), read from the header first. */
export const PHOTO_MAX_PIXELS = STAFF_PHOTO_LIMITS.maxPixels;
/** Width of the placeholder. */
export const PLACEHOLDER_WIDTH = 16;

/** Encoder settings: quality chosen for product photographs on phones (small files, no visible blocks). */
const ENCODE: Record<PhotoFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 3 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

export interface PhotoVariant {
  width: number;
  height: number;
  format: PhotoFormat;
  data: Buffer;
}

export interface MadePhoto {
  /** Size of the largest variant. */
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  variants: PhotoVariant[];
}

/** The photograph is narrower than PHOTO_MIN_WIDTH (after its rotation). */
export class PhotoTooNarrowError extends Error {}
/** The bytes have a photograph's signature but do not decode. */
export class PhotoUnreadableError extends Error {}

/**
 * The variants of one photograph: its header checked first (ImageTooLargeError over
 * STAFF_PHOTO_LIMITS, nothing decoded), then made while no other upload is being decoded here.
 */
export async function makePhotoVariants(content: Buffer): Promise<MadePhoto> {
  try {
    await checkImageHeader(content, STAFF_PHOTO_LIMITS);
  } catch (error) {
    if (error instanceof ImageHeaderError) throw new PhotoUnreadableError(error.message);
    throw error;
  }
  return decodeOneAtATime(() => decodeVariants(content));
}

async function decodeVariants(content: Buffer): Promise<MadePhoto> {
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const };
  let base: { data: Buffer; info: sharp.OutputInfo };
  let widths: number[];
  try {
    const meta = await sharp(content, options).metadata();
    // EXIF orientations 5-8 turn the picture a quarter: its width is the stored height.
    const width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    if (!width) throw new PhotoUnreadableError('no size');
    if (width < PHOTO_MIN_WIDTH) throw new PhotoTooNarrowError(`${width} px wide`);
    widths = photoWidthsFor(width);
    base = await sharp(content, options)
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof PhotoTooNarrowError || error instanceof PhotoUnreadableError) throw error;
    throw new PhotoUnreadableError(error instanceof Error ? error.message : String(error));
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const fromBase = () => sharp(base.data, raw);
  const jobs = widths.flatMap((width) =>
    PHOTO_FORMATS.map(async (format): Promise<PhotoVariant> => {
      const { data, info } = await ENCODE[format](fromBase().resize({ width })).toBuffer({ resolveWithObject: true });
      return { width, height: info.height, format, data };
    }),
  );
  const placeholder = fromBase().resize({ width: PLACEHOLDER_WIDTH }).blur(0.8).webp({ quality: 40 }).toBuffer();
  const [variants, tiny] = await Promise.all([Promise.all(jobs), placeholder]);
  return {
    width: base.info.width,
    height: base.info.height,
    widths,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    variants,
  };
}
