// The personalisations a piece offers (tick boxes) and, when more than one is ticked, which is the
// main one (it sets the badge on cards): kept as one list with the main one first. None ticked is
// allowed: the piece is sold plain.
import { useId, type JSX } from 'react';
import {
  PRODUCT_CUSTOMIZATION_LABELS,
  PRODUCT_CUSTOMIZATION_TYPES,
  type ProductCustomizationType,
} from '@rmj/contracts';

export interface CustomisationFieldProps {
  value: ProductCustomizationType[];
  onChange: (value: ProductCustomizationType[]) => void;
  onBlur: () => void;
  error?: string;
}

export function CustomisationField({ value, onChange, onBlur, error }: CustomisationFieldProps): JSX.Element {
  const id = useId();
  const toggle = (type: ProductCustomizationType) =>
    onChange(value.includes(type) ? value.filter((t) => t !== type) : [...value, type]);
  const makeMain = (type: ProductCustomizationType) => onChange([type, ...value.filter((t) => t !== type)]);
  return (
    <fieldset
      className="adm-cat-group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>Personalisation offered</legend>
      <div className="adm-cat-ticks">
        {PRODUCT_CUSTOMIZATION_TYPES.map((type) => (
          <label key={type} className="adm-cat-tick">
            <input type="checkbox" checked={value.includes(type)} onChange={() => toggle(type)} onBlur={onBlur} />
            {PRODUCT_CUSTOMIZATION_LABELS[type]}
          </label>
        ))}
      </div>
      {value.length === 0 && (
        <p className="adm-field-hint">None ticked: the piece is sold plain, with no customiser on its page.</p>
      )}
      {value.length > 1 && (
        <div className="adm-field">
          <label htmlFor={`${id}-main`}>Main personalisation (shown on the badge)</label>
          <select
            id={`${id}-main`}
            value={value[0]}
            onChange={(event) => makeMain(event.target.value as ProductCustomizationType)}
          >
            {value.map((type) => (
              <option key={type} value={type}>
                {PRODUCT_CUSTOMIZATION_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="adm-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
