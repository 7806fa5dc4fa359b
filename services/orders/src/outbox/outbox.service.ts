/**
 * The orders service's one outbox (after Vendure's EventBus and Medusa's subscribers): a state
 * change writes its domain event here in the same request, one row per handler of that event; the
 * dispatcher delivers each row at least once, at once and then again with a growing pause until
 * the handler succeeds. Handlers must be idempotent (a crash after the effect but before the row is
 * marked delivered repeats it); the claim of each try makes two dispatchers (two replicas) run a
 * try once. Lower floors emit, upper floors subscribe, so payments never import fulfilment to
 * cause its side effects.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SERVICE_CONFIG, insertedOnce, removeWhere, setFields } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { OutboxClaim, OutboxEvent } from './outbox-event.schema';

/**
 * The domain events side effects follow. `RefundRequested`: a refund of an order was asked of the
 * provider (key: the refund record's key and creation time); `ExtraPaymentRefundRequested`: the
 * refund of a second payment of a paid order was asked (key: the payment id). The request asks at
 * once; each is the fallback that asks again until the provider has answered. `OrderMoved`: an
 * order moved (key: the move `<order>:<seq>`); `OrderCancelled`: it was cancelled (key: the order).
 * `OrderPlaced`: an unpaid cash-on-delivery order was placed (key: the order; the same follow-ups as
 * OrderPaid: stock, files, e-mails); `CashCollected`: staff recorded its cash (key: the order).
 * `OrderSent`: staff sent a draft as an order, unpaid (key: the order; stock and files, no e-mail:
 * the first payment is its OrderPaid); `PaymentRequested`: a payment link is ready (key: the
 * request; the e-mail with the link); `LinkPaid`: money came in on an order's payment links (key: the
 * order; the move to Processing after the first payment). `ReturnRequested`: a shopper asked to return
 * or exchange (key: the request; its photos are kept); `ReturnMoved`: a return request moved (key:
 * `<request>:<state>`; the customer's e-mail, the stock back); `ReturnExchanged`: an exchange's
 * replacement order was made (key: the request; for a credit note to hook to).
 */
export type DomainEvent =
  | 'OrderPaid'
  | 'OrderPlaced'
  | 'OrderSent'
  | 'PaymentRequested'
  | 'LinkPaid'
  | 'CashCollected'
  | 'RefundRequested'
  | 'ExtraPaymentRefundRequested'
  | 'OrderMoved'
  | 'OrderCancelled'
  | 'ReturnRequested'
  | 'ReturnMoved'
  | 'ReturnExchanged';

/**
 * A subscriber: throwing means "not done, try again later" (the back-off); `now` is the pass's
 * time, which a handler that waits its own turn (a request perhaps still under way) compares with.
 */
export type OutboxHandler = (payload: Record<string, unknown>, key: string, now: Date) => Promise<void>;

/** First retry after this long, doubling to at most BACKOFF_MAX_MS. */
export const BACKOFF_MS = 30_000;
const BACKOFF_MAX_MS = 3_600_000;
/** A try claimed this long ago and not finished belongs to a process that stopped: the next try may run. */
const CLAIM_STALE_MS = 5 * 60_000;
/** Delivered rows (and their claims) are kept this long for inquiry, then deleted. */
const KEEP_MS = 30 * 86_400_000;
const BATCH = 100;

export interface DispatchReport {
  delivered: number;
  failed: number;
}

