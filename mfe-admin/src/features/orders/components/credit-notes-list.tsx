// The order's GST credit notes (one per refund after the tax invoice), each downloadable with the
// staff token under its own file name, with why a download failed beside its button.
import { useId, type JSX } from 'react';
import { creditNoteFileName, creditNoteRef, type AdminOrder, type CreditNoteSummary } from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { failureMessage } from '../../../lib/messages';
import { formatWhen } from '../../../lib/format-when';
import { useAdminOrderCreditNoteMutation } from '../api/download-credit-note';
import { ORDER_MESSAGES } from '../lib/order-labels';

function CreditNoteRow({ orderNumber, note }: { orderNumber: string; note: CreditNoteSummary }): JSX.Element {
  const [download, { isLoading, error }] = useAdminOrderCreditNoteMutation();
  const problemId = useId();
  return (
    <li>
      Credit note {note.creditNoteNumber}, {formatINR(note.amount / 100)}, issued {formatWhen(note.issuedAt)}.{' '}
      <button
        type="button"
        className="adm-button adm-button--quiet"
        disabled={isLoading}
        aria-label={`Download credit note ${note.creditNoteNumber}`}
        aria-describedby={error ? problemId : undefined}
        onClick={() =>
          download({
            call: { orderNumber, creditNote: creditNoteRef(note.creditNoteNumber) },
            fileName: creditNoteFileName(note.creditNoteNumber),
          })
        }
      >
        {isLoading ? 'Downloading…' : 'Download credit note'}
      </button>
      {error && (
        <p id={problemId} className="adm-message adm-message--error" role="alert">
          {failureMessage(error, ORDER_MESSAGES.creditNoteFailed)}
        </p>
      )}
    </li>
  );
}

/** Nothing while the order has no credit note. */
export function CreditNotesList({ order }: { order: AdminOrder }): JSX.Element | null {
  const notes = order.creditNotes ?? [];
  if (notes.length === 0) return null;
  return (
    <ul className="adm-ord-credit-notes" aria-label="Credit notes">
      {notes.map((note) => (
        <CreditNoteRow key={note.creditNoteNumber} orderNumber={order.orderNumber} note={note} />
      ))}
    </ul>
  );
}
