// Order summary: Subtotal, Discount (when a promo code applies), Shipping, Total. With a code
// applied, the figures are the server's answer; otherwise the cart's own (subtotal + shipping by the
// owner's rule: the fee, waived from the free-shipping threshold on).
import type { JSX, ReactNode } from 'react';
import { shippingRupees, type Pricing } from '@rmj/contracts';
import { words } from '../../../i18n';
import { useMoney } from '../../../lib/use-shop-words';
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
  const t = words.useT();
  const formatINR = useMoney();
  return (
    <section className="crt-summary" aria-labelledby="crt-summary-title">
      <h2 id="crt-summary-title" className="crt-summary__title">
        {t('summary.title')}
      </h2>
      <dl className="crt-summary__rows">
        <div className="crt-summary__row">
          <dt>{t('summary.subtotal')}</dt>
          <dd data-testid="crt-subtotal">{formatINR(figures.subtotal)}</dd>
        </div>
        {figures.discount > 0 && (
          <div className="crt-summary__row crt-summary__row--discount">
            <dt>{pricing?.promo ? t('summary.discountCode', { code: pricing.promo.code }) : t('summary.discount')}</dt>
            <dd data-testid="crt-discount">-{formatINR(figures.discount)}</dd>
          </div>
        )}
        <div className="crt-summary__row">
          <dt>{t('summary.shipping')}</dt>
          <dd data-testid="crt-shipping">{formatINR(figures.shipping)}</dd>
        </div>
        <div className="crt-summary__row crt-summary__row--total">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="crt-total">{formatINR(figures.total)}</dd>
        </div>
      </dl>
      {promo}
      {children}
    </section>
  );
}
