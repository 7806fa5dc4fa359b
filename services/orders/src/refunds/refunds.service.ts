/**
 * Refunds of orders, through the payment provider's refunds API.
 *
 * - A cancellation refunds the whole captured amount (what is left), once per order.
 * - After a return, staff (refundOrders) refund part or all of what is left; the same idempotency
 *   key refunds once. Left = captured − processed − pending (a refund being asked or due counts as
 *   pending).
 * - Every refund is an insert-once record under its key, and every request to the provider is an
 *   insert-once attempt, so no path asks twice at once. The key travels in the refund's notes
 *   (`refundKey`): when the provider cannot be reached the record stays `due` and reconciliation
 *   (RefundsReconciler) first looks among the payment's refunds for one with that key (an answer
 *   lost on the way) before asking again, so a refund is never made twice and never lost.
 * - `refund.processed` / `refund.failed` settle a refund through an insert-once settlement under
 *   the provider's refund id; everything after it (the record, the order's payment status, the
 *   system's move to Refunded) is derived and safe to repeat, so duplicate deliveries change
 *   nothing.
 */
import { BadGatewayException, ConflictException, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { retryBusy, isDuplicateKey } from '@rmj/nest-common';
import {
  ORDER_STATE,
  PAYMENT_STATUS,
  refundTooLargeMessage,
  type OrderRefund,
  type OrderState,
  type PaymentStatus,
  type RefundReason,
  type RefundRequest,
} from '@rmj/contracts';
import type { Model } from 'mongoose';
import { OrderMovesService } from '../fulfilment/order-moves.service';
import { ShopNotices } from '../notices/shop-notices.service';
import { RefundWebhooks, type RefundEntity, type RefundWebhookHandler } from '../webhooks/refund-webhooks';
import { Order } from '../orders/order.schema';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderRefund,
} from '../payments/payment-provider';
import { OrderRefundRecord, RefundAttempt, RefundSettlement, type RefundRecordState } from './order-refund.schema';

/** States from which staff may refund: after a return, after a cancellation whose refund failed, or a second part. */
const REFUNDABLE_STATES: readonly OrderState[] = [ORDER_STATE.returned, ORDER_STATE.cancelled, ORDER_STATE.refunded];

/** Records whose money is on its way (or gone): what is left to refund excludes them. */
const COUNTED_STATES: readonly RefundRecordState[] = ['asking', 'due', 'pending', 'processed'];

/** 409 when the order is not in a state staff may refund from. */
export const refundNotAllowedMessage = (state: string): string =>
  `This order is ${state}: only a returned order can be refunded (a cancellation refunds itself).`;

/** 502 when the provider refused the refund. */
export const refundRefusedMessage = (reason: string | undefined): string =>
  `The payment provider refused this refund${reason ? `: ${reason}` : '.'} Nothing was refunded.`;

/** Shown to staff when the provider reports a refund failed without saying why. */
export const REFUND_FAILED_REASON = 'The payment provider could not complete this refund.';

const rupees = (paise: number) => Math.max(0, Math.floor(paise / 100));

/** What one request to the provider came to. */
type AskOutcome =
  | { kind: 'made'; refund: ProviderRefund }
  | { kind: 'due' }
  | { kind: 'refused'; reason?: string }
  /** Another path claimed this attempt. */
  | { kind: 'skipped' };

/** A staff refund's lock older than this belongs to a request that died: it is taken over. */
const REFUND_LOCK_STALE_MS = 30_000;
/** 409 while another refund of the same order is being checked. */
export const REFUND_IN_PROGRESS_MESSAGE =
  'Another refund of this order is being made. Please check the refunds and try again.';

