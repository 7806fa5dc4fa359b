// The owner's returns on their order's tracking page: each request's state in words (Approved says
// where to send the parcel, Refused gives the reason), and "Return or exchange" while the order is
// delivered, inside the shop's window, with no request open. Sending a request reads them again.
import { useRef, useState, type JSX } from 'react';
import {
  RETURN_KIND_LABELS,
  RETURN_MESSAGES,
  RETURN_STATE,
  type ReturnRequestView,
  type TrackOrderResponse,
} from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { indiaDateTime } from '../lib/india-time';
import { useMyReturnsQuery } from '../api/my-returns';
import { ReturnForm } from './return-form';

/** What the shopper reads about a request in each state. */
export function returnStateWords(request: ReturnRequestView): string {
  switch (request.state) {
    case RETURN_STATE.requested:
      return 'Requested: we will reply by e-mail.';
    case RETURN_STATE.approved:
      return `Approved: send the parcel to ${request.sendTo ?? 'the address in our e-mail'}.`;
    case RETURN_STATE.refused:
      return `Refused: ${request.refusalReason ?? ''}`;
    case RETURN_STATE.received:
    case RETURN_STATE.passedCheck:
    case RETURN_STATE.failedCheck:
      return 'Received: we are checking the piece.';
    case RETURN_STATE.refunded:
      return 'Refunded: the money is on its way to your original payment method.';
    case RETURN_STATE.exchanged:
      return [
        `Exchanged${request.replacementOrderNumber ? `: your new order is ${request.replacementOrderNumber}` : ''}.`,
        request.differenceDuePaise
          ? `Please pay the difference of ${formatINR(request.differenceDuePaise / 100)} on the payment link we e-mailed you.`
          : '',
        request.differenceRefundedPaise
          ? `The difference of ${formatINR(request.differenceRefundedPaise / 100)} is refunded to your original payment method.`
          : '',
      ]
        .filter(Boolean)
        .join(' ');
    case RETURN_STATE.closed:
      return 'Closed: the piece did not pass our check and is sent back to you.';
  }
}

export function ReturnsSection({ order }: { order: TrackOrderResponse }): JSX.Element | null {
  const { data } = useMyReturnsQuery({ orderNumber: order.orderId });
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  if (!data) return null;
  if (data.returns.length === 0 && !data.returnableUntil) return null;
  return (
    <section className="crt-track__returns" aria-labelledby={`${order.orderId}-returns`}>
      <h2 id={`${order.orderId}-returns`} className="crt-track__subtitle">
        Returns and exchanges
      </h2>
      {sent && (
        <p ref={noticeRef} tabIndex={-1} className="crt-banner crt-banner--success" role="status">
          {RETURN_MESSAGES.sent}
        </p>
      )}
      {data.returns.length > 0 && (
        <ul className="crt-track__products">
          {data.returns.map((r) => (
            <li key={r.returnId} className="crt-track__return-state">
              <strong>
                {RETURN_KIND_LABELS[r.kind]} ({r.state})
              </strong>
              <span>{returnStateWords(r)}</span>
              <span className="crt-track__note">
                {r.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')} · asked {indiaDateTime(r.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.returnableUntil && !open && (
        <div className="crt-track__action">
          <button type="button" className="crt-btn crt-btn--secondary" onClick={() => setOpen(true)}>
            Return or exchange
          </button>
          <p className="crt-track__note">You may ask until {indiaDateTime(data.returnableUntil)}.</p>
        </div>
      )}
      {data.returnableUntil && open && (
        <ReturnForm
          order={order}
          locked={data.lockedLines}
          onCancel={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
            requestAnimationFrame(() => noticeRef.current?.focus());
          }}
        />
      )}
    </section>
  );
}
