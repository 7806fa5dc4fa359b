// One payment request (a payment link) as staff share it: what it asks for, its state, the link and
// until when it works, whether it was e-mailed, and, while the customer can still pay it, the
// WhatsApp message with Copy and "Open WhatsApp". Shown by the draft's send answer and, once per
// link, by the order page's payments (shared, so both say the same).
import { useId, useState, type JSX, type ReactNode } from 'react';
import { Price } from '@rmj/ui';
import {
  PAYMENT_REQUEST_PURPOSE_LABELS,
  PAYMENT_REQUEST_STATUS,
  PAYMENT_REQUEST_STATUS_LABELS,
  type PaymentRequest,
} from '@rmj/contracts';
import { formatWhen } from '../lib/format-when';
import { OutcomeMessage, type Outcome } from './outcome-message';
import './payment-request-card.css';

/** The card's own words. */
export const PAYMENT_REQUEST_WORDS = {
  emailed: 'E-mailed to the customer.',
  notEmailed: 'Not e-mailed (the customer has no e-mail address).',
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the text and copy it.',
} as const;

export interface PaymentRequestCardProps {
  request: PaymentRequest;
  /** The card's heading (it names the region). */
  title: string;
  /** The heading's level: 2 on its own, 3 inside a panel. */
  level?: 2 | 3;
  /** Shown under the heading (the answer's message). */
  message?: ReactNode;
  /** Facts shown before the request's own (dt/dd pairs: the order it belongs to). */
  facts?: ReactNode;
  /** Shown at the end (the order page's Cancel link). */
  children?: ReactNode;
  className?: string;
}

export function PaymentRequestCard({
  request,
  title,
  level = 2,
  message,
  facts,
  children,
  className,
}: PaymentRequestCardProps): JSX.Element {
  const id = useId();
  const [copied, setCopied] = useState<Outcome>();
  const Heading = level === 2 ? 'h2' : 'h3';
  const open = request.status === PAYMENT_REQUEST_STATUS.open;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(request.whatsApp.text);
      setCopied({ ok: true, text: PAYMENT_REQUEST_WORDS.copied });
    } catch {
      setCopied({ ok: false, text: PAYMENT_REQUEST_WORDS.copyFailed });
    }
  };
  return (
    <section className={className ? `adm-payreq ${className}` : 'adm-payreq'} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="adm-subtitle">
        {title}
      </Heading>
      {message}
      <dl className="adm-payreq-facts">
        {facts}
        <dt>{PAYMENT_REQUEST_PURPOSE_LABELS[request.purpose]}</dt>
        <dd>
          <Price amount={request.amountRupees} />
        </dd>
        <dt>Status</dt>
        <dd>
          {PAYMENT_REQUEST_STATUS_LABELS[request.status]}
          {request.cancelledAt ? ` (${formatWhen(request.cancelledAt)})` : ''}
        </dd>
        <dt>Link</dt>
        <dd>
          <a href={request.url} target="_blank" rel="noopener noreferrer">
            {request.url}
          </a>
        </dd>
        <dt>{open ? 'Open until' : 'Was open until'}</dt>
        <dd>{formatWhen(request.expiresAt)}</dd>
        <dt>E-mail</dt>
        <dd>{request.emailed ? PAYMENT_REQUEST_WORDS.emailed : PAYMENT_REQUEST_WORDS.notEmailed}</dd>
        <dt>Sent</dt>
        <dd>
          {formatWhen(request.createdAt)} by {request.createdBy.email}
        </dd>
      </dl>
      {open && (
        <>
          <label htmlFor={`${id}-whatsapp`}>WhatsApp message</label>
          <textarea
            id={`${id}-whatsapp`}
            readOnly
            rows={6}
            value={request.whatsApp.text}
            className="adm-payreq-message"
          />
          <div className="adm-actions">
            <button type="button" className="adm-button adm-button--quiet" onClick={() => void copy()}>
              Copy
            </button>
            <a className="adm-button" href={request.whatsApp.url} target="_blank" rel="noopener noreferrer">
              Open WhatsApp
            </a>
          </div>
          {copied && <OutcomeMessage outcome={copied} />}
        </>
      )}
      {children}
    </section>
  );
}
