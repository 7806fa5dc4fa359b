// /admin/complaints/:ticket: one complaint in full, who acknowledged and resolved it and when, and
// (owner and staff) the two actions: Acknowledge, and Resolve with a note. Each e-mails the
// customer; a second press anywhere is refused by the server (409) and its message shown.
import { useState, type JSX } from 'react';
import { Link, useParams } from '@rmj/router';
import {
  GRIEVANCE_NOTE_MAX,
  GRIEVANCE_SUBJECT_LABELS,
  grievanceAgeText,
  resolveGrievanceRequestSchema,
  roleCan,
  type AdminGrievance,
} from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import { LoadFailed } from '../../../components/load-failed';
import { FormField } from '../../../components/form-field';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { ADMIN_PATHS } from '../../../lib/admin-paths';
import { formatWhen } from '../../../lib/format-when';
import { failureMessage, NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import {
  useAdminAcknowledgeGrievanceMutation,
  useAdminGrievanceQuery,
  useAdminResolveGrievanceMutation,
} from '../api/complaints-api';
import { ComplaintFlags } from './complaint-flags';
import './complaints.css';
import { GRIEVANCE_STATE_LABELS } from '../lib/state-labels';

function Actions({ complaint, reload }: { complaint: AdminGrievance; reload: () => void }): JSX.Element | null {
  const [acknowledge, ack] = useAdminAcknowledgeGrievanceMutation();
  const [resolve, res] = useAdminResolveGrievanceMutation();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = ack.isLoading || res.isLoading;

  async function run(call: () => Promise<unknown>, done: string): Promise<void> {
    setOutcome(null);
    try {
      await call();
      setOutcome({ ok: true, text: done });
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, NO_CONNECTION_MESSAGE) });
      reload();
    }
  }

  async function onResolve(): Promise<void> {
    const checked = resolveGrievanceRequestSchema.safeParse({ note });
    if (!checked.success) {
      setNoteError(checked.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    await run(
      () => resolve({ params: { ticket: complaint.ticket }, body: checked.data }).unwrap(),
      'Resolved. The customer has been e-mailed the note.',
    );
  }

  return (
    <section className="adm-cmp-actions" aria-label="Actions">
      {complaint.state === 'new' && (
        <button
          type="button"
          className="adm-button"
          disabled={busy}
          onClick={() =>
            void run(
              () => acknowledge({ ticket: complaint.ticket }).unwrap(),
              'Acknowledged. The customer has been e-mailed.',
            )
          }
        >
          {ack.isLoading ? 'Acknowledging…' : 'Acknowledge'}
        </button>
      )}
      {complaint.state !== 'resolved' && (
        <form
          className="adm-cmp-resolve"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onResolve();
          }}
        >
          <FormField
            label="Resolution note"
            hint="What was done. The customer receives it by e-mail."
            error={noteError}
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={GRIEVANCE_NOTE_MAX}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </FormField>
          <button type="submit" className="adm-button" disabled={busy}>
            {res.isLoading ? 'Resolving…' : 'Resolve'}
          </button>
        </form>
      )}
      {outcome && <OutcomeMessage outcome={outcome} />}
    </section>
  );
}

function Complaint({ canAct }: { canAct: boolean }): JSX.Element {
  const { ticket = '' } = useParams();
  const { data, isLoading, error, refetch } = useAdminGrievanceQuery({ ticket });
  if (isLoading) return <p role="status">Loading the complaint…</p>;
  if (!data) {
    return (
      <LoadFailed message={failureMessage(error, NO_CONNECTION_MESSAGE)}>
        <Link to={ADMIN_PATHS.complaints}>Back to the complaints</Link>
      </LoadFailed>
    );
  }
  return (
    <div className="adm-cmp-one">
      <p>
        <Link to={ADMIN_PATHS.complaints}>Back to the complaints</Link>
      </p>
      <h2>{data.ticket}</h2>
      <p>
        <strong>{GRIEVANCE_STATE_LABELS[data.state]}</strong> <ComplaintFlags complaint={data} />
      </p>
      <dl className="adm-cmp-facts">
        <dt>Received</dt>
        <dd>
          {formatWhen(data.createdAt)} ({grievanceAgeText(data.ageHours)} ago)
        </dd>
        <dt>Customer</dt>
        <dd>{data.name}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${data.email}`}>{data.email}</a>
        </dd>
        {data.phone && (
          <>
            <dt>Phone</dt>
            <dd>{data.phone}</dd>
          </>
        )}
        {data.orderNumber && (
          <>
            <dt>Order</dt>
            <dd>
              <Link to={`${ADMIN_PATHS.home}/orders/${encodeURIComponent(data.orderNumber)}`}>{data.orderNumber}</Link>
            </dd>
          </>
        )}
        <dt>Subject</dt>
        <dd>{GRIEVANCE_SUBJECT_LABELS[data.subject]}</dd>
        <dt>Acknowledged</dt>
        <dd>{data.acknowledged ? `${formatWhen(data.acknowledged.at)} by ${data.acknowledged.by}` : 'Not yet'}</dd>
        <dt>Resolved</dt>
        <dd>{data.resolved ? `${formatWhen(data.resolved.at)} by ${data.resolved.by}` : 'Not yet'}</dd>
      </dl>
      <h3>Complaint</h3>
      <p className="adm-cmp-text">{data.description}</p>
      {data.resolved && (
        <>
          <h3>Resolution</h3>
          <p className="adm-cmp-text">{data.resolved.note}</p>
        </>
      )}
      {canAct && <Actions complaint={data} reload={() => void refetch()} />}
    </div>
  );
}

export function ComplaintPage(): JSX.Element {
  return (
    <AdminPage title="Complaint" permission="readComplaints">
      {(session) => <Complaint canAct={roleCan(session.staff.role, 'handleComplaints')} />}
    </AdminPage>
  );
}
