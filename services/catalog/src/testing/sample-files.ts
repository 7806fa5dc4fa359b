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
