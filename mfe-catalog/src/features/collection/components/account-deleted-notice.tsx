// After a shopper deleted their account, mfe-account signs them out and sends them here with a
// flag for this tab (endDeletedAccount): the home page says so once, until dismissed. Read after
// hydration, so the server-rendered page and the first browser render stay the same.
import { useEffect, useState, type JSX } from 'react';
import { ACCOUNT_DELETED_NOTICE, takeAccountDeleted } from '@rmj/contracts';

export function AccountDeletedNotice(): JSX.Element | null {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (takeAccountDeleted()) setShown(true);
  }, []);
  if (!shown) return null;
  return (
    <div className="cat-account-deleted" role="status">
      <p>{ACCOUNT_DELETED_NOTICE}</p>
      <button type="button" className="cat-account-deleted__close" onClick={() => setShown(false)}>
        Dismiss
      </button>
    </div>
  );
}
