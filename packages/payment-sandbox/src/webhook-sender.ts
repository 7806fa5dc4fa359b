/**
 * Delivers signed webhooks like Razorpay: JSON body, X-Razorpay-Signature = HMAC-SHA256 hex of
 * the raw body with the webhook secret, X-Razorpay-Event-Id, and, while the receiver does not
 * answer 2xx, retries with exponential back-off for 24 hours after the event was created
 * (Razorpay's documented policy; its exact intervals are not published).
 */
import type { SandboxPaymentLink } from './link-entities';
import { entityId, hmacHex, type SandboxOrder, type SandboxPayment, type SandboxRefund } from './sandbox-entities';

export type WebhookEventName =
  | 'payment.authorized'
  | 'payment.captured'
  | 'payment.failed'
  | 'order.paid'
  | 'refund.created'
  | 'refund.processed'
  | 'refund.failed'
  | 'payment_link.paid'
  | 'payment_link.partially_paid'
  | 'payment_link.expired'
  | 'payment_link.cancelled';

export interface WebhookDelivery {
  eventId: string;
  event: WebhookEventName;
  /** Attempts so far. */
  attempts: number;
  /** HTTP status of the last attempt, or the network error's code. */
  lastResult: number | string | null;
  delivered: boolean;
  /** Set once the retry window ended without a 2xx answer. */
  gaveUp: boolean;
  /** Ids of the entities the event carries (to find, say, the refund.processed of one refund). */
  ids: { payment?: string; order?: string; refund?: string; payment_link?: string };
}

/** The entities an event carries (Razorpay's `payload.<name>.entity`), in the order of `contains`. */
export interface WebhookEntities {
  payment_link?: SandboxPaymentLink;
  payment?: SandboxPayment;
  order?: SandboxOrder;
  refund?: SandboxRefund;
}

export interface WebhookSenderOptions {
  secret: string;
  /** Where to POST; null = keep the events and send nothing. */
  url: string | null;
  /** Pauses before each retry in ms (the last one repeats); default: 10 s doubling each time. */
  retryDelaysMs?: number[];
  /** How long after an event's creation it is retried (default 24 hours). */
  retryWindowMs?: number;
  /** At most this many attempts (default: as many as the window allows). */
  maxAttempts?: number;
  accountId?: string;
}

export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000;

/** Razorpay-like back-off: 10 s before the first retry, doubling after each failed one. */
export function defaultRetryDelayMs(failedAttempts: number): number {
  return 10_000 * 2 ** Math.min(Math.max(failedAttempts - 1, 0), 20);
}

interface Pending {
  delivery: WebhookDelivery;
  body: string;
  createdAt: number;
}

export class WebhookSender {
  private readonly deliveries: WebhookDelivery[] = [];
  /** Each event's fixed body, by event id, for redelivery. */
  private readonly bodies = new Map<string, string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private inFlight = 0;
  private stopped = false;
  url: string | null;

  constructor(private readonly options: WebhookSenderOptions) {
    this.url = options.url;
  }

  /** Queues one event and answers its event id; the body is fixed now, so it shows the entities as they are at this moment. */
  emit(event: WebhookEventName, entities: WebhookEntities): string {
    const payload = Object.fromEntries(
      Object.entries(entities)
        .filter(([, v]) => v)
        .map(([k, v]) => [k, { entity: v }]),
    );
    const body = JSON.stringify({
      entity: 'event',
      account_id: this.options.accountId ?? 'acc_RMJSandbox00001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    const delivery: WebhookDelivery = {
      eventId: entityId(''),
      event,
      attempts: 0,
      lastResult: null,
      delivered: false,
      gaveUp: false,
      ids: Object.fromEntries(
        Object.entries(entities)
          .filter(([, v]) => v)
          .map(([k, v]) => [k, (v as { id: string }).id]),
      ),
    };
    this.deliveries.push(delivery);
    this.bodies.set(delivery.eventId, body);
    this.schedule({ delivery, body, createdAt: Date.now() }, 0);
    return delivery.eventId;
  }

  /**
   * Sends an event again, `copies` times at once, byte for byte with the same signature and event
   * id (Razorpay may deliver an event more than once; a receiver must act on it once). Resolves
   * with each copy's HTTP status (or network error code).
   */
  async redeliver(eventId: string, copies = 1): Promise<Array<number | string>> {
    const body = this.bodies.get(eventId);
    if (body === undefined) throw new Error(`no webhook event ${eventId}`);
    if (!this.url) throw new Error('no webhook URL');
    const url = this.url;
    return Promise.all(Array.from({ length: copies }, () => this.post(url, eventId, body)));
  }

  list(): WebhookDelivery[] {
    return this.deliveries.map((d) => ({ ...d, ids: { ...d.ids } }));
  }

  /** Resolves once nothing is waiting to be sent (delivered or given up). */
  async idle(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.timers.size > 0 || this.inFlight > 0) {
      if (Date.now() > deadline) throw new Error('webhooks still pending');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** The pause before the next attempt, or null when the event is past its retry window or attempts. */
  private nextDelay(item: Pending): number | null {
    const { attempts } = item.delivery;
    if (attempts >= (this.options.maxAttempts ?? Number.POSITIVE_INFINITY)) return null;
    const explicit = this.options.retryDelaysMs;
    const delay = explicit ? explicit[Math.min(attempts - 1, explicit.length - 1)] : defaultRetryDelayMs(attempts);
    const windowEnd = item.createdAt + (this.options.retryWindowMs ?? WEBHOOK_RETRY_WINDOW_MS);
    const now = Date.now();
    if (now >= windowEnd) return null;
    // The last attempt falls on the window's end rather than after it.
    return Math.min(delay, windowEnd - now);
  }

  private schedule(item: Pending, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(item);
    }, delayMs);
    this.timers.add(timer);
  }

  /** One POST of an event: its HTTP status, or the network error's code. */
  private async post(url: string, eventId: string, body: string): Promise<number | string> {
    this.inFlight += 1;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': hmacHex(this.options.secret, body),
          'X-Razorpay-Event-Id': eventId,
          'User-Agent': 'Razorpay-Webhook/v1 (sandbox)',
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.status;
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause;
      return cause?.code ?? (err instanceof Error ? err.name : 'error');
    } finally {
      this.inFlight -= 1;
    }
  }

  private async attempt(item: Pending): Promise<void> {
    const { delivery, body } = item;
    if (!this.url || this.stopped) return;
    delivery.attempts += 1;
    const result = await this.post(this.url, delivery.eventId, body);
    delivery.lastResult = result;
    delivery.delivered = typeof result === 'number' && result >= 200 && result < 300;
    if (delivery.delivered) return;
    const delay = this.nextDelay(item);
    if (delay === null) delivery.gaveUp = true;
    else this.schedule(item, delay);
  }
}
