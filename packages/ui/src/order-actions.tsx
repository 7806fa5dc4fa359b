// What a shopper can do with their own paid order, wherever it is listed (/welcome's recent orders,
// /track-order): "Download tax invoice" and "Cancel order" (asked first). Presentational: the remote
// calls the API with its own RTK Query hooks and passes the state and callbacks in, and its own
// class names, so each keeps its look.
import { useEffect, useId, useRef, useState, type JSX, type ReactNode } from 'react';
// Type only (erased): the class names are part of the order actions' federation props, declared once there.
import type { OrderActionsClasses } from '@rmj/contracts';
import { useUiT } from './i18n';
import en from './i18n/en';

// The fallback messages in English, as before; a Tamil page takes the same words from `useUiT()`
// ('orders.invoiceFailed', 'orders.creditNoteFailed', 'orders.cancelFailed').
/** Shown when the invoice could not be fetched and the server said nothing readable. */
export const INVOICE_DOWNLOAD_FAILED = en['orders.invoiceFailed'];

/** Shown when a credit note could not be fetched and the server said nothing readable. */
export const CREDIT_NOTE_DOWNLOAD_FAILED = en['orders.creditNoteFailed'];

/** Shown when a cancellation failed and the server said nothing readable. */
export const CANCEL_FAILED = en['orders.cancelFailed'];

/** Props of InvoiceButton. */
export interface InvoiceButtonProps {
  /** Fetches and saves the invoice. */
  onDownload: () => void;
  /** True while the file comes: the button waits. */
  downloading: boolean;
  /** Why the last download failed, shown under the button. */
  problem?: string;
  /** The remote's classes: the button, the problem line, and a box around both (none when absent). */
  classes: OrderActionsClasses['invoice'];
  /** The button's words (default "Download tax invoice"; a credit note names its number). */
  label?: string;
}

/** The "Download tax invoice" button (or a credit note's), and why the last download failed. */
export function InvoiceButton({ onDownload, downloading, problem, classes, label }: InvoiceButtonProps): JSX.Element {
  const t = useUiT();
  const problemId = useId();
  const content = (
    <>
      <button
        type="button"
        className={classes.button}
        onClick={onDownload}
        disabled={downloading}
        aria-busy={downloading || undefined}
        aria-describedby={problem ? problemId : undefined}
      >
        {label ?? t('orders.downloadInvoice')}
      </button>
      {problem && (
        <p id={problemId} className={classes.problem} role="alert">
          {problem}
        </p>
      )}
    </>
  );
  return classes.box ? <div className={classes.box}>{content}</div> : content;
}

/** Props of CancelOrderButton. */
export interface CancelOrderButtonProps {
  /** Asked before cancelling ("Cancel this order? The full amount goes back to your payment method."). */
  question: string;
  /** Shown under the button (until when the shopper may cancel). */
  note?: ReactNode;
  /** Cancels the order and reports how it went; the question closes once it settles. */
  onConfirm: () => Promise<void>;
  /** True while the cancellation is under way: the answers wait. */
  busy: boolean;
  /** The remote's classes (the optional ones add no element when absent). */
  classes: OrderActionsClasses['cancel'];
}

/**
 * "Cancel order", which asks first: the question replaces the button, starting on "Yes, cancel the
 * order"; "Keep the order" sends nothing and puts the focus back on the button.
 */
export function CancelOrderButton({ question, note, onConfirm, busy, classes }: CancelOrderButtonProps): JSX.Element {
  const id = useId();
  const t = useUiT();
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const yes = useRef<HTMLButtonElement>(null);

  // The question replaced the button the shopper pressed: start them on its answer. An effect on the
  // change, not autoFocus, so the focus moves only because the shopper asked (jsx-a11y/no-autofocus).
  useEffect(() => {
    if (confirming) yes.current?.focus();
  }, [confirming]);

  async function confirm(): Promise<void> {
    await onConfirm();
    setConfirming(false);
  }

  function keep(): void {
    setConfirming(false);
    // Back to the button that asked.
    setTimeout(() => opener.current?.focus(), 0);
  }

  if (!confirming) {
    const button = (
      <button ref={opener} type="button" className={classes.button} onClick={() => setConfirming(true)}>
        {t('orders.cancel')}
      </button>
    );
    if (!classes.box && !note) return button;
    return (
      <div className={classes.box}>
        {button}
        {note && <p className={classes.note}>{note}</p>}
      </div>
    );
  }
  const answers = (
    <>
      <button
        ref={yes}
        type="button"
        className={classes.yes}
        onClick={() => void confirm()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {t('orders.confirmCancel')}
      </button>
      <button type="button" className={classes.no} onClick={keep} disabled={busy}>
        {t('orders.keep')}
      </button>
    </>
  );
  return (
    <div className={classes.confirm} role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`} className={classes.question}>
        {question}
      </p>
      {classes.answers ? <div className={classes.answers}>{answers}</div> : answers}
    </div>
  );
}
