// The engraving proof of an order: where it stands (sent, answered, the customer's note) and, for
// roles that fulfil orders and before the workshop starts, Send proof / Send again. A customer with
// no e-mail address (an order taken on WhatsApp or the phone) is sent no e-mail: the send's answer
// carries the WhatsApp message, shown here to copy or open (only then: the link's secret is not kept).
import { useId, useState, type JSX } from 'react';
import {
  ORDER_STATE,
  PROOF_WHATSAPP_MESSAGES,
  roleCan,
  type AdminOrder,
  type StaffRole,
  type WhatsAppMessage,
} from '@rmj/contracts';
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
  const [whatsApp, setWhatsApp] = useState<WhatsAppMessage | null>(null);
  const id = useId();
  const { proof } = order;
  if (proof.state === 'not-needed') return null;
  const canSend = roleCan(role, 'fulfilOrders') && order.status === ORDER_STATE.paid && proof.state !== 'approved';

  const send = async () => {
    setOutcome(null);
    setWhatsApp(null);
    try {
      const sent = await sendProof({ orderNumber: order.orderNumber }).unwrap();
      if (sent.proof.whatsApp) {
        setWhatsApp(sent.proof.whatsApp);
        setOutcome({ ok: true, text: PROOF_WHATSAPP_MESSAGES.noEmail });
      } else setOutcome({ ok: true, text: `Proof sent to ${order.customer.email}.` });
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
      {whatsApp && (
        <>
          <label htmlFor={`${id}-whatsapp`}>WhatsApp message</label>
          <textarea id={`${id}-whatsapp`} readOnly rows={6} value={whatsApp.text} className="adm-payreq-message" />
          <div className="adm-actions">
            <a className="adm-button" href={whatsApp.url} target="_blank" rel="noopener noreferrer">
              {PROOF_WHATSAPP_MESSAGES.open}
            </a>
          </div>
        </>
      )}
    </OrderPanel>
  );
}
