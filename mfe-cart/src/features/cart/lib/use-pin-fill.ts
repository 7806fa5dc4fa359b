// Fills City and State from an Indian PIN code as soon as its six digits are typed (the catalog's
// PIN directory). A field the shopper filled by hand is left alone; one this hook filled follows a
// changed PIN. Says what it filled (the places' names), for the note under the PIN field.
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PIN_CODE_PATTERN, type CustomerDetails, type CustomerDetailsInput } from '@rmj/contracts';
import { usePinPlaceQuery } from '../api/get-pin-place';

type Form = UseFormReturn<CustomerDetailsInput, unknown, CustomerDetails>;

export function usePinFill(form: Form): string[] | undefined {
  const [zipCode, country] = form.watch(['zipCode', 'country']);
  const pin = (zipCode ?? '').trim();
  const wanted = country === 'India' && PIN_CODE_PATTERN.test(pin);
  const { data } = usePinPlaceQuery({ pin }, { skip: !wanted });
  // What this hook last wrote, per field: a field still holding it was not changed by hand.
  const wrote = useRef<{ city?: string; state?: string }>({});
  const [note, setNote] = useState<string[]>();
  // Read while rendering, so react-hook-form keeps it up to date (a filled field is checked again once submitted).
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
    setNote(parts.length ? parts : undefined);
  }, [wanted, data, pin, form, submitted]);

  return wanted ? note : undefined;
}
