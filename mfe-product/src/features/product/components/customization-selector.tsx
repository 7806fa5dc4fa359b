// The customisation type selector: the types this product offers, plus no customisation.
import type { JSX } from 'react';
import type { CustomizationChoice } from '../../../lib/product-view';
import type { Selection } from '../lib/customization-draft';

export interface CustomizationSelectorProps {
  choices: CustomizationChoice[];
  value: Selection;
  onChange: (value: Selection) => void;
}

export function CustomizationSelector({ choices, value, onChange }: CustomizationSelectorProps): JSX.Element {
  const options: { id: Selection; name: string }[] = [{ id: 'none', name: 'No customisation' }, ...choices];
  return (
    <fieldset className="prd-choices">
      <legend className="prd-field__label">Customisation</legend>
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
