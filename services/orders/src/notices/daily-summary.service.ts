/**
 * The notices pass, on the reconciliation's timer (RECONCILE_INTERVAL_MS; one replica per time
 * slot): sends again the outbox's mails whose first try failed, and once a day, from
 * NOTICE_SUMMARY_TIME in NOTICE_TIME_ZONE, the daily summary: how many orders wait in each open
 * state and the oldest of each. The summary is claimed under `daily-summary:<local date>`, so
 * whichever replica or pass comes first sends it and the others find the claim. A day with nothing
 * waiting sends no mail (the claim is still recorded, so the orders are counted once a day).
 * From the same time, the pieces low on stock (the catalog's answer): mailed at most once an Indian
 * day under `low-stock:<local date>` (insert-once, so two replicas send one mail), and only when some
 * piece is low (a day with none claims nothing, so a piece that runs low later that day is still mailed).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ORDER_STATE, ORDER_STATES, PAYMENT_STATUS, type OrderState } from '@rmj/contracts';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { CatalogClient } from '../catalog/catalog-client';
import { Order } from '../orders/order.schema';
import { JobSlot } from '../reconcile/job-slot.schema';
import { PeriodicJob } from '../reconcile/periodic-job';
import { MailOutbox } from './mail-outbox.service';
import { dailySummaryNotice, lowStockNotice, type WaitingState } from './notice-mails';
import { NoticeRecipients } from './notice-recipients';

/**
 * The states in which an order waits for the shop (or its courier): all but Delivered, Refunded and
 * Returned to origin (a refused cash-on-delivery parcel ends the order).
 */
export const WAITING_STATES: readonly OrderState[] = ORDER_STATES.filter(
  (state) =>
    state !== ORDER_STATE.delivered && state !== ORDER_STATE.refunded && state !== ORDER_STATE.returnedToOrigin,
);

/** Orders listed per state (the count says how many more). */
const OLDEST_SHOWN = 10;
const DAY_MS = 86_400_000;

export type SummaryOutcome = 'sent' | 'nothing-waiting' | 'already-sent' | 'not-yet';

export type LowStockOutcome = 'sent' | 'nothing-low' | 'already-sent' | 'not-yet' | 'catalog-unavailable';

export interface NoticesReport {
  retried: number;
  summary: SummaryOutcome;
  lowStock: LowStockOutcome;
}

/** The wall-clock date and minute of `at` in `timeZone`. */
export function localClock(at: Date, timeZone: string): { date: string; minutes: number; label: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const named = Object.fromEntries(
    new Intl.DateTimeFormat('en-IN', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  // "Tue, 1 Dec 2026", as the delivery estimate prints dates.
  const label = `${named.weekday}, ${named.day} ${named.month} ${named.year}`;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    label,
  };
}

@Injectable()
export class DailySummary extends PeriodicJob<NoticesReport> {
  protected readonly logger = new Logger(DailySummary.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(JobSlot.name) slots: Model<JobSlot>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly outbox: MailOutbox,
    private readonly recipients: NoticeRecipients,
    private readonly catalog: CatalogClient,
  ) {
    super('notices', 'notices pass', slots, config.RECONCILE_INTERVAL_MS);
  }

  protected async pass(now: Date): Promise<NoticesReport> {
    const retried = await this.outbox.retryUnsent(now);
    const summary = await this.sendSummary(now);
    const lowStock = await this.sendLowStock(now);
    if (retried || summary === 'sent' || lowStock === 'sent')
      this.logger.log({ msg: 'notices pass', retried, summary, lowStock });
    return { retried, summary, lowStock };
  }

  /** The day's mail of pieces low on stock at `now`, if it is due, some piece is low and nobody sent it yet. */
  async sendLowStock(now: Date): Promise<LowStockOutcome> {
    const clock = localClock(now, this.config.NOTICE_TIME_ZONE);
    const [hour, minute] = this.config.NOTICE_SUMMARY_TIME.split(':').map(Number);
    if (clock.minutes < hour * 60 + minute) return 'not-yet';
    const key = `low-stock:${clock.date}`;
    if (await this.outbox.claimed(key)) return 'already-sent';
    let pieces;
    try {
      pieces = await this.catalog.lowStock();
    } catch (err) {
      // Nothing claimed: the next pass asks again.
      this.logger.warn({ msg: 'pieces low on stock not read', err: String(err) });
      return 'catalog-unavailable';
    }
    if (pieces.length === 0) return 'nothing-low';
    const content = lowStockNotice(clock.label, pieces, this.config.SHOP_URL);
    const sent = await this.outbox.sendOnce(key, 'low-stock', await this.recipients.list(), content, now);
    return sent ? 'sent' : 'already-sent';
  }

  /** The day's summary at `now`, if it is due and nobody has claimed it yet. */
  async sendSummary(now: Date): Promise<SummaryOutcome> {
    const zone = this.config.NOTICE_TIME_ZONE;
    const clock = localClock(now, zone);
    const [hour, minute] = this.config.NOTICE_SUMMARY_TIME.split(':').map(Number);
    if (clock.minutes < hour * 60 + minute) return 'not-yet';
    const key = `daily-summary:${clock.date}`;
    if (await this.outbox.claimed(key)) return 'already-sent';
    const states = await this.waiting(now);
    const nothing = states.length === 0;
    const content = dailySummaryNotice(clock.label, states, this.config.SHOP_URL);
    // Nothing waiting: the claim is recorded without recipients, so no mail goes and no pass counts again today.
    const to = nothing ? [] : await this.recipients.list();
    if (!(await this.outbox.sendOnce(key, 'daily-summary', to, content, now))) return 'already-sent';
    return nothing ? 'nothing-waiting' : 'sent';
  }

  /** Per open state with orders in it (lifecycle order): the count and the oldest paid first. */
  private async waiting(now: Date): Promise<WaitingState[]> {
    const open = await this.orders
      .find({ status: { $in: WAITING_STATES } }, { orderNumber: 1, status: 1, paidAt: 1, paymentStatus: 1 })
      .sort({ paidAt: 1 })
      .lean<Pick<Order, 'orderNumber' | 'status' | 'paidAt' | 'paymentStatus'>[]>()
      .exec()
      // A cancelled order nothing was paid for (cash on delivery) waits for no refund.
      .then((orders) =>
        orders.filter((o) => o.status !== ORDER_STATE.cancelled || o.paymentStatus !== PAYMENT_STATUS.unpaid),
      );
    return WAITING_STATES.flatMap((state) => {
      const inState = open.filter((o) => o.status === state);
      if (inState.length === 0) return [];
      return [
        {
          state,
          count: inState.length,
          oldest: inState.slice(0, OLDEST_SHOWN).map((o) => ({
            orderNumber: o.orderNumber,
            ageDays: Math.max(0, Math.floor((now.getTime() - new Date(o.paidAt).getTime()) / DAY_MS)),
          })),
        },
      ];
    });
  }
}
