/**
 * A local stand-in for Razorpay, for development and CI (no network): the server API the orders
 * service calls (Basic auth with key id and secret), the browser checkout script and the calls
 * its payment window makes (key id only, under /payment-sandbox/ so the shop's gateway can serve
 * them from the shop's own origin), and signed webhooks with Razorpay's 24-hour retries.
 *
 *   POST /v1/orders                        {amount (paise), currency, receipt, notes} -> order
 *   GET  /v1/orders/:id                    order
 *   GET  /v1/orders/:id/payments           {entity: 'collection', count, items}
 *   GET  /v1/payments/:id                  payment
 *   POST /v1/payments/:id/capture          {amount, currency} -> payment (authorized -> captured)
 *   POST /v1/payments/:id/refund           {amount?, speed?, notes?, receipt?} -> refund (pending)
 *   GET  /v1/payments/:id/refunds          {entity: 'collection', count, items} (?count=&skip=)
 *   GET  /v1/payments/:id/refunds/:rfnd    refund
 *   GET  /v1/refunds/:id                   refund
 *   POST /v1/payment_links                 Payment Link (plink_..., short_url to the hosted page)
 *   GET  /v1/payment_links                 {payment_links: [...]} (?reference_id=&payment_id=&count=&skip=)
 *   GET  /v1/payment_links/:id             Payment Link
 *   POST /v1/payment_links/:id/cancel      Payment Link, created → cancelled
 *   GET|POST /payment-sandbox/i/:code      the hosted page a short URL opens (Success / Failure)
 *   GET  /payment-sandbox/checkout.js      window.Razorpay
 *   GET  /payment-sandbox/v1/checkout/orders/:id?key_id=   {id, amount, currency, status}
 *   POST /payment-sandbox/v1/checkout/pay  {key_id, order_id, outcome: success|failure, email?, contact?}
 *        -> {razorpay_payment_id, razorpay_order_id, razorpay_signature} or 400 {error: {..., metadata}}
 *
 * Capture mode: 'auto' (Razorpay's default: a successful payment is authorized then captured at
 * once; webhooks payment.authorized, payment.captured, order.paid) or 'manual' (it stays
 * authorized, webhook payment.authorized, until POST /v1/payments/:id/capture).
 *
 * Refunds: created `pending` (webhook refund.created), then settled by the refund outcome (test
 * control): 'processed' (default: refund.processed at once), 'failed' (refund.failed; the payment
 * no longer counts it) or 'pending' (stays pending until settleRefund). Test-only HTTP controls,
 * Basic auth like the server API:
 *   POST /payment-sandbox/test/refund-outcome   {outcome: processed|failed|pending}
 *   POST /payment-sandbox/test/refunds/:id/settle {outcome: processed|failed}
 *   and the Payment Link and webhook controls of link-routes.ts (pay, expire, clock, redeliver).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SandboxClock, type SandboxPaymentLink } from './link-entities';
import { PaymentLinks, type LinkPayOptions, type LinkPayResult } from './payment-links';
import { hmacHex, type SandboxPayment, type SandboxRefund } from './sandbox-entities';
import { SandboxError } from './sandbox-errors';
import { SandboxLedger, type CaptureMode, type PayOptions } from './sandbox-ledger';
import { sandboxRouter, send } from './sandbox-routes';
import { WebhookSender, type WebhookDelivery } from './webhook-sender';

export type { CaptureMode, PayOptions } from './sandbox-ledger';
export type { LinkPayOptions, LinkPayResult } from './payment-links';

export interface PaymentSandboxOptions {
  host?: string;
  /** 0 = a free port. */
  port?: number;
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Where webhooks go (the orders service's POST /api/payments/webhook); null = none. */
  webhookUrl?: string | null;
  /** Pauses before webhook retries, in ms (the last repeats); default: Razorpay-like back-off from 10 s. */
  webhookRetryDelaysMs?: number[];
  /** How long an event is retried after it was created (default 24 hours, as Razorpay). */
  webhookRetryWindowMs?: number;
  webhookMaxAttempts?: number;
  /** auto (default, as Razorpay's default account setting) or manual. */
  captureMode?: CaptureMode;
  /** What happens to new refunds after they are created pending (default processed). */
  refundOutcome?: RefundOutcome;
  /**
   * The address Payment Links' short URLs are built on (default the sandbox's own URL); the shop's
   * gateway, which forwards /payment-sandbox/**, also works.
   */
  publicUrl?: string;
  /** Payment Links above this many paise are refused, as by an account's maximum (default: no limit). */
  paymentLinkMaxAmount?: number | null;
}

