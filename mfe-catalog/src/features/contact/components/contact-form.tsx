// 'Get in touch': idle → sending ('Sending...', disabled) → success (5 s, form cleared) or error.
import { useEffect, useState, type JSX } from 'react';
import { useForm } from 'react-hook-form';
import { contactErrorText, useSendContactMessageMutation, type ContactFields } from '../api/send-contact-message';

/** How long the success message stays, in milliseconds (spec section 9). */
const CONTACT_SUCCESS_MS = 5000;
const SUCCESS_TEXT = 'Thank you! Your message has been sent. We will get back to you soon.';
const EMPTY: ContactFields = { name: '', email: '', phone: '', message: '' };

export function ContactForm(): JSX.Element {
  const { register, handleSubmit, reset, formState } = useForm<ContactFields>({ defaultValues: EMPTY });
  const [send, { isLoading }] = useSendContactMessageMutation();
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
      setNotice({ kind: 'success', text: SUCCESS_TEXT });
    } catch (error) {
      setNotice({ kind: 'error', text: contactErrorText(error as Parameters<typeof contactErrorText>[0]) });
    }
  }

  return (
    <form className="cat-contact-form" onSubmit={handleSubmit(submit)} aria-labelledby="cat-contact-title">
      <h2 id="cat-contact-title">Get in touch</h2>
      <label>
        Name
        <input type="text" autoComplete="name" {...register('name')} />
      </label>
      <label>
        Email
        <input type="email" autoComplete="email" required {...register('email', { required: 'Email is required' })} />
      </label>
      {formState.errors.email && (
        <p className="cat-field-error" role="alert">
          {formState.errors.email.message}
        </p>
      )}
      <label>
        Phone
        <input type="tel" autoComplete="tel" {...register('phone')} />
      </label>
      <label>
        Message
        <textarea rows={5} {...register('message')} />
      </label>
      <button type="submit" className="ui-button" disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Send Message'}
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