@Injectable()
export class RefundsService implements RefundWebhookHandler, OnModuleInit {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    @InjectModel(OrderRefundRecord.name) private readonly records: Model<OrderRefundRecord>,
    @InjectModel(RefundSettlement.name) private readonly settlements: Model<RefundSettlement>,
    @InjectModel(RefundAttempt.name) private readonly attempts: Model<RefundAttempt>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly moves: OrderMovesService,
    private readonly notices: ShopNotices,
    private readonly refundWebhooks: RefundWebhooks,
  ) {}

  onModuleInit(): void {
    this.refundWebhooks.handleWith(this);
  }

  /**
   * After a cancellation: refunds what is left, once per order. Resolves once the refund is made or
   * kept as due (the provider could not be reached: reconciliation makes it later).
   */
  async refundInFull(order: Order, input: { reason: 'cancelled'; by: string }): Promise<void> {
    const key = `cancel:${order._id}`;
    if (await this.records.exists({ _id: key })) return;
    const left = await this.leftPaise(order);
    if (left <= 0) return;
    const record = this.newRecord(order, key, left, input.reason, input.by);
    if (!(await this.insertOnce(record))) return;
    this.logger.log({ msg: 'refunding a cancelled order in full', orderNumber: order.orderNumber, amountPaise: left });
    const outcome = await this.ask(record, 1);
    if (outcome.kind === 'refused') await this.markRefused(record, outcome.reason);
  }

  /** Staff refund after a return: 409 not refundable or too large, 502 refused by the provider. */
  async refund(order: Order, request: RefundRequest, by: string): Promise<void> {
    const state = await this.stateOf(order._id);
    if (!REFUNDABLE_STATES.includes(state)) throw new ConflictException(refundNotAllowedMessage(state));
    const key = `staff:${order._id}:${request.idempotencyKey}`;
    if (await this.records.exists({ _id: key })) return; // this form was sent before: refunded once
    const amountPaise = request.amountRupees * 100;
    // One staff refund of an order is checked and recorded at a time (insert-once lock): two forms
    // with different keys cannot both pass the 'left' check on the same figures.
    const record = this.newRecord(order, key, amountPaise, request.reason, by, request.note);
    if (!(await this.checkedInsert(order, record))) return;
    this.logger.log({ msg: 'staff refund', orderNumber: order.orderNumber, amountPaise, by });
    const outcome = await this.ask(record, 1);
    if (outcome.kind !== 'refused') return;
    // Nothing was refunded: the record goes, so the same form may be sent again.
    await retryBusy(() => this.attempts.deleteMany({ recordId: record._id }));
    await retryBusy(() => this.records.deleteOne({ _id: record._id }));
    // The same form may be sent again under the same key: the notice is keyed by this try.
    await this.notices.refundFailed(
      order._id,
      `refused:${record._id}:${record.createdAt.getTime()}`,
      amountPaise,
      refundRefusedMessage(outcome.reason),
    );
    const leftNow = await this.leftPaise(order);
    if (amountPaise > leftNow) throw new ConflictException(refundTooLargeMessage(rupees(leftNow)));
    throw new BadGatewayException(refundRefusedMessage(outcome.reason));
  }

  /** The order's refunds, oldest first, as staff see them. */
  async listFor(orderId: string): Promise<OrderRefund[]> {
    const records = await this.records.find({ orderId }).sort({ createdAt: 1 }).lean<OrderRefundRecord[]>().exec();
    return records.map((r) => ({
      // Empty while the provider has not been reached yet.
      refundId: r.refundId ?? '',
      amountRupees: rupees(r.amountPaise),
      status: r.state === 'processed' || r.state === 'failed' ? r.state : 'pending',
      reason: r.reason,
      ...(r.note ? { note: r.note } : {}),
      by: r.by,
      createdAt: r.createdAt.toISOString(),
      ...(r.settledAt ? { settledAt: r.settledAt.toISOString() } : {}),
      ...(r.failureReason ? { failureReason: r.failureReason } : {}),
    }));
  }

  /** Whole rupees of processed refunds only. */
  async refundedRupees(orderId: string): Promise<number> {
    return rupees(await this.processedPaise(orderId));
  }

  // ---- webhooks -------------------------------------------------------------------------------

  /**
   * A `refund.*` webhook: 'processed' when it was about one of this shop's order refunds, else
   * 'ignored' (a refund of a second payment, made by ExtraPayments, or someone else's). Safe to
   * repeat, concurrently too.
   */
  async onWebhook(event: string, entity: RefundEntity | undefined): Promise<'processed' | 'ignored'> {
    if (!entity?.id) return 'ignored';
    const record = await this.recordFor(entity);
    if (!record) return 'ignored';
    if (event === 'refund.processed') await this.settle(record, entity.id, 'processed');
    else if (event === 'refund.failed') {
      const reason = typeof entity.error_description === 'string' ? entity.error_description : REFUND_FAILED_REASON;
      await this.settle(record, entity.id, 'failed', reason);
    } else if (event === 'refund.created') await this.adopt(record, { id: entity.id, status: 'pending' });
    else return 'ignored';
    return 'processed';
  }

  // ---- reconciliation ---------------------------------------------------------------------------

  /**
   * Retries refunds the provider did not get (due) or whose request was cut short (asking, older
   * than `staleBefore`): looks first among the payment's refunds for one carrying the record's key.
   * Answers how many were retried.
   */
  async retryUnfinished(dueBefore: Date, staleBefore: Date, limit: number): Promise<number> {
    const due = await this.records
      .find({ state: 'due', askedAt: { $lte: dueBefore } })
      .limit(limit)
      .lean<OrderRefundRecord[]>()
      .exec();
    const stale = await this.records
      .find({ state: 'asking', askedAt: { $lte: staleBefore } })
      .limit(limit)
      .lean<OrderRefundRecord[]>()
      .exec();
    let retried = 0;
    for (const record of [...due, ...stale]) {
      if (await this.retry(record)) retried += 1;
    }
    return retried;
  }

  private async retry(record: OrderRefundRecord): Promise<boolean> {
    let made: ProviderRefund[];
    try {
      made = await this.provider.fetchPaymentRefunds(record.paymentId);
    } catch (err) {
      this.logger.warn({ msg: 'refund not retried: the provider did not answer', key: record._id, err: String(err) });
      return false;
    }
    const earlier = made.find((r) => r.notes.refundKey === record._id);
    if (earlier) {
      // The provider made it; only its answer was lost.
      await this.adopt(record, earlier);
      return true;
    }
    // Numbered after every attempt claimed so far (a path cut short may have claimed one unrecorded).
    const outcome = await this.ask(record, (await this.attempts.countDocuments({ recordId: record._id })) + 1);
    if (outcome.kind === 'refused') await this.markRefused(record, outcome.reason);
    return outcome.kind !== 'skipped';
  }

  // ---- internals --------------------------------------------------------------------------------

  private newRecord(
    order: Order,
    key: string,
    amountPaise: number,
    reason: RefundReason,
    by: string,
    note?: string,
  ): OrderRefundRecord {
    const now = new Date();
    return {
      _id: key,
      orderId: order._id,
      orderNumber: order.orderNumber,
      paymentId: order.paymentId,
      amountPaise,
      reason,
      ...(note ? { note } : {}),
      by,
      state: 'asking',
      attempts: 0,
      askedAt: now,
      createdAt: now,
    };
  }

  /**
   * Under the order's refund lock: 409 when the amount is more than is left, else inserts the
   * record, then counts again with it in (belt and braces: a lock lost to a crash cannot let two
   * refunds exceed the payment) and takes it back when the total went over. True when this call
   * inserted the record.
   */
  private async checkedInsert(order: Order, record: OrderRefundRecord): Promise<boolean> {
    const lockId = `refund-lock:${order._id}`;
    await this.takeLock(lockId);
    try {
      // The same form sent twice at once: the second finds the first's record here.
      if (await this.records.exists({ _id: record._id })) return false;
      const left = await this.leftPaise(order);
      if (record.amountPaise > left) throw new ConflictException(refundTooLargeMessage(rupees(left)));
      if (!(await this.insertOnce(record))) return false;
      const leftAfter = await this.leftPaise(order);
      if (leftAfter < 0) {
        await retryBusy(() => this.records.deleteOne({ _id: record._id, state: 'asking', attempts: 0 }));
        throw new ConflictException(refundTooLargeMessage(rupees(Math.max(0, leftAfter + record.amountPaise))));
      }
      return true;
    } finally {
      await retryBusy(() => this.attempts.deleteOne({ _id: lockId }));
    }
  }

  /**
   * The order's refund lock (an insert-once attempt document), waited for up to about two seconds
   * (the holder only checks and inserts); 409 when another refund still holds it.
   */
  private async takeLock(lockId: string): Promise<void> {
    for (let tries = 0; tries < 20; tries++) {
      try {
        await retryBusy(() => this.attempts.create({ _id: lockId, recordId: lockId, at: new Date() }));
        return;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      // A holder that died leaves its lock: older than REFUND_LOCK_STALE_MS, it is taken over.
      await retryBusy(() =>
        this.attempts.deleteOne({ _id: lockId, at: { $lt: new Date(Date.now() - REFUND_LOCK_STALE_MS) } }),
      );
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.floor(Math.random() * 100)));
    }
    throw new ConflictException(REFUND_IN_PROGRESS_MESSAGE);
  }

  /** True when this call inserted the record (and so makes the refund). */
  private async insertOnce(record: OrderRefundRecord): Promise<boolean> {
    try {
      await retryBusy(() => this.records.create(record));
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /** Captured less what is processed, pending, being asked or due, in paise. */
  private async leftPaise(order: Pick<Order, '_id' | 'total'>): Promise<number> {
    const counted = await this.records
      .find({ orderId: order._id, state: { $in: COUNTED_STATES } }, { amountPaise: 1 })
      .lean<Pick<OrderRefundRecord, 'amountPaise'>[]>()
      .exec();
    return order.total * 100 - counted.reduce((sum, r) => sum + r.amountPaise, 0);
  }

  private async processedPaise(orderId: string): Promise<number> {
    const processed = await this.records
      .find({ orderId, state: 'processed' }, { amountPaise: 1 })
      .lean<Pick<OrderRefundRecord, 'amountPaise'>[]>()
      .exec();
    return processed.reduce((sum, r) => sum + r.amountPaise, 0);
  }

  /** Request number `n` for the record, made only by the path that claims it. */
  private async ask(record: OrderRefundRecord, n: number): Promise<AskOutcome> {
    try {
      await retryBusy(() => this.attempts.create({ _id: `${record._id}#${n}`, recordId: record._id, at: new Date() }));
    } catch (err) {
      if (isDuplicateKey(err)) return { kind: 'skipped' };
      throw err;
    }
    await this.update(record._id, { state: 'asking', attempts: n, askedAt: new Date() }, ['asking', 'due']);
    let refund: ProviderRefund;
    try {
      refund = await this.provider.refundPayment(record.paymentId, {
        amountPaise: record.amountPaise,
        notes: { refundKey: record._id, orderNumber: record.orderNumber, reason: record.reason },
        receipt: `${record.orderNumber}-${record.reason}`.slice(0, 40),
      });
    } catch (err) {
      if (err instanceof PaymentProviderError && err.kind === 'refused') {
        this.logger.error({ msg: 'the provider refused a refund', key: record._id, reason: err.reason });
        return { kind: 'refused', reason: err.reason };
      }
      const lastError = err instanceof Error ? err.message : String(err);
      this.logger.warn({ msg: 'refund kept as due: the provider could not be reached', key: record._id, lastError });
      await this.update(record._id, { state: 'due', lastError }, ['asking']);
      return { kind: 'due' };
    }
    await this.adopt(record, refund);
    return { kind: 'made', refund };
  }

  /** The provider has this refund: note its id, then settle it if it is already final. */
  private async adopt(record: OrderRefundRecord, refund: Pick<ProviderRefund, 'id' | 'status'>): Promise<void> {
    if (refund.status === 'processed' || refund.status === 'failed') {
      return this.settle(
        record,
        refund.id,
        refund.status,
        refund.status === 'failed' ? REFUND_FAILED_REASON : undefined,
      );
    }
    const settledBefore = await this.settlement(refund.id);
    if (settledBefore) return this.apply(record, settledBefore);
    await this.update(record._id, { refundId: refund.id, state: 'pending' }, ['asking', 'due']);
    // Its webhook may have settled it meanwhile: the settlement wins over 'pending'.
    const settled = await this.settlement(refund.id);
    if (settled) await this.apply(record, settled);
  }

  private settlement(refundId: string): Promise<RefundSettlement | null> {
    return this.settlements.findById(refundId).lean<RefundSettlement>().exec();
  }

  /** The provider's final word on `refundId`: written once, then applied (safe to repeat). */
  private async settle(
    record: OrderRefundRecord,
    refundId: string,
    outcome: 'processed' | 'failed',
    failureReason?: string,
  ): Promise<void> {
    let settlement: RefundSettlement = {
      _id: refundId,
      recordId: record._id,
      outcome,
      ...(failureReason ? { failureReason } : {}),
      at: new Date(),
    };
    try {
      await retryBusy(() => this.settlements.create(settlement));
      const log = { key: record._id, orderNumber: record.orderNumber, refundId, amountPaise: record.amountPaise };
      if (outcome === 'processed') this.logger.log({ msg: 'refund processed', ...log });
      else this.logger.error({ msg: 'refund failed: staff may refund again', ...log, failureReason });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      settlement = (await this.settlement(refundId)) ?? settlement;
    }
    await this.apply(record, settlement);
  }

  /** Derives everything from a settlement: the record, the payment status, the move to Refunded. */
  private async apply(record: OrderRefundRecord, settlement: RefundSettlement): Promise<void> {
    await this.update(record._id, {
      state: settlement.outcome,
      refundId: settlement._id,
      settledAt: settlement.at,
      ...(settlement.failureReason ? { failureReason: settlement.failureReason } : {}),
    });
    await this.syncOrderStatuses(record.orderId);
    if (settlement.outcome !== 'processed') {
      await this.notices.refundFailed(
        record.orderId,
        settlement._id,
        record.amountPaise,
        settlement.failureReason ?? REFUND_FAILED_REASON,
      );
      return;
    }
    const state = await this.stateOf(record.orderId);
    if (state === ORDER_STATE.cancelled || state === ORDER_STATE.returned) {
      try {
        await this.moves.move({
          orderId: record.orderId,
          from: state,
          to: ORDER_STATE.refunded,
          by: { kind: 'system', name: 'system' },
        });
      } catch (err) {
        // A duplicate delivery (or the other refund of the order) moved it a moment ago.
        if (!(err instanceof ConflictException)) throw err;
      }
      // The move rewrote the order: make sure the payment status survived it, and the move's state a
      // settlement of the same refund running at once.
      await this.syncOrderStatuses(record.orderId);
    }
    // The customer's e-mail with the amount, once per refund (every settlement path gets here).
    await this.notices.customerRefund(
      record.orderId,
      settlement._id,
      record.amountPaise,
      await this.processedPaise(record.orderId),
    );
  }

  /**
   * Sets the order's paymentStatus from its processed refunds and its status from its moves, re-reading
   * until both hold: on FerretDB an update is read-modify-write, so the webhook's and the request's
   * settlement of one refund, running at once, can write back each other's older copy of the order.
   */
  private async syncOrderStatuses(orderId: string): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const order = await this.orders
        .findById(orderId, { total: 1, paymentStatus: 1, status: 1 })
        .lean<Pick<Order, 'total' | 'paymentStatus' | 'status'>>()
        .exec();
      if (!order) return;
      const refunded = await this.processedPaise(orderId);
      const paymentStatus: PaymentStatus =
        refunded <= 0
          ? PAYMENT_STATUS.paid
          : refunded >= order.total * 100
            ? PAYMENT_STATUS.refunded
            : PAYMENT_STATUS.partiallyRefunded;
      const status = await this.stateOf(orderId);
      if (order.paymentStatus === paymentStatus && order.status === status) return;
      await retryBusy(() => this.orders.updateOne({ _id: orderId }, { $set: { paymentStatus, status } }));
    }
    this.logger.error({ msg: 'payment status or state not kept on the order', orderId });
  }

  /** A refund the provider refused for good: failed, with its reason, so staff see it. */
  private async markRefused(record: OrderRefundRecord, reason: string | undefined): Promise<void> {
    await this.update(record._id, {
      state: 'failed',
      failureReason: refundRefusedMessage(reason),
      settledAt: new Date(),
    });
    // A refused record is never asked again (staff refund anew under another key): one notice per record.
    await this.notices.refundFailed(
      record.orderId,
      `refused:${record._id}`,
      record.amountPaise,
      refundRefusedMessage(reason),
    );
  }

  /** The record a webhook's refund belongs to: by the key in its notes, else by its id. */
  private async recordFor(entity: RefundEntity): Promise<OrderRefundRecord | null> {
    const notes = entity.notes && !Array.isArray(entity.notes) ? entity.notes : {};
    const key = typeof notes.refundKey === 'string' ? notes.refundKey : undefined;
    if (key) {
      const byKey = await this.records.findById(key).lean<OrderRefundRecord>().exec();
      if (byKey) return byKey;
    }
    return this.records.findOne({ refundId: entity.id }).lean<OrderRefundRecord>().exec();
  }

  /** The order's state: its last move's, Processing before any (seams.md: history is the source). */
  private async stateOf(orderId: string): Promise<OrderState> {
    const history = await this.moves.history(orderId);
    return history.length ? history[history.length - 1].to : ORDER_STATE.paid;
  }

  /** $set on a record, only while it is in one of `from` (when given). */
  private async update(key: string, set: Partial<OrderRefundRecord>, from?: readonly RefundRecordState[]) {
    const filter = from ? { _id: key, state: { $in: from } } : { _id: key };
    await retryBusy(() => this.records.updateOne(filter, { $set: set }));
  }
}
