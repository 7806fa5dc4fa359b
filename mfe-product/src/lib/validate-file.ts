// The browser's check before an upload (the server checks the content again): the type the panel
// accepts and the 5 MB limit the page states.
import { FILE_MESSAGES, MAX_UPLOAD_BYTES, type UploadContentType } from '@rmj/contracts/upload-rules';

const BY_EXTENSION: Record<string, UploadContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** The file's type as the browser reports it, or from its extension when the browser says nothing. */
function declaredType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? '';
}

/** null when the file may be uploaded, else the message to show. */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  accepted: readonly UploadContentType[],
  invalidTypeMessage: string = FILE_MESSAGES.invalidType,
): string | null {
  if (!accepted.includes(declaredType(file) as UploadContentType)) return invalidTypeMessage;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_MESSAGES.tooLarge;
  if (file.size === 0) return FILE_MESSAGES.empty;
  return null;
}

/** The accept attribute of a file input for these types. */
export function acceptAttribute(accepted: readonly UploadContentType[]): string {
  const extensions = Object.entries(BY_EXTENSION)
    .filter(([, type]) => accepted.includes(type))
    .map(([extension]) => `.${extension}`);
  return [...accepted, ...extensions].join(',');
}
