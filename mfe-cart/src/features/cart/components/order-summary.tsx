// Order summary: Subtotal, Discount (when a promo code applies), Shipping, Total. With a code
// applied, the figures are the server's answer; otherwise the cart's own (subtotal + shipping by the
// owner's rule: the fee, waived from the free-shipping threshold on).
import type { JSX, ReactNode } from 'react';
import { shippingRupees, type Pricing } from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { useShippingRule } from '../api/get-shipping-rule';

/** Props of OrderSummary. */
export interface OrderSummaryProps {
  /** Sum of price x quantity in rupees. */
  subtotal: number;
  /** The server's prices when a promo code is applied. */
  pricing?: Pricing;
  /** The promo code box. */
  promo?: ReactNode;
  /** The checkout button and its notices. */
  children?: ReactNode;
}

export function OrderSummary({ subtotal, pricing, promo, children }: OrderSummaryProps): JSX.Element {
  const shipping = shippingRupees(subtotal, useShippingRule());
  const figures = pricing ?? { subtotal, discount: 0, shipping, total: subtotal + shipping };
  return (
    <section className="crt-summary" aria-labelledby="crt-summary-title">
      <h2 id="crt-summary-title" className="crt-summary__title">
        Order Summary
      </h2>
      <dl className="crt-summary__rows">
        <div className="crt-summary__row">
          <dt>Subtotal</dt>
          <dd data-testid="crt-subtotal">{formatINR(figures.subtotal)}</dd>
        </div>
        {figures.discount > 0 && (
          <div className="crt-summary__row crt-summary__row--discount">
            <dt>Discount{pricing?.promo ? ` (${pricing.promo.code})` : ''}</dt>
            <dd data-testid="crt-discount">-{formatINR(figures.discount)}</dd>
          </div>
        )}
        <div className="crt-summary__row">
          <dt>Shipping</dt>
          <dd data-testid="crt-shipping">{formatINR(figures.shipping)}</dd>
        </div>
        <div className="crt-summary__row crt-summary__row--total">
          <dt>Total</dt>
          <dd data-testid="crt-total">{formatINR(figures.total)}</dd>
        </div>
      </dl>
      {promo}
      {children}
    </section>
  );
}