@Injectable()
export class Outbox implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(Outbox.name);
  private readonly handlers = new Map<DomainEvent, Map<string, OutboxHandler>>();
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectModel(OutboxEvent.name) private readonly events: Model<OutboxEvent>,
    @InjectModel(OutboxClaim.name) private readonly claims: Model<OutboxClaim>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  /** Subscribes `handler` (a stable name: it is part of each row's id) to `event`. Call at module init. */
  on(event: DomainEvent, handler: string, run: OutboxHandler): void {
    const forEvent = this.handlers.get(event) ?? new Map<string, OutboxHandler>();
    forEvent.set(handler, run);
    this.handlers.set(event, forEvent);
  }

  /**
   * Writes `event` about `key` for every handler (a row already written is left as it is), then
   * delivers the new rows without waiting. Throws only when the rows could not be written.
   */
  async emit(event: DomainEvent, key: string, payload: Record<string, unknown>, now = new Date()): Promise<void> {
    const written = await this.write(event, key, payload, now, now);
    for (const row of written)
      this.deliver(row, now).catch((err: unknown) =>
        this.logger.warn({
          msg: 'outbox row not delivered at once; the pass delivers it',
          id: row._id,
          err: String(err),
        }),
      );
  }

  /**
   * Writes `event` about `key` for every handler, first due `afterMs` after `now` and not delivered
   * at once: for a change whose request does the work itself, the event being its fallback (a crash
   * or a failed try is taken up by the handlers after the pause, then with the back-off).
   */
  async emitLater(
    event: DomainEvent,
    key: string,
    payload: Record<string, unknown>,
    afterMs: number,
    now = new Date(),
  ): Promise<void> {
    await this.write(event, key, payload, now, new Date(now.getTime() + afterMs));
  }

  /** The rows of `event` about `key`, one per handler; answers those this call wrote. */
  private async write(
    event: DomainEvent,
    key: string,
    payload: Record<string, unknown>,
    now: Date,
    dueAt: Date,
  ): Promise<OutboxEvent[]> {
    const written: OutboxEvent[] = [];
    for (const handler of this.handlers.get(event)?.keys() ?? []) {
      const row: OutboxEvent = {
        _id: `${event}:${key}>${handler}`,
        event,
        key,
        handler,
        payload,
        createdAt: now,
        dueAt,
        attempts: 0,
      };
      if (await insertedOnce(() => this.events.create(row))) written.push(row);
    }
    return written;
  }

  /** Delivers every row that is due at `now` (the timer's pass; tests call it with a later `now`). */
  async dispatchDue(now = new Date()): Promise<DispatchReport> {
    const due = await this.events
      .find({ deliveredAt: { $exists: false }, dueAt: { $lte: now } })
      .sort({ dueAt: 1 })
      .limit(BATCH)
      .lean<OutboxEvent[]>()
      .exec();
    const report: DispatchReport = { delivered: 0, failed: 0 };
    for (const row of due) {
      const outcome = await this.deliver(row, now);
      if (outcome === 'delivered') report.delivered += 1;
      if (outcome === 'failed') report.failed += 1;
    }
    const old = new Date(now.getTime() - KEEP_MS);
    await removeWhere(this.events, { deliveredAt: { $lt: old } });
    await removeWhere(this.claims, { takenAt: { $lt: old } });
    return report;
  }

  onApplicationBootstrap(): void {
    const every = this.config.RECONCILE_INTERVAL_MS;
    if (every > 0) {
      this.timer = setInterval(() => {
        this.dispatchDue().catch((err: unknown) => this.logger.error({ msg: 'outbox pass failed', err: String(err) }));
      }, every);
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  private async deliver(row: OutboxEvent, now: Date): Promise<'delivered' | 'failed' | 'skipped'> {
    const run = this.handlers.get(row.event as DomainEvent)?.get(row.handler);
    if (!run || !(await this.claim(row, now))) return 'skipped';
    try {
      await run(row.payload, row.key, now);
    } catch (err) {
      const lastError = err instanceof Error ? err.message : String(err);
      const attempts = row.attempts + 1;
      const dueAt = new Date(now.getTime() + Math.min(BACKOFF_MAX_MS, BACKOFF_MS * 2 ** row.attempts));
      this.logger.warn({ msg: 'outbox handler failed; tried again later', id: row._id, attempts, lastError });
      await setFields(this.events, { _id: row._id }, { attempts, dueAt, lastError });
      return 'failed';
    }
    await setFields(this.events, { _id: row._id }, { deliveredAt: new Date() });
    return 'delivered';
  }

  /** Takes this try of the row; false when another dispatcher has it (or it finished meanwhile). */
  private async claim(row: OutboxEvent, now: Date): Promise<boolean> {
    const id = `${row._id}#${row.attempts}`;
    if (await insertedOnce(() => this.claims.create({ _id: id, takenAt: now }))) return true;
    // A try taken by a process that stopped before finishing it: move on to the next try.
    const taken = await this.claims.findById(id).lean<OutboxClaim>().exec();
    if (taken && now.getTime() - taken.takenAt.getTime() > CLAIM_STALE_MS)
      await setFields(
        this.events,
        { _id: row._id, attempts: row.attempts, deliveredAt: { $exists: false } },
        { attempts: row.attempts + 1, lastError: 'abandoned by a stopped process' },
      );
    return false;
  }
}
