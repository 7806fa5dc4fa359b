// The customisation type selector: the types this product offers, plus no customisation.
import type { JSX } from 'react';
import { useLang } from '@rmj/i18n';
import type { CustomizationType } from '@rmj/contracts';
import { words, type WordKey } from '../../../i18n';
import type { CustomizationChoice } from '../../../lib/product-view';
import type { Selection } from '../lib/customization-draft';

/** Each type's name on Tamil pages. */
const TYPE_KEYS: Record<CustomizationType, WordKey> = {
  engraving: 'custom.type.engraving',
  fingerprint: 'custom.type.fingerprint',
  image: 'custom.type.image',
  pdf: 'custom.type.pdf',
  text: 'custom.type.text',
  combined: 'custom.type.combined',
};

export interface CustomizationSelectorProps {
  choices: CustomizationChoice[];
  value: Selection;
  onChange: (value: Selection) => void;
}

export function CustomizationSelector({ choices, value, onChange }: CustomizationSelectorProps): JSX.Element {
  const t = words.useT();
  // English pages keep a choice's name as the catalogue gave it; Tamil pages name the type.
  const tamil = useLang() === 'ta';
  const options: { id: Selection; name: string }[] = [
    { id: 'none', name: t('custom.none') },
    ...choices.map((choice) => (tamil ? { id: choice.id, name: t(TYPE_KEYS[choice.id]) } : choice)),
  ];
  return (
    <fieldset className="prd-choices">
      <legend className="prd-field__label">{t('custom.legend')}</legend>
      {options.map((option) => (
        <label
          key={option.id}
          className={['prd-choice', option.id === value ? 'prd-choice--on' : ''].filter(Boolean).join(' ')}
        >
          <input
            type="radio"
            name="customisation"
            value={option.id}
            checked={option.id === value}
            onChange={() => onChange(option.id)}
          />
          {option.name}
        </label>
      ))}
    </fieldset>
  );
}
