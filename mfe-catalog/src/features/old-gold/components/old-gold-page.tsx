// The old-gold exchange, /old-gold: the calculator (purity and weight) shows the estimate at the
// owner's buy-back rate less the deduction as the customer types, then the same form asks for a
// visit or a call. The contract's schema checks it here and again on the server, with the same
// words. No money moves online; without buy-back rates the page asks the customer to call.
import { useId, useState, type JSX } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  buybackTermsOf,
  milligramsOf,
  OLD_GOLD_CONTACT_BY,
  OLD_GOLD_PURITIES,
  OLD_GOLD_PURITY_LABELS,
  oldGoldEstimate,
  oldGoldRequestSchema,
  oldGoldWeightSchema,
  type OldGoldRequest,
  type OldGoldRequestInput,
  type OldGoldRequestResponse,
} from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { formatINR, PrivacyNotice, Spinner } from '@rmj/ui';
import { catalogApi } from '../../../lib/catalog-api';
import { usePublicShopSettings } from '../../../lib/shop-settings';
import { oldGoldErrorText, useBuybackTableQuery, useSubmitOldGoldRequestMutation } from '../api/old-gold-api';
import { BuybackRates } from './buyback-rates';
import { EstimateBreakup } from './estimate-breakup';
import { fieldAria, FormField } from '../../../components/form-field';
import { contractText, maybeContractText } from '../../../lib/contract-text';
import { words } from '../../../i18n';
import { withWords } from '../../../i18n/with-words';
import { useLang } from '@rmj/i18n';

type FormValues = Omit<OldGoldRequest, 'weightGrams'> & { weightGrams: number };

const emptyForm = (): FormValues => ({
  name: '',
  phone: '',
  email: '',
  // Nothing pre-chosen: the customer picks the purity and how to be met.
  purity: '' as FormValues['purity'],
  // Shown empty; read as a number (NaN while empty, which the schema answers with its message).
  weightGrams: '' as unknown as number,
  contactBy: '' as FormValues['contactBy'],
  preferredTime: '',
  note: '',
});

const gramsOf = (value: unknown): number =>
  typeof value === 'number' ? value : String(value ?? '').trim() === '' ? Number.NaN : Number(value);

export const OldGoldPage = withWords(function OldGoldPage(): JSX.Element {
  useInjectApi(catalogApi);
  const t = words.useT();
  const lang = useLang();
  const said = (text: string | undefined) => maybeContractText(text, t);
  const id = useId();
  const table = useBuybackTableQuery();
  const [send, { isLoading }] = useSubmitOldGoldRequestMutation();
  const officerEmail = usePublicShopSettings()?.grievanceOfficer.email;
  const [done, setDone] = useState<OldGoldRequestResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch, reset } = useForm<FormValues, unknown, OldGoldRequestInput>({
    resolver: zodResolver(oldGoldRequestSchema),
    defaultValues: emptyForm(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = formState.errors;
  const [purity, weight] = watch(['purity', 'weightGrams']);

  if (table.isLoading) return <Spinner />;
  const rates = table.data?.rates ?? [];
  if (rates.length === 0) {
    return (
      <div className="cat-page cat-old-gold">
        <h1>{t('oldGold.title')}</h1>
        <p className="cat-notice" role="status">
          {t('oldGold.unavailable')}
        </p>
      </div>
    );
  }

  const weightOk = oldGoldWeightSchema.safeParse(weight).success;
  const estimate =
    purity && weightOk ? oldGoldEstimate(purity, milligramsOf(weight), buybackTermsOf(table.data!)) : undefined;

  async function submit(values: OldGoldRequestInput): Promise<void> {
    setProblem(null);
    try {
      setDone(await send(values).unwrap());
    } catch (error) {
      setProblem(
        contractText(oldGoldErrorText(error as Parameters<typeof oldGoldErrorText>[0], t('oldGold.failed')), t),
      );
    }
  }

  const aria = (name: keyof FormValues) => fieldAria(id, name, Boolean(errors[name]));

  return (
    <div className="cat-page cat-old-gold">
      <h1>{t('oldGold.title')}</h1>
      <p>{t('oldGold.intro')}</p>
      <BuybackRates table={table.data!} />
      {done ? (
        <section className="cat-old-gold__done" role="status" aria-labelledby={`${id}-done`}>
          <h2 id={`${id}-done`}>{said(done.message)}</h2>
          {done.estimate && (
            <p>{t('oldGold.yourEstimate', { amount: formatINR(done.estimate.estimateRupees, lang) })}</p>
          )}
          <p>{t('oldGold.disclaimer')}</p>
          <button
            type="button"
            className="ui-button"
            onClick={() => {
              reset(emptyForm());
              setDone(null);
            }}
          >
            {t('oldGold.another')}
          </button>
        </section>
      ) : (
        <form className="cat-contact-form cat-old-gold__form" onSubmit={handleSubmit(submit)} noValidate>
          <fieldset>
            <legend>{t('oldGold.yourMetal')}</legend>
            <FormField id={`${id}-purity`} label={t('oldGold.purity')} error={said(errors.purity?.message)}>
              <select {...aria('purity')} {...register('purity')}>
                <option value="">{t('oldGold.choosePurity')}</option>
                {OLD_GOLD_PURITIES.map((key) => (
                  <option key={key} value={key}>
                    {contractText(OLD_GOLD_PURITY_LABELS[key], t)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={`${id}-weightGrams`} label={t('oldGold.weight')} error={said(errors.weightGrams?.message)}>
              <input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                {...aria('weightGrams')}
                {...register('weightGrams', { setValueAs: gramsOf })}
              />
            </FormField>
            <EstimateBreakup estimate={estimate} />
          </fieldset>
          <fieldset>
            <legend>{t('oldGold.askVisit')}</legend>
            <FormField id={`${id}-name`} label={t('form.name')} error={said(errors.name?.message)}>
              <input type="text" autoComplete="name" {...aria('name')} {...register('name')} />
            </FormField>
            <FormField id={`${id}-phone`} label={t('form.phone')} error={said(errors.phone?.message)}>
              <input type="tel" autoComplete="tel" {...aria('phone')} {...register('phone')} />
            </FormField>
            <FormField id={`${id}-email`} label={t('oldGold.emailOptional')} error={said(errors.email?.message)}>
              <input type="email" autoComplete="email" {...aria('email')} {...register('email')} />
            </FormField>
            <FormField id={`${id}-contactBy`} label={t('oldGold.meet')} error={said(errors.contactBy?.message)}>
              <select {...aria('contactBy')} {...register('contactBy')}>
                <option value="">{t('grievance.choose')}</option>
                {OLD_GOLD_CONTACT_BY.map((way) => (
                  <option key={way} value={way}>
                    {t(way === 'visit' ? 'oldGold.visit' : 'oldGold.call')}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id={`${id}-preferredTime`}
              label={t('oldGold.preferredTime')}
              error={said(errors.preferredTime?.message)}
            >
              <input type="text" {...aria('preferredTime')} {...register('preferredTime')} />
            </FormField>
            <FormField id={`${id}-note`} label={t('oldGold.note')} error={said(errors.note?.message)}>
              <textarea rows={3} {...aria('note')} {...register('note')} />
            </FormField>
          </fieldset>
          <PrivacyNotice point="oldGold" officerEmail={officerEmail} />
          <button type="submit" className="ui-button" disabled={isLoading}>
            {isLoading ? t('form.sending') : t('oldGold.send')}
          </button>
          {problem && (
            <p className="cat-notice cat-notice--error" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
});
