// What the logged-in owner can do from tracking: download the tax invoice once it is issued, and
// cancel the order while the shop still lets them (within the hour after paying, before the
// workshop starts). Cancelling asks first; the outcome is reported by the page, which then shows
// the order's new state. The buttons and their wording are @rmj/ui's, shared with /welcome.
import type { JSX } from 'react';
import { cancelMessages, invoiceFileName, type InvoiceSummary } from '@rmj/contracts';
import { callOutcome, serverMessage, type CallOutcome } from '@rmj/api-client';
import { CANCEL_FAILED, CancelOrderButton, INVOICE_DOWNLOAD_FAILED, InvoiceButton } from '@rmj/ui';
import { useCancelMyOrderMutation } from '../api/cancel-my-order';
import { useMyOrderInvoiceMutation } from '../api/my-order-invoice';
import { useStillBefore } from '../hooks/use-still-before';
import { indiaDateTime } from '../lib/india-time';

function InvoiceDownload({ orderNumber, invoice }: { orderNumber: string; invoice: InvoiceSummary }): JSX.Element {
  const [download, { isLoading, isError, error }] = useMyOrderInvoiceMutation();
  return (
    <InvoiceButton
      onDownload={() => void download({ call: { orderNumber }, fileName: invoiceFileName(invoice.invoiceNumber) })}
      downloading={isLoading}
      problem={isError ? (serverMessage(error) ?? INVOICE_DOWNLOAD_FAILED) : undefined}
      classes={{ box: 'crt-track__action', button: 'crt-btn crt-btn--secondary', problem: 'crt-field__error' }}
    />
  );
}

function CancelOrder({
  orderNumber,
  until,
  onOutcome,
}: {
  orderNumber: string;
  until: string;
  onOutcome: (outcome: CallOutcome) => void;
}): JSX.Element {
  const [cancel, { isLoading }] = useCancelMyOrderMutation();

  async function confirm(): Promise<void> {
    const result = await cancel({ params: { orderNumber }, body: {} });
    onOutcome(callOutcome(result, { done: cancelMessages.done, failed: CANCEL_FAILED }));
  }

  return (
    <CancelOrderButton
      question="Cancel this order? The full amount goes back to your payment method."
      note={`You can cancel this order until ${indiaDateTime(until)}.`}
      onConfirm={confirm}
      busy={isLoading}
      classes={{
        box: 'crt-track__action',
        button: 'crt-btn crt-btn--secondary',
        note: 'crt-track__note',
        confirm: 'crt-track__confirm',
        question: 'crt-track__confirm-text',
        answers: 'crt-track__row',
        yes: 'crt-btn crt-btn--primary',
        no: 'crt-btn crt-btn--secondary',
      }}
    />
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
  onCancelOutcome: (outcome: CallOutcome) => void;
}): JSX.Element | null {
  const cancellable = useStillBefore(cancellableUntil);
  if (!invoice && !cancellable) return null;
  return (
    <div className="crt-track__actions">
      {invoice && <InvoiceDownload orderNumber={orderNumber} invoice={invoice} />}
      {cancellable && cancellableUntil && (
        <CancelOrder orderNumber={orderNumber} until={cancellableUntil} onOutcome={onCancelOutcome} />
      )}
    </div>
  );
}
