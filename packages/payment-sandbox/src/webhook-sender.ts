/**
 * Delivers signed webhooks like Razorpay: JSON body, X-Razorpay-Signature = HMAC-SHA256 hex of
 * the raw body with the webhook secret, X-Razorpay-Event-Id, and retries with growing pauses
 * until the receiver answers 2xx (or the attempts run out).
 */
import { entityId, hmacHex, type SandboxOrder, type SandboxPayment } from './sandbox-ledger';

export type WebhookEventName = 'payment.captured' | 'payment.failed' | 'order.paid';

export interface WebhookDelivery {
  eventId: string;
  event: WebhookEventName;
  /** Attempts so far. */
  attempts: number;
  /** HTTP status of the last attempt, or the network error's code. */
  lastResult: number | string | null;
  delivered: boolean;
}

export interface WebhookSenderOptions {
  secret: string;
  /** Where to POST; null = keep the events and send nothing. */
  url: string | null;
  /** Pauses before each retry in ms; the last one repeats until maxAttempts. */
  retryDelaysMs?: number[];
  maxAttempts?: number;
  accountId?: string;
}

const DEFAULT_DELAYS = [1000, 2000, 5000, 10_000, 30_000, 60_000];

export class WebhookSender {
  private readonly deliveries: WebhookDelivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;
  url: string | null;

  constructor(private readonly options: WebhookSenderOptions) {
    this.url = options.url;
  }

  /** Queues one event about a payment (and its order for order.paid). */
  emit(event: WebhookEventName, payment: SandboxPayment, order?: SandboxOrder): void {
    const payload: Record<string, { entity: unknown }> = { payment: { entity: payment } };
    if (order) payload.order = { entity: order };
    const body = JSON.stringify({
      entity: 'event',
      account_id: this.options.accountId ?? 'acc_RMJSandbox00001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    const delivery: WebhookDelivery = { eventId: entityId(''), event, attempts: 0, lastResult: null, delivered: false };
    this.deliveries.push(delivery);
    this.schedule(delivery, body, 0);
  }

  list(): WebhookDelivery[] {
    return this.deliveries.map((d) => ({ ...d }));
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

  private inFlight = 0;

  private schedule(delivery: WebhookDelivery, body: string, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery, body);
    }, delayMs);
    this.timers.add(timer);
  }

  private async attempt(delivery: WebhookDelivery, body: string): Promise<void> {
    if (!this.url || this.stopped) return;
    delivery.attempts += 1;
    this.inFlight += 1;
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': hmacHex(this.options.secret, body),
          'X-Razorpay-Event-Id': delivery.eventId,
          'User-Agent': 'Razorpay-Webhook/v1 (sandbox)',
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      delivery.lastResult = res.status;
      delivery.delivered = res.status >= 200 && res.status < 300;
      await res.arrayBuffer().catch(() => undefined);
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause;
      delivery.lastResult = cause?.code ?? (err instanceof Error ? err.name : 'error');
    } finally {
      this.inFlight -= 1;
    }
    const max = this.options.maxAttempts ?? 20;
    if (!delivery.delivered && delivery.attempts < max) {
      const delays = this.options.retryDelaysMs ?? DEFAULT_DELAYS;
      this.schedule(delivery, body, delays[Math.min(delivery.attempts - 1, delays.length - 1)]);
    }
  }
}
