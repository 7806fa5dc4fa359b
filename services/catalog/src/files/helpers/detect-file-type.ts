// The real type of an upload, read from its first bytes (magic numbers). The name and the browser's
// content type are never trusted: a text file renamed .png is still text.
import type { UploadContentType } from '@rmj/contracts';

type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

const SIGNATURES: { type: UploadContentType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: [...Buffer.from('GIF87a')] },
  { type: 'image/gif', bytes: [...Buffer.from('GIF89a')] },
  // PDF readers accept the header anywhere in the first KB; we want it first, which also refuses
  // files that start as another format (HTML, ZIP) and hide a PDF further on.
  { type: 'application/pdf', bytes: [...Buffer.from('%PDF-')] },
];

const startsWith = (content: Buffer, bytes: readonly number[], at = 0): boolean =>
  content.length >= at + bytes.length && bytes.every((b, i) => content[at + i] === b);

/** JPEG, PNG, GIF or PDF when the content starts with that format's signature, else null. */
export function detectFileType(content: Buffer): UploadContentType | null {
  return SIGNATURES.find(({ bytes }) => startsWith(content, bytes))?.type ?? null;
}

/** A product photograph's type: JPEG, PNG or WebP (`RIFF` <size> `WEBP`), else null. */
export function detectPhotoType(content: Buffer): PhotoType | null {
  const type = detectFileType(content);
  if (type === 'image/jpeg' || type === 'image/png') return type;
  if (startsWith(content, [...Buffer.from('RIFF')]) && startsWith(content, [...Buffer.from('WEBP')], 8))
    return 'image/webp';
  return null;
}

/** True for the types that are decoded and re-encoded before they are stored. */
export const isImageType = (type: UploadContentType): boolean => type.startsWith('image/');
