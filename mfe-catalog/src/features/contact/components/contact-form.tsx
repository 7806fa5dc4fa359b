// 'Get in touch': idle → sending ('Sending...', disabled) → success (5 s, form cleared) or error.
import { useEffect, useState, type JSX } from 'react';
import { useForm } from 'react-hook-form';
import { contactErrorText, useSendContactMessageMutation, type ContactFields } from '../api/send-contact-message';
import { words } from '../../../i18n';

/** How long the success message stays, in milliseconds (spec section 9). */
const CONTACT_SUCCESS_MS = 5000;
const EMPTY: ContactFields = { name: '', email: '', phone: '', message: '' };

export function ContactForm(): JSX.Element {
  const { register, handleSubmit, reset, formState } = useForm<ContactFields>({ defaultValues: EMPTY });
  const [send, { isLoading }] = useSendContactMessageMutation();
  const t = words.useT();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const timer = setTimeout(() => setNotice(null), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function submit(values: ContactFields): Promise<void> {
    setNotice(null);
    try {
      const answer = await send(values).unwrap();
      console.info('Contact message sent:', answer);
      reset(EMPTY);
      setNotice({ kind: 'success', text: t('form.success') });
    } catch (error) {
      setNotice({ kind: 'error', text: contactErrorText(error as Parameters<typeof contactErrorText>[0], t) });
    }
  }

  return (
    <form className="cat-contact-form" onSubmit={handleSubmit(submit)} aria-labelledby="cat-contact-title">
      <h2 id="cat-contact-title">{t('form.getInTouch')}</h2>
      <label>
        {t('form.name')}
        <input type="text" autoComplete="name" {...register('name')} />
      </label>
      <label>
        {t('form.email')}
        <input
          type="email"
          autoComplete="email"
          required
          {...register('email', { required: t('form.emailRequired') })}
        />
      </label>
      {formState.errors.email && (
        <p className="cat-field-error" role="alert">
          {formState.errors.email.message}
        </p>
      )}
      <label>
        {t('form.phone')}
        <input type="tel" autoComplete="tel" {...register('phone')} />
      </label>
      <label>
        {t('form.message')}
        <textarea rows={5} {...register('message')} />
      </label>
      <button type="submit" className="ui-button" disabled={isLoading}>
        {isLoading ? t('form.sending') : t('form.send')}
      </button>
      {notice && (
        <p
          className={notice.kind === 'success' ? 'cat-notice cat-notice--success' : 'cat-notice cat-notice--error'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
    </form>
  );
}
