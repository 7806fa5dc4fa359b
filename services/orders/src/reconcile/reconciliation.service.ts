/**
 * Reconciliation: every RECONCILE_INTERVAL_MS each replica tries to take the current time slot;
 * the one that does asks the provider about pending checkouts older than RECONCILE_AFTER_MS, so a
 * shopper who paid and closed the tab still gets a paid order (an authorized payment is captured
 * first) and a second payment of a paid order is refunded (a paid order's own follow-ups, and the
 * refunds that did not go through, are the outbox's). It only polls: what fails is asked again at
 * the next due check. Safe on every replica at once: the slot is an insert-once record, and
 * recording an order is idempotent anyway. Payment links of orders sent from drafts are read too
 * (LinkPayments.reconcile).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SERVICE_CONFIG, removeWhere, setFields } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { LinkPayments } from '../orders/link-payments.service';
import { OrderRecorder } from '../orders/order-recorder.service';
import { OpenCheckouts } from '../orders/open-checkouts.service';
import { PaymentSettlement } from '../orders/payment-settlement.service';
import { PendingOrder } from '../orders/pending-order.schema';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderPayment } from '../payments/payment-provider';
import { PriceHolds } from '../pricing/price-holds.service';
import { PromoCodesService } from '../pricing/promo-codes.service';
import { ShopMetrics } from '../metrics/metrics.service';
import { JobSlot } from './job-slot.schema';
import { PeriodicJob } from './periodic-job';

/** Pending checkouts looked at per run. */
const BATCH = 100;
/** Longest pause between two questions about one pending checkout. */
const MAX_BACKOFF_MS = 3_600_000;

export interface ReconcileReport {
  checked: number;
  recorded: number;
  abandoned: number;
}

/** Money taken first, then money held: the first that settles becomes the order, the others are extra payments. */
const byMoney = (payments: ProviderPayment[]) => [
  ...payments.filter((p) => p.status === 'captured'),
  ...payments.filter((p) => p.status === 'authorized'),
];

/** Job slots older than this are deleted after a reconciliation the timer started. */
const SLOT_KEEP_MS = 86_400_000;

@Injectable()
export class ReconciliationService extends PeriodicJob<ReconcileReport> {
  protected readonly logger = new Logger(ReconciliationService.name);

  constructor(
    @InjectModel(PendingOrder.name) private readonly pendings: Model<PendingOrder>,
    @InjectModel(JobSlot.name) slots: Model<JobSlot>,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly recorder: OrderRecorder,
    private readonly settlement: PaymentSettlement,
    private readonly openCheckouts: OpenCheckouts,
    private readonly metrics: ShopMetrics,
    private readonly promos: PromoCodesService,
    private readonly holds: PriceHolds,
    private readonly links: LinkPayments,
  ) {
    super('reconcile', 'reconciliation', slots, config.RECONCILE_INTERVAL_MS);
  }

  /** Asks the provider about due pending checkouts, and sweeps what ran out. */
  protected async pass(now: Date): Promise<ReconcileReport> {
    const report: ReconcileReport = { checked: 0, recorded: 0, abandoned: 0 };
    const due = await this.pendings
      .find({ state: 'created', nextCheckAt: { $lte: now } })
      .sort({ nextCheckAt: 1 })
      .limit(BATCH)
      .lean<PendingOrder[]>()
      .exec();
    for (const pending of due) await this.check(pending, now, report);
    // Payment links (orders sent from drafts): a payment whose webhook was lost is recorded.
    await this.links.reconcile(now);
    await this.openCheckouts.sweep(now.getTime());
    await this.holds.sweep(now.getTime());
    if (report.recorded || report.abandoned) this.logger.log({ msg: 'reconciled', ...report });
    return report;
  }

  /** Every job's slots older than a day go (they only ever served their own time slot). */
  protected override async afterTick(now: Date): Promise<void> {
    await removeWhere(this.slots, { takenAt: { $lt: new Date(now.getTime() - SLOT_KEEP_MS) } });
  }

  private async check(pending: PendingOrder, now: Date, report: ReconcileReport): Promise<void> {
    report.checked += 1;
    const payments = await this.provider.fetchOrderPayments(pending._id).catch((err: unknown) => {
      this.logger.warn({
        msg: 'provider did not answer about a pending order',
        providerOrderId: pending._id,
        err: String(err),
      });
      return null;
    });
    if (payments === null) return;
    const wasRecorded = (await this.recorder.find(pending._id)) !== null;
    // Every payment is settled, also for an order already recorded: a second one is refunded.
    for (const payment of byMoney(payments)) {
      await this.settlement.settle(pending, payment.id, 'reconcile', payment).catch((err: unknown) => {
        this.logger.warn({
          msg: 'payment not settled; the next run tries again',
          providerOrderId: pending._id,
          paymentId: payment.id,
          err: String(err),
        });
      });
    }
    const recorded = wasRecorded || (await this.recorder.find(pending._id)) !== null;
    // Money the provider says is taken for a checkout that still has no order: the alert's count.
    if (!recorded) {
      for (const payment of payments.filter((p) => p.status === 'captured'))
        await this.metrics.noteCaptured(payment.id, pending._id, 'reconciliation');
    }
    if (recorded) {
      if (!wasRecorded) report.recorded += 1;
      await setFields(this.pendings, { _id: pending._id }, { state: 'paid' });
      await this.openCheckouts.closed(pending._id);
      return;
    }
    if (now.getTime() - new Date(pending.createdAt).getTime() > this.config.RECONCILE_GIVE_UP_MS) {
      await setFields(this.pendings, { _id: pending._id, state: 'created' }, { state: 'abandoned' });
      await this.openCheckouts.closed(pending._id);
      // Abandoned unpaid: a once-per-account code it held may be used again.
      await this.promos.release(pending.pricing?.promo?.code, pending.userId, pending._id);
      report.abandoned += 1;
      return;
    }
    const wait = Math.min(MAX_BACKOFF_MS, Math.max(1000, this.config.RECONCILE_AFTER_MS) * 2 ** (pending.checks + 1));
    await setFields(
      this.pendings,
      { _id: pending._id },
      { nextCheckAt: new Date(now.getTime() + wait), checks: pending.checks + 1 },
    );
  }
}
