// 'Proceed to checkout': a visitor without token and userId gets the login-required notice for
// 3 seconds (spec section 4 "Checkout"); a logged-in shopper is told payment is not enabled yet
// (the details form and payment come with a later milestone).
import { useEffect, useState, type JSX } from 'react';
import { useNavigate } from 'react-router-dom';

/** How long the login-required notice stays (spec section 9). */
export const LOGIN_NOTICE_MS = 3000;

type Notice = 'login' | 'payment-pending' | null;

function isLoggedIn(): boolean {
  try {
    return Boolean(localStorage.getItem('token') && localStorage.getItem('userId'));
  } catch {
    return false;
  }
}

export function CheckoutAction(): JSX.Element {
  const [notice, setNotice] = useState<Notice>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (notice !== 'login') return undefined;
    const timer = setTimeout(() => setNotice(null), LOGIN_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  function goToLogin(): void {
    try {
      localStorage.setItem('redirectAfterLogin', '/cart');
    } catch {
      // storage unavailable: the shopper still reaches the login page
    }
    navigate('/account');
  }

  return (
    <div className="crt-checkout">
      <button
        type="button"
        className="crt-checkout__btn"
        onClick={() => setNotice(isLoggedIn() ? 'payment-pending' : 'login')}
      >
        Proceed to checkout
      </button>
      {notice === 'login' && (
        <div className="crt-notice" role="alert">
          <p className="crt-notice__text">Please log in to complete your purchase</p>
          <div className="crt-notice__actions">
            <button type="button" className="crt-notice__primary" onClick={goToLogin}>
              Go to Login
            </button>
            <button type="button" className="crt-notice__secondary" onClick={() => setNotice(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {notice === 'payment-pending' && (
        <p className="crt-notice crt-notice--info" role="status">
          Online payment is not enabled yet. Your cart is saved; please check back soon.
        </p>
      )}
    </div>
  );
}
