// The payment status banners (spec section 4): success, or an error that keeps the cart; and,
// beyond the spec, 'Confirming your payment…' while a verify without a definite answer is asked
// again, and a message that does not claim a failure when no answer came (with the shopper's orders).
import type { JSX } from 'react';
import { paths } from '@rmj/contracts';
import { Link } from '@rmj/router';
import { words } from '../../../i18n';
import type { Banner } from '../lib/use-checkout';

export function PaymentBanner({ banner }: { banner: Banner }): JSX.Element | null {
  const t = words.useT();
  if (!banner) return null;
  if (banner === 'confirming') {
    return (
      <p className="crt-banner crt-banner--pending" role="status" aria-live="polite">
        {t('pay.confirming')}
      </p>
    );
  }
  if (banner === 'unconfirmed') {
    return (
      <div className="crt-banner crt-banner--pending" role="alert">
        <p className="crt-banner__text">{t('pay.unconfirmed')}</p>
        <Link to={paths.welcome()} className="crt-banner__link">
          {t('pay.seeOrders')}
        </Link>
      </div>
    );
  }
  const success = banner === 'success';
  return (
    <p className={`crt-banner crt-banner--${banner}`} role={success ? 'status' : 'alert'}>
      {success ? t('pay.success') : t('pay.error')}
    </p>
  );
}
