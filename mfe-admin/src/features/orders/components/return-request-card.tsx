// One return or exchange request on the order page: what the customer asked (kind, lines, reason,
// details, photos, the size or piece wanted), every step with who and when, and the buttons its
// state allows to roles that may press them: Approve, Refuse (with the reason the customer is
// e-mailed), Parcel received, Check passed / failed (with a note), Refund (owner), Make the
// replacement order (an exchange: the difference is paid by link or refunded), Close. A refusal
// (409: someone pressed first) shows its message; the lists are read again either way.
import { useState, type FormEvent, type JSX } from 'react';
import {
  RETURN_KIND_LABELS,
  RETURN_MESSAGES,
  RETURN_NOTE_MAX,
  RETURN_REASON_LABELS,
  RETURN_STATE,
  roleCan,
  type AdminReturn,
  type StaffRole,
} from '@rmj/contracts';
import { Link } from '@rmj/router';
import { formatINR } from '@rmj/ui';
import { FormField } from '../../../components/form-field';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { formatWhen } from '../../../lib/format-when';
import { failureMessage } from '../../../lib/messages';
import {
  useAdminApproveReturnMutation,
  useAdminCheckReturnMutation,
  useAdminCloseReturnMutation,
  useAdminExchangeReturnMutation,
  useAdminReceiveReturnMutation,
  useAdminRefundReturnMutation,
  useAdminRefuseReturnMutation,
} from '../api/returns';
import { ORDERS_PATHS } from '../lib/orders-paths';
import { StaffFileView } from './staff-file-view';
import { SubformButtons } from './subform-buttons';

const STEP_FAILED = 'The step could not be recorded. Please try again.';

type Open = 'refuse' | 'check' | null;

