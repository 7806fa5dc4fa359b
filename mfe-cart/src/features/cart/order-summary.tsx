// Order summary: Subtotal, flat Shipping, Total (= subtotal + shipping), and the promo code box.
import type { JSX, ReactNode } from 'react';
import { SHIPPING_FEE } from '@rmj/cart';
import { formatINR } from '@rmj/ui';

/** Props of OrderSummary. */
export interface OrderSummaryProps {
  /** Sum of price x quantity in rupees. */
  subtotal: number;
  /** The checkout button and its notices. */
  children?: ReactNode;
}

export function OrderSummary({ subtotal, children }: OrderSummaryProps): JSX.Element {
  return (
    <section className="crt-summary" aria-labelledby="crt-summary-title">
      <h2 id="crt-summary-title" className="crt-summary__title">
        Order Summary
      </h2>
      <dl className="crt-summary__rows">
        <div className="crt-summary__row">
          <dt>Subtotal</dt>
          <dd data-testid="crt-subtotal">{formatINR(subtotal)}</dd>
        </div>
        <div className="crt-summary__row">
          <dt>Shipping</dt>
          <dd data-testid="crt-shipping">{formatINR(SHIPPING_FEE)}</dd>
        </div>
        <div className="crt-summary__row crt-summary__row--total">
          <dt>Total</dt>
          <dd data-testid="crt-total">{formatINR(subtotal + SHIPPING_FEE)}</dd>
        </div>
      </dl>
      {/* The spec shows a promo code box without behaviour: it stays visible but disabled. */}
      <div className="crt-promo">
        <label htmlFor="crt-promo-code" className="crt-promo__label">
          Promo code
        </label>
        <div className="crt-promo__row">
          <input id="crt-promo-code" className="crt-promo__input" type="text" placeholder="Enter promo code" disabled />
          <button type="button" className="crt-promo__apply" disabled>
            Apply
          </button>
        </div>
        <p className="crt-promo__note">Promo codes are not available yet.</p>
      </div>
      {children}
    </section>
  );
}
