// /welcome: the post-login screen (spec section 2) with the shopper's recent orders. Without a
// stored session it sends the visitor to /account.
import { useState, type JSX } from 'react';
import { Link, Navigate, useNavigate } from '@rmj/router';
import { useInjectApi } from '@rmj/cart';
import { clearSession, paths, readSession } from '@rmj/contracts';
import { words } from '../../../i18n';
import { accountApi } from '../../../lib/account-api';
import { useLogoutMutation } from '../api/logout';
import { DeleteAccount } from './delete-account';
import { MyData } from './my-data';
import { RecentOrders } from './recent-orders';
import './welcome.css';

/** /welcome: the greeting after login, with Go to purchase (the all-products listing), Logout and the recent orders. */
export function WelcomePage(): JSX.Element {
  return (
    <words.Provider>
      <WelcomeScreen />
    </words.Provider>
  );
}

function WelcomeScreen(): JSX.Element {
  useInjectApi(accountApi);
  const t = words.useT();
  const navigate = useNavigate();
  const [session] = useState(() => readSession());
  const [logoutOnServer] = useLogoutMutation();
  const signedIn = session !== null;
  const firstName = session?.firstName || 'User';
  if (!signedIn) return <Navigate to={paths.account()} replace />;

  /**
   * Ends the session on the server (so the token no longer works for checkout) and forgets it here.
   * The browser does not wait: a failed or refused call (token already expired or revoked) still
   * logs out locally.
   */
  function logout(): void {
    // Started before the session is cleared: the call reads its token from the stored session.
    void logoutOnServer();
    clearSession();
    navigate(paths.account());
  }

  return (
    <div className="acc-page">
      <div className="acc-welcome-stack">
        <section className="acc-card acc-welcome">
          <div className="acc-welcome__mark" aria-hidden="true">
            ✦
          </div>
          <h1 className="acc-title">{t('welcome.title', { firstName })}</h1>
          <p className="acc-intro">{t('welcome.intro')}</p>
          <div className="acc-welcome__actions">
            <button
              type="button"
              className="acc-button acc-button--primary"
              onClick={() => navigate(paths.allProducts())}
            >
              {t('welcome.goToPurchase')}
            </button>
            <button type="button" className="acc-button acc-button--ghost" onClick={logout}>
              {t('welcome.logout')}
            </button>
          </div>
          <p className="acc-welcome__more">
            <Link className="acc-welcome__link" to={paths.accountAddresses()}>
              {t('welcome.addresses')}
            </Link>
          </p>
        </section>
        <RecentOrders />
        <MyData />
        <DeleteAccount />
      </div>
    </div>
  );
}
