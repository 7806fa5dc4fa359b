// The State field: India's states and union territories as a list when the country is India (the
// invoice's place of supply, and so CGST + SGST or IGST, follows the choice), free text otherwise.
import type { JSX } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { INDIA_STATE_NAMES } from '@rmj/contracts';
import { words } from '../../../i18n';

export function StateField({
  id,
  india,
  registration,
  invalid,
  describedBy,
}: {
  id: string;
  india: boolean;
  registration: UseFormRegisterReturn;
  invalid: boolean;
  describedBy?: string;
}): JSX.Element {
  const t = words.useT();
  const shared = {
    id,
    className: 'crt-field__input',
    autoComplete: 'address-level1',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    ...registration,
  };
  if (!india) return <input type="text" {...shared} />;
  return (
    <select {...shared}>
      <option value="">{t('form.selectState')}</option>
      {INDIA_STATE_NAMES.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}
