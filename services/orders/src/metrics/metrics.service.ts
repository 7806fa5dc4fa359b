/**
 * The shop's own metrics (names in @rmj/nest-common's METRICS): counters recorded
 * where things happen (the checkout interceptor, OrderRecorder, the provider client, reconciliation)
 * and gauges read from the database when Prometheus scrapes, at most once per 15 s.
 */
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ORDER_STATES } from '@rmj/contracts';
import { Metrics, METRICS, setFields } from '@rmj/nest-common';
import type { Connection } from 'mongoose';
import type { RecordedBy } from '../orders/order-recorder.service';
import type { ProviderCallObserver } from '../payments/razorpay-provider';

/** Payments the provider reported captured while no order existed for them (looked at again at every scrape). */
export const CAPTURED_PAYMENTS_COLLECTION = 'captured_payments';

interface CapturedPaymentDoc {
  /** pay_... */
  _id: string;
  providerOrderId: string;
  reportedAt: Date;
  via: 'webhook' | 'reconciliation';
  /** Set once an order exists for the provider order (or by hand, after the payment was refunded). */
  resolvedAt?: Date;
}

/** rmj_checkouts_paid_total's `via` for each recording path. */
const VIA: Record<RecordedBy, string> = {
  verify: 'verify',
  webhook: 'webhook',
  reconcile: 'reconciliation',
  save: 'save',
};

/** $in lists are cut to this size. */
const CHUNK = 1000;

/** Seconds since the earliest of `times` (ms), 0 when there is none. */
function ageOfOldest(times: number[]): number {
  const oldest = times.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
  return Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0;
}

export type CheckoutFailure = 'payment_failed' | 'signature' | 'not_captured' | 'provider_error';

@Injectable()
export class ShopMetrics {
  private readonly logger = new Logger(ShopMetrics.name);
  private readonly paid;
  private readonly failed;
  private readonly providerCalls;

  constructor(
    readonly metrics: Metrics,
    @InjectConnection() private readonly connection: Connection,
  ) {
    this.paid = metrics.counter(METRICS.checkoutsPaid);
    this.failed = metrics.counter(METRICS.checkoutsFailed);
    this.providerCalls = metrics.counter(METRICS.paymentProviderRequests);
    const backlog = metrics.cachedRead(() => this.readBacklog());
    metrics.sampled(METRICS.reconciliationBacklog, async () => (await backlog()).count);
    metrics.sampled(METRICS.oldestPendingOrderAge, async () => (await backlog()).oldestAgeSeconds);
    const captured = metrics.cachedRead(() => this.readCapturedWithoutOrder());
    metrics.sampled(METRICS.capturedWithoutOrder, async () => (await captured()).count);
    metrics.sampled(METRICS.oldestCapturedWithoutOrderAge, async () => (await captured()).oldestAgeSeconds);
    metrics.sampled(METRICS.orders, () => this.readOrdersPerState());
  }

  /** An order was recorded (once per order). */
  checkoutPaid(by: RecordedBy): void {
    this.paid.inc({ via: VIA[by] });
  }

  checkoutFailed(reason: CheckoutFailure): void {
    this.failed.inc({ reason });
  }

  /** The payment provider client's observer. */
  readonly providerCall: ProviderCallObserver = (operation, outcome) => this.providerCalls.inc({ operation, outcome });

  /**
   * The provider says `paymentId` is captured: if no order exists for its provider order, it is
   * kept (insert-once) and counted until one does (rmj_payments_captured_without_order). Never throws.
   */
  async noteCaptured(paymentId: string, providerOrderId: string, via: CapturedPaymentDoc['via']): Promise<void> {
    try {
      if (await this.orders().findOne({ _id: providerOrderId }, { projection: { _id: 1 } })) return;
      await this.captured()
        .insertOne({ _id: paymentId, providerOrderId, reportedAt: new Date(), via })
        .catch((err: unknown) => {
          if ((err as { code?: number }).code !== 11000) throw err;
        });
    } catch (err) {
      this.logger.warn({ msg: 'captured payment not noted', paymentId, err: String(err) });
    }
  }

  private orders() {
    return this.connection.collection<{ _id: string; status?: string }>('orders');
  }

  private captured() {
    return this.connection.collection<CapturedPaymentDoc>(CAPTURED_PAYMENTS_COLLECTION);
  }

  /** Ids (of `ids`) that have an order. */
  private async withOrder(ids: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await this.orders()
        .find({ _id: { $in: ids.slice(i, i + CHUNK) } }, { projection: { _id: 1 } })
        .toArray();
      for (const row of rows) found.add(row._id);
    }
    return found;
  }

  /**
   * Payment orders not settled yet: still `created` (reconciliation has neither marked them paid
   * nor given them up), no failed payment reported, and no order recorded (verify records the
   * order and leaves the pending state to reconciliation).
   */
  private async readBacklog(): Promise<{ count: number; oldestAgeSeconds: number }> {
    const pendings = await this.connection
      .collection<{ _id: string; createdAt: Date }>('payment_orders')
      .find({ state: 'created', lastFailure: { $exists: false } }, { projection: { _id: 1, createdAt: 1 } })
      .toArray();
    const paid = await this.withOrder(pendings.map((p) => p._id));
    const open = pendings.filter((p) => !paid.has(p._id));
    return { count: open.length, oldestAgeSeconds: ageOfOldest(open.map((p) => new Date(p.createdAt).getTime())) };
  }

  private async readCapturedWithoutOrder(): Promise<{ count: number; oldestAgeSeconds: number }> {
    const open = await this.captured()
      .find({ resolvedAt: { $exists: false } })
      .toArray();
    const ordered = await this.withOrder([...new Set(open.map((c) => c.providerOrderId))]);
    const resolved = open.filter((c) => ordered.has(c.providerOrderId)).map((c) => c._id);
    if (resolved.length > 0) await setFields(this.captured(), { _id: { $in: resolved } }, { resolvedAt: new Date() });
    const left = open.filter((c) => !ordered.has(c.providerOrderId));
    return { count: left.length, oldestAgeSeconds: ageOfOldest(left.map((c) => new Date(c.reportedAt).getTime())) };
  }

  /** Every state (0 when none), counted in one pass ($group with $sum works on FerretDB). */
  private async readOrdersPerState() {
    const rows = await this.orders()
      .aggregate<{ _id: string; n: number }>([{ $group: { _id: '$status', n: { $sum: 1 } } }])
      .toArray();
    const counts = new Map(rows.map((r) => [r._id, r.n]));
    return ORDER_STATES.map((state) => ({ labels: { state }, value: counts.get(state) ?? 0 }));
  }
}