/** The note form of Refuse (the customer's reason) and of the check (what it found). */
function NoteForm({
  label,
  submitLabel,
  busy,
  withVerdict,
  onSend,
  onClose,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  withVerdict: boolean;
  onSend: (note: string, passed: boolean) => void;
  onClose: () => void;
}): JSX.Element {
  const [note, setNote] = useState('');
  const [passed, setPassed] = useState<boolean | null>(withVerdict ? null : true);
  const [error, setError] = useState<{ note?: string; verdict?: string }>({});
  function submit(event: FormEvent): void {
    event.preventDefault();
    const problems = {
      ...(note.trim() ? {} : { note: withVerdict ? RETURN_MESSAGES.checkNote : RETURN_MESSAGES.refusalReason }),
      ...(passed === null ? { verdict: 'Say whether the piece passed the check.' } : {}),
    };
    setError(problems);
    if (Object.keys(problems).length === 0) onSend(note.trim(), passed === true);
  }
  return (
    <form className="adm-form adm-ord-subform" aria-label={submitLabel} noValidate onSubmit={submit}>
      {withVerdict && (
        <fieldset className="adm-field" aria-describedby={error.verdict ? 'adm-ret-verdict-error' : undefined}>
          <legend>Did the piece pass the check?</legend>
          <label>
            <input type="radio" name="verdict" checked={passed === true} onChange={() => setPassed(true)} /> Passed
          </label>{' '}
          <label>
            <input type="radio" name="verdict" checked={passed === false} onChange={() => setPassed(false)} /> Failed
          </label>
          {error.verdict && (
            <p id="adm-ret-verdict-error" className="adm-field-error">
              {error.verdict}
            </p>
          )}
        </fieldset>
      )}
      <FormField label={label} error={error.note}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={RETURN_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </FormField>
      <SubformButtons label={submitLabel} busyLabel="Saving…" busy={busy} onClose={onClose} />
    </form>
  );
}

export function ReturnRequestCard({ request, role }: { request: AdminReturn; role: StaffRole }): JSX.Element {
  const [approve, approving] = useAdminApproveReturnMutation();
  const [refuse, refusing] = useAdminRefuseReturnMutation();
  const [receive, receiving] = useAdminReceiveReturnMutation();
  const [check, checking] = useAdminCheckReturnMutation();
  const [close, closing] = useAdminCloseReturnMutation();
  const [refund, refunding] = useAdminRefundReturnMutation();
  const [exchange, exchanging] = useAdminExchangeReturnMutation();
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = [approving, refusing, receiving, checking, closing, refunding, exchanging].some((m) => m.isLoading);
  const params = { returnId: request.returnId };
  const handles = roleCan(role, 'handleReturns');

  async function run(call: () => Promise<{ error?: unknown } | { data: unknown }>, done: string): Promise<void> {
    const result = await call();
    setOpen(null);
    setOutcome(
      'error' in result ? { ok: false, text: failureMessage(result.error, STEP_FAILED) } : { ok: true, text: done },
    );
  }

  const S = RETURN_STATE;
  const button = (label: string, onClick: () => void) => (
    <button type="button" className="adm-button" disabled={busy} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <article className="adm-ord-return" aria-label={`Return request ${request.returnId}`}>
      <h3>
        {RETURN_KIND_LABELS[request.kind]}: {request.state}
      </h3>
      <dl className="adm-ord-facts">
        <dt>Request</dt>
        <dd>{request.returnId}</dd>
        <dt>Reason</dt>
        <dd>{RETURN_REASON_LABELS[request.reason]}</dd>
        {request.details && (
          <>
            <dt>Details</dt>
            <dd>{request.details}</dd>
          </>
        )}
        <dt>Pieces</dt>
        <dd>
          {request.lines
            .map(
              (l) =>
                `${l.name}${l.size ? ` (size ${l.size})` : ''} × ${l.quantity}, paid ${formatINR(l.paidPaise / 100)}`,
            )
            .join('; ')}
        </dd>
        {request.wanted && (
          <>
            <dt>Wanted instead</dt>
            <dd>
              {[request.wanted.size && `size ${request.wanted.size}`, request.wanted.variant]
                .filter(Boolean)
                .join(', ') || 'another piece'}
            </dd>
          </>
        )}
        <dt>Credit</dt>
        <dd>{formatINR(request.creditPaise / 100)}</dd>
        {request.check && (
          <>
            <dt>Check</dt>
            <dd>
              {request.check.passed ? 'Passed' : 'Failed'}: {request.check.note}
            </dd>
          </>
        )}
        {request.replacementOrderNumber && (
          <>
            <dt>Replacement</dt>
            <dd>
              <Link to={ORDERS_PATHS.order(request.replacementOrderNumber)}>{request.replacementOrderNumber}</Link>
              {request.differenceDuePaise
                ? `: ${formatINR(request.differenceDuePaise / 100)} to pay on its payment link`
                : request.differenceRefundedPaise
                  ? `: ${formatINR(request.differenceRefundedPaise / 100)} refunded on this order`
                  : ': nothing to pay'}
            </dd>
          </>
        )}
        {request.stockReturned !== undefined && (
          <>
            <dt>Stock</dt>
            <dd>
              {request.stockReturned
                ? 'The returned pieces are back in stock.'
                : 'Putting the returned pieces back in stock: the shop asks the catalogue again until it answers.'}
            </dd>
          </>
        )}
      </dl>
      {request.photoFileIds.length > 0 && (
        <div className="adm-ord-return-photos">
          {request.photoFileIds.map((fileId, i) => (
            <StaffFileView key={fileId} fileId={fileId} label={`Customer photo ${i + 1}`} />
          ))}
        </div>
      )}
      <ol className="adm-ord-history" aria-label="Steps">
        {request.steps.map((step) => (
          <li key={`${step.state}-${step.at}`}>
            {step.state} — {formatWhen(step.at)} by {step.by}
            {step.note ? `: ${step.note}` : ''}
          </li>
        ))}
      </ol>
      {handles && open === null && (
        <div className="adm-ord-buttons">
          {request.state === S.requested && (
            <>
              {button(
                'Approve',
                () => void run(() => approve(params), 'Approved: the customer is e-mailed where to send it.'),
              )}
              {button('Refuse', () => setOpen('refuse'))}
            </>
          )}
          {request.state === S.approved &&
            button('Parcel received', () => void run(() => receive(params), 'Parcel received: the order is Returned.'))}
          {request.state === S.received && button('Record the check', () => setOpen('check'))}
          {request.state === S.failedCheck &&
            button('Close (piece sent back)', () => void run(() => close(params), 'Request closed.'))}
          {request.state === S.passedCheck &&
            request.kind === 'return' &&
            roleCan(role, 'refundOrders') &&
            button(
              `Refund ${formatINR(request.creditPaise / 100)}`,
              () => void run(() => refund(params), 'Refund asked of the payment provider.'),
            )}
          {request.state === S.passedCheck &&
            request.kind === 'exchange' &&
            button(
              'Make the replacement order',
              () => void run(() => exchange({ params, body: {} }), 'Replacement order made.'),
            )}
        </div>
      )}
      {open === 'refuse' && (
        <NoteForm
          label="Reason, for the customer"
          submitLabel="Refuse the request"
          busy={busy}
          withVerdict={false}
          onClose={() => setOpen(null)}
          onSend={(reason) =>
            void run(() => refuse({ params, body: { reason } }), 'Refused: the customer is e-mailed.')
          }
        />
      )}
      {open === 'check' && (
        <NoteForm
          label="What the check found"
          submitLabel="Record the check"
          busy={busy}
          withVerdict
          onClose={() => setOpen(null)}
          onSend={(note, passed) =>
            void run(() => check({ params, body: { passed, note } }), passed ? 'Check passed.' : 'Check failed.')
          }
        />
      )}
      {outcome && <OutcomeMessage outcome={outcome} />}
    </article>
  );
}
