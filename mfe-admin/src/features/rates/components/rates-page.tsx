// /admin/rates: today's metal rates, per purity. Every staff role sees them (and who set them,
// when, and the history); only the owner changes them, everyone else reads them with a sentence why.
import { useState, type JSX } from 'react';
import { roleCan } from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import { OutcomeMessage } from '../../../components/outcome-message';
import { formatWhen } from '../../../lib/format-when';
import { LoadFailed } from '../../../components/load-failed';
import { useAdminRatesQuery } from '../api/rates';
import { RATES_MESSAGES } from '../lib/rate-words';
import { BuybackSection } from './buyback-section';
import { RatesForm } from './rates-form';
import { RatesHistory } from './rates-history';
import './rates.css';

function Rates({ canEdit }: { canEdit: boolean }): JSX.Element {
  const { data, isLoading, isError, refetch } = useAdminRatesQuery();
  const [saved, setSaved] = useState(false);
  if (isLoading) return <p role="status">Loading the rates…</p>;
  if (isError || !data) {
    return <LoadFailed onRetry={refetch} />;
  }
  return (
    <div className="adm-rates">
      <p className="adm-rates-set">
        {data.setAt ? `Set by ${data.setBy ?? 'the owner'} on ${formatWhen(data.setAt)}.` : RATES_MESSAGES.neverSet}
      </p>
      {!canEdit && (
        <p className="adm-rates-note" role="note">
          {RATES_MESSAGES.ownerOnly}
        </p>
      )}
      {/* Keyed by the set time: a save (or a colleague's, on reload) refills the form. */}
      <RatesForm key={data.setAt ?? 'never'} current={data} canEdit={canEdit} onSaved={() => setSaved(true)} />
      {saved && <OutcomeMessage outcome={{ ok: true, text: RATES_MESSAGES.saved }} />}
      <RatesHistory history={data.history} />
    </div>
  );
}

export function RatesPage(): JSX.Element {
  return (
    <AdminPage title="Today's rates" permission="readCatalogue">
      {(session) => (
        <>
          <Rates canEdit={roleCan(session.staff.role, 'changePrices')} />
          <BuybackSection canEdit={roleCan(session.staff.role, 'changePrices')} />
        </>
      )}
    </AdminPage>
  );
}
