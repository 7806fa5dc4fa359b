// The engraving proof of an order: where it stands (sent, answered, the customer's note) and, for
// roles that fulfil orders and before the workshop starts, Send proof / Send again.
import { useState, type JSX } from 'react';
import { ORDER_STATE, roleCan, type AdminOrder, type StaffRole } from '@rmj/contracts';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { failureMessage } from '../../../lib/messages';
import { useAdminSendProofMutation } from '../api/send-proof';
import { formatWhen } from '../../../lib/format-when';
import { failureStatus, ORDER_MESSAGES, PROOF_LABELS } from '../lib/order-labels';
import { OrderPanel } from './order-panel';

export interface ProofPanelProps {
  order: AdminOrder;
  role: StaffRole;
  reload: () => void;
}

export function ProofPanel({ order, role, reload }: ProofPanelProps): JSX.Element | null {
  const [sendProof, { isLoading }] = useAdminSendProofMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { proof } = order;
  if (proof.state === 'not-needed') return null;
  const canSend = roleCan(role, 'fulfilOrders') && order.status === ORDER_STATE.paid && proof.state !== 'approved';

  const send = async () => {
    setOutcome(null);
    try {
      await sendProof({ orderNumber: order.orderNumber }).unwrap();
      setOutcome({ ok: true, text: `Proof sent to ${order.customer.email}.` });
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, ORDER_MESSAGES.proofFailed) });
      if (failureStatus(error) === 409) reload();
    }
  };
  const label = proof.rounds === 0 ? 'Send proof' : 'Send again';

  return (
    <OrderPanel name="proof" title="Engraving proof">
      <dl className="adm-ord-facts">
        <dt>State</dt>
        <dd>{PROOF_LABELS[proof.state]}</dd>
        {proof.rounds > 0 && (
          <>
            <dt>Sent</dt>
            <dd>
              {formatWhen(proof.sentAt)}
              {proof.rounds > 1 ? ` (round ${proof.rounds})` : ''}
            </dd>
          </>
        )}
        {proof.expiresAt && (
          <>
            <dt>Links work until</dt>
            <dd>{formatWhen(proof.expiresAt)}</dd>
          </>
        )}
        {proof.answeredAt && (
          <>
            <dt>Answered</dt>
            <dd>{formatWhen(proof.answeredAt)}</dd>
          </>
        )}
        {proof.note && (
          <>
            <dt>Customer&rsquo;s note</dt>
            <dd>{proof.note}</dd>
          </>
        )}
      </dl>
      {canSend && (
        <button type="button" className="adm-button" onClick={send} disabled={isLoading}>
          {isLoading ? 'Sending…' : label}
        </button>
      )}
      {outcome && <OutcomeMessage outcome={outcome} />}
    </OrderPanel>
  );
}
