// The grievance (complaint) form, /grievance: name, e-mail, phone and order number (both optional),
// what it is about, and a description. The contract's schema checks it here and again on the
// server, with the same words. On success the ticket number shows at once; the e-mail follows.
import { useId, useState, type JSX } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  GRIEVANCE_DESCRIPTION_MAX,
  paths,
  GRIEVANCE_SUBJECT_LABELS,
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

export function GrievancePage(): JSX.Element {
  useInjectApi(catalogApi);
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
      setProblem(grievanceErrorText(error as Parameters<typeof grievanceErrorText>[0]));
    }
  }

  const aria = (name: keyof GrievanceRequest, hint = false) => fieldAria(id, name, Boolean(errors[name]), hint);

  return (
    <div className="cat-page cat-grievance">
      <h1>Complaints</h1>
      <p>
        Tell us what went wrong and we will put it right. You get a ticket number at once; we acknowledge every
        complaint within 48 hours and resolve it within one month. Our grievance officer can also be reached{' '}
        {officerEmail ? (
          <>
            at <a href={`mailto:${officerEmail}`}>{officerEmail}</a>
          </>
        ) : (
          <>
            through our <Link to={paths.contact()}>contact page</Link>
          </>
        )}
        .
      </p>
      {done ? (
        <section className="cat-grievance__done" role="status" aria-labelledby={`${id}-done`}>
          <h2 id={`${id}-done`}>{done.message}</h2>
          <p className="cat-grievance__ticket">
            Your ticket number: <strong>{done.ticket}</strong>
          </p>
          <p>{done.promise}</p>
          <p>We have e-mailed the ticket number to you. Please quote it if you write to us about this complaint.</p>
          <button
            type="button"
            className="ui-button"
            onClick={() => {
              reset(emptyForm());
              setDone(null);
            }}
          >
            Send another complaint
          </button>
        </section>
      ) : (
        <form className="cat-contact-form cat-grievance__form" onSubmit={handleSubmit(submit)} noValidate>
          <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
            <input type="text" autoComplete="name" {...aria('name')} {...register('name')} />
          </FormField>
          <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
            <input type="email" autoComplete="email" {...aria('email')} {...register('email')} />
          </FormField>
          <FormField id={`${id}-phone`} label="Phone (optional)" error={errors.phone?.message}>
            <input type="tel" autoComplete="tel" {...aria('phone')} {...register('phone')} />
          </FormField>
          <FormField
            id={`${id}-orderNumber`}
            label="Order number (optional)"
            hint="For example RMJ-ABCDE12345, from your order e-mail."
            error={errors.orderNumber?.message}
          >
            <input type="text" autoComplete="off" {...aria('orderNumber', true)} {...register('orderNumber')} />
          </FormField>
          <FormField id={`${id}-subject`} label="What is it about?" error={errors.subject?.message}>
            <select {...aria('subject')} {...register('subject')}>
              <option value="">Choose one</option>
              {GRIEVANCE_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {GRIEVANCE_SUBJECT_LABELS[subject]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id={`${id}-description`}
            label="Describe your complaint"
            hint={`${described.length} of ${GRIEVANCE_DESCRIPTION_MAX} characters`}
            error={errors.description?.message}
          >
            <textarea rows={6} {...aria('description', true)} {...register('description')} />
          </FormField>
          <PrivacyNotice point="grievance" officerEmail={officerEmail} />
          <button type="submit" className="ui-button" disabled={isLoading}>
            {isLoading ? 'Sending...' : 'Send complaint'}
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
}
