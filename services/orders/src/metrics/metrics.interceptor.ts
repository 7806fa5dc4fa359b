/**
 * Counts the checkout and webhook calls as they are answered, from outside their handlers:
 * POST /api/create-razorpay-order (started, or failed at the provider), POST /api/verify-payment
 * (its duration by outcome; a bad signature or a payment not captured is a failed checkout) and
 * POST /api/payments/webhook (events, delay, failures; payment.failed is a failed checkout; a
 * captured payment that still has no order after its webhook is noted for the alert).
 */
import {
  HttpException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ENDPOINTS, type PaymentWebhookResponse } from '@rmj/contracts';
import { METRICS } from '@rmj/nest-common';
import type { Request } from 'express';
import { tap, type Observable } from 'rxjs';
import { CHECKOUT_ERRORS } from '../orders/checkout.service';
import { BAD_WEBHOOK_SIGNATURE } from '../webhooks/webhooks.controller';
import { ShopMetrics } from './metrics.service';

const CREATE = ENDPOINTS.createPaymentOrder;
const VERIFY = ENDPOINTS.verifyPayment;
const WEBHOOK = ENDPOINTS.paymentWebhook;

/** Events that report money taken: a payment still without an order after one is noted. */
const CAPTURE_EVENTS = new Set(['payment.captured', 'order.paid']);

interface WebhookPayload {
  event?: unknown;
  created_at?: unknown;
  payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown; status?: unknown } } };
}

const statusOf = (err: unknown) => (err instanceof HttpException ? err.getStatus() : 500);

/** A provider event name as a label (provider's names only: a signed body could still carry anything). */
export function eventLabel(event: unknown): string {
  return typeof event === 'string' && /^[a-z_]{1,30}(\.[a-z_]{1,30}){1,2}$/.test(event) ? event : 'other';
}

@Injectable()
export class CheckoutMetricsInterceptor implements NestInterceptor {
  private readonly started;
  private readonly verifyDuration;
  private readonly webhookEvents;
  private readonly webhookFailures;
  private readonly webhookDelay;

  constructor(private readonly shop: ShopMetrics) {
    const m = shop.metrics;
    this.started = m.counter(METRICS.checkoutsStarted);
    this.verifyDuration = m.histogram(METRICS.verifyDuration);
    this.webhookEvents = m.counter(METRICS.webhookEvents);
    this.webhookFailures = m.counter(METRICS.webhookFailures);
    this.webhookDelay = m.histogram(METRICS.webhookDelay);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const route = (req.route as { path?: unknown } | undefined)?.path;
    const is = (e: { method: string; path: string }) => req.method === e.method && route === e.path;
    if (is(CREATE)) return this.create(next);
    if (is(VERIFY)) return this.verify(next);
    if (is(WEBHOOK)) return this.webhook(next, req.body as WebhookPayload);
    return next.handle();
  }

  private create(next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      tap({
        next: () => this.started.inc(),
        // 502: the provider refused or did not answer the payment order.
        error: (err: unknown) => statusOf(err) === 502 && this.shop.checkoutFailed('provider_error'),
      }),
    );
  }

  private verify(next: CallHandler): Observable<unknown> {
    const end = this.verifyDuration.startTimer();
    return next.handle().pipe(
      tap({
        next: () => end({ outcome: 'paid' }),
        error: (err: unknown) => {
          const status = statusOf(err);
          end({ outcome: status < 500 ? 'refused' : 'error' });
          if (status === 400 && (err as Error).message === CHECKOUT_ERRORS.badSignature)
            this.shop.checkoutFailed('signature');
          // 409: the payment is not captured money for this checkout.
          if (status === 409) this.shop.checkoutFailed('not_captured');
        },
      }),
    );
  }

  private webhook(next: CallHandler, body: WebhookPayload | undefined): Observable<unknown> {
    const receivedAt = Date.now();
    const event = eventLabel(body?.event);
    const signed = () => {
      this.webhookEvents.inc({ event });
      const created = Number(body?.created_at);
      if (Number.isFinite(created) && created > 0)
        this.webhookDelay.observe({ event }, Math.max(0, receivedAt / 1000 - created));
      if (typeof body?.event !== 'string') this.webhookFailures.inc({ reason: 'invalid' });
    };
    const afterHandling = () => {
      const payment = body?.payload?.payment?.entity;
      const id = payment?.id;
      const orderId = payment?.order_id;
      const captured = CAPTURE_EVENTS.has(String(body?.event)) || payment?.status === 'captured';
      if (captured && typeof id === 'string' && typeof orderId === 'string')
        void this.shop.noteCaptured(id, orderId, 'webhook');
    };
    return next.handle().pipe(
      tap({
        next: (answer: unknown) => {
          signed();
          const status = (answer as PaymentWebhookResponse | undefined)?.status;
          if (body?.event === 'payment.failed' && status === 'processed') this.shop.checkoutFailed('payment_failed');
          afterHandling();
        },
        error: (err: unknown) => {
          if (statusOf(err) === 400 && (err as Error).message === BAD_WEBHOOK_SIGNATURE) {
            this.webhookFailures.inc({ reason: 'signature' });
            return;
          }
          signed();
          this.webhookFailures.inc({ reason: 'processing' });
          afterHandling();
        },
      }),
    );
  }
}
