// Sending a saved draft: the order is made and its payment request (a payment link) asks for the
// whole amount or an advance (rupees or a percentage of the total), open for a number of days. The
// answer shows what was asked, the link, until when, the WhatsApp message with Copy and "Open
// WhatsApp", and whether it went by e-mail.
import { useId, useState, type JSX } from 'react';
import { Link } from '@rmj/router';
import { Price } from '@rmj/ui';
import { askedRupees, PAYMENT_REQUEST_EXPIRY_DAYS, type PaymentAsk, type SendDraftResponse } from '@rmj/contracts';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { PaymentRequestCard } from '../../../components/payment-request-card';
import { failureMessage, NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import { useDraftOrderSendMutation } from '../api/draft-orders-api';
import { apiFieldErrors, type FieldErrors } from '../lib/draft-form';
import { DRAFT_PATHS } from '../lib/draft-paths';

type AskKind = PaymentAsk['kind'];

export function PaymentRequestShown({ sent }: { sent: SendDraftResponse }): JSX.Element {
  return (
    <PaymentRequestCard
      request={sent.paymentRequest}
      title="Payment request"
      className="adm-drf-section adm-drf-sent"
      message={
        <p className="adm-message adm-message--ok" role="status">
          {sent.message}
        </p>
      }
      facts={
        <>
          <dt>Order</dt>
          <dd>
            <Link to={DRAFT_PATHS.order(sent.orderNumber)}>{sent.orderNumber}</Link>
          </dd>
        </>
      }
    />
  );
}

export interface SendPanelProps {
  draftId: string;
  version: number;
  totalRupees: number;
  /** Why it cannot be sent now (unsaved changes), if so. */
  blocked?: string;
  onSent: (sent: SendDraftResponse) => void;
}

export function SendPanel({ draftId, version, totalRupees, blocked, onSent }: SendPanelProps): JSX.Element {
  const id = useId();
  const [send, { isLoading }] = useDraftOrderSendMutation();
  const [kind, setKind] = useState<AskKind>('whole');
  const [amount, setAmount] = useState('');
  const [expiry, setExpiry] = useState(String(PAYMENT_REQUEST_EXPIRY_DAYS.default));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const value = amount.trim() === '' ? Number.NaN : Number(amount.trim());
  const ask: PaymentAsk =
    kind === 'whole' ? { kind } : kind === 'advanceAmount' ? { kind, rupees: value } : { kind, percent: value };
  const asking = Number.isFinite(value) || kind === 'whole' ? askedRupees(ask, totalRupees) : undefined;

  const submit = async () => {
    setErrors({});
    setOutcome(undefined);
    try {
      const sent = await send({
        params: { draftId },
        body: { version, ask, expiryDays: expiry.trim() === '' ? Number.NaN : Number(expiry) },
      }).unwrap();
      onSent(sent);
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      setErrors(fields);
      setOutcome({ ok: false, text: failureMessage(failure, NO_CONNECTION_MESSAGE) });
    }
  };

  return (
    <section className="adm-drf-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="adm-subtitle">
        Send to the customer
      </h2>
      <fieldset className="adm-drf-fieldset" disabled={Boolean(blocked) || isLoading}>
        <legend>Ask for</legend>
        <div className="adm-drf-choices">
          {(
            [
              ['whole', 'The full amount'],
              ['advanceAmount', 'An advance in rupees'],
              ['advancePercent', 'An advance as a percentage'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="adm-drf-check">
              <input
                type="radio"
                name={`${id}-ask`}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />{' '}
              {label}
            </label>
          ))}
        </div>
        <div className="adm-drf-grid">
          {kind !== 'whole' && (
            <div className="adm-field">
              <label htmlFor={`${id}-amount`}>{kind === 'advanceAmount' ? 'Advance (₹)' : 'Advance (%)'}</label>
              <input
                id={`${id}-amount`}
                inputMode="numeric"
                value={amount}
                aria-invalid={Boolean(errors['ask.rupees'] ?? errors['ask.percent'])}
                onChange={(e) => setAmount(e.target.value)}
              />
              {(errors['ask.rupees'] ?? errors['ask.percent']) && (
                <p className="adm-field-error">{errors['ask.rupees'] ?? errors['ask.percent']}</p>
              )}
            </div>
          )}
          <div className="adm-field">
            <label htmlFor={`${id}-expiry`}>Link open for (days)</label>
            <input
              id={`${id}-expiry`}
              type="number"
              min={PAYMENT_REQUEST_EXPIRY_DAYS.min}
              max={PAYMENT_REQUEST_EXPIRY_DAYS.max}
              value={expiry}
              aria-invalid={Boolean(errors.expiryDays)}
              onChange={(e) => setExpiry(e.target.value)}
            />
            {errors.expiryDays && <p className="adm-field-error">{errors.expiryDays}</p>}
          </div>
        </div>
        {asking !== undefined && (
          <p>
            The link will ask for <Price amount={asking} /> of <Price amount={totalRupees} />.
          </p>
        )}
      </fieldset>
      {blocked && <p className="adm-field-hint">{blocked}</p>}
      {outcome && <OutcomeMessage outcome={outcome} />}
      <div className="adm-actions">
        <button
          type="button"
          className="adm-button"
          disabled={Boolean(blocked) || isLoading}
          onClick={() => void submit()}
        >
          {isLoading ? 'Sending…' : 'Send'}
        </button>
      </div>
    </section>
  );
}
