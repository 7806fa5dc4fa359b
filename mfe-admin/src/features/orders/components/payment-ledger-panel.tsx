// The payments of an order taken with payment links (a draft sent): what the order asked for, what
// the customer paid and what is still due; each payment (a note from the server, such as paid after
// the link was closed or overpaid, shown as a warning); each link, shared as the draft's send answer
// shows it, with "Cancel link" after a confirmation for roles that ask for payments; "Ask for the
// balance" when the server allows it now; the extra paid beyond the total with "Refund the extra";
// the owner's "Ship without the balance" with a reason, and that leave once recorded. Every answer's message is shown and the order is asked for again.
import { useState, type JSX } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  balanceOverrideRequestSchema,
  PAYMENT_METHOD_LABELS,
  PAYMENT_REQUEST_EXPIRY_DAYS,
  PAYMENT_REQUEST_PURPOSE_LABELS,
  PAYMENT_REQUEST_STATUS,
  requestBalanceSchema,
  roleCan,
  type AdminOrder,
  type BalanceOverrideRequest,
  type OrderPaymentLedger,
  type PaymentRequest,
  type RequestBalance,
  type StaffRole,
} from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { ConfirmByName } from '../../../components/confirm-by-name';
import { FormField } from '../../../components/form-field';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { PaymentRequestCard } from '../../../components/payment-request-card';
import { formatWhen } from '../../../lib/format-when';
import { failureMessage } from '../../../lib/messages';
import {
  useAdminBalanceOverrideMutation,
  useAdminCancelPaymentRequestMutation,
  useAdminRequestBalanceMutation,
} from '../api/payment-requests';
import { LEDGER_WORDS } from '../lib/order-labels';
import { OrderPanel } from './order-panel';
import { RefundsTable } from './order-records';
import { RefundExtra } from './refund-extra';
import { SubformButtons } from './subform-buttons';

export interface PaymentLedgerPanelProps {
  order: AdminOrder;
  ledger: OrderPaymentLedger;
  role: StaffRole;
}

/** A request's heading: "Advance: ₹13,500". */
const requestTitle = (request: PaymentRequest): string =>
  `${PAYMENT_REQUEST_PURPOSE_LABELS[request.purpose]}: ${formatINR(request.amountRupees)}`;