/** What the sandbox does with a new refund: processes it, fails it, or leaves it pending (settleRefund later). */
export type RefundOutcome = 'processed' | 'failed' | 'pending';

export interface RunningPaymentSandbox {
  url: string;
  host: string;
  port: number;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  ledger: SandboxLedger;
  /**
   * Pays an order as the browser window would (for tests and benchmarks). `{again: true}` pays an
   * order that is already paid, as a second tab would.
   */
  pay(orderId: string, outcome: 'success' | 'failure', opts?: PayOptions): PayResult;
  /** Captures an authorized payment as the server API does (webhooks included). */
  capture(paymentId: string, amount: number, currency?: string): SandboxPayment;
  /** Refunds a captured payment as the server API does (webhooks included): the refund as created (pending). */
  refund(paymentId: string, body?: Record<string, unknown>): SandboxRefund;
  /** Settles a pending refund now (refund.processed or refund.failed); a settled one does not change. */
  settleRefund(refundId: string, outcome: 'processed' | 'failed'): SandboxRefund;
  refundOutcome(): RefundOutcome;
  /** Test control: what happens to refunds created from now on. */
  setRefundOutcome(outcome: RefundOutcome): void;
  captureMode(): CaptureMode;
  setCaptureMode(mode: CaptureMode): void;
  /** Payment Links (create, fetch, list, cancel as the server API does). */
  paymentLinks: PaymentLinks;
  /**
   * Test control: one attempt on a link as its hosted page makes it. `amount` (paise) defaults to
   * what is due; `force` pays a link that is paid, cancelled or expired, as a page opened earlier
   * could (the link's status and amount_paid do not change then).
   */
  payLink(linkId: string, outcome: 'success' | 'failure', opts?: LinkPayOptions): LinkPayResult;
  /** Test control: expires an open link now (payment_link.expired). */
  expireLink(linkId: string): SandboxPaymentLink;
  /** Test control: moves the sandbox's clock forward; links it takes past `expire_by` expire. */
  advanceClock(seconds: number): void;
  webhooks(): WebhookDelivery[];
  /**
   * Test control: delivers an event again, `copies` times at once, byte for byte (same event id and
   * signature), as Razorpay may. Resolves with each copy's HTTP status.
   */
  redeliver(eventId: string, copies?: number): Promise<Array<number | string>>;
  /** Resolves once no webhook is waiting for a (re)try. */
  webhooksIdle(timeoutMs?: number): Promise<void>;
  setWebhookUrl(url: string | null): void;
  stop(): Promise<void>;
}

export type PayResult =
  | { ok: true; body: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string } }
  | { ok: false; body: { error: Record<string, unknown> } };

/** Development defaults, also used by the stack; never valid in production (the orders service refuses them). */
export const SANDBOX_DEFAULTS = {
  keyId: 'rzp_test_RMJSandbox0001',
  keySecret: 'sandbox-key-secret-not-for-production',
  webhookSecret: 'sandbox-webhook-secret-not-for-production',
} as const;

