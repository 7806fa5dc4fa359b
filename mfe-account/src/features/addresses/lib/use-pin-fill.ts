// Fills City and State from an Indian PIN code once its six digits are typed, as the checkout does:
// a field the shopper filled by hand stays; one this hook filled follows a changed PIN.
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PIN_CODE_PATTERN, type SavedAddressFields, type SavedAddressInput } from '@rmj/contracts';
import { words } from '../../../i18n';
import { usePinPlaceQuery } from '../api/pin-place';

type Form = UseFormReturn<SavedAddressInput, unknown, SavedAddressFields>;

export function usePinFill(form: Form): string | undefined {
  const t = words.useT();
  const [zipCode, country] = form.watch(['zipCode', 'country']);
  const pin = (zipCode ?? '').trim();
  const wanted = country === 'India' && PIN_CODE_PATTERN.test(pin);
  const { data } = usePinPlaceQuery({ pin }, { skip: !wanted });
  const wrote = useRef<{ city?: string; state?: string }>({});
  const [note, setNote] = useState<string>();
  // Read while rendering, so react-hook-form keeps it up to date.
  const submitted = form.formState.isSubmitted;

  useEffect(() => {
    if (!wanted || !data || data.pin !== pin) return;
    const parts: string[] = [];
    for (const field of ['city', 'state'] as const) {
      const value = data[field];
      const current = (form.getValues(field) ?? '').trim();
      if (!value || (current !== '' && current !== wrote.current[field])) continue;
      form.setValue(field, value, { shouldDirty: true, shouldValidate: submitted });
      wrote.current[field] = value;
      parts.push(value);
    }
    setNote(parts.length ? t('addresses.pinFilled', { places: parts.join(', ') }) : undefined);
  }, [wanted, data, pin, form, submitted, t]);

  return wanted ? note : undefined;
}
