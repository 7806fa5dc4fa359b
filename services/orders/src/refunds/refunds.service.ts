/**
 * Refunds of orders, through the payment provider's refunds API.
 *
 * - A cancellation refunds the whole captured amount (what is left), once per order.
 * - After a return, staff (refundOrders) refund part or all of what is left; the same idempotency
 *   key refunds once. Left = captured − processed − pending (a refund being asked or due counts as
 *   pending).
 * - Every refund is an insert-once record under its key, written with its `RefundRequested` event
 *   (due a little later), and every request to the provider is an insert-once attempt, so no path
 *   asks twice at once. The request asks at once. The key travels in the refund's notes
 *   (`refundKey`): when the provider cannot be reached the record stays `due`, and the event's
 *   handler (after the pause, then with the outbox's back-off) first looks among the payment's
 *   refunds for one with that key (an answer lost on the way) before asking again, so a refund is
 *   never made twice and never lost. The record moves between its states by compare-and-set.
 * - An order paid in parts (payment links: an advance, then the balance) is refunded payment by
 *   payment, newest first (the balance before the advance): a refund becomes one record per payment
 *   it takes money from, never more than that payment has left, each asked of the provider against
 *   its own payment. What is left is what was received less what is refunded or on its way.
 * - What a customer paid beyond the order's total (a link paid twice, or after it closed) is
 *   refunded by staff in any state of the order (reason `overpaid`), newest payment first, under a
 *   key made of the order, what it received and its failed extra refunds (two presses, or two staff
 *   at once, refund once). It gets no credit note (the extra was never on the tax invoice), does not
 *   move the order, and the order stays Paid (or Partially paid) afterwards.
 * - `refund.processed` / `refund.failed` settle a refund through an insert-once settlement under
 *   the provider's refund id; everything after it (the record, the order's payment status, the
 *   system's move to Refunded, the credit note of a refund after the tax invoice, the customer's
 *   e-mail) is derived and safe to repeat, so duplicate deliveries change nothing.
 */
import { BadGatewayException, ConflictException, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  SERVICE_CONFIG,
  insertedOnce,
  LeaseHeldError,
  moveState,
  removeWhere,
  updateVersioned,
  withLease,
} from '@rmj/nest-common';
import {
  ORDER_STATE,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  paymentMethodOf,
  REFUND_EXTRA_MESSAGES,
  refundTooLargeMessage,
  type OrderRefund,
  type OrderState,
  type PaymentStatus,
  type RefundReason,
  type RefundExtraRequest,
  type RefundRequest,
} from '@rmj/contracts';

