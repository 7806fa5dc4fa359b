// The moves an order's state allows, each a button, for roles that may make them (support sees
// none). Every move sends the state shown as `from`; a refusal (409: someone moved it first, the
// proof is not approved) shows its message and reloads the order. Ship opens its form, Cancel asks
// first, Refund (owner, returned orders) opens its form, and Quality check of an order with made-to-order
// hallmarked pieces opens the form for each piece's HUID and weight. A payment-link order with money
// due says so above the buttons (the server refuses Shipped until it is paid or the owner allows it).
import { useEffect, useRef, useState, type JSX } from 'react';
import {
  isStaffMove,
  ORDER_STATE,
  PAYMENT_REQUEST_MESSAGES,
  PAYMENT_STATUS,
  piecesToCheck,
  roleCan,
  type AdminOrder,
  type OrderState,
  type QualityCheckInput,
  type RefundRequest,
  type ShipmentInput,
  type StaffRole,
} from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { failureMessage } from '../../../lib/messages';
import { useAdminMoveOrderMutation } from '../api/move-order';
import { useAdminRefundOrderMutation } from '../api/refund-order';
import { formatWhen } from '../../../lib/format-when';
import { hasPassed } from '../lib/dates';
import { failureStatus, LEDGER_WORDS, moveLabel, movedMessage, ORDER_MESSAGES } from '../lib/order-labels';
import { OrderPanel } from './order-panel';
import { QualityCheckForm } from './quality-check-form';
import { RefundForm } from './refund-form';
import { ShipForm } from './ship-form';

export interface OrderActionsProps {
  order: AdminOrder;
  role: StaffRole;
  /** Asks for the order again (after a refusal: it changed under us). */
  reload: () => void;
}

type Pending = OrderState | 'override' | 'refund' | null;
type Open = 'ship' | 'cancel' | 'refund' | 'qc' | null;
type MoveExtra = { shipment?: ShipmentInput; overrideProof?: boolean; qualityCheck?: QualityCheckInput };

/** The per-field issues of a refusal (400), if it carried any. */
function issuesOf(error: unknown): Array<{ field: string; message: string }> | undefined {
  const data = (error as { data?: { issues?: unknown } } | undefined)?.data;
  return Array.isArray(data?.issues) ? (data.issues as Array<{ field: string; message: string }>) : undefined;
}

/** Whether `role` may press the move to `to`. */
const roleMayMove = (role: StaffRole, to: OrderState): boolean =>
  roleCan(role, to === ORDER_STATE.cancelled ? 'cancelOrders' : 'fulfilOrders');

