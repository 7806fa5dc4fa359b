// The real type of an upload, read from its first bytes (magic numbers). The name and the browser's
// content type are never trusted: a text file renamed .png is still text.
import type { UploadContentType } from '@rmj/contracts';

const SIGNATURES: { type: UploadContentType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: [...Buffer.from('GIF87a')] },
  { type: 'image/gif', bytes: [...Buffer.from('GIF89a')] },
  // PDF readers accept the header anywhere in the first KB; we want it first, which also refuses
  // files that start as another format (HTML, ZIP) and hide a PDF further on.
  { type: 'application/pdf', bytes: [...Buffer.from('%PDF-')] },
];

/** JPEG, PNG, GIF or PDF when the content starts with that format's signature, else null. */
export function detectFileType(content: Buffer): UploadContentType | null {
  const found = SIGNATURES.find(
    ({ bytes }) => content.length >= bytes.length && bytes.every((b, i) => content[i] === b),
  );
  return found?.type ?? null;
}

/** True for the types that are decoded and re-encoded before they are stored. */
export const isImageType = (type: UploadContentType): boolean => type.startsWith('image/');