export function PaymentLedgerPanel({ order, ledger, role }: PaymentLedgerPanelProps): JSX.Element {
  const [requestBalance, requesting] = useAdminRequestBalanceMutation();
  const [cancelRequest, cancelling] = useAdminCancelPaymentRequestMutation();
  const [override, overriding] = useAdminBalanceOverrideMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [overrideOpen, setOverrideOpen] = useState(false);
  const mayRequest = roleCan(role, 'requestPayments');
  const refunded = ledger.payments.reduce((sum, p) => sum + p.refundedRupees, 0);
  const lastOverride = ledger.balanceOverride;

  /** Runs one action: its answer's message, or the refusal's (the call asks for the order again either way). */
  const act = async (call: () => Promise<{ message: string }>, fallback: string): Promise<boolean> => {
    setOutcome(null);
    try {
      const answer = await call();
      setOutcome({ ok: true, text: answer.message });
      return true;
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, fallback) });
      return false;
    }
  };

  return (
    <OrderPanel name="payment" title="Payment" className="adm-ord-wide">
      <dl className="adm-ord-facts adm-ord-ledger">
        <dt>Status</dt>
        <dd>{order.paymentStatus}</dd>
        <dt>Paid by</dt>
        <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        <dt>Order total</dt>
        <dd>{formatINR(ledger.totalRupees)}</dd>
        <dt>Asked</dt>
        <dd>{formatINR(ledger.askedRupees)}</dd>
        <dt>Paid</dt>
        <dd>{formatINR(ledger.paidRupees)}</dd>
        <dt>Due</dt>
        <dd>
          <strong>{formatINR(ledger.dueRupees)}</strong>
        </dd>
        {refunded > 0 && (
          <>
            <dt>Refunded</dt>
            <dd>{formatINR(refunded)}</dd>
          </>
        )}
      </dl>
      {lastOverride && (
        <div className="adm-message" role="note" aria-label="Leave to ship">
          <p className="adm-ord-ledger-line">{LEDGER_WORDS.overrideRecorded}</p>
          <p className="adm-ord-ledger-line">
            Reason: {lastOverride.reason}. By {lastOverride.by.email} ({lastOverride.by.role}),{' '}
            {formatWhen(lastOverride.at)}.
          </p>
        </div>
      )}

      <h3 className="adm-ord-ledger-title">Payments received</h3>
      {ledger.payments.length === 0 ? (
        <p className="adm-ord-hint">{LEDGER_WORDS.noPayments}</p>
      ) : (
        <ul className="adm-ord-ledger-list" aria-label="Payments received">
          {ledger.payments.map((payment) => (
            <li key={payment.paymentId}>
              <p className="adm-ord-ledger-line">
                <strong>{formatINR(payment.amountRupees)}</strong> {formatWhen(payment.at)}{' '}
                <span className="adm-ord-code">{payment.paymentId}</span>
              </p>
              {payment.refundedRupees > 0 && (
                <p className="adm-ord-ledger-line">Refunded {formatINR(payment.refundedRupees)}</p>
              )}
              {payment.note && (
                <p className="adm-message adm-ord-ledger-line" role="note">
                  {payment.note}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      <RefundExtra orderNumber={order.orderNumber} ledger={ledger} />

      <h3 className="adm-ord-ledger-title">Payment links</h3>
      {ledger.requests.length === 0 ? (
        <p className="adm-ord-hint">{LEDGER_WORDS.noRequests}</p>
      ) : (
        <ul className="adm-ord-ledger-list">
          {ledger.requests.map((request) => (
            <li key={request.linkId}>
              <PaymentRequestCard request={request} title={requestTitle(request)} level={3}>
                {mayRequest && request.status === PAYMENT_REQUEST_STATUS.open && (
                  <div className="adm-actions">
                    <ConfirmByName
                      label="Cancel link"
                      confirmLabel={`Cancel the link for ${formatINR(request.amountRupees)}`}
                      keepLabel="Keep the link"
                      busy={cancelling.isLoading}
                      onConfirm={() =>
                        void act(
                          () =>
                            cancelRequest({
                              params: { orderNumber: order.orderNumber, linkId: request.linkId },
                              body: {},
                            }).unwrap(),
                          LEDGER_WORDS.cancelFailed,
                        )
                      }
                    />
                  </div>
                )}
              </PaymentRequestCard>
            </li>
          ))}
        </ul>
      )}

      {ledger.canRequestBalance && (
        <BalanceForm
          dueRupees={ledger.dueRupees}
          busy={requesting.isLoading}
          onRequest={(body) =>
            act(
              () => requestBalance({ params: { orderNumber: order.orderNumber }, body }).unwrap(),
              LEDGER_WORDS.requestFailed,
            )
          }
        />
      )}
      {ledger.canOverrideBalance &&
        (overrideOpen ? (
          <OverrideForm
            dueRupees={ledger.dueRupees}
            busy={overriding.isLoading}
            onClose={() => setOverrideOpen(false)}
            onOverride={async (body) => {
              const done = await act(
                () => override({ params: { orderNumber: order.orderNumber }, body }).unwrap(),
                LEDGER_WORDS.overrideFailed,
              );
              if (done) setOverrideOpen(false);
            }}
          />
        ) : (
          <div className="adm-ord-buttons">
            <button
              type="button"
              className="adm-button adm-button--quiet"
              aria-expanded={false}
              onClick={() => setOverrideOpen(true)}
            >
              Ship without the balance
            </button>
          </div>
        ))}
      {outcome && <OutcomeMessage outcome={outcome} />}
      <RefundsTable order={order} />
    </OrderPanel>
  );
}

interface BalanceFormProps {
  dueRupees: number;
  busy: boolean;
  onRequest: (body: { expiryDays: number }) => Promise<unknown>;
}

/** "Ask for the balance": a new link for what is due, open for a number of days. */
function BalanceForm({ dueRupees, busy, onRequest }: BalanceFormProps): JSX.Element {
  const { register, handleSubmit, formState } = useForm<RequestBalance, unknown, { expiryDays: number }>({
    resolver: zodResolver(requestBalanceSchema),
    defaultValues: { expiryDays: PAYMENT_REQUEST_EXPIRY_DAYS.default },
  });
  const submit = handleSubmit(async (body) => {
    await onRequest(body);
  });
  return (
    <form className="adm-form adm-ord-subform" aria-label="Ask for the balance" noValidate onSubmit={submit}>
      <p className="adm-ord-ledger-line">
        A new payment link for the balance of {formatINR(dueRupees)}, e-mailed to the customer and ready to share on
        WhatsApp.
      </p>
      <FormField label="Link open for (days)" error={formState.errors.expiryDays?.message}>
        {(control) => (
          <input
            {...control}
            {...register('expiryDays', { valueAsNumber: true })}
            type="number"
            min={PAYMENT_REQUEST_EXPIRY_DAYS.min}
            max={PAYMENT_REQUEST_EXPIRY_DAYS.max}
            step={1}
          />
        )}
      </FormField>
      <div className="adm-ord-buttons">
        <button type="submit" className="adm-button" disabled={busy}>
          {busy ? 'Asking…' : 'Ask for the balance'}
        </button>
      </div>
    </form>
  );
}

interface OverrideFormProps {
  dueRupees: number;
  busy: boolean;
  onClose: () => void;
  onOverride: (body: BalanceOverrideRequest) => Promise<void>;
}

/** The owner's leave to ship with money due: the reason is required (it goes to the history and the audit). */
function OverrideForm({ dueRupees, busy, onClose, onOverride }: OverrideFormProps): JSX.Element {
  const { register, handleSubmit, formState } = useForm<BalanceOverrideRequest>({
    resolver: zodResolver(balanceOverrideRequestSchema),
    defaultValues: { reason: '' },
  });
  return (
    <form
      className="adm-form adm-ord-subform"
      aria-label="Ship without the balance"
      noValidate
      onSubmit={handleSubmit(onOverride)}
    >
      <FormField
        label="Why may it ship before the balance is paid?"
        hint={`${formatINR(dueRupees)} is still due. The reason is kept in the order's history.`}
        error={formState.errors.reason?.message}
      >
        {(control) => <textarea {...control} {...register('reason')} rows={2} maxLength={300} />}
      </FormField>
      <SubformButtons label="Allow shipping without the balance" busyLabel="Recording…" busy={busy} onClose={onClose} />
    </form>
  );
}
