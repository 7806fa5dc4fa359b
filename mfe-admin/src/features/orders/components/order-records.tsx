// The order page's records: the customer and address, the payment with its refunds, the shipment,
// the tax invoice and credit notes (downloaded with the staff token) and the history of moves.
import { useEffect, useRef, useState, type JSX } from 'react';
import {
  INVOICE_NOT_YET_MESSAGE,
  invoiceFileName,
  PAYMENT_METHOD,
  PAYMENT_METHOD_LABELS,
  type AdminOrder,
  type MoveActor,
  type OrderMove,
  type ShipmentCorrection as Correction,
  type StaffRole,
} from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { failureMessage } from '../../../lib/messages';
import { useAdminOrderInvoiceMutation } from '../api/download-invoice';
import { formatWhen } from '../../../lib/format-when';
import { ORDER_MESSAGES, REFUND_REASON_LABELS, REFUND_STATUS_LABELS } from '../lib/order-labels';
import { CreditNotesList } from './credit-notes-list';
import { OrderPanel } from './order-panel';
import { ShipmentCorrection } from './shipment-correction';

export function CustomerPanel({ order }: { order: AdminOrder }): JSX.Element {
  const c = order.customer;
  return (
    <OrderPanel name="customer" title="Customer">
      <dl className="adm-ord-facts">
        <dt>Name</dt>
        <dd>{c.name}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${c.email}`}>{c.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${c.phone}`}>{c.phone}</a>
        </dd>
        <dt>Deliver to</dt>
        <dd className="adm-ord-address">
          {c.address}
          <br />
          {c.city}, {c.state} {c.zipCode}
          <br />
          {c.country}
        </dd>
        {order.pan && (
          <>
            <dt>PAN</dt>
            <dd>{order.pan}</dd>
          </>
        )}
        {order.accountEmail !== c.email && (
          <>
            <dt>Account</dt>
            <dd>{order.accountEmail}</dd>
          </>
        )}
      </dl>
    </OrderPanel>
  );
}

export function PaymentPanel({ order }: { order: AdminOrder }): JSX.Element {
  const p = order.payment;
  // A cash-on-delivery order's ids are the shop's own reference (cod_...), not a provider's.
  const cod = order.paymentMethod === PAYMENT_METHOD.cod;
  return (
    <OrderPanel name="payment" title="Payment">
      <dl className="adm-ord-facts">
        <dt>Status</dt>
        <dd>{order.paymentStatus}</dd>
        {cod ? (
          <>
            <dt>Paid by</dt>
            <dd>{PAYMENT_METHOD_LABELS.cod}</dd>
            <dt>Collected</dt>
            <dd>{formatINR(p.capturedRupees)}</dd>
          </>
        ) : (
          <>
            <dt>Provider</dt>
            <dd>{p.provider}</dd>
            <dt>Provider order</dt>
            <dd className="adm-ord-code">{p.providerOrderId}</dd>
            <dt>Payment</dt>
            <dd className="adm-ord-code">{p.paymentId}</dd>
            <dt>Captured</dt>
            <dd>{formatINR(p.capturedRupees)}</dd>
          </>
        )}
        <dt>Refunded</dt>
        <dd>{formatINR(p.refundedRupees)}</dd>
      </dl>
      <RefundsTable order={order} />
    </OrderPanel>
  );
}