export function OrderActions({ order, role, reload }: OrderActionsProps): JSX.Element | null {
  const [move] = useAdminMoveOrderMutation();
  const [refund] = useAdminRefundOrderMutation();
  const [pending, setPending] = useState<Pending>(null);
  const [open, setOpen] = useState<Open>(null);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open === 'cancel') confirmRef.current?.focus();
  }, [open]);

  const from = order.status;
  const piecesForCheck = piecesToCheck(order.lines);
  const moves = order.nextStates.filter((to) => isStaffMove(from, to) && roleMayMove(role, to));
  const left = order.payment.capturedRupees - order.payment.refundedRupees;
  const canRefund = roleCan(role, 'refundOrders') && from === ORDER_STATE.returned && left > 0;
  const canOverride =
    from === ORDER_STATE.paid &&
    moves.includes(ORDER_STATE.inWorkshop) &&
    order.proof.state === 'sent' &&
    hasPassed(order.proof.overrideFrom);
  if (moves.length === 0 && !canRefund && !outcome) return null;
  // A payment-link order with money due: the server refuses Shipped until it is paid or the owner allows it.
  const ledger = order.paymentLedger;
  const due = ledger && ledger.dueRupees > 0 ? ledger.dueRupees : 0;
  const dueWords = !due
    ? undefined
    : ledger?.balanceOverride
      ? LEDGER_WORDS.dueOverridden(due)
      : moves.includes(ORDER_STATE.shipped)
        ? PAYMENT_REQUEST_MESSAGES.balanceDue(due)
        : LEDGER_WORDS.due(due);
  // Shipping is offered and the server will refuse it: said as a warning.
  const dueBlocksShip = Boolean(due) && !ledger?.balanceOverride && moves.includes(ORDER_STATE.shipped);

  /** Sends the move; resolves to the refusal (undefined when it went through). */
  const send = async (to: OrderState, extra: MoveExtra = {}): Promise<unknown> => {
    setPending(extra.overrideProof ? 'override' : to);
    setOutcome(null);
    try {
      const trimmed = note.trim();
      await move({
        params: { orderNumber: order.orderNumber },
        body: { from, to, ...(trimmed ? { note: trimmed } : {}), ...extra },
      }).unwrap();
      setOpen(null);
      setNote('');
      setOutcome({ ok: true, text: movedMessage(to) });
      return undefined;
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, ORDER_MESSAGES.moveFailed) });
      if (failureStatus(error) === 409) reload();
      return error;
    } finally {
      setPending(null);
    }
  };

  const sendRefund = async (request: RefundRequest) => {
    setPending('refund');
    setOutcome(null);
    try {
      await refund({ params: { orderNumber: order.orderNumber }, body: request }).unwrap();
      setOpen(null);
      setOutcome({
        ok: true,
        text: `Refund of ${formatINR(request.amountRupees)} sent to the payment provider. It shows as processed once they confirm.`,
      });
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, ORDER_MESSAGES.refundFailed) });
      if (failureStatus(error) === 409) reload();
    } finally {
      setPending(null);
    }
  };

  const button = (to: OrderState) => {
    const label = moveLabel(from, to);
    const checks = to === ORDER_STATE.qualityCheck && piecesForCheck.length > 0;
    if (to === ORDER_STATE.shipped || to === ORDER_STATE.cancelled || checks) {
      const which = checks ? 'qc' : to === ORDER_STATE.shipped ? 'ship' : 'cancel';
      return (
        <button
          key={to}
          type="button"
          className="adm-button"
          aria-expanded={open === which}
          onClick={() => setOpen(open === which ? null : which)}
          disabled={pending !== null}
        >
          {label}
        </button>
      );
    }
    return (
      <button key={to} type="button" className="adm-button" onClick={() => send(to)} disabled={pending !== null}>
        {pending === to ? `${label}…` : label}
      </button>
    );
  };

  return (
    <OrderPanel name="actions" title="Next steps" className="adm-ord-actions">
      {moves.length > 0 && (
        <div className="adm-field">
          <label htmlFor="adm-ord-move-note">Note for the history (optional)</label>
          <input
            id="adm-ord-move-note"
            value={note}
            maxLength={300}
            onChange={(event) => setNote(event.target.value)}
            placeholder="Why it went back to the bench, what came back…"
          />
        </div>
      )}
      {dueWords && moves.length > 0 && (
        <p className={dueBlocksShip ? 'adm-message adm-ord-due' : 'adm-ord-hint'}>{dueWords}</p>
      )}
      <div className="adm-ord-buttons">
        {moves.map(button)}
        {canOverride && (
          <button
            type="button"
            className="adm-button adm-button--quiet"
            onClick={() => send(ORDER_STATE.inWorkshop, { overrideProof: true })}
            disabled={pending !== null}
          >
            {pending === 'override' ? 'Going ahead…' : 'Go ahead without an answer'}
          </button>
        )}
        {canRefund && (
          <button
            type="button"
            className="adm-button"
            aria-expanded={open === 'refund'}
            onClick={() => setOpen(open === 'refund' ? null : 'refund')}
            disabled={pending !== null}
          >
            Refund
          </button>
        )}
      </div>
      {from === ORDER_STATE.paid && order.proof.state === 'sent' && order.proof.overrideFrom && !canOverride && (
        <p className="adm-ord-hint">
          Waiting for the customer&rsquo;s answer to the proof. You can go ahead without it from{' '}
          {formatWhen(order.proof.overrideFrom)}.
        </p>
      )}
      {open === 'ship' && (
        <ShipForm
          busy={pending === ORDER_STATE.shipped}
          onClose={() => setOpen(null)}
          onShip={async (shipment) => {
            await send(ORDER_STATE.shipped, { shipment });
          }}
        />
      )}
      {open === 'qc' && (
        <QualityCheckForm
          pieces={piecesForCheck}
          owner={role === 'owner'}
          busy={pending === ORDER_STATE.qualityCheck}
          onClose={() => setOpen(null)}
          onCheck={async (qualityCheck) => issuesOf(await send(ORDER_STATE.qualityCheck, { qualityCheck }))}
        />
      )}
      {open === 'cancel' && (
        <div className="adm-ord-confirm" role="group" aria-label="Confirm the cancellation">
          <p>
            {order.paymentStatus === PAYMENT_STATUS.unpaid
              ? 'Cancel this order? Nothing was paid, so nothing is refunded; the stock is returned.'
              : order.paymentStatus === PAYMENT_STATUS.partiallyPaid
                ? 'Cancel this order? The customer gets back what they paid and the stock is returned.'
                : 'Cancel this order? The customer gets the full amount back and the stock is returned.'}
          </p>
          <div className="adm-ord-buttons">
            <button
              ref={confirmRef}
              type="button"
              className="adm-button"
              onClick={() => send(ORDER_STATE.cancelled)}
              disabled={pending !== null}
            >
              {pending === ORDER_STATE.cancelled ? 'Cancelling…' : 'Yes, cancel the order'}
            </button>
            <button type="button" className="adm-button adm-button--quiet" onClick={() => setOpen(null)}>
              Keep the order
            </button>
          </div>
        </div>
      )}
      {open === 'refund' && (
        <RefundForm leftRupees={left} busy={pending === 'refund'} onClose={() => setOpen(null)} onRefund={sendRefund} />
      )}
      {outcome && <OutcomeMessage outcome={outcome} />}
    </OrderPanel>
  );
}
