// "Your data" on /welcome: the shopper downloads everything the shop holds about them (account,
// saved addresses, orders, their files with links) as one JSON file, asked for fresh from each service.
import { useState, type JSX } from 'react';
import { saveBlob } from '@rmj/api-client';
import { PERSONAL_DATA_FILE_NAME, paths, type PersonalDataExport } from '@rmj/contracts';
import { Link } from '@rmj/router';
import { useLazyMyAccountDataQuery, useLazyMyFilesQuery, useLazyMyOrdersDataQuery } from '../api/my-data';

export const MY_DATA_FAILED = 'Your data could not be downloaded. Please try again.';

export function MyData(): JSX.Element {
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
        Your data
      </h2>
      <p>
        Download a copy of everything we hold about you: your account, saved addresses, orders and the files you
        uploaded (with links to them). See our <Link to={paths.privacy()}>privacy notice</Link>.
      </p>
      <button
        type="button"
        className="acc-button acc-button--ghost"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        Download my data
      </button>
      {problem && (
        <p className="acc-orders__note" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
