// Under each recent order: "Download tax invoice" once it is issued, and "Cancel order" while the
// shopper may still cancel it themselves (within the hour after paying, before the workshop
// starts). Cancelling asks first, then says how it went here and has the list read again, so the
// order's new state shows.
import { useId, useRef, useState, type JSX } from 'react';
import { cancelMessages, type InvoiceSummary, type MyOrder } from '@rmj/contracts';
import { bodyMessage, serverMessage } from '@rmj/api-client';
import { useCancelMyOrderMutation } from '../api/cancel-my-order';
import { useInvoiceDownload } from '../hooks/use-invoice-download';

/** Shown when a cancellation failed and the server said nothing readable. */
export const CANCEL_FAILED = 'Your order could not be cancelled. Please try again.';

function InvoiceButton({ orderNumber, invoice }: { orderNumber: string; invoice: InvoiceSummary }): JSX.Element {
  const { download, downloading, problem } = useInvoiceDownload(orderNumber, invoice);
  return (
    <>
      <button
        type="button"
        className="acc-orders__action"
        onClick={download}
        disabled={downloading}
        aria-busy={downloading || undefined}
        aria-describedby={problem ? `${orderNumber}-invoice-problem` : undefined}
      >
        Download tax invoice
      </button>
      {problem && (
        <p id={`${orderNumber}-invoice-problem`} className="acc-orders__problem" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

export function OrderActions({ order, onCancelled }: { order: MyOrder; onCancelled: () => void }): JSX.Element | null {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const [cancel, { isLoading }] = useCancelMyOrderMutation();
  const opener = useRef<HTMLButtonElement>(null);
  // Read at each render: the list is read afresh on every visit, and a late click is refused with the reason.
  const cancellable = !!order.cancellableUntil && Date.parse(order.cancellableUntil) > Date.now();

  async function confirm(): Promise<void> {
    const result = await cancel({ params: { orderNumber: order.orderId }, body: {} });
    setConfirming(false);
    if ('data' in result) setOutcome({ ok: true, message: bodyMessage(result.data) ?? cancelMessages.done });
    else setOutcome({ ok: false, message: serverMessage(result.error) ?? CANCEL_FAILED });
    onCancelled();
  }

  function keep(): void {
    setConfirming(false);
    // Back to the button that asked.
    setTimeout(() => opener.current?.focus(), 0);
  }

  if (!order.invoice && !cancellable && !outcome) return null;
  return (
    <div className="acc-orders__actions">
      {order.invoice && <InvoiceButton orderNumber={order.orderId} invoice={order.invoice} />}
      {cancellable && !confirming && (
        <button ref={opener} type="button" className="acc-orders__action" onClick={() => setConfirming(true)}>
          Cancel order
        </button>
      )}
      {cancellable && confirming && (
        <div className="acc-orders__confirm" role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} className="acc-orders__question">
            Cancel order {order.orderId}? The full amount goes back to your payment method.
          </p>
          <button
            type="button"
            className="acc-orders__action acc-orders__action--strong"
            onClick={() => void confirm()}
            disabled={isLoading}
            aria-busy={isLoading || undefined}
            // The question replaced the button the shopper pressed: start them on its answer.
            autoFocus
          >
            Yes, cancel the order
          </button>
          <button type="button" className="acc-orders__action" onClick={keep} disabled={isLoading}>
            Keep the order
          </button>
        </div>
      )}
      {outcome && (
        <p className={outcome.ok ? 'acc-orders__done' : 'acc-orders__problem'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
    </div>
  );
}
