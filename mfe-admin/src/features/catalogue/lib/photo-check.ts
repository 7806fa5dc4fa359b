// The browser's check of a chosen photograph, with the service's own limits (JPEG, PNG or WebP, at
// most 15 MB), so a wrong file is refused at once instead of after a long upload. The service
// checks again by content; this check goes by the type the browser reports.
import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_TYPES } from '@rmj/contracts/photos';

/** The limit as the screens say it. */
export const PHOTO_MAX_LABEL = `${PHOTO_MAX_BYTES / 1024 / 1024} MB`;

/** What the file picker accepts. */
export const PHOTO_ACCEPT = PHOTO_UPLOAD_TYPES.join(',');

export const PHOTO_MESSAGES = {
  type: (name: string) => `“${name}” is not a JPEG, PNG or WebP photograph. Please choose one of those.`,
  size: (name: string) => `“${name}” is larger than ${PHOTO_MAX_LABEL}. Please choose a smaller photograph.`,
  failed: 'The photograph could not be uploaded. Please try again.',
} as const;

/** Why a file cannot be uploaded as a photograph, or null when it can. */
export function photoProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.type(file.name);
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.size(file.name);
  return null;
}
