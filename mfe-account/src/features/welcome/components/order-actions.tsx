// Under each recent order: "Download tax invoice" once it is issued, and "Cancel order" while the
// shopper may still cancel it themselves (within the hour after paying, before the workshop
// starts). Cancelling asks first, then says how it went here and has the list read again, so the
// order's new state shows. The buttons and their wording are @rmj/ui's, shared with /track-order.
import { useState, type JSX } from 'react';
import { cancelMessages, invoiceFileName, type InvoiceSummary, type MyOrder } from '@rmj/contracts';
import { callOutcome, serverMessage, type CallOutcome } from '@rmj/api-client';
import { CANCEL_FAILED, CancelOrderButton, INVOICE_DOWNLOAD_FAILED, InvoiceButton } from '@rmj/ui';
import { useCancelMyOrderMutation } from '../api/cancel-my-order';
import { useMyOrderInvoiceMutation } from '../api/my-order-invoice';

function InvoiceDownload({ orderNumber, invoice }: { orderNumber: string; invoice: InvoiceSummary }): JSX.Element {
  const [download, { isLoading, isError, error }] = useMyOrderInvoiceMutation();
  return (
    <InvoiceButton
      onDownload={() => void download({ call: { orderNumber }, fileName: invoiceFileName(invoice.invoiceNumber) })}
      downloading={isLoading}
      problem={isError ? (serverMessage(error) ?? INVOICE_DOWNLOAD_FAILED) : undefined}
      classes={{ button: 'acc-orders__action', problem: 'acc-orders__problem' }}
    />
  );
}

export function OrderActions({ order, onCancelled }: { order: MyOrder; onCancelled: () => void }): JSX.Element | null {
  const [outcome, setOutcome] = useState<CallOutcome>();
  const [cancel, { isLoading }] = useCancelMyOrderMutation();
  // Read at each render: the list is read afresh on every visit, and a late click is refused with the reason.
  const cancellable = !!order.cancellableUntil && Date.parse(order.cancellableUntil) > Date.now();

  async function confirm(): Promise<void> {
    const result = await cancel({ params: { orderNumber: order.orderId }, body: {} });
    setOutcome(callOutcome(result, { done: cancelMessages.done, failed: CANCEL_FAILED }));
    onCancelled();
  }

  if (!order.invoice && !cancellable && !outcome) return null;
  return (
    <div className="acc-orders__actions">
      {order.invoice && <InvoiceDownload orderNumber={order.orderId} invoice={order.invoice} />}
      {cancellable && (
        <CancelOrderButton
          question={`Cancel order ${order.orderId}? The full amount goes back to your payment method.`}
          onConfirm={confirm}
          busy={isLoading}
          classes={{
            button: 'acc-orders__action',
            confirm: 'acc-orders__confirm',
            question: 'acc-orders__question',
            yes: 'acc-orders__action acc-orders__action--strong',
            no: 'acc-orders__action',
          }}
        />
      )}
      {outcome && (
        <p className={outcome.ok ? 'acc-orders__done' : 'acc-orders__problem'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
    </div>
  );
}
