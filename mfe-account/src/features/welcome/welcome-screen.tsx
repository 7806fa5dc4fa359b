// /welcome: the post-login screen (spec section 2). Without a stored session it sends the
// visitor to /account.
import { useState, type JSX } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { clearSession, hasSession, storedFirstName } from '../../lib/session-storage';
import './welcome.css';

/** The "Go to purchase" target: the all-products listing. */
export const PURCHASE_PATH = '/all-products';

export function WelcomeScreen(): JSX.Element {
  const navigate = useNavigate();
  const [signedIn] = useState(hasSession);
  const [firstName] = useState(() => storedFirstName() || 'User');
  if (!signedIn) return <Navigate to="/account" replace />;

  function logout(): void {
    clearSession();
    navigate('/account');
  }

  return (
    <div className="acc-page">
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
    </div>
  );
}
