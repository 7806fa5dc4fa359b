// Marking one request contacted or closed, with a note of what was agreed. Only the moves its state
// allows are offered (contracts' OLD_GOLD_MOVES); a refusal shows the server's words.
import { useId, useState, type FormEvent, type JSX } from 'react';
import { serverMessage } from '@rmj/api-client';
import {
  moveOldGoldRequestSchema,
  OLD_GOLD_MOVES,
  OLD_GOLD_STATE_LABELS,
  type AdminOldGoldRequest,
} from '@rmj/contracts';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { useAdminMoveOldGoldRequestMutation } from '../api/old-gold-api';

export function RequestActions({ request }: { request: AdminOldGoldRequest }): JSX.Element | null {
  const id = useId();
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [move, { isLoading }] = useAdminMoveOldGoldRequestMutation();
  const moves = OLD_GOLD_MOVES[request.state];
  if (moves.length === 0) return null;

  async function mark(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const checked = moveOldGoldRequestSchema.safeParse({ state: submitter?.value, note });
    if (!checked.success) {
      setOutcome({ ok: false, text: checked.error.issues[0]!.message });
      return;
    }
    try {
      await move({ params: { requestId: request.id }, body: checked.data }).unwrap();
      setOutcome(null);
      setNote('');
    } catch (error) {
      setOutcome({ ok: false, text: serverMessage(error as never) ?? 'The request could not be updated.' });
    }
  }

  return (
    <form className="adm-old-gold-actions" onSubmit={mark} noValidate>
      <label htmlFor={`${id}-note`}>{`Note for ${request.name}`}</label>
      <input id={`${id}-note`} type="text" value={note} onChange={(e) => setNote(e.target.value)} />
      {moves.map((state) => (
        <button key={state} type="submit" name="state" value={state} className="adm-button" disabled={isLoading}>
          {`Mark ${OLD_GOLD_STATE_LABELS[state].toLowerCase()}`}
        </button>
      ))}
      {outcome && <OutcomeMessage outcome={outcome} />}
    </form>
  );
}
