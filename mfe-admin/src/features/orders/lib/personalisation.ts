// A line's personalisation read into what the order page and the job card show, whatever its kind:
// the engraved words with their font and size, the proof picture, the customer's file, the printed
// text and its options, the size chosen with it.
import type { OrderCustomization } from '@rmj/contracts';

/** One customer file of a line. */
export interface LineFile {
  fileId: string;
  /** The file's name as uploaded. */
  name: string;
  type?: string;
}

/** What a line's personalisation asks the workshop for. */
export interface Personalisation {
  kind: OrderCustomization['type'];
  /** Engraved (or printed, for combined) words. */
  words?: string;
  font?: string;
  fontSize?: number;
  /** Printed words of a text personalisation. */
  text?: string;
  /** Text options, as label and value. */
  options: { label: string; value: string }[];
  proofFileId?: string;
  file?: LineFile;
  /** A file named by the shopper whose bytes the server does not hold. */
  fileNameOnly?: string;
  /** Ring size chosen with the personalisation. */
  size?: string;
}

function optionValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** "fontStyle" → "Font style". */
const optionLabel = (key: string): string => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function readPersonalisation(c: OrderCustomization): Personalisation {
  const text = c.text;
  const combinedText = typeof text === 'object' && text !== null ? text : undefined;
  const words =
    c.type === 'combined' ? (combinedText?.content ?? (typeof text === 'string' ? text : c.customName)) : c.customName;
  const fileId = c.fileId ?? c.file?.fileId;
  const fileName = c.uploadedFile?.name ?? c.file?.name;
  return {
    kind: c.type,
    words: words?.trim() ? words : undefined,
    font: c.type === 'combined' ? combinedText?.font : c.selectedFont,
    fontSize: c.type === 'combined' ? combinedText?.fontSize : c.fontSize,
    text: c.type === 'text' ? (typeof text === 'string' ? text : text?.content) : undefined,
    options: Object.entries(c.textOptions ?? {}).map(([key, value]) => ({
      label: optionLabel(key),
      value: optionValue(value),
    })),
    proofFileId: c.proofFileId,
    file: fileId ? { fileId, name: fileName ?? 'file', type: c.uploadedFile?.type ?? c.file?.type } : undefined,
    fileNameOnly: !fileId && fileName ? fileName : undefined,
    size: c.Size,
  };
}
