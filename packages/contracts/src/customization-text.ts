// One-line description of a cart or order line's personalisation: shown under the line in the cart,
// on the order overlay, in the confirmation e-mail and in the saved order. One definition for all.
import type { Customization } from './cart';

const TYPE_LABELS: Record<Customization['type'], string> = {
  engraving: 'Engraving',
  fingerprint: 'Fingerprint',
  image: 'Image',
  pdf: 'PDF',
  text: 'Text',
  combined: 'Combined',
};

const FONT_LABELS: Record<string, string> = {
  script: 'Script',
  serif: 'Elegant Serif',
  modern: 'Modern Sans',
  handwritten: 'Handwritten',
};

function quoted(text: string | undefined): string | undefined {
  return text && text.trim() ? `"${text}"` : undefined;
}

/** 'Engraving: "ANU" (Script)', 'Fingerprint: thumb.png', 'Combined: "LOVE" + pic.png'... */
export function describeCustomization(
  customization: Pick<Customization, 'type' | 'customName' | 'selectedFont' | 'text' | 'uploadedFile' | 'file'>,
): string {
  const label = TYPE_LABELS[customization.type] ?? customization.type;
  const text = customization.text;
  const fileName = customization.uploadedFile?.name ?? customization.file?.name;
  let detail: string | undefined;
  switch (customization.type) {
    case 'engraving': {
      const font = customization.selectedFont;
      const words = quoted(customization.customName);
      detail = words && font ? `${words} (${FONT_LABELS[font] ?? font})` : words;
      break;
    }
    case 'text':
      detail = quoted(typeof text === 'string' ? text : text?.content);
      break;
    case 'combined': {
      const words = quoted(typeof text === 'string' ? text : text?.content);
      detail = [words, fileName].filter(Boolean).join(' + ') || undefined;
      break;
    }
    default:
      detail = fileName;
  }
  return detail ? `${label}: ${detail}` : label;
}