/** 409 of a refund asked for an order nothing was paid for (cash on delivery before its cash). */
export const NOTHING_PAID_MESSAGE = 'Nothing was paid for this order, so there is nothing to refund.';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { CreditNotesService } from '../credit-notes/credit-notes.service';
import { OrderMovesService } from '../fulfilment/order-moves.service';
import type { ExtraRefunds } from '../fulfilment/payment-ledger';
import { ShopNotices } from '../notices/shop-notices.service';
import { RefundWebhooks, type RefundEntity, type RefundWebhookHandler } from '../webhooks/refund-webhooks';
import { LinkPayments } from '../orders/link-payments.service';
import { Order } from '../orders/order.schema';
import { Outbox } from '../outbox/outbox.service';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderRefund,
} from '../payments/payment-provider';
import {
  OrderRefundRecord,
  REFUND_RECORD_STATES,
  RefundAttempt,
  RefundSettlement,
  type RefundRecordState,
} from './order-refund.schema';

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
/** How long a staff refund waits for another refund of the same order to be checked (it only checks and inserts). */
const REFUND_LOCK_WAIT_MS = 2_000;
/** The outbox handler that takes up a refund its request did not finish. */
const FOLLOW_UP = 'refund-request';
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
    private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly links: LinkPayments,
    private readonly creditNotes: CreditNotesService,
  ) {}

  onModuleInit(): void {
    this.refundWebhooks.handleWith(this);
    this.outbox.on('RefundRequested', FOLLOW_UP, (payload, _key, now) => this.followUp(String(payload.recordId), now));
  }

  /** A failed request is asked again after this long (a time-out's late refund shows up among the payment's refunds). */
  get retryAfterMs(): number {
    return Math.max(30_000, 3 * this.config.PAYMENT_TIMEOUT_MS);
  }

  /** A request that never finished (the process stopped) is asked again after this long. */
  get staleAfterMs(): number {
    return 2 * this.retryAfterMs;
  }

  /**
   * After a cancellation: refunds what is left, once per order. Resolves once the refund is made or
   * kept as due (the provider could not be reached: its RefundRequested event makes it later).
   */
  async refundInFull(order: Order, input: { reason: 'cancelled'; by: string }): Promise<void> {
    // An unpaid order (cash on delivery before its cash) has no payment to refund.
    if (order.paymentStatus === PAYMENT_STATUS.unpaid) return;
    const key = `cancel:${order._id}`;
    if (await this.records.exists({ $or: [{ _id: key }, { group: key }] })) return;
    const left = await this.leftPaise(order);
    if (left <= 0) return;
    const records = await this.partsOf(order, key, left, input.reason, input.by);
    this.logger.log({ msg: 'refunding a cancelled order in full', orderNumber: order.orderNumber, amountPaise: left });
    for (const record of records) {
      if (!(await this.insertRecord(record))) continue;
      const outcome = await this.ask(record, 1);
      if (outcome.kind === 'refused') await this.markRefused(record, outcome.reason);
    }
  }

  /**
   * The records of one refund of `amountPaise`: one record under `key` for an order paid once; for
   * an order paid in parts, one per payment, newest first, each at most what that payment has left.
   */
  private async partsOf(
    order: Order,
    key: string,
    amountPaise: number,
    reason: RefundReason,
    by: string,
    note?: string,
  ): Promise<OrderRefundRecord[]> {
    if (paymentMethodOf(order) !== PAYMENT_METHOD.paymentLink)
      return [this.newRecord(order, key, amountPaise, reason, by, note)];
    const counted = await this.countedByPayment(order._id);
    const payments = [...(await this.links.paymentsOf(order._id))].reverse();
    const parts: OrderRefundRecord[] = [];
    let rest = amountPaise;
    for (const payment of payments) {
      if (rest <= 0) break;
      const take = Math.min(rest, payment.amountPaise - (counted.get(payment._id) ?? 0));
      if (take <= 0) continue;
      parts.push({
        ...this.newRecord({ ...order, paymentId: payment._id }, `${key}@${payment._id}`, take, reason, by, note),
        group: key,
      });
      rest -= take;
    }
    return parts;
  }

  /** Paise refunded or on their way from each payment of the order. */
  private async countedByPayment(orderId: string): Promise<Map<string, number>> {
    const counted = await this.records
      .find({ orderId, state: { $in: COUNTED_STATES } }, { amountPaise: 1, paymentId: 1 })
      .lean<Pick<OrderRefundRecord, 'amountPaise' | 'paymentId'>[]>()
      .exec();
    const by = new Map<string, number>();
    for (const r of counted) by.set(r.paymentId, (by.get(r.paymentId) ?? 0) + r.amountPaise);
    return by;
  }

  /** Whole rupees of processed refunds from each payment (an order paid in parts). */
  async refundedByPayment(orderId: string): Promise<Map<string, number>> {
    const processed = await this.records
      .find({ orderId, state: 'processed' }, { amountPaise: 1, paymentId: 1 })
      .lean<Pick<OrderRefundRecord, 'amountPaise' | 'paymentId'>[]>()
      .exec();
    const by = new Map<string, number>();
    for (const r of processed) by.set(r.paymentId, (by.get(r.paymentId) ?? 0) + r.amountPaise);
    return new Map([...by].map(([id, paise]) => [id, rupees(paise)]));
  }

  /** Staff refund after a return: 409 not refundable or too large, 502 refused by the provider. */
  async refund(order: Order, request: RefundRequest, by: string): Promise<void> {
    if (order.paymentStatus === PAYMENT_STATUS.unpaid) throw new ConflictException(NOTHING_PAID_MESSAGE);
    const state = await this.stateOf(order._id);
    if (!REFUNDABLE_STATES.includes(state)) throw new ConflictException(refundNotAllowedMessage(state));
    const key = `staff:${order._id}:${request.idempotencyKey}`;
    // This form was sent before: refunded once.
    if (await this.records.exists({ $or: [{ _id: key }, { group: key }] })) return;
    const amountPaise = request.amountRupees * 100;
    if (paymentMethodOf(order) === PAYMENT_METHOD.paymentLink)
      return this.refundParts(order, key, amountPaise, request, by);
    // One staff refund of an order is checked and recorded at a time (insert-once lock): two forms
    // with different keys cannot both pass the 'left' check on the same figures.
    const record = this.newRecord(order, key, amountPaise, request.reason, by, request.note);
    if (!(await this.checkedInsert(order, record))) return;
    this.logger.log({ msg: 'staff refund', orderNumber: order.orderNumber, amountPaise, by });
    const outcome = await this.ask(record, 1);
    if (outcome.kind !== 'refused') return;
    // Nothing was refunded: the record goes, so the same form may be sent again.
    await removeWhere(this.attempts, { recordId: record._id });
    await removeWhere(this.records, { _id: record._id });
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

  /**
   * A staff refund of an order paid in parts: its records (one per payment, newest first) checked
   * and inserted under the order's refund lease, then each asked of the provider. A part the
   * provider refused is failed, with its notice (the others stand): staff refund the rest again.
   */
  private async refundParts(
    order: Order,
    key: string,
    amountPaise: number,
    request: RefundRequest,
    by: string,
  ): Promise<void> {
    let records: OrderRefundRecord[] = [];
    try {
      records = await withLease(
        this.records,
        `refund-lock:${order._id}`,
        async () => {
          if (await this.records.exists({ $or: [{ _id: key }, { group: key }] })) return [];
          const left = await this.leftPaise(order);
          if (amountPaise > left) throw new ConflictException(refundTooLargeMessage(rupees(left)));
          const parts = await this.partsOf(order, key, amountPaise, request.reason, by, request.note);
          for (const part of parts) await this.insertRecord(part);
          return parts;
        },
        { staleMs: REFUND_LOCK_STALE_MS, waitMs: REFUND_LOCK_WAIT_MS },
      );
    } catch (err) {
      if (err instanceof LeaseHeldError) throw new ConflictException(REFUND_IN_PROGRESS_MESSAGE);
      throw err;
    }
    this.logger.log({
      msg: 'staff refund in parts',
      orderNumber: order.orderNumber,
      amountPaise,
      parts: records.length,
      by,
    });
    await this.askEach(records);
  }

  /**
   * Staff refund of what was paid beyond the order's total, in any state: 409 nothing extra, not the
   * amount shown, or another refund on its way; 502 refused by the provider. The key is the order's
   * extra step (what it received, and how many extra refunds failed): the same press twice, or two
   * staff at once, find the same key and refund once. True when this call made the refund (false:
   * an earlier press of the same step did).
   */
  async refundExtra(order: Order, request: RefundExtraRequest, by: string): Promise<boolean> {
    if (paymentMethodOf(order) !== PAYMENT_METHOD.paymentLink)
      throw new ConflictException(REFUND_EXTRA_MESSAGES.nothingExtra);
    const failed = await this.records.countDocuments({ orderId: order._id, reason: 'overpaid', state: 'failed' });
    const key = `extra:${order._id}:${order.paidPaise ?? 0}:${failed}`;
    let records: OrderRefundRecord[] = [];
    try {
      records = await withLease(
        this.records,
        `refund-lock:${order._id}`,
        async () => {
          // Pressed twice, or by two staff at once: the first press's records are found here.
          if (await this.records.exists({ $or: [{ _id: key }, { group: key }] })) return [];
          const extra = await this.extraOf(order._id);
          if (extra.otherOnItsWay) throw new ConflictException(REFUND_EXTRA_MESSAGES.otherRefund);
          const leftPaise = Math.min(extraPaise(order) - extra.countedPaise, await this.leftPaise(order));
          if (leftPaise < 100) throw new ConflictException(REFUND_EXTRA_MESSAGES.nothingExtra);
          if (request.amountRupees !== rupees(leftPaise))
            throw new ConflictException(REFUND_EXTRA_MESSAGES.changed(rupees(leftPaise)));
          const parts = await this.partsOf(order, key, leftPaise, 'overpaid', by);
          for (const part of parts) await this.insertRecord(part);
          return parts;
        },
        { staleMs: REFUND_LOCK_STALE_MS, waitMs: REFUND_LOCK_WAIT_MS },
      );
    } catch (err) {
      if (err instanceof LeaseHeldError) throw new ConflictException(REFUND_IN_PROGRESS_MESSAGE);
      throw err;
    }
    if (records.length === 0) return false;
    this.logger.log({ msg: 'refunding the extra paid', orderNumber: order.orderNumber, parts: records.length, by });
    await this.askEach(records);
    return true;
  }

  /** Asks the provider for each record's refund now; 502 when it refused any (each refused one is marked so). */
  private async askEach(records: readonly OrderRefundRecord[]): Promise<void> {
    let refused: string | undefined;
    for (const record of records) {
      const outcome = await this.ask(record, 1);
      if (outcome.kind === 'refused') {
        await this.markRefused(record, outcome.reason);
        refused = outcome.reason ?? '';
      }
    }
    if (refused !== undefined) throw new BadGatewayException(refundRefusedMessage(refused || undefined));
  }

  /** The order's refunds of its extra (paise) and whether a refund for another reason is on its way. */
  async extraOf(orderId: string): Promise<ExtraRefunds> {
    const records = await this.records
      .find({ orderId, state: { $in: COUNTED_STATES } }, { amountPaise: 1, reason: 1, state: 1 })
      .lean<Pick<OrderRefundRecord, 'amountPaise' | 'reason' | 'state'>[]>()
      .exec();
    const extra = records.filter((r) => r.reason === 'overpaid');
    return {
      countedPaise: extra.reduce((sum, r) => sum + r.amountPaise, 0),
      processedPaise: extra.filter((r) => r.state === 'processed').reduce((sum, r) => sum + r.amountPaise, 0),
      otherOnItsWay: records.some((r) => r.reason !== 'overpaid' && r.state !== 'processed'),
    };
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

  // ---- the RefundRequested event ------------------------------------------------------------------

  /**
   * Takes up a refund its request did not finish: the provider could not be reached (due), or the
   * request was cut short (asking). Looks first among the payment's refunds for one carrying the
   * record's key (an answer lost on the way), then asks again. Throws (the outbox tries again with
   * its back-off) while the provider cannot be reached, and while a request may still be under way:
   * a failed request waits retryAfterMs, one that never finished waits staleAfterMs.
   */
  private async followUp(recordId: string, now: Date): Promise<void> {
    const record = await this.records.findById(recordId).lean<OrderRefundRecord>().exec();
    // Made, settled, refused, or withdrawn (a refused staff refund): nothing left to ask.
    if (!record || (record.state !== 'asking' && record.state !== 'due')) return;
    const waited = now.getTime() - new Date(record.askedAt).getTime();
    if (record.state === 'asking' && waited < this.staleAfterMs)
      throw new Error('a request for this refund may still be under way');
    if (record.state === 'due' && waited < this.retryAfterMs) throw new Error('the last request failed a moment ago');
    const made = await this.provider.fetchPaymentRefunds(record.paymentId);
    const earlier = made.find((r) => r.notes.refundKey === record._id);
    if (earlier) {
      // The provider made it; only its answer was lost.
      this.logger.log({ msg: 'refund found at the provider by its key', key: record._id, refundId: earlier.id });
      return this.adopt(record, earlier);
    }
    // Numbered after every attempt claimed so far (a path cut short may have claimed one unrecorded).
    const outcome = await this.ask(record, (await this.attempts.countDocuments({ recordId: record._id })) + 1);
    if (outcome.kind === 'refused') return this.markRefused(record, outcome.reason);
    if (outcome.kind === 'due') throw new Error('the provider could not be reached');
    // Another path claimed this attempt: the next try sees what it came to.
    if (outcome.kind === 'skipped') throw new Error('another request for this refund is under way');
    this.logger.log({ msg: 'refund made on a later try', key: record._id, refundId: outcome.refund.id });
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
      version: 0,
      attempts: 0,
      askedAt: now,
      createdAt: now,
    };
  }

  /**
   * Under the order's refund lease: 409 when the amount is more than is left, else inserts the
   * record, then counts again with it in (belt and braces: a lease lost to a crash cannot let two
   * refunds exceed the payment) and takes it back when the total went over. True when this call
   * inserted the record. 409 while another refund of the order holds the lease past a short wait.
   */
  private async checkedInsert(order: Order, record: OrderRefundRecord): Promise<boolean> {
    try {
      return await withLease(
        this.records,
        `refund-lock:${order._id}`,
        async () => {
          // The same form sent twice at once: the second finds the first's record here.
          if (await this.records.exists({ _id: record._id })) return false;
          const left = await this.leftPaise(order);
          if (record.amountPaise > left) throw new ConflictException(refundTooLargeMessage(rupees(left)));
          if (!(await this.insertRecord(record))) return false;
          const leftAfter = await this.leftPaise(order);
          if (leftAfter < 0) {
            await removeWhere(this.records, { _id: record._id, state: 'asking', attempts: 0 });
            throw new ConflictException(refundTooLargeMessage(rupees(Math.max(0, leftAfter + record.amountPaise))));
          }
          return true;
        },
        { staleMs: REFUND_LOCK_STALE_MS, waitMs: REFUND_LOCK_WAIT_MS },
      );
    } catch (err) {
      if (err instanceof LeaseHeldError) throw new ConflictException(REFUND_IN_PROGRESS_MESSAGE);
      throw err;
    }
  }

  /**
   * Writes the record's RefundRequested event (due after retryAfterMs: the request asks at once, the
   * event takes up what it did not finish), then inserts the record. True when this call inserted
   * it (and so makes the refund). The event comes first: a crash in between leaves an event whose
   * handler finds no record, never a record nobody follows up.
   */
  private async insertRecord(record: OrderRefundRecord): Promise<boolean> {
    // Keyed by the record's creation too: a refused staff refund's key may be sent again.
    const key = `${record._id}@${record.createdAt.getTime()}`;
    await this.outbox.emitLater('RefundRequested', key, { recordId: record._id }, this.retryAfterMs, record.createdAt);
    return insertedOnce(() => this.records.create(record));
  }

  /** Captured (an order paid in parts: every payment received) less what is processed, pending, being asked or due, in paise. */
  private async leftPaise(order: Pick<Order, '_id' | 'total' | 'paymentMethod' | 'paidPaise'>): Promise<number> {
    const counted = await this.records
      .find({ orderId: order._id, state: { $in: COUNTED_STATES } }, { amountPaise: 1 })
      .lean<Pick<OrderRefundRecord, 'amountPaise'>[]>()
      .exec();
    return capturedPaise(order) - counted.reduce((sum, r) => sum + r.amountPaise, 0);
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
    const claimed = await insertedOnce(() =>
      this.attempts.create({ _id: `${record._id}#${n}`, recordId: record._id, at: new Date() }),
    );
    if (!claimed) return { kind: 'skipped' };
    // Made or settled meanwhile (another path's request, a webhook): not asked again.
    const asking = await this.move(record._id, ['asking', 'due'], 'asking', { attempts: n, askedAt: new Date() });
    if (!asking) return { kind: 'skipped' };
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
      await this.move(record._id, ['asking'], 'due', { lastError });
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
    await this.move(record._id, ['asking', 'due'], 'pending', { refundId: refund.id });
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
    if (await insertedOnce(() => this.settlements.create(settlement))) {
      const log = { key: record._id, orderNumber: record.orderNumber, refundId, amountPaise: record.amountPaise };
      if (outcome === 'processed') this.logger.log({ msg: 'refund processed', ...log });
      else this.logger.error({ msg: 'refund failed: staff may refund again', ...log, failureReason });
    } else settlement = (await this.settlement(refundId)) ?? settlement;
    await this.apply(record, settlement);
  }

  /** Derives everything from a settlement: the record, the payment status, the move to Refunded. */
  private async apply(record: OrderRefundRecord, settlement: RefundSettlement): Promise<void> {
    // The settlement wins over any state but itself (a repeat finds it applied).
    await this.move(record._id, otherStates(settlement.outcome), settlement.outcome, {
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
    // The extra paid goes back without touching the order: it stays in its state.
    const extra = record.reason === 'overpaid';
    if (!extra && (state === ORDER_STATE.cancelled || state === ORDER_STATE.returned)) {
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
    // Money back after the tax invoice: its credit note, once per refund record (a repeat finds it),
    // issued before the e-mail so the e-mail can attach it. None without an invoice, and none for
    // the extra paid: it was never on the invoice.
    const note = extra
      ? undefined
      : await this.creditNotes.issueFor({
          key: record._id,
          orderId: record.orderId,
          amountPaise: record.amountPaise,
          reason: record.reason,
        });
    // The customer's e-mail with the amount, once per refund (every settlement path gets here).
    await this.notices.customerRefund(
      record.orderId,
      settlement._id,
      record.amountPaise,
      await this.processedPaise(record.orderId),
      note?._id,
    );
  }

  /**
   * Sets the order's paymentStatus from its processed refunds, as a versioned change: the webhook's
   * and the request's settlement of one refund, running at once, each decide on the order as it is.
   * (The order's state is the moves' to write: the move to Refunded writes it.)
   */
  private async syncOrderStatuses(orderId: string): Promise<void> {
    // The extra paid back is not the order's money: an order whose total is paid stays Paid.
    const extra = (await this.extraOf(orderId)).processedPaise;
    const refunded = (await this.processedPaise(orderId)) - extra;
    await updateVersioned(this.orders, orderId, (order) => {
      const paymentStatus: PaymentStatus =
        refunded <= 0
          ? unrefundedStatus(order)
          : refunded >= capturedPaise(order) - extra
            ? PAYMENT_STATUS.refunded
            : PAYMENT_STATUS.partiallyRefunded;
      return order.paymentStatus === paymentStatus ? null : { paymentStatus };
    });
  }

  /** A refund the provider refused for good: failed, with its reason, so staff see it. */
  private async markRefused(record: OrderRefundRecord, reason: string | undefined): Promise<void> {
    await this.move(record._id, ['asking', 'due'], 'failed', {
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

  /** The order's state, as every reader asks it. */
  private stateOf(orderId: string): Promise<OrderState> {
    return this.moves.stateOf(orderId);
  }

  /** Moves a record from one of `from` to `to` with `fields`; false when it was not in `from`. */
  private move(
    key: string,
    from: readonly RefundRecordState[],
    to: RefundRecordState,
    fields: Partial<Omit<OrderRefundRecord, '_id' | 'version' | 'state'>> = {},
  ): Promise<boolean> {
    return moveState(this.records, key, from, to, fields);
  }
}

/** What the order took: its total, or for an order paid in parts every payment received (paise). */
function capturedPaise(order: Pick<Order, 'total' | 'paymentMethod' | 'paidPaise'>): number {
  return paymentMethodOf(order) === PAYMENT_METHOD.paymentLink ? (order.paidPaise ?? 0) : order.total * 100;
}

/** Paise received beyond the order's total (an order paid in parts; none for one paid once). */
function extraPaise(order: Pick<Order, 'total' | 'paymentMethod' | 'paidPaise'>): number {
  if (paymentMethodOf(order) !== PAYMENT_METHOD.paymentLink) return 0;
  return Math.max(0, (order.paidPaise ?? 0) - order.total * 100);
}

/** The payment status of an order nothing was refunded from: Paid, or for one paid in parts what came in. */
function unrefundedStatus(order: Pick<Order, 'total' | 'paymentMethod' | 'paidPaise'>): PaymentStatus {
  if (paymentMethodOf(order) !== PAYMENT_METHOD.paymentLink) return PAYMENT_STATUS.paid;
  const paid = order.paidPaise ?? 0;
  return paid >= order.total * 100
    ? PAYMENT_STATUS.paid
    : paid > 0
      ? PAYMENT_STATUS.partiallyPaid
      : PAYMENT_STATUS.unpaid;
}

/** Every record state but `state`. */
const otherStates = (state: RefundRecordState) => REFUND_RECORD_STATES.filter((s) => s !== state);
