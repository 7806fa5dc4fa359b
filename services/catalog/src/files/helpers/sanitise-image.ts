// Images are decoded and re-encoded before they are stored: that drops every piece of metadata
// (a phone photo's GPS position, camera serials), applies the EXIF rotation first so the picture
// still stands the right way up, and discards whatever else the file carried (bytes appended after
// the image, a second format hidden inside), because only decoded pixels are written back.
import sharp from 'sharp';
import type { UploadContentType } from '@rmj/contracts';
import { CUSTOMER_IMAGE_LIMITS } from '../../uploads/image-gate';

/**
 * Belt and braces behind the header check (FilesService): libvips itself refuses more pixels than
 * this, counted over every frame of an animation.
 */
export const MAX_IMAGE_PIXELS = CUSTOMER_IMAGE_LIMITS.maxTotalPixels;

/** Raised when the bytes have an image signature but do not decode. */
export class UnreadableImageError extends Error {}

/** The re-encoded image in the same format (GIF animations are kept). */
export async function sanitiseImage(content: Buffer, type: UploadContentType): Promise<Buffer> {
  const input = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  try {
    switch (type) {
      case 'image/jpeg':
        return await sharp(content, input).rotate().jpeg({ quality: 90 }).toBuffer();
      case 'image/png':
        return await sharp(content, input).rotate().png().toBuffer();
      case 'image/gif':
        return await sharp(content, { ...input, animated: true })
          .gif()
          .toBuffer();
      default:
        throw new UnreadableImageError(`not an image type: ${type}`);
    }
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}
