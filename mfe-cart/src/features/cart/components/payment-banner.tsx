// The payment status banners (spec section 4): success, or an error that keeps the cart; and,
// beyond the spec, 'Confirming your payment…' while a verify without a definite answer is asked
// again, and a message that does not claim a failure when no answer came (with the shopper's orders).
import type { JSX } from 'react';
import { checkoutMessages, paths } from '@rmj/contracts';
import { Link } from '@rmj/router';
import { CONFIRMING_PAYMENT, PAYMENT_UNCONFIRMED } from '../lib/confirm-verify';
import type { Banner } from '../lib/use-checkout';

export function PaymentBanner({ banner }: { banner: Banner }): JSX.Element | null {
  if (!banner) return null;
  if (banner === 'confirming') {
    return (
      <p className="crt-banner crt-banner--pending" role="status" aria-live="polite">
        {CONFIRMING_PAYMENT}
      </p>
    );
  }
  if (banner === 'unconfirmed') {
    return (
      <div className="crt-banner crt-banner--pending" role="alert">
        <p className="crt-banner__text">{PAYMENT_UNCONFIRMED}</p>
        <Link to={paths.welcome()} className="crt-banner__link">
          See your orders
        </Link>
      </div>
    );
  }
  const success = banner === 'success';
  return (
    <p className={`crt-banner crt-banner--${banner}`} role={success ? 'status' : 'alert'}>
      {success ? checkoutMessages.paymentSuccess : checkoutMessages.paymentError}
    </p>
  );
}
