/**
 * Payment Links with their webhooks: the book's moves, each followed by the events Razorpay sends
 * for it, and expiry on the sandbox's clock (a timer for the next `expire_by`, and a check before
 * every read so a link past its time is never shown open).
 *
 * A successful payment on a link is authorized and captured at once (Razorpay captures Payment
 * Link payments itself) and sends payment.authorized, payment.captured, order.paid once the link's
 * order is paid in full, then payment_link.partially_paid or payment_link.paid with the link, its
 * order and the payment. A failed attempt sends payment.failed and leaves the link payable.
 */
import {
  linkCallbackParams,
  type LinkCallbackParams,
  type SandboxClock,
  type SandboxPaymentLink,
} from './link-entities';
import { PaymentLinkBook, type LinkPayOptions } from './link-book';
import type { SandboxPayment } from './sandbox-entities';
import type { SandboxLedger } from './sandbox-ledger';
import type { WebhookSender } from './webhook-sender';

export type { LinkPayOptions } from './link-book';

/** What one attempt on a link came to. */
export type LinkPayResult =
  | {
      ok: true;
      link: SandboxPaymentLink;
      payment: SandboxPayment;
      /** The signed parameters Razorpay appends to the callback URL. */
      callback: LinkCallbackParams;
      /** `callback_url` with those parameters, or null when the link has none. */
      redirectTo: string | null;
    }
  | {
      ok: false;
      link: SandboxPaymentLink;
      payment: SandboxPayment;
      error: { code: string; description: string; source: string; step: string; reason: string; metadata: object };
    };

export interface PaymentLinksDeps {
  ledger: SandboxLedger;
  webhooks: WebhookSender;
  clock: SandboxClock;
  keySecret: string;
  /** The address short URLs are built on. */
  publicUrl: () => string;
  /** Razorpay refuses links above the account's maximum; null = no limit. */
  maxAmount?: number | null;
  /** Captures a payment as the server API does (payment.captured, order.paid). */
  capture(paymentId: string, body: Record<string, unknown>): SandboxPayment;
}

export class PaymentLinks {
  readonly book: PaymentLinkBook;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly deps: PaymentLinksDeps) {
    this.book = new PaymentLinkBook(deps.ledger, deps.clock, { publicUrl: deps.publicUrl, maxAmount: deps.maxAmount });
  }

  create(body: Record<string, unknown>): SandboxPaymentLink {
    this.sweep();
    const link = this.book.create(body);
    this.arm();
    return link;
  }

  fetch(id: string): SandboxPaymentLink {
    this.sweep();
    return this.book.get(id);
  }

  list(query: Parameters<PaymentLinkBook['list']>[0]): SandboxPaymentLink[] {
    this.sweep();
    return this.book.list(query);
  }

  byShortCode(code: string): SandboxPaymentLink | null {
    this.sweep();
    return this.book.byShortCode(code);
  }

  cancel(id: string): SandboxPaymentLink {
    this.sweep();
    const link = this.book.cancel(id);
    this.deps.webhooks.emit('payment_link.cancelled', { payment_link: link });
    this.arm();
    return link;
  }

  /** Test control: expires an open link now, whatever its `expire_by` (a closed one does not change). */
  expire(id: string): SandboxPaymentLink {
    const link = this.book.expire(id);
    if (link) this.deps.webhooks.emit('payment_link.expired', { payment_link: link });
    this.arm();
    return this.book.get(id);
  }

  /** Test control: moves the sandbox's clock forward; links whose `expire_by` it passes expire. */
  advance(seconds: number): void {
    this.deps.clock.advance(seconds);
    this.sweep();
    this.arm();
  }

  /** One attempt on the link, as its hosted page makes it (or a test standing in for the customer). */
  pay(id: string, outcome: 'success' | 'failure', opts: LinkPayOptions = {}): LinkPayResult {
    this.sweep();
    const { ledger, webhooks } = this.deps;
    const { link, amount, order } = this.book.prepare(id, opts);
    const payment = ledger.authorize(order.id, outcome, {
      amount,
      email: opts.email ?? link.customer.email,
      contact: opts.contact ?? link.customer.contact,
      again: opts.force,
    });
    // As on Razorpay: the link's id in the description, the link's notes not copied to the payment.
    Object.assign(payment, { description: `#${link.id.slice('plink_'.length)}`, notes: {} });
    if (payment.status === 'failed') {
      this.book.record(link, payment);
      webhooks.emit('payment.failed', { payment });
      return { ok: false, link, payment, error: failure(payment) };
    }
    webhooks.emit('payment.authorized', { payment });
    this.deps.capture(payment.id, { amount: payment.amount, currency: payment.currency });
    if (this.book.record(link, payment)) {
      const event = link.status === 'paid' ? 'payment_link.paid' : 'payment_link.partially_paid';
      webhooks.emit(event, { payment_link: link, order: ledger.order(order.id), payment });
    }
    this.arm();
    const callback = linkCallbackParams(link, payment.id, this.deps.keySecret);
    return { ok: true, link, payment, callback, redirectTo: redirectUrl(link, callback) };
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Expires every link past its time, with its webhook. */
  private sweep(): void {
    for (const link of this.book.expireDue()) this.deps.webhooks.emit('payment_link.expired', { payment_link: link });
  }

  /** A timer for the next expiry, so a link expires on time (with its webhook) even if nobody asks. */
  private arm(): void {
    clearTimeout(this.timer);
    const ms = this.book.nextExpiryInMs();
    if (ms === null || this.stopped) return;
    this.timer = setTimeout(
      () => {
        this.sweep();
        this.arm();
      },
      Math.min(ms + 1, 2 ** 31 - 1),
    );
    this.timer.unref();
  }
}

function failure(payment: SandboxPayment) {
  return {
    code: payment.error_code ?? 'BAD_REQUEST_ERROR',
    description: payment.error_description ?? 'Payment failed',
    source: payment.error_source ?? 'customer',
    step: payment.error_step ?? 'payment_authorization',
    reason: payment.error_reason ?? 'payment_failed',
    metadata: { payment_id: payment.id, order_id: payment.order_id },
  };
}

/** `callback_url` with the signed parameters (Razorpay supports only `get`). */
function redirectUrl(link: SandboxPaymentLink, params: LinkCallbackParams): string | null {
  if (!link.callback_url) return null;
  const url = new URL(link.callback_url);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