/** The order's refunds, newest last (nothing when there are none). */
export function RefundsTable({ order }: { order: AdminOrder }): JSX.Element | null {
  if (order.refunds.length === 0) return null;
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <caption className="adm-visually-hidden">Refunds</caption>
        <thead>
          <tr>
            <th scope="col">Asked</th>
            <th scope="col">Amount</th>
            <th scope="col">Reason</th>
            <th scope="col">Status</th>
            <th scope="col">By</th>
            <th scope="col">Refund id</th>
          </tr>
        </thead>
        <tbody>
          {order.refunds.map((r) => (
            <tr key={r.refundId}>
              <td>{formatWhen(r.createdAt)}</td>
              <td>{formatINR(r.amountRupees)}</td>
              <td>
                {REFUND_REASON_LABELS[r.reason]}
                {r.note ? `: ${r.note}` : ''}
              </td>
              <td>
                {REFUND_STATUS_LABELS[r.status]}
                {r.settledAt ? ` ${formatWhen(r.settledAt)}` : ''}
                {r.failureReason ? ` (${r.failureReason})` : ''}
              </td>
              <td>{r.by}</td>
              <td className="adm-ord-code">{r.refundId}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Waits between asking for a shipped order again while its invoice is issued (about 10 s in all). */
export const INVOICE_RETRY_DELAYS_MS = [1000, 1500, 2000, 2500, 3000] as const;

/**
 * The server issues the invoice a moment after the move to Shipped: while a shipped order has none,
 * ask for it again a few times ('waiting'), then stop ('late').
 */
function useInvoiceWait(awaiting: boolean, reload: () => void): 'waiting' | 'late' | null {
  const [tries, setTries] = useState(0);
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  });
  useEffect(() => {
    if (!awaiting || tries >= INVOICE_RETRY_DELAYS_MS.length) return undefined;
    const timer = setTimeout(() => {
      reloadRef.current();
      setTries((n) => n + 1);
    }, INVOICE_RETRY_DELAYS_MS[tries]);
    return () => clearTimeout(timer);
  }, [awaiting, tries]);
  if (!awaiting) return null;
  return tries >= INVOICE_RETRY_DELAYS_MS.length ? 'late' : 'waiting';
}

export interface ShipmentPanelProps {
  order: AdminOrder;
  role: StaffRole;
  /** Asks for the order again (after a refused correction, and while the invoice is issued). */
  reload: () => void;
}

export function ShipmentPanel({ order, role, reload }: ShipmentPanelProps): JSX.Element {
  const [download, { isLoading, error }] = useAdminOrderInvoiceMutation();
  const s = order.shipment;
  const invoice = order.invoice;
  const invoiceWait = useInvoiceWait(Boolean(s) && !invoice, reload);
  return (
    <OrderPanel name="shipment" title="Shipment and invoice">
      {s ? (
        <dl className="adm-ord-facts">
          <dt>Courier</dt>
          <dd>{s.courier}</dd>
          <dt>AWB</dt>
          <dd className="adm-ord-code">{s.awb}</dd>
          <dt>Tracking</dt>
          <dd>
            <a href={s.trackingUrl} target="_blank" rel="noreferrer">
              Track the parcel
            </a>
          </dd>
          <dt>Shipped</dt>
          <dd>{formatWhen(s.shippedAt)}</dd>
        </dl>
      ) : (
        <p>Not shipped yet.</p>
      )}
      <ShipmentCorrection order={order} role={role} reload={reload} />
      {invoice ? (
        <p>
          Tax invoice {invoice.invoiceNumber}, issued {formatWhen(invoice.issuedAt)}.{' '}
          <button
            type="button"
            className="adm-button adm-button--quiet"
            disabled={isLoading}
            onClick={() =>
              download({
                call: { orderNumber: order.orderNumber },
                fileName: invoiceFileName(invoice.invoiceNumber),
              })
            }
          >
            {isLoading ? 'Downloading…' : 'Download invoice'}
          </button>
        </p>
      ) : invoiceWait ? (
        <p aria-live="polite">
          {invoiceWait === 'waiting' ? ORDER_MESSAGES.invoiceComing : ORDER_MESSAGES.invoiceLate}
        </p>
      ) : (
        <p>{INVOICE_NOT_YET_MESSAGE}</p>
      )}
      {error && (
        <p className="adm-message adm-message--error" role="alert">
          {failureMessage(error, ORDER_MESSAGES.invoiceFailed)}
        </p>
      )}
      <CreditNotesList order={order} />
    </OrderPanel>
  );
}

const whoDid = (by: MoveActor): string =>
  `by ${by.kind === 'staff' ? by.name : by.kind === 'customer' ? 'the customer' : 'the system'}${by.role ? ` (${by.role})` : ''}`;

/** A shipment in a few words: courier and AWB. */
const shipmentWords = (s: Correction['before']): string => `${s.courier} ${s.awb}`;

type Entry = { at: string; move: OrderMove } | { at: string; correction: Correction };

export function HistoryPanel({ order }: { order: AdminOrder }): JSX.Element {
  // Moves and shipment corrections, oldest first.
  const entries: Entry[] = [
    ...order.history.map((move) => ({ at: move.at, move })),
    ...(order.shipmentCorrections ?? []).map((correction) => ({ at: correction.at, correction })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <OrderPanel name="history" title="History" className="adm-ord-wide">
      <ol className="adm-ord-history">
        <li>
          {/* A cash-on-delivery order starts unpaid: its first date is when it was placed. */}
          <strong>
            {order.paymentMethod === PAYMENT_METHOD.razorpay
              ? 'Paid'
              : `Placed (${PAYMENT_METHOD_LABELS[order.paymentMethod].toLowerCase()})`}
          </strong>{' '}
          <span>{formatWhen(order.paidAt)}</span>
        </li>
        {entries.map((entry) =>
          'move' in entry ? (
            <li key={`move-${entry.move.seq}`}>
              <strong>
                {entry.move.from} → {entry.move.to}
              </strong>{' '}
              <span>{formatWhen(entry.move.at)}</span> <span className="adm-ord-who">{whoDid(entry.move.by)}</span>
              {entry.move.note && <p className="adm-ord-note">{entry.move.note}</p>}
              {entry.move.qualityCheck && (
                <p className="adm-ord-note">
                  {entry.move.qualityCheck.pieces
                    .map((p) => `HUID ${p.huid}, ${(p.actualNetWeightMg / 1000).toFixed(3)} g`)
                    .join('; ')}
                  {entry.move.qualityCheck.weightOverrideReason &&
                    `. Lighter piece accepted: ${entry.move.qualityCheck.weightOverrideReason}`}
                </p>
              )}
            </li>
          ) : (
            <li key={`correction-${entry.at}`}>
              <strong>Shipment corrected</strong> <span>{formatWhen(entry.at)}</span>{' '}
              <span className="adm-ord-who">{whoDid(entry.correction.by)}</span>
              <p className="adm-ord-note">
                {shipmentWords(entry.correction.before)} → {shipmentWords(entry.correction.after)}
                {entry.correction.before.trackingUrl !== entry.correction.after.trackingUrl &&
                  ` (tracking link ${entry.correction.after.trackingUrl})`}
              </p>
            </li>
          ),
        )}
      </ol>
    </OrderPanel>
  );
}
