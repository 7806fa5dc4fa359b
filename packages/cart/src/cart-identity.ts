// Line identity (spec section 4): two adds with the same identity merge into one line.
// The spec names engraving (text and font), fingerprint and image (the uploaded file) and says
// "other types: the type". Taken literally, two PDFs or two different texts would merge into one
// line and the second shopper's choice would be lost, so every type is identified by what the
// workshop makes from it. The engraving proof (proofFileId) is never part of it: each add renders a
// fresh proof of the same design.
import type { CartItem, Customization, NewCartItem } from '@rmj/contracts';

/** Font assumed for an engraving that names none, so "no font" and "script" merge. */
export const DEFAULT_ENGRAVING_FONT = 'script';
/** Font size (px) assumed for an engraving that names none. */
export const DEFAULT_ENGRAVING_FONT_SIZE = 40;

/** The uploaded file: its name, plus the server id when it has one (same name, different upload: different line). */
function fileKey(name: string | undefined, fileId: string | undefined): string {
  return `${name ?? ''}:${fileId ?? ''}`;
}

function engravingKey(customization: Customization): string {
  const base = `${customization.customName ?? ''}:${customization.selectedFont || DEFAULT_ENGRAVING_FONT}`;
  // Older lines carry no size: the default size keeps the spec's "text and font" key, so they still merge.
  const size = customization.fontSize;
  return size === undefined || size === DEFAULT_ENGRAVING_FONT_SIZE ? base : `${base}:${size}px`;
}

function customizationKey(customization: Customization | undefined): string {
  if (!customization) return 'plain';
  const { type } = customization;
  switch (type) {
    case 'engraving':
      return `engraving:${engravingKey(customization)}`;
    case 'fingerprint':
    case 'image':
    case 'pdf':
      return `${type}:${fileKey(customization.uploadedFile?.name, customization.fileId)}`;
    case 'text':
      return `text:${JSON.stringify([customization.text ?? '', customization.textOptions ?? {}])}`;
    case 'combined': {
      const text = typeof customization.text === 'string' ? { content: customization.text } : customization.text;
      const words = JSON.stringify([text?.content ?? '', text?.font ?? '', text?.fontSize ?? '', text?.style ?? '']);
      return `combined:${words}:${fileKey(customization.file?.name, customization.file?.fileId)}`;
    }
    default:
      return String(type);
  }
}

/** Derived unique key of a line: id + customisation rule + variant. */
export function buildCartIdentifier(item: Pick<NewCartItem | CartItem, 'id' | 'customization' | 'variant'>): string {
  return [String(item.id), customizationKey(item.customization), item.variant ?? ''].join('|');
}
