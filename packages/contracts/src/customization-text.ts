// One-line description of a cart or order line's personalisation: shown under the line in the cart,
// on the order overlay, in the confirmation e-mail and in the saved order. One definition for all.
import type { Customization } from './cart';
import { ENGRAVING_FONT_LABELS, ENGRAVING_FONT_LABELS_TA } from './engraving';
import type { ShopLanguage } from './shop-language';

const TYPE_LABELS: Record<ShopLanguage, Record<Customization['type'], string>> = {
  en: {
    engraving: 'Engraving',
    fingerprint: 'Fingerprint',
    image: 'Image',
    pdf: 'PDF',
    text: 'Text',
    combined: 'Combined',
  },
  ta: {
    engraving: 'பொறிப்பு',
    fingerprint: 'கைரேகை',
    image: 'படம்',
    pdf: 'PDF',
    text: 'உரை',
    combined: 'இணைந்தது',
  },
};

const FONT_LABELS: Record<ShopLanguage, Record<string, string>> = {
  en: ENGRAVING_FONT_LABELS,
  ta: ENGRAVING_FONT_LABELS_TA,
};

function quoted(text: string | undefined): string | undefined {
  return text && text.trim() ? `"${text}"` : undefined;
}

/**
 * 'Engraving: "ANU" (Script)', 'Fingerprint: thumb.png', 'Combined: "LOVE" + pic.png'... in the
 * shopper's language (English unless told; Tamil: 'பொறிப்பு: "கார்த்திக்" (தமிழ் மரபு)').
 */
export function describeCustomization(
  customization: Pick<Customization, 'type' | 'customName' | 'selectedFont' | 'text' | 'uploadedFile' | 'file'>,
  lang: ShopLanguage = 'en',
): string {
  const label = TYPE_LABELS[lang][customization.type] ?? customization.type;
  const text = customization.text;
  const fileName = customization.uploadedFile?.name ?? customization.file?.name;
  let detail: string | undefined;
  switch (customization.type) {
    case 'engraving': {
      const font = customization.selectedFont;
      const words = quoted(customization.customName);
      detail = words && font ? `${words} (${FONT_LABELS[lang][font] ?? font})` : words;
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
