// The grievance (complaint) form, /grievance: name, e-mail, phone and order number (both optional),
// what it is about, and a description. The contract's schema checks it here and again on the
// server, with the same words. On success the ticket number shows at once; the e-mail follows.
import { useId, useState, type JSX } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  GRIEVANCE_DESCRIPTION_MAX,
  paths,
  GRIEVANCE_SUBJECTS,
  grievanceRequestSchema,
  type GrievanceInput,
  type GrievanceRequest,
  type GrievanceResponse,
} from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { PrivacyNotice } from '@rmj/ui';
import { Link } from '@rmj/router';
import { catalogApi } from '../../../lib/catalog-api';
import { usePublicShopSettings } from '../../../lib/shop-settings';
import { grievanceErrorText, useSubmitGrievanceMutation } from '../api/submit-grievance';
import { fieldAria, FormField } from '../../../components/form-field';
import { words } from '../../../i18n';
import { withWords } from '../../../i18n/with-words';
import { contractText, maybeContractText, SUBJECT_WORDS } from '../../../lib/contract-text';

/** A fresh id per submission: a second press of the same form answers the same ticket. */
const newSubmissionId = (): string => globalThis.crypto.randomUUID();

const emptyForm = (): GrievanceRequest => ({
  name: '',
  email: '',
  phone: '',
  orderNumber: '',
  // No subject chosen: the shopper picks one (nothing is pre-selected for them).
  subject: '' as GrievanceRequest['subject'],
  description: '',
  submissionId: newSubmissionId(),
});

export const GrievancePage = withWords(function GrievancePage(): JSX.Element {
  useInjectApi(catalogApi);
  const t = words.useT();
  const said = (text: string | undefined) => maybeContractText(text, t);
  const officerEmail = usePublicShopSettings()?.grievanceOfficer.email;
  const id = useId();
  const [send, { isLoading }] = useSubmitGrievanceMutation();
  const [done, setDone] = useState<GrievanceResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch, reset } = useForm<GrievanceRequest, unknown, GrievanceInput>({
    resolver: zodResolver(grievanceRequestSchema),
    defaultValues: emptyForm(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = formState.errors;
  const described = watch('description') ?? '';

  async function submit(values: GrievanceInput): Promise<void> {
    setProblem(null);
    try {
      setDone(await send(values).unwrap());
    } catch (error) {
      setProblem(
        contractText(grievanceErrorText(error as Parameters<typeof grievanceErrorText>[0], t('grievance.failed')), t),
      );
    }
  }

  const aria = (name: keyof GrievanceRequest, hint = false) => fieldAria(id, name, Boolean(errors[name]), hint);

  return (
    <div className="cat-page cat-grievance">
      <h1>{t('grievance.title')}</h1>
      <p>
        {t('grievance.intro')}{' '}
        {officerEmail
          ? t.rich('grievance.officerAt', {
              email: officerEmail,
              mail: (chunks) => (
                <a key="mail" href={`mailto:${officerEmail}`}>
                  {chunks}
                </a>
              ),
            })
          : t.rich('grievance.officerContact', {
              link: (chunks) => (
                <Link key="contact" to={paths.contact()}>
                  {chunks}
                </Link>
              ),
            })}
        .
      </p>
      {done ? (
        <section className="cat-grievance__done" role="status" aria-labelledby={`${id}-done`}>
          <h2 id={`${id}-done`}>{said(done.message)}</h2>
          <p className="cat-grievance__ticket">
            {t('grievance.ticket')} <strong>{done.ticket}</strong>
          </p>
          <p>{said(done.promise)}</p>
          <p>{t('grievance.emailed')}</p>
          <button
            type="button"
            className="ui-button"
            onClick={() => {
              reset(emptyForm());
              setDone(null);
            }}
          >
            {t('grievance.another')}
          </button>
        </section>
      ) : (
        <form className="cat-contact-form cat-grievance__form" onSubmit={handleSubmit(submit)} noValidate>
          <FormField id={`${id}-name`} label={t('form.name')} error={said(errors.name?.message)}>
            <input type="text" autoComplete="name" {...aria('name')} {...register('name')} />
          </FormField>
          <FormField id={`${id}-email`} label={t('form.email')} error={said(errors.email?.message)}>
            <input type="email" autoComplete="email" {...aria('email')} {...register('email')} />
          </FormField>
          <FormField id={`${id}-phone`} label={t('grievance.phoneOptional')} error={said(errors.phone?.message)}>
            <input type="tel" autoComplete="tel" {...aria('phone')} {...register('phone')} />
          </FormField>
          <FormField
            id={`${id}-orderNumber`}
            label={t('grievance.orderOptional')}
            hint={t('grievance.orderHint')}
            error={said(errors.orderNumber?.message)}
          >
            <input type="text" autoComplete="off" {...aria('orderNumber', true)} {...register('orderNumber')} />
          </FormField>
          <FormField id={`${id}-subject`} label={t('grievance.about')} error={said(errors.subject?.message)}>
            <select {...aria('subject')} {...register('subject')}>
              <option value="">{t('grievance.choose')}</option>
              {GRIEVANCE_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {t(SUBJECT_WORDS[subject])}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id={`${id}-description`}
            label={t('grievance.describe')}
            hint={t('grievance.chars', { count: String(described.length), max: String(GRIEVANCE_DESCRIPTION_MAX) })}
            error={said(errors.description?.message)}
          >
            <textarea rows={6} {...aria('description', true)} {...register('description')} />
          </FormField>
          <PrivacyNotice point="grievance" officerEmail={officerEmail} />
          <button type="submit" className="ui-button" disabled={isLoading}>
            {isLoading ? t('form.sending') : t('grievance.send')}
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
