// The promo code box of the order summary: the server says whether a code applies and why not. A
// code applied while an item cannot be bought waits: the server checks it once the cart can be.
import { useId, useState, type FormEvent, type JSX, type ReactNode } from 'react';
import { words } from '../../../i18n';
import { useServerWords } from '../../../lib/use-shop-words';
import type { PromoCode } from '../lib/use-cart-quote';
import './promo.css';

export function PromoCodeBox({ promo }: { promo: PromoCode }): JSX.Element {
  const id = useId();
  const [text, setText] = useState('');
  const t = words.useT();
  const say = useServerWords();
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

  function submit(event: FormEvent): void {
    event.preventDefault();
    promo.apply(text);
  }

  if (promo.code && !promo.pending) {
    return (
      <div className="crt-promo">
        {promo.pricing?.promo ? (
          <p className="crt-promo__applied" role="status">
            {t.rich('promo.applied', { code: promo.code, description: promo.pricing.promo.description, b: strong })}
          </p>
        ) : (
          <p className="crt-promo__waiting" role="status">
            {t.rich('promo.waiting', { code: promo.code, b: strong })}
          </p>
        )}
        <button type="button" className="crt-promo__remove" onClick={() => (promo.remove(), setText(''))}>
          {t('promo.remove')}
        </button>
      </div>
    );
  }
  return (
    <form className="crt-promo" onSubmit={submit} noValidate>
      <label htmlFor={id} className="crt-promo__label">
        {t('promo.label')}
      </label>
      <div className="crt-promo__row">
        <input
          id={id}
          className="crt-promo__input"
          type="text"
          placeholder={t('promo.placeholder')}
          autoComplete="off"
          maxLength={30}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={promo.error ? true : undefined}
          aria-describedby={promo.error ? `${id}-error` : undefined}
        />
        <button type="submit" className="crt-promo__apply" disabled={promo.pending}>
          {promo.pending ? t('promo.checking') : t('promo.apply')}
        </button>
      </div>
      {promo.error && (
        <p id={`${id}-error`} className="crt-promo__error" role="alert">
          {say(promo.error)}
        </p>
      )}
    </form>
  );
}
