// What the logged-in owner can do with their own order, wherever the shop lists it: download the
// tax invoice once it is issued (and the credit note of each refund after it), and cancel the order while the shop still lets them (within the hour
// after paying, before the workshop starts; or, unpaid cash on delivery, until the shop confirms it,
// in words that promise no refund). Cancelling asks first. The one copy: /track-order renders
// it here, and /welcome (mfe-account) through Module Federation ('./order-actions'), with its own
// class names. On an order's page the page reports the outcome and tracks the order again; in a list
// the outcome shows under the buttons and the host reads its list again. The buttons are @rmj/ui's.
import { useState, type JSX } from 'react';
import {
  creditNoteFileName,
  creditNoteRef,
  invoiceFileName,
  type CallOutcome,
  type CreditNoteSummary,
  type InvoiceSummary,
  type OrderActionsClasses,
  type OrderActionsProps,
} from '@rmj/contracts';
import { callOutcome, serverMessage } from '@rmj/api-client';
import { useInjectApi } from '@rmj/cart';
import { CancelOrderButton, InvoiceButton } from '@rmj/ui';
import { words } from '../../../i18n';
import { ordersApi } from '../../../lib/orders-api';
import { useDateTime, useServerWords } from '../../../lib/use-shop-words';
import { useCancelMyOrderMutation } from '../api/cancel-my-order';
import { useMyOrderCreditNoteMutation } from '../api/my-order-credit-note';
import { useMyOrderInvoiceMutation } from '../api/my-order-invoice';
import { useStillBefore } from '../hooks/use-still-before';

function InvoiceDownload({
  orderNumber,
  invoice,
  classes,
}: {
  orderNumber: string;
  invoice: InvoiceSummary;
  classes: OrderActionsClasses['invoice'];
}): JSX.Element {
  const [download, { isLoading, isError, error }] = useMyOrderInvoiceMutation();
  const t = words.useT();
  const say = useServerWords();
  return (
    <InvoiceButton
      label={t('actions.invoice')}
      onDownload={() => void download({ call: { orderNumber }, fileName: invoiceFileName(invoice.invoiceNumber) })}
      downloading={isLoading}
      problem={isError ? (say(serverMessage(error)) ?? t('actions.invoiceFailed')) : undefined}
      classes={classes}
    />
  );
}

/** One credit note's download, beside the invoice's, in the same look. */
function CreditNoteDownload({
  orderNumber,
  note,
  classes,
}: {
  orderNumber: string;
  note: CreditNoteSummary;
  classes: OrderActionsClasses['invoice'];
}): JSX.Element {
  const [download, { isLoading, isError, error }] = useMyOrderCreditNoteMutation();
  const t = words.useT();
  const say = useServerWords();
  return (
    <InvoiceButton
      label={t('actions.creditNote', { number: note.creditNoteNumber })}
      onDownload={() =>
        void download({
          call: { orderNumber, creditNote: creditNoteRef(note.creditNoteNumber) },
          fileName: creditNoteFileName(note.creditNoteNumber),
        })
      }
      downloading={isLoading}
      problem={isError ? (say(serverMessage(error)) ?? t('actions.creditNoteFailed')) : undefined}
      classes={classes}
    />
  );
}

function CancelOrder({
  orderNumber,
  until,
  placement,
  classes,
  onOutcome,
}: Pick<OrderActionsProps, 'orderNumber' | 'placement'> & {
  /** A paid order's deadline (ISO time), or 'unpaid': cash on delivery, until the shop confirms it. */
  until: string;
  classes: OrderActionsClasses['cancel'];
  onOutcome: (outcome: CallOutcome) => void;
}): JSX.Element {
  const [cancel, { isLoading }] = useCancelMyOrderMutation();
  const t = words.useT();
  const indiaDateTime = useDateTime();

  const unpaid = until === UNPAID;
  async function confirm(): Promise<void> {
    const result = await cancel({ params: { orderNumber }, body: {} });
    const done = unpaid ? t('cancel.unpaidDone') : t('cancel.done');
    onOutcome(callOutcome(result, { done, failed: t('actions.cancelFailed') }));
  }

  // In a list of orders the question names the one it is about; on its own page "this order" is clear.
  const which = placement === 'list' ? t('cancel.listOrder', { orderNumber }) : t('cancel.thisOrder');
  const note = unpaid ? t('cancel.unpaidUntil') : t('cancel.until', { when: indiaDateTime(until) });
  return (
    <CancelOrderButton
      question={unpaid ? t('cancel.unpaidQuestion', { which }) : t('cancel.question', { which })}
      note={placement === 'page' ? note : undefined}
      onConfirm={confirm}
      busy={isLoading}
      classes={classes}
    />
  );
}

/** CancelOrder's `until` for an unpaid cash-on-delivery order: no deadline, no refund promised. */
const UNPAID = 'unpaid';

/** The order's actions; nothing when there is no invoice to download, no cancelling allowed and nothing to report. */
export function OrderActions({
  orderNumber,
  invoice,
  creditNotes = [],
  cancellableUntil,
  cancellableUnpaid,
  placement,
  classes,
  onCancelOutcome,
}: OrderActionsProps): JSX.Element | null {
  // Rendered inside another remote's page too: the store must know this remote's api.
  useInjectApi(ordersApi);
  const [outcome, setOutcome] = useState<CallOutcome>();
  const say = useServerWords();
  // The order's page closes the window as the time passes; a list is read afresh on every visit,
  // so it reads the time at each render (a late click is refused with the reason).
  const stillBefore = useStillBefore(placement === 'page' ? cancellableUntil : undefined);
  // An unpaid cash-on-delivery order has no deadline: the shop's confirmation ends it (a late click
  // is refused with the reason).
  const cancellable =
    !!cancellableUnpaid ||
    (placement === 'page' ? stillBefore : !!cancellableUntil && Date.parse(cancellableUntil) > Date.now());
  const until = cancellableUnpaid ? UNPAID : cancellableUntil;
  const inline = placement === 'list' ? classes.outcome : undefined;

  function reported(result: CallOutcome): void {
    if (inline) setOutcome(result);
    onCancelOutcome(result);
  }

  if (!invoice && creditNotes.length === 0 && !cancellable && !outcome) return null;
  return (
    <div className={classes.actions}>
      {invoice && <InvoiceDownload orderNumber={orderNumber} invoice={invoice} classes={classes.invoice} />}
      {creditNotes.map((note) => (
        <CreditNoteDownload
          key={note.creditNoteNumber}
          orderNumber={orderNumber}
          note={note}
          classes={classes.invoice}
        />
      ))}
      {cancellable && until && (
        <CancelOrder
          orderNumber={orderNumber}
          until={until}
          placement={placement}
          classes={classes.cancel}
          onOutcome={reported}
        />
      )}
      {outcome && inline && (
        <p className={outcome.ok ? inline.done : inline.problem} role={outcome.ok ? 'status' : 'alert'}>
          {say(outcome.message)}
        </p>
      )}
    </div>
  );
}
