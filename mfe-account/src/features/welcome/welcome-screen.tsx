// /welcome: the post-login screen (spec section 2) with the shopper's recent orders. Without a
// stored session it sends the visitor to /account.
import { useState, type JSX } from 'react';
import { Navigate, useNavigate } from '@rmj/router';
import { clearSession, readSession } from '@rmj/contracts';
import { useLogoutMutation } from '../../api/account-api';
import { RecentOrders } from './recent-orders';
import './welcome.css';

/** The "Go to purchase" target: the all-products listing. */
export const PURCHASE_PATH = '/all-products';

export function WelcomeScreen(): JSX.Element {
  const navigate = useNavigate();
  const [session] = useState(() => readSession());
  const [logoutOnServer] = useLogoutMutation();
  const signedIn = session !== null;
  const firstName = session?.firstName || 'User';
  if (!signedIn) return <Navigate to="/account" replace />;

  /**
   * Ends the session on the server (so the token no longer works for checkout) and forgets it here.
   * The browser does not wait: a failed or refused call (token already expired or revoked) still
   * logs out locally.
   */
  function logout(): void {
    void logoutOnServer(session!.token);
    clearSession();
    navigate('/account');
  }

  return (
    <div className="acc-page">
      <div className="acc-welcome-stack">
        <section className="acc-card acc-welcome">
          <div className="acc-welcome__mark" aria-hidden="true">
            ✦
          </div>
          <h1 className="acc-title">Welcome, {firstName}!</h1>
          <p className="acc-intro">You have successfully logged in to your account.</p>
          <div className="acc-welcome__actions">
            <button type="button" className="acc-button acc-button--primary" onClick={() => navigate(PURCHASE_PATH)}>
              Go to purchase
            </button>
            <button type="button" className="acc-button acc-button--ghost" onClick={logout}>
              Logout
            </button>
          </div>
        </section>
        <RecentOrders />
      </div>
    </div>
  );
}
