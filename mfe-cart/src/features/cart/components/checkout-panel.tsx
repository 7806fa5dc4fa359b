// 'Proceed to checkout': a visitor without token and userId gets the login-required notice for
// 3 seconds with Go to Login (saves /cart to come back to) and Cancel; a logged-in shopper gets the
// customer-details form, which starts the payment. The same notice appears when the session ends
// during checkout (use-checkout decides when). While a line cannot be bought the button waits, and
// says why.
import { lazy, Suspense, useEffect, type JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { paths, saveRedirectAfterLogin } from '@rmj/contracts';
import { Spinner } from '@rmj/ui';
import { words } from '../../../i18n';
import type { Checkout } from '../lib/use-checkout';

// The form (react-hook-form and its zod rules) is fetched when a shopper starts checkout, not with the cart.
const CustomerDetailsModal = lazy(() =>
  import(/* webpackChunkName: "customer-details" */ './customer-details-modal').then((m) => ({
    default: m.CustomerDetailsModal,
  })),
);

/** How long the login-required notice stays (spec section 9). */
const LOGIN_NOTICE_MS = 3000;

/** Props of CheckoutPanel. */
export interface CheckoutPanelProps {
  checkout: Checkout;
  /** A line cannot be bought as it is (the last quote said so). */
  blocked?: boolean;
  /** What the order will charge in all (rupees): from PAN_THRESHOLD_RUPEES on the form asks for the buyer's PAN. */
  chargeTotal?: number;
}

export function CheckoutPanel({ checkout, blocked = false, chargeTotal = 0 }: CheckoutPanelProps): JSX.Element {
  const { loginNotice, closeLoginNotice } = checkout;
  const navigate = useNavigate();
  const t = words.useT();

  useEffect(() => {
    if (!loginNotice) return undefined;
    const timer = setTimeout(closeLoginNotice, LOGIN_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [closeLoginNotice, loginNotice]);

  function goToLogin(): void {
    saveRedirectAfterLogin(paths.cart());
    navigate(paths.account());
  }

  return (
    <div className="crt-checkout">
      <button
        type="button"
        className="crt-checkout__btn"
        onClick={checkout.start}
        disabled={checkout.processing || blocked}
        aria-describedby={blocked ? 'crt-checkout-blocked' : undefined}
      >
        {t('checkout.proceed')}
      </button>
      {blocked && (
        <p id="crt-checkout-blocked" className="crt-checkout__blocked">
          {t('checkout.blocked')}
        </p>
      )}
      {loginNotice && (
        <div className="crt-notice" role="alert">
          <p className="crt-notice__text">{t('checkout.loginRequired')}</p>
          <div className="crt-notice__actions">
            <button type="button" className="crt-notice__primary" onClick={goToLogin}>
              {t('checkout.goToLogin')}
            </button>
            <button type="button" className="crt-notice__secondary" onClick={closeLoginNotice}>
              {t('checkout.cancel')}
            </button>
          </div>
        </div>
      )}
      {checkout.detailsOpen && (
        <Suspense fallback={<Spinner />}>
          <CustomerDetailsModal
            processing={checkout.processing}
            onSubmit={(details, pan) => void checkout.pay(details, pan)}
            onPlaceCod={(details, pan) => void checkout.placeCod(details, pan)}
            codLimitRupees={checkout.codLimitRupees}
            onCancel={checkout.closeDetails}
            chargeTotal={chargeTotal}
            priceNotice={checkout.priceNotice}
            heldUntil={checkout.heldUntil}
          />
        </Suspense>
      )}
    </div>
  );
}
