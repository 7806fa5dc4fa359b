/** Small real files of each type for the files tests, made with sharp. */
import { PRIVACY_NOTICE_VERSIONS } from '@rmj/contracts';
import sharp from 'sharp';

const square = (background: string) => sharp({ create: { width: 8, height: 8, channels: 3, background } });

/** A JPEG carrying EXIF metadata (a phone photo's camera details). */
export const jpegWithExif = () =>
  square('#c00')
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Shopper phone', Model: 'Phone X' } })
    .toBuffer();
export const png = () => square('#0c0').png().toBuffer();
export const gif = () => square('#00c').gif().toBuffer();
/** A minimal PDF (PDFs are stored as sent). */
export const pdf = (padTo = 0): Buffer => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
  const tail = Buffer.from('\n%%EOF\n');
  const pad = Buffer.alloc(Math.max(0, padTo - head.length - tail.length), 0x20);
  return Buffer.concat([head, pad, tail]);
};

/** The consent fields a product page sends with a photograph: the ticked box under the current notice. */
export const photoConsent = { purpose: 'image', consent: PRIVACY_NOTICE_VERSIONS.image } as const;

/** Adds a ticked photo consent to an upload request (before its file part, as the page sends it). */
export function withPhotoConsent<T extends { field(name: string, value: string): T }>(req: T): T {
  return req.field('purpose', photoConsent.purpose).field('consent', photoConsent.consent);
}

/**
 * A decompression bomb: a 7000 × 5000 (35 MP) JPEG of one colour (about 200 KB) whose EXIF says
 * "rotate a quarter" (orientation 6), so a decoder must hold it twice.
 */
export const jpegBomb = () =>
  sharp({ create: { width: 7000, height: 5000, channels: 3, background: '#a33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

/**
 * An animated GIF of `frames` frames on a `width` × `height` screen, each frame a single pixel: a
 * few hundred bytes that decode to width × height × frames pixels.
 */
export function gifBomb(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // a global colour table of two colours
  const parts = [Buffer.from('GIF89a'), screen, Buffer.from([0, 0, 0, 255, 255, 255])];
  parts.push(Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0]));
  for (let i = 0; i < frames; i++) {
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(i % width, 1);
    descriptor.writeUInt16LE(1, 5);
    descriptor.writeUInt16LE(1, 7);
    // A 100 ms frame, then one pixel of LZW data (clear, 0, end).
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]), descriptor, Buffer.from([2, 2, 0x44, 0x01, 0]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** A small real JPEG whose header claims `width` × `height` (what metadata() reads; the pixels are not there). */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#555' } })
    .jpeg()
    .toBuffer();
  for (let i = 2; i < jpeg.length - 8; i++) {
    // SOF0/SOF2: marker, length (2), precision (1), height (2), width (2).
    if (jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2)) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error('no SOF marker');
}
