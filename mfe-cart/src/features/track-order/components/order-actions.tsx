// What the logged-in owner can do from tracking: download the tax invoice once it is issued, and
// cancel the order while the shop still lets them (within the hour after paying, before the
// workshop starts). Cancelling asks first; the outcome is reported by the page, which then shows
// the order's new state.
import { useRef, useState, type JSX } from 'react';
import { cancelMessages, type InvoiceSummary } from '@rmj/contracts';
import { bodyMessage, serverMessage } from '@rmj/api-client';
import { useCancelMyOrderMutation } from '../api/cancel-my-order';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import { useStillBefore } from '../hooks/use-still-before';
import { indiaDateTime } from '../lib/india-time';

/** Shown when a cancellation failed and the server said nothing readable. */
export const CANCEL_FAILED = 'Your order could not be cancelled. Please try again.';

/** How a cancellation ended, for the page to announce. */
export interface CancelOutcome {
  ok: boolean;
  message: string;
}

function InvoiceButton({ orderNumber, invoice }: { orderNumber: string; invoice: InvoiceSummary }): JSX.Element {
  const { download, downloading, problem } = useInvoiceDownload(orderNumber, invoice);
  return (
    <div className="crt-track__action">
      <button
        type="button"
        className="crt-btn crt-btn--secondary"
        onClick={download}
        disabled={downloading}
        aria-busy={downloading || undefined}
      >
        Download tax invoice
      </button>
      {problem && (
        <p className="crt-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function CancelButton({
  orderNumber,
  until,
  onOutcome,
}: {
  orderNumber: string;
  until: string;
  onOutcome: (outcome: CancelOutcome) => void;
}): JSX.Element {
  const [confirming, setConfirming] = useState(false);
  const [cancel, { isLoading }] = useCancelMyOrderMutation();
  const opener = useRef<HTMLButtonElement>(null);

  async function confirm(): Promise<void> {
    const result = await cancel({ params: { orderNumber }, body: {} });
    setConfirming(false);
    if ('data' in result) onOutcome({ ok: true, message: bodyMessage(result.data) ?? cancelMessages.done });
    else onOutcome({ ok: false, message: serverMessage(result.error) ?? CANCEL_FAILED });
  }

  function keep(): void {
    setConfirming(false);
    // Back to the button that asked.
    setTimeout(() => opener.current?.focus(), 0);
  }

  if (!confirming) {
    return (
      <div className="crt-track__action">
        <button ref={opener} type="button" className="crt-btn crt-btn--secondary" onClick={() => setConfirming(true)}>
          Cancel order
        </button>
        <p className="crt-track__note">You can cancel this order until {indiaDateTime(until)}.</p>
      </div>
    );
  }
  return (
    <div className="crt-track__confirm" role="group" aria-labelledby="crt-track-confirm">
      <p id="crt-track-confirm" className="crt-track__confirm-text">
        Cancel this order? The full amount goes back to your payment method.
      </p>
      <div className="crt-track__row">
        <button
          type="button"
          className="crt-btn crt-btn--primary"
          onClick={() => void confirm()}
          disabled={isLoading}
          aria-busy={isLoading || undefined}
          // The question replaced the button the shopper pressed: start them on its answer.
          autoFocus
        >
          Yes, cancel the order
        </button>
        <button type="button" className="crt-btn crt-btn--secondary" onClick={keep} disabled={isLoading}>
          Keep the order
        </button>
      </div>
    </div>
  );
}

export function OrderActions({
  orderNumber,
  invoice,
  cancellableUntil,
  onCancelOutcome,
}: {
  orderNumber: string;
  invoice?: InvoiceSummary;
  cancellableUntil?: string;
  onCancelOutcome: (outcome: CancelOutcome) => void;
}): JSX.Element | null {
  const cancellable = useStillBefore(cancellableUntil);
  if (!invoice && !cancellable) return null;
  return (
    <div className="crt-track__actions">
      {invoice && <InvoiceButton orderNumber={orderNumber} invoice={invoice} />}
      {cancellable && cancellableUntil && (
        <CancelButton orderNumber={orderNumber} until={cancellableUntil} onOutcome={onCancelOutcome} />
      )}
    </div>
  );
}
