// The promo code box of the order summary: the server says whether a code applies and why not. A
// code applied while an item cannot be bought waits: the server checks it once the cart can be.
import { useId, useState, type FormEvent, type JSX } from 'react';
import type { PromoCode } from '../lib/use-cart-quote';
import './promo.css';

export function PromoCodeBox({ promo }: { promo: PromoCode }): JSX.Element {
  const id = useId();
  const [text, setText] = useState('');

  function submit(event: FormEvent): void {
    event.preventDefault();
    promo.apply(text);
  }

  if (promo.code && !promo.pending) {
    return (
      <div className="crt-promo">
        {promo.pricing?.promo ? (
          <p className="crt-promo__applied" role="status">
            Promo code <strong>{promo.code}</strong> applied: {promo.pricing.promo.description}.
          </p>
        ) : (
          <p className="crt-promo__waiting" role="status">
            Promo code <strong>{promo.code}</strong> will be checked once every item in your cart can be bought.
          </p>
        )}
        <button type="button" className="crt-promo__remove" onClick={() => (promo.remove(), setText(''))}>
          Remove code
        </button>
      </div>
    );
  }
  return (
    <form className="crt-promo" onSubmit={submit} noValidate>
      <label htmlFor={id} className="crt-promo__label">
        Promo code
      </label>
      <div className="crt-promo__row">
        <input
          id={id}
          className="crt-promo__input"
          type="text"
          placeholder="Enter promo code"
          autoComplete="off"
          maxLength={30}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={promo.error ? true : undefined}
          aria-describedby={promo.error ? `${id}-error` : undefined}
        />
        <button type="submit" className="crt-promo__apply" disabled={promo.pending}>
          {promo.pending ? 'Checking...' : 'Apply'}
        </button>
      </div>
      {promo.error && (
        <p id={`${id}-error`} className="crt-promo__error" role="alert">
          {promo.error}
        </p>
      )}
    </form>
  );
}
