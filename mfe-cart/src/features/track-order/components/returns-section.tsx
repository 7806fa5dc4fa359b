// The owner's returns on their order's tracking page: each request's state in words (Approved says
// where to send the parcel, Refused gives the reason), and "Return or exchange" while the order is
// delivered, inside the shop's window, with no request open. Sending a request reads them again.
import { useRef, useState, type JSX } from 'react';
import { RETURN_STATE, type ReturnRequestView, type ReturnState, type TrackOrderResponse } from '@rmj/contracts';
import { words } from '../../../i18n';
import { useDateTime, useMoney } from '../../../lib/use-shop-words';
import { useMyReturnsQuery } from '../api/my-returns';
import { ReturnForm, returnKindKey } from './return-form';

type T = ReturnType<typeof words.useT>;

/**
 * What the shopper reads about a request in each state, in the page's words (`t`, and `money` for
 * rupees). The staff's own words (where to send it, why it was refused) are shown as they wrote them.
 */
export function returnStateWords(request: ReturnRequestView, t: T, money: (rupees: number) => string): string {
  switch (request.state) {
    case RETURN_STATE.requested:
      return t('returns.requested');
    case RETURN_STATE.approved:
      return t('returns.approved', { to: request.sendTo ?? t('returns.approvedTo') });
    case RETURN_STATE.refused:
      return t('returns.refused', { reason: request.refusalReason ?? '' });
    case RETURN_STATE.received:
    case RETURN_STATE.passedCheck:
    case RETURN_STATE.failedCheck:
      return t('returns.received');
    case RETURN_STATE.refunded:
      return t('returns.refunded');
    case RETURN_STATE.exchanged:
      return [
        request.replacementOrderNumber
          ? t('returns.exchangedFor', { orderNumber: request.replacementOrderNumber })
          : t('returns.exchanged'),
        request.differenceDuePaise
          ? t('returns.differenceDue', { amount: money(request.differenceDuePaise / 100) })
          : '',
        request.differenceRefundedPaise
          ? t('returns.differenceRefunded', { amount: money(request.differenceRefundedPaise / 100) })
          : '',
      ]
        .filter(Boolean)
        .join(' ');
    case RETURN_STATE.closed:
      return t('returns.closed');
  }
}

/** A request's state in words. */
const STATE_KEYS = {
  Requested: 'returnState.Requested',
  Approved: 'returnState.Approved',
  Refused: 'returnState.Refused',
  Received: 'returnState.Received',
  'Passed check': 'returnState.PassedCheck',
  'Failed check': 'returnState.FailedCheck',
  Refunded: 'returnState.Refunded',
  Exchanged: 'returnState.Exchanged',
  Closed: 'returnState.Closed',
} as const satisfies Record<ReturnState, string>;

export function ReturnsSection({ order }: { order: TrackOrderResponse }): JSX.Element | null {
  const { data } = useMyReturnsQuery({ orderNumber: order.orderId });
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const t = words.useT();
  const money = useMoney();
  const indiaDateTime = useDateTime();
  if (!data) return null;
  if (data.returns.length === 0 && !data.returnableUntil) return null;
  return (
    <section className="crt-track__returns" aria-labelledby={`${order.orderId}-returns`}>
      <h2 id={`${order.orderId}-returns`} className="crt-track__subtitle">
        {t('returns.title')}
      </h2>
      {sent && (
        <p ref={noticeRef} tabIndex={-1} className="crt-banner crt-banner--success" role="status">
          {t('returns.sent')}
        </p>
      )}
      {data.returns.length > 0 && (
        <ul className="crt-track__products">
          {data.returns.map((r) => (
            <li key={r.returnId} className="crt-track__return-state">
              <strong>
                {t('returns.kindState', { kind: t(returnKindKey(r.kind)), state: t(STATE_KEYS[r.state]) })}
              </strong>
              <span>{returnStateWords(r, t, money)}</span>
              <span className="crt-track__note">
                {t('returns.asked', {
                  lines: r.lines.map((l) => `${l.name} × ${l.quantity}`).join(', '),
                  when: indiaDateTime(r.createdAt),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.returnableUntil && !open && (
        <div className="crt-track__action">
          <button type="button" className="crt-btn crt-btn--secondary" onClick={() => setOpen(true)}>
            {t('returns.open')}
          </button>
          <p className="crt-track__note">{t('returns.until', { when: indiaDateTime(data.returnableUntil) })}</p>
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
