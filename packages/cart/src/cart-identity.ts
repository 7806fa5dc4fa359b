// Line identity (spec section 4): two adds with the same identity merge into one line.
import type { CartItem, Customization, NewCartItem } from '@rmj/contracts';

/** Font assumed for an engraving that names none, so "no font" and "script" merge. */
export const DEFAULT_ENGRAVING_FONT = 'script';

function customizationKey(customization: Customization | undefined): string {
  if (!customization) return 'plain';
  switch (customization.type) {
    case 'engraving':
      return `engraving:${customization.customName ?? ''}:${customization.selectedFont || DEFAULT_ENGRAVING_FONT}`;
    case 'fingerprint':
    case 'image': {
      // The uploaded file identifies the line: its name, plus the server id when it has one
      // (two different uploads that happen to share a file name stay separate lines).
      const name = customization.uploadedFile?.name ?? '';
      const fileId = customization.fileId ?? '';
      return `${customization.type}:${name}:${fileId}`;
    }
    default:
      return customization.type;
  }
}

/** Derived unique key of a line: id + customisation rule + variant. */
export function buildCartIdentifier(item: Pick<NewCartItem | CartItem, 'id' | 'customization' | 'variant'>): string {
  return [String(item.id), customizationKey(item.customization), item.variant ?? ''].join('|');
}
