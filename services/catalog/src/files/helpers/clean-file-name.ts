// File names as shoppers' devices send them: maybe with a path, control or direction characters, or
// hundreds of characters long. What we store and show is a plain, short name ending in the real type.
import { UPLOAD_EXTENSIONS, type UploadContentType } from '@rmj/contracts';

/** Longest stored name, extension included. */
export const MAX_FILE_NAME_LENGTH = 100;

const KNOWN_EXTENSION = /\.(jpe?g|png|gif|pdf)$/i;

/**
 * The last path segment, without control, format (bidi overrides, zero-width) or reserved
 * characters, spaces collapsed, leading dots removed, cut to 100 characters and ending in the
 * extension of the type the content really is ('upload.png' when nothing usable is left).
 */
export function cleanFileName(raw: string | undefined, type: UploadContentType): string {
  const extension = UPLOAD_EXTENSIONS[type];
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  let base = withoutTrailingDotsAndSpaces(
    lastSegment
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
      .replace(/["*:<>?|]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[.\s]+/, '')
      .replace(KNOWN_EXTENSION, ''),
  );
  if (base === '') base = 'upload';
  const room = MAX_FILE_NAME_LENGTH - extension.length;
  // Cut by code points so a multi-byte character is never split in half.
  base = Array.from(base).slice(0, room).join('').trim();
  return `${base}${extension}`;
}

/** `text` without trailing dots and white space, scanning back once (a `/[.\s]+$/` replace is quadratic on long runs). */
function withoutTrailingDotsAndSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && /[.\s]/.test(text[end - 1])) end -= 1;
  return text.slice(0, end);
}
