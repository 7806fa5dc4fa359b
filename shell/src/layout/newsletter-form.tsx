import { useState, type FormEvent, type JSX } from 'react';
import { SIMPLE_EMAIL_SHAPE } from '@rmj/contracts';

// The spec names no endpoint for the newsletter: the form confirms locally and sends nothing.

/** The footer's newsletter sign-up. */
export function NewsletterForm(): JSX.Element {
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
          placeholder="Enter your email"
          aria-label="Email address"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setResult(null);
          }}
        />
        <button type="submit" className="ui-button">
          Subscribe
        </button>
      </div>
      {result === 'invalid' && (
        <p className="sh-newsletter__error" role="alert">
          Please enter a valid email address.
        </p>
      )}
      {result === 'thanks' && (
        <p className="sh-newsletter__thanks" role="status">
          Thank you for subscribing!
        </p>
      )}
    </form>
  );
}
