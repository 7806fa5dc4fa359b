// The shopper's customisation while it is being made, and the cart's Customization built from it
// (spec section 3): files travel as fileId and name, never as bytes.
import type { Customization, CustomizationType, UploadResponse } from '@rmj/contracts';
import {
  clampText,
  ENGRAVING_LIMITS,
  FONT_SIZE,
  TEXT_PLACEMENT,
  ENGRAVING_INK,
  type EngravingFont,
} from '../../../lib/engraving';
import type { Metal, Piece } from '../../../lib/product-view';

/** The selector's value: a customisation type, or none. */
export type Selection = 'none' | CustomizationType;

/** Text type: how the words are set. */
export const TEXT_FORMATS = { 'as-typed': 'As typed', uppercase: 'UPPERCASE', title: 'Title Case' } as const;
export type TextFormat = keyof typeof TEXT_FORMATS;
/** Text type: the weight or slant. */
export const TEXT_STYLES = { regular: 'Regular', bold: 'Bold', italic: 'Italic' } as const;
export type TextStyle = keyof typeof TEXT_STYLES;
/** Longest text of the text type. */
const TEXT_TYPE_LIMIT = 50;

/** Everything the panels edit. */
export interface CustomizationDraft {
  type: Selection;
  /** Engraving, combined and text words. */
  text: string;
  font: EngravingFont;
  fontSize: number;
  textFormat: TextFormat;
  textStyle: TextStyle;
  /** The uploaded file of fingerprint, image, pdf and combined. */
  file?: UploadResponse;
}

export const initialDraft: CustomizationDraft = {
  type: 'none',
  text: '',
  font: 'script',
  fontSize: FONT_SIZE.initial,
  textFormat: 'as-typed',
  textStyle: 'regular',
};

/** Characters the current type allows on this piece. */
export function textLimit(type: Selection, piece: Piece): number {
  return type === 'text' ? TEXT_TYPE_LIMIT : ENGRAVING_LIMITS[piece];
}

/** A new draft for another type: the words stay (cut to the new limit), a file does not (each type takes other files). */
export function switchType(draft: CustomizationDraft, type: Selection, piece: Piece): CustomizationDraft {
  return { ...draft, type, text: clampText(draft.text, textLimit(type, piece)), file: undefined };
}

/** True when the types draws text on the preview picture. */
export const showsPreview = (type: Selection): boolean => type === 'engraving' || type === 'combined';
/** True when the type needs an uploaded file. */
const needsFile = (type: Selection): boolean =>
  type === 'fingerprint' || type === 'image' || type === 'pdf' || type === 'combined';
/** True when the type needs words. */
const needsText = (type: Selection): boolean => type === 'engraving' || type === 'combined' || type === 'text';

/** True when the shopper has filled in what the type needs (whitespace is not words). */
export function isComplete(draft: CustomizationDraft): boolean {
  if (needsText(draft.type) && draft.text.trim() === '') return false;
  if (needsFile(draft.type) && !draft.file) return false;
  return true;
}

/** The text type's words as they will be set. */
function formatText(text: string, format: TextFormat): string {
  if (format === 'uppercase') return text.toUpperCase();
  if (format === 'title')
    return text.toLowerCase().replace(/(^|\s)(\S)/g, (_m, space: string, first: string) => space + first.toUpperCase());
  return text;
}

/** The cart line's customisation, or undefined for none. */
export function buildCustomization(
  draft: CustomizationDraft,
  piece: Piece,
  metal: Metal,
  proofFileId?: string,
): Customization | undefined {
  const words = draft.text.trim();
  const proof = proofFileId ? { proofFileId } : {};
  switch (draft.type) {
    case 'none':
      return undefined;
    case 'engraving':
      return {
        type: 'engraving',
        customName: words,
        selectedFont: draft.font,
        fontSize: draft.fontSize,
        textOverlayStyle: { piece, ...TEXT_PLACEMENT[piece], color: ENGRAVING_INK[metal] },
        ...proof,
      };
    case 'combined':
      return {
        type: 'combined',
        text: { content: words, font: draft.font, fontSize: draft.fontSize, style: 'engraved' },
        file: draft.file ? { name: draft.file.name, type: draft.file.type, fileId: draft.file.fileId } : undefined,
        ...proof,
      };
    case 'text':
      return {
        type: 'text',
        text: formatText(words, draft.textFormat),
        textOptions: { format: draft.textFormat, style: draft.textStyle },
      };
    default:
      return {
        type: draft.type,
        uploadedFile: draft.file ? { name: draft.file.name, type: draft.file.type, size: draft.file.size } : undefined,
        fileId: draft.file?.fileId,
      };
  }
}
