// The rates as a form: a row per purity, then Save, which first shows what changes and asks to
// confirm. Other roles see the same rows disabled and no Save. The server's messages land beside
// their rate (`rates.gold-916`) or under the form.
import { useMemo, useState, type JSX } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { RATE_KEYS, type AdminRates } from '@rmj/contracts';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { failureMessage } from '../../../lib/messages';
import { useAdminSetRatesMutation } from '../api/rates';
import {
  rateChanges,
  ratesFormValues,
  ratesProblems,
  resultingRates,
  setRatesBody,
  type RateChangeLine,
  type RatesFormValues,
} from '../lib/rates-form';
import { RATES_MESSAGES } from '../lib/rate-words';
import { RateRow } from './rate-row';
import { RatesConfirm } from './rates-confirm';

const resolver: Resolver<RatesFormValues> = async (values) => {
  const problems = Object.entries(ratesProblems(values));
  if (problems.length === 0) return { values, errors: {} };
  const errors: Record<string, Record<string, { type: string; message: string }>> = {};
  for (const [field, message] of problems) {
    const [group, key = 'root'] = field.split('.');
    (errors[group] ??= {})[key] = { type: 'validate', message };
  }
  return { values: {}, errors: errors as FieldErrors<RatesFormValues> };
};

export interface RatesFormProps {
  current: AdminRates;
  /** False: shown read-only (every role but the owner). */
  canEdit: boolean;
  /** After a save (the page refills the form with the answer, so it says so itself). */
  onSaved: () => void;
}

export function RatesForm({ current, canEdit, onSaved }: RatesFormProps): JSX.Element {
  const [save, { isLoading }] = useAdminSetRatesMutation();
  const defaultValues = useMemo(() => ratesFormValues(current), [current]);
  const form = useForm<RatesFormValues>({ resolver, defaultValues });
  const { handleSubmit, watch, reset, setError } = form;
  const [pending, setPending] = useState<{ values: RatesFormValues; changes: RateChangeLine[] } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const values = watch();
  const resulting = resultingRates(values);

  const review = handleSubmit((checked) => {
    const changes = rateChanges(current.rates, checked);
    setOutcome(changes.length === 0 ? { ok: true, text: RATES_MESSAGES.nothingChanged } : undefined);
    setPending(changes.length === 0 ? null : { values: checked, changes });
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      const saved = await save(setRatesBody(pending.values)).unwrap();
      reset(ratesFormValues(saved));
      onSaved();
    } catch (error) {
      const issues = (error as { data?: { issues?: { field: string; message: string }[] } }).data?.issues ?? [];
      const placed = issues.filter((issue) => /^rates\.[a-z]+-\d+$/.test(issue.field));
      for (const issue of placed) setError(issue.field as `rates.gold-999`, { type: 'server', message: issue.message });
      const text =
        placed.length > 0 && placed.length === issues.length
          ? RATES_MESSAGES.fixFields
          : failureMessage(error, RATES_MESSAGES.saveFailed);
      setOutcome({ ok: false, text });
    }
    setPending(null);
  };

  return (
    <form className="adm-rates-form" noValidate onSubmit={review} aria-label="Today's rates">
      <fieldset className="adm-rates-rows" disabled={!canEdit || pending !== null}>
        <legend className="adm-visually-hidden">Rates per purity</legend>
        {RATE_KEYS.map((key) => (
          <RateRow key={key} rateKey={key} form={form} resulting={resulting} />
        ))}
      </fieldset>
      {pending && (
        <RatesConfirm
          changes={pending.changes}
          busy={isLoading}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
      {outcome && <OutcomeMessage outcome={outcome} />}
      {canEdit && !pending && (
        <button type="submit" className="adm-button">
          Save rates
        </button>
      )}
    </form>
  );
}
