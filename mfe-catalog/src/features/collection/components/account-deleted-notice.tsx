// After a shopper deleted their account, mfe-account signs them out and sends them here with a
// flag for this tab (endDeletedAccount): the home page says so once, until dismissed. Read after
// hydration, so the server-rendered page and the first browser render stay the same.
import { useEffect, useState, type JSX } from 'react';
import { takeAccountDeleted } from '@rmj/contracts';
import { words } from '../../../i18n';

export function AccountDeletedNotice(): JSX.Element | null {
  const [shown, setShown] = useState(false);
  const t = words.useT();
  useEffect(() => {
    if (takeAccountDeleted()) setShown(true);
  }, []);
  if (!shown) return null;
  return (
    <div className="cat-account-deleted" role="status">
      {/* The English is contracts' ACCOUNT_DELETED_NOTICE word for word (the notice's test compares them). */}
      <p>{t('home.accountDeleted')}</p>
      <button type="button" className="cat-account-deleted__close" onClick={() => setShown(false)}>
        {t('home.dismiss')}
      </button>
    </div>
  );
}
