// /admin/draft-orders/new (?customer=<id> from a customer's page: that customer already chosen) and
// /admin/draft-orders/:draftId: the draft editor, for a new draft or a saved one read with its
// pricing now. Every staff role reads; owner and staff make and edit drafts; a sent draft reads only.
import type { JSX } from 'react';
import { Link, useLocation, useParams, useSearchParams } from '@rmj/router';
import { draftOrderMessages } from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import { LoadFailed } from '../../../components/load-failed';
import { failureMessage, NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import type { StaffSession } from '../../../lib/staff-session';
import { useDraftCustomerQuery, useDraftOrderDetailQuery } from '../api/draft-orders-api';
import { emptyDraft, valuesOf } from '../lib/draft-form';
import { DRAFT_PATHS } from '../lib/draft-paths';
import { draftCustomerOf } from './customer-picker';
import { DraftEditor, type SavedState } from './draft-editor';
import { DRAFT_WORDS } from '../lib/draft-words';
import './draft-orders.css';

const Back = (): JSX.Element => (
  <p>
    <Link to={DRAFT_PATHS.list}>← Draft orders</Link>
  </p>
);

function NewDraft({ session }: { session: StaffSession }): JSX.Element {
  const [search] = useSearchParams();
  const customerId = search.get('customer') ?? '';
  const customer = useDraftCustomerQuery({ customerId }, { skip: !customerId });
  if (customerId && customer.isError)
    return <LoadFailed message={failureMessage(customer.error, NO_CONNECTION_MESSAGE)} onRetry={customer.refetch} />;
  if (customerId && !customer.data) return <p role="status">Loading the customer…</p>;
  return (
    <>
      <Back />
      <DraftEditor
        session={session}
        initial={emptyDraft(customer.data ? draftCustomerOf(customer.data) : undefined)}
        {...(customerId ? { initialCustomerId: customerId } : {})}
      />
    </>
  );
}

function SavedDraft({ draftId, session }: { draftId: string; session: StaffSession }): JSX.Element {
  const { data, error, isError, refetch } = useDraftOrderDetailQuery({ draftId });
  const justMade = (useLocation().state as SavedState | null)?.saved === true;
  if (isError && !data) {
    const missing = (error as { status?: unknown }).status === 404;
    return (
      <LoadFailed
        message={missing ? draftOrderMessages.notFound : failureMessage(error, NO_CONNECTION_MESSAGE)}
        {...(missing ? {} : { onRetry: refetch })}
      >
        <Link to={DRAFT_PATHS.list}>Back to the draft orders</Link>
      </LoadFailed>
    );
  }
  if (!data) return <p role="status">Loading the draft…</p>;
  return (
    <>
      <Back />
      <DraftEditor
        // A new version read by Reload starts the editor again from it.
        key={data.id}
        session={session}
        draft={data}
        initial={valuesOf(data)}
        {...(justMade ? { initialOutcome: { ok: true, text: DRAFT_WORDS.saved } } : {})}
        onReload={async () => (await refetch()).data}
      />
    </>
  );
}

export function DraftEditorPage(): JSX.Element {
  const { draftId } = useParams();
  return (
    <AdminPage
      title={draftId ? 'Draft order' : 'New draft order'}
      permission={draftId ? 'readDraftOrders' : 'editDraftOrders'}
    >
      {(session) => (draftId ? <SavedDraft draftId={draftId} session={session} /> : <NewDraft session={session} />)}
    </AdminPage>
  );
}
