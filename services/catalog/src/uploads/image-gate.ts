// What every decode of an uploaded picture goes through, so one upload cannot take the catalog's
// memory (the pod also serves the whole catalogue): the size is read from the header first
// (sharp's metadata(): no pixels decoded) and refused above a limit, animations are capped by
// frames and by their pixels over all frames, and only one picture is decoded at a time in this
// process (the others wait in a short queue; past it they are told to try again).
import sharp from 'sharp';

/** Limits of one kind of upload. */
export interface ImageLimits {
  /** Pixels of one frame (width × height). */
  maxPixels: number;
  /** Frames of an animation. */
  maxFrames: number;
  /** Pixels of every frame together (an animation is decoded whole). */
  maxTotalPixels: number;
}

/**
 * Customers' pictures (POST /api/files): 24 megapixels (6000 × 4000, more than a phone photo
 * needs for an engraving or a print), animations at most 100 frames and 24 megapixels in all.
 */
export const CUSTOMER_IMAGE_LIMITS: ImageLimits = {
  maxPixels: 24_000_000,
  maxFrames: 100,
  maxTotalPixels: 24_000_000,
};

/**
 * Staff product photographs: 50 megapixels (a 50 MP camera's full frame). Only the first frame of
 * an animated file is ever decoded, so frames are not limited.
 */
export const STAFF_PHOTO_LIMITS: ImageLimits = {
  maxPixels: 50_000_000,
  maxFrames: Number.POSITIVE_INFINITY,
  maxTotalPixels: Number.POSITIVE_INFINITY,
};

/** Pictures that may wait for the decoder at once in one process; more are refused (503). */
export const DECODE_QUEUE_MAX = 8;

/** The header says the picture is larger than its limits allow. */
export class ImageTooLargeError extends Error {
  constructor(
    readonly reason: 'pixels' | 'frames',
    message: string,
  ) {
    super(message);
  }
}
/** The header cannot be read at all. */
export class ImageHeaderError extends Error {}
/** Too many pictures are already waiting to be decoded here. */
export class DecoderBusyError extends Error {}

/** A picture's size from its header. */
export interface ImageHeader {
  /** As stored (before any EXIF rotation). */
  width: number;
  height: number;
  frames: number;
}

/** Reads the size without decoding the pixels, and refuses what is over `limits`. */
export async function checkImageHeader(content: Buffer, limits: ImageLimits): Promise<ImageHeader> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(content, { animated: true, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageHeaderError(error instanceof Error ? error.message : String(error));
  }
  const frames = Math.max(1, meta.pages ?? 1);
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? (meta.height ?? 0) / frames;
  if (!width || !height) throw new ImageHeaderError('no size in the header');
  if (width * height > limits.maxPixels)
    throw new ImageTooLargeError('pixels', `${width} × ${height} is over ${limits.maxPixels} pixels`);
  if (frames > limits.maxFrames || width * height * frames > limits.maxTotalPixels)
    throw new ImageTooLargeError('frames', `${frames} frames of ${width} × ${height}`);
  return { width, height, frames };
}

/** One decode at a time; a short queue behind it. */
class DecodeSlot {
  private busy = false;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly queueMax: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy) {
      if (this.waiting.length >= this.queueMax) throw new DecoderBusyError('decoder queue full');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.busy = true;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    }
  }
}

const slot = new DecodeSlot(DECODE_QUEUE_MAX);

/** Runs a decode of an uploaded picture when no other one is running in this process. */
export const decodeOneAtATime = <T>(work: () => Promise<T>): Promise<T> => slot.run(work);
