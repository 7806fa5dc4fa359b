// A line's personalisation in one line, in the page's language: English pages keep the contract's
// describeCustomization (the same words as the e-mail and the saved order); Tamil pages say the kind
// and font in Tamil and keep the shopper's own words and file name as typed.
import { useCallback } from 'react';
import { describeCustomization, ENGRAVING_FONT_LABELS_TA, isEngravingFont, type Customization } from '@rmj/contracts';
import { useLang } from '@rmj/i18n';
import { words } from '../../../i18n';

type Described = Pick<Customization, 'type' | 'customName' | 'selectedFont' | 'text' | 'uploadedFile' | 'file'>;

const TYPE_KEYS = {
  engraving: 'custom.engraving',
  fingerprint: 'custom.fingerprint',
  image: 'custom.image',
  pdf: 'custom.pdf',
  text: 'custom.text',
  combined: 'custom.combined',
} as const satisfies Record<Customization['type'], string>;

const quoted = (text: string | undefined) => (text && text.trim() ? `"${text}"` : undefined);

export function useCustomizationText(): (customization: Described) => string {
  const lang = useLang();
  const t = words.useT();
  return useCallback(
    (customization: Described) => {
      if (lang === 'en') return describeCustomization(customization);
      const label = t(TYPE_KEYS[customization.type]);
      const text = customization.text;
      const words = typeof text === 'string' ? text : text?.content;
      const fileName = customization.uploadedFile?.name ?? customization.file?.name;
      let detail: string | undefined;
      if (customization.type === 'engraving') {
        const font = customization.selectedFont;
        const name = quoted(customization.customName);
        const fontName = font && isEngravingFont(font) ? ENGRAVING_FONT_LABELS_TA[font] : font;
        detail = name && fontName ? `${name} (${fontName})` : name;
      } else if (customization.type === 'text') detail = quoted(words);
      else if (customization.type === 'combined')
        detail = [quoted(words), fileName].filter(Boolean).join(' + ') || undefined;
      else detail = fileName;
      return detail ? `${label}: ${detail}` : label;
    },
    [lang, t],
  );
}