export async function startPaymentSandbox(opts: PaymentSandboxOptions = {}): Promise<RunningPaymentSandbox> {
  const host = opts.host ?? '127.0.0.1';
  const keyId = opts.keyId ?? SANDBOX_DEFAULTS.keyId;
  const keySecret = opts.keySecret ?? SANDBOX_DEFAULTS.keySecret;
  const webhookSecret = opts.webhookSecret ?? SANDBOX_DEFAULTS.webhookSecret;
  let mode: CaptureMode = opts.captureMode ?? 'auto';
  let refundOutcome: RefundOutcome = opts.refundOutcome ?? 'processed';
  const refundTimers = new Set<NodeJS.Timeout>();
  const ledger = new SandboxLedger();
  const clock = new SandboxClock();
  let ownUrl = '';
  const webhooks = new WebhookSender({
    secret: webhookSecret,
    url: opts.webhookUrl ?? null,
    retryDelaysMs: opts.webhookRetryDelaysMs,
    retryWindowMs: opts.webhookRetryWindowMs,
    maxAttempts: opts.webhookMaxAttempts,
  });

  function capture(paymentId: string, body: Record<string, unknown>): SandboxPayment {
    const before = ledger.payment(paymentId);
    const orderWasPaid = ledger.orders.get(before.order_id)?.status === 'paid';
    const payment = ledger.capture(paymentId, body);
    webhooks.emit('payment.captured', { payment });
    // order.paid comes once, when the order becomes paid (a second payment on a paid order does not
    // repeat it; a part payment of a Payment Link's order leaves it unpaid).
    const order = ledger.orders.get(payment.order_id);
    if (order && !orderWasPaid && order.status === 'paid') webhooks.emit('order.paid', { payment, order });
    return payment;
  }

  const links = new PaymentLinks({
    ledger,
    webhooks,
    clock,
    keySecret,
    publicUrl: () => (opts.publicUrl ?? ownUrl).replace(/\/$/, ''),
    maxAmount: opts.paymentLinkMaxAmount ?? null,
    capture: (paymentId, body) => capture(paymentId, body),
  });

  function settleRefund(refundId: string, outcome: 'processed' | 'failed'): SandboxRefund {
    const before = ledger.findRefund(refundId).status;
    const refund = ledger.settleRefund(refundId, outcome);
    if (before === 'pending') {
      webhooks.emit(outcome === 'processed' ? 'refund.processed' : 'refund.failed', {
        refund,
        payment: ledger.payment(refund.payment_id),
      });
    }
    return refund;
  }

  function refund(paymentId: string, body: Record<string, unknown> = {}): SandboxRefund {
    const made = ledger.refund(paymentId, body);
    webhooks.emit('refund.created', { refund: made, payment: ledger.payment(paymentId) });
    // The answer shows the refund as created (pending); the bank's answer follows.
    const outcome = refundOutcome;
    const answered = { ...made, notes: { ...made.notes }, acquirer_data: { ...made.acquirer_data } };
    if (outcome !== 'pending') {
      const timer = setTimeout(() => {
        refundTimers.delete(timer);
        settleRefund(made.id, outcome);
      }, 0);
      refundTimers.add(timer);
    }
    return answered;
  }

  function pay(orderId: string, outcome: 'success' | 'failure', payOpts: PayOptions = {}): PayResult {
    const payment = ledger.authorize(orderId, outcome, payOpts);
    if (payment.status === 'failed') {
      webhooks.emit('payment.failed', { payment });
      const { error_code, error_description, error_source, error_step, error_reason } = payment;
      const metadata = { order_id: orderId, payment_id: payment.id };
      return {
        ok: false,
        body: {
          error: {
            code: error_code,
            description: error_description,
            source: error_source,
            step: error_step,
            reason: error_reason,
            metadata,
            field: null,
          },
        },
      };
    }
    webhooks.emit('payment.authorized', { payment });
    if (mode === 'auto') capture(payment.id, { amount: payment.amount, currency: payment.currency });
    const signature = hmacHex(keySecret, `${orderId}|${payment.id}`);
    return {
      ok: true,
      body: { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: signature },
    };
  }

  const route = sandboxRouter({
    keyId,
    keySecret,
    ledger,
    pay,
    capture,
    refund,
    settleRefund,
    setRefundOutcome: (outcome) => {
      refundOutcome = outcome;
    },
    links,
    webhooks: () => webhooks.list(),
    redeliver: (eventId, copies) => webhooks.redeliver(eventId, copies),
  });
  const server = http.createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      if (err instanceof SandboxError) return send(res, err.status, err.body());
      send(res, 500, {
        error: {
          code: 'SERVER_ERROR',
          description: 'The sandbox failed to handle the request',
          source: 'internal',
          step: 'NA',
          reason: 'server_error',
          metadata: {},
          field: null,
        },
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  ownUrl = `http://${host}:${port}`;

  return {
    url: `http://${host}:${port}`,
    host,
    port,
    keyId,
    keySecret,
    webhookSecret,
    ledger,
    pay,
    capture: (paymentId, amount, currency) => capture(paymentId, { amount, ...(currency ? { currency } : {}) }),
    refund,
    settleRefund,
    refundOutcome: () => refundOutcome,
    setRefundOutcome: (outcome) => {
      refundOutcome = outcome;
    },
    captureMode: () => mode,
    setCaptureMode: (next) => {
      mode = next;
    },
    paymentLinks: links,
    payLink: (linkId, outcome, payOpts) => links.pay(linkId, outcome, payOpts),
    expireLink: (linkId) => links.expire(linkId),
    advanceClock: (seconds) => links.advance(seconds),
    webhooks: () => webhooks.list(),
    webhooksIdle: async (timeoutMs) => {
      // Refunds about to be settled send their webhook first.
      while (refundTimers.size > 0) await new Promise((r) => setTimeout(r, 5));
      return webhooks.idle(timeoutMs);
    },
    redeliver: (eventId, copies) => webhooks.redeliver(eventId, copies),
    setWebhookUrl: (url) => {
      webhooks.url = url;
    },
    stop: async () => {
      for (const timer of refundTimers) clearTimeout(timer);
      refundTimers.clear();
      links.stop();
      webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
