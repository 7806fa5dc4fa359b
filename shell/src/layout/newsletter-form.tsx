import { useState, type FormEvent, type JSX } from 'react';
import { SIMPLE_EMAIL_SHAPE } from '@rmj/contracts';
import { words } from '../i18n';

// The spec names no endpoint for the newsletter: the form confirms locally and sends nothing.

/** The footer's newsletter sign-up. */
export function NewsletterForm(): JSX.Element {
  const t = words.useT();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<'thanks' | 'invalid' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!SIMPLE_EMAIL_SHAPE.test(email.trim())) {
      setResult('invalid');
      return;
    }
    setEmail('');
    setResult('thanks');
  };

  return (
    <form className="sh-newsletter" onSubmit={submit} noValidate>
      <div className="sh-newsletter__row">
        <input
          type="email"
          placeholder={t('newsletter.placeholder')}
          aria-label={t('newsletter.label')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setResult(null);
          }}
        />
        <button type="submit" className="ui-button">
          {t('newsletter.subscribe')}
        </button>
      </div>
      {result === 'invalid' && (
        <p className="sh-newsletter__error" role="alert">
          {t('newsletter.invalid')}
        </p>
      )}
      {result === 'thanks' && (
        <p className="sh-newsletter__thanks" role="status">
          {t('newsletter.thanks')}
        </p>
      )}
    </form>
  );
}
