// Staff notes on a customer, newest first, each with who wrote it and when; owner and staff add
// one (support reads them). Notes are never changed, so there is nothing to edit here.
import { useState, type FormEvent, type JSX } from 'react';
import { CUSTOMER_NOTE_MAX, customerNoteInputSchema, STAFF_ROLE_LABELS, type CustomerNote } from '@rmj/contracts';
import { FormField } from '../../../components/form-field';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { formatWhen } from '../../../lib/format-when';
import { failureMessage, NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import { useCustomerAddNoteMutation } from '../api/customers-api';

export interface CustomerNotesProps {
  customerId: string;
  notes: readonly CustomerNote[];
  canAdd: boolean;
}

export function CustomerNotes({ customerId, notes, canAdd }: CustomerNotesProps): JSX.Element {
  const [addNote, { isLoading }] = useCustomerAddNoteMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setOutcome(undefined);
    const checked = customerNoteInputSchema.safeParse({ text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await addNote({ params: { customerId }, body: checked.data }).unwrap();
      setText('');
      setOutcome({ ok: true, text: 'Note added.' });
    } catch (failure) {
      setOutcome({ ok: false, text: failureMessage(failure, NO_CONNECTION_MESSAGE) });
    }
  }

  return (
    <section className="adm-cus-section" aria-labelledby="adm-cus-notes">
      <h2 id="adm-cus-notes" className="adm-subtitle">
        Staff notes
      </h2>
      {canAdd && (
        <form className="adm-form adm-cus-note-form" onSubmit={(e) => void submit(e)} noValidate>
          <FormField label="New note" error={error}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={CUSTOMER_NOTE_MAX}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            )}
          </FormField>
          <div className="adm-actions">
            <button type="submit" className="adm-button" disabled={isLoading}>
              {isLoading ? 'Adding…' : 'Add note'}
            </button>
          </div>
          {outcome && <OutcomeMessage outcome={outcome} />}
        </form>
      )}
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="adm-cus-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="adm-cus-note-text">{note.text}</p>
              <p className="adm-cus-sub">
                {note.by.email} ({STAFF_ROLE_LABELS[note.by.role]}),{' '}
                <time dateTime={note.at}>{formatWhen(note.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
