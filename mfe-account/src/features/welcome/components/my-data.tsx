// "Your data" on /welcome: the shopper downloads everything the shop holds about them (account,
// saved addresses, orders, their files with links) as one JSON file, asked for fresh from each service.
import { useState, type JSX } from 'react';
import { saveBlob } from '@rmj/api-client';
import { PERSONAL_DATA_FILE_NAME, paths, type PersonalDataExport } from '@rmj/contracts';
import { Link } from '@rmj/router';
import { words } from '../../../i18n';
import { MY_DATA_FAILED } from '../../../lib/fallback-messages';
import { useShownMessage } from '../../../lib/shown-message';
import { useLazyMyAccountDataQuery, useLazyMyFilesQuery, useLazyMyOrdersDataQuery } from '../api/my-data';

export { MY_DATA_FAILED };

export function MyData(): JSX.Element {
  const t = words.useT();
  const shown = useShownMessage();
  const [getAccount] = useLazyMyAccountDataQuery();
  const [getOrders] = useLazyMyOrdersDataQuery();
  const [getFiles] = useLazyMyFilesQuery();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download(): Promise<void> {
    setBusy(true);
    setProblem(null);
    try {
      const [account, orders, files] = await Promise.all([
        getAccount().unwrap(),
        getOrders().unwrap(),
        getFiles().unwrap(),
      ]);
      const copy: PersonalDataExport = {
        exportedAt: new Date().toISOString(),
        account: { profile: account.profile, addresses: account.addresses },
        orders: orders.orders,
        files: files.files.map((file) => ({ ...file, url: new URL(file.url, window.location.origin).href })),
      };
      saveBlob(new Blob([JSON.stringify(copy, null, 2)], { type: 'application/json' }), PERSONAL_DATA_FILE_NAME);
    } catch {
      setProblem(MY_DATA_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="acc-card acc-orders" aria-labelledby="acc-my-data-title">
      <h2 id="acc-my-data-title" className="acc-orders__title">
        {t('myData.title')}
      </h2>
      <p>{t.rich('myData.text', { link: (chunks) => <Link to={paths.privacy()}>{chunks}</Link> })}</p>
      <button
        type="button"
        className="acc-button acc-button--ghost"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {t('myData.download')}
      </button>
      {problem && (
        <p className="acc-orders__note" role="alert">
          {shown(problem)}
        </p>
      )}
    </section>
  );
}
