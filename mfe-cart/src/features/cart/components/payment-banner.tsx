// The payment status banners (spec section 4): success, or an error that keeps the cart.
import type { JSX } from 'react';
import { checkoutMessages } from '@rmj/contracts';
import type { Banner } from '../lib/use-checkout';

export function PaymentBanner({ banner }: { banner: Banner }): JSX.Element | null {
  if (!banner) return null;
  const success = banner === 'success';
  return (
    <p className={`crt-banner crt-banner--${banner}`} role={success ? 'status' : 'alert'}>
      {success ? checkoutMessages.paymentSuccess : checkoutMessages.paymentError}
    </p>
  );
}
