/**
 * An order's moves through its lifecycle. A move is an insert-once `order_moves`
 * record (unique orderId + seq), so of two staff pressing the same button exactly one is recorded
 * and the other gets 409. After the insert come its follow-ups, each safe to repeat: the order's
 * `status` cache (and shipment), the tax invoice at Shipped, and the customer's e-mail. A follow-up
 * that fails is left unsettled and FulfilmentFollowUps tries it again; the move itself stands.
 */
import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  canMove,
  CUSTOMER_MAIL_STATES,
  moveRefusedMessage,
  ORDER_STATE,
  orderAlreadyMovedMessage,
  type MoveActor,
  type OrderMove,
  type OrderState,
  type QualityCheckRecord,
  type Shipment,
  type StaffActor,
  type TimelineEntry,
} from '@rmj/contracts';
import {
  SERVICE_CONFIG,
  SmtpMailer,
  StaffAuditTrail,
  type MailAttachment,
  retryBusy,
  isDuplicateKey,
} from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { setUntilKept } from '../db/set-until-kept';
import { InvoicesService } from '../invoices/invoices.service';
import { orderMoveMail } from '../mail/order-move-mail';
import { Order } from '../orders/order.schema';
import { OrderMoveRecord } from './order-move.schema';
import { ORDER_NOT_FOUND } from './order-lookup';
import { ShopSettingsClient } from '../settings/shop-settings.client';

/** What a move records (seams.md). */
export interface MoveInput {
  orderId: string;
  /** The state the caller saw: a move from any other state is refused (409). */
  from: OrderState;
  to: OrderState;
  by: MoveActor;
  note?: string;
  shipment?: Shipment;
  /** The move to Quality check's HUIDs and weights (checked by FulfilmentService). */
  qualityCheck?: QualityCheckRecord;
  at?: Date;
  /** The staff member as the audit trail names them (id, e-mail, role); derived from `by` when absent. */
  actor?: StaffActor;
}

/** The state after a list of moves (oldest first): Processing when there are none. */
export const stateAfter = (moves: Pick<OrderMoveRecord, 'to'>[]): OrderState =>
  moves.length ? moves[moves.length - 1].to : ORDER_STATE.paid;

export function toOrderMove(record: OrderMoveRecord): OrderMove {
  return {
    seq: record.seq,
    from: record.from,
    to: record.to,
    at: record.at.toISOString(),
    by: record.by,
    ...(record.note ? { note: record.note } : {}),
    ...(record.qualityCheck ? { qualityCheck: record.qualityCheck } : {}),
  };
}

/**
 * The `$set` that puts a Quality check's HUIDs and weights on the order's lines: each line's HUIDs
 * (those it had, then the checked pieces' in piece order) and its actual net weight per piece (the
 * mean of its checked pieces, rounded to a milligram: the record keeps one weight per line, the
 * move keeps each piece's). Safe to repeat: a HUID already on the line is not added again.
 */
export function qualityCheckUpdates(order: Pick<Order, 'lines'>, check: QualityCheckRecord): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  const byLine = new Map<number, QualityCheckRecord['pieces']>();
  for (const piece of check.pieces) byLine.set(piece.line, [...(byLine.get(piece.line) ?? []), piece]);
  for (const [index, pieces] of byLine) {
    const line = order.lines[index];
    if (!line?.pricingRecord) continue;
    const checked = [...pieces].sort((a, b) => a.piece - b.piece);
    const fresh = checked.map((p) => p.huid);
    const huids = [...(line.pricingRecord.huids ?? []).filter((h) => !fresh.includes(h)), ...fresh];
    set[`lines.${index}.pricingRecord.huids`] = huids;
    set[`lines.${index}.pricingRecord.actualNetWeightMg`] = Math.round(
      checked.reduce((sum, p) => sum + p.actualNetWeightMg, 0) / checked.length,
    );
  }
  return set;
}

@Injectable()
export class OrderMovesService {
  private readonly logger = new Logger(OrderMovesService.name);

  constructor(
    @InjectModel(OrderMoveRecord.name) private readonly moves: Model<OrderMoveRecord>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly invoices: InvoicesService,
    private readonly mailer: SmtpMailer,
    private readonly trail: StaffAuditTrail,
    private readonly settings: ShopSettingsClient,
  ) {}

  /** Records the move once (409 when refused or already moved), then its follow-ups; resolves to the move. */
  async move(input: MoveInput): Promise<OrderMove> {
    const order = await this.orders.findById(input.orderId).lean<Order>().exec();
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    if (!canMove(input.from, input.to)) throw new ConflictException(moveRefusedMessage(input.from, input.to));
    const earlier = await this.records(input.orderId);
    const now = stateAfter(earlier);
    if (now !== input.from) throw new ConflictException(orderAlreadyMovedMessage(now));
    const seq = earlier.length + 1;
    const record: OrderMoveRecord = {
      _id: `${input.orderId}:${seq}`,
      orderId: input.orderId,
      seq,
      from: input.from,
      to: input.to,
      at: input.at ?? new Date(),
      by: input.by,
      ...(input.note ? { note: input.note } : {}),
      ...(input.shipment ? { shipment: input.shipment } : {}),
      ...(input.qualityCheck ? { qualityCheck: input.qualityCheck } : {}),
    };
    try {
      await retryBusy(() => this.moves.create(record));
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // Someone else recorded move `seq` first: whatever it was, this one is refused.
      throw new ConflictException(orderAlreadyMovedMessage(await this.stateOf(input.orderId)));
    }
    this.logger.log({ msg: 'order moved', orderNumber: order.orderNumber, from: input.from, to: input.to });
    if (input.by.kind === 'staff') await this.audit(order, record, input);
    await this.settle(record, order);
    return toOrderMove(record);
  }

  /** The order's moves, oldest first. */
  async history(orderId: string): Promise<OrderMove[]> {
    return (await this.records(orderId)).map(toOrderMove);
  }

  /** The order's current state: the last move's `to`, Processing before any. */
  async stateOf(orderId: string): Promise<OrderState> {
    return stateAfter(await this.records(orderId));
  }

  /** The shopper's timeline: Processing at the payment, then each move's state and time. */
  async timeline(order: Pick<Order, '_id' | 'paidAt'>): Promise<TimelineEntry[]> {
    const moves = await this.records(order._id);
    return [
      { state: ORDER_STATE.paid, at: order.paidAt.toISOString() },
      ...moves.map((m) => ({ state: m.to, at: m.at.toISOString() })),
    ];
  }

  /** Moves older than `before` (and not older than `since`) whose follow-ups are not all done. */
  unsettled(since: Date, before: Date, limit: number): Promise<OrderMoveRecord[]> {
    return this.moves
      .find({ settledAt: { $exists: false }, at: { $gte: since, $lte: before } })
      .limit(limit)
      .lean<OrderMoveRecord[]>()
      .exec();
  }

  /** Cancellations older than `before` whose stock return and refund are not done yet. */
  unsettledCancellations(since: Date, before: Date, limit: number): Promise<OrderMoveRecord[]> {
    return this.moves
      .find({ to: ORDER_STATE.cancelled, cancelSettledAt: { $exists: false }, at: { $gte: since, $lte: before } })
      .limit(limit)
      .lean<OrderMoveRecord[]>()
      .exec();
  }

  /** Marks a cancellation's stock return and refund as done. */
  async cancellationSettled(record: Pick<OrderMoveRecord, '_id'>): Promise<void> {
    await retryBusy(() => this.moves.updateOne({ _id: record._id }, { $set: { cancelSettledAt: new Date() } }));
  }

  /**
   * The move's follow-ups, each safe to repeat: the status cache (the latest move's state, so a
   * late retry never winds the order back), the shipment, the invoice and the e-mail. Never throws:
   * what fails is left for the next follow-up run.
   */
  async settle(record: OrderMoveRecord, known?: Order): Promise<boolean> {
    try {
      const order = known ?? (await this.orders.findById(record.orderId).lean<Order>().exec());
      if (!order) return false;
      const status = await this.stateOf(record.orderId);
      // A late retry never puts back a shipment staff have corrected since.
      const shipment = record.shipment && !order.shipment ? { shipment: record.shipment } : {};
      const set: Partial<Order> = { status, ...shipment };
      // The payment's own follow-ups (stock take, confirmation) write to the order at the same moment as
      // an early move; on FerretDB one of them can put the old state back, so it is set until it holds.
      if (!(await setUntilKept(this.orders, { _id: order._id }, set, (stored) => stored.status === status)))
        throw new Error('the state was not kept on the order');
      if (record.qualityCheck) await this.keepQualityCheck(order, record.qualityCheck);
      if (!record.mailedAt && CUSTOMER_MAIL_STATES.includes(record.to)) await this.mail(order, record);
      await retryBusy(() => this.moves.updateOne({ _id: record._id }, { $set: { settledAt: new Date() } }));
      return true;
    } catch (err) {
      this.logger.warn({
        msg: 'move follow-ups not finished; the next follow-up run tries again',
        orderId: record.orderId,
        to: record.to,
        err: String(err),
      });
      return false;
    }
  }

  /** Puts a Quality check's HUIDs and weights on the lines (read back until kept: FerretDB). */
  private async keepQualityCheck(order: Order, check: QualityCheckRecord): Promise<void> {
    const set = qualityCheckUpdates(order, check);
    const kept = (stored: Record<string, unknown>) => {
      const lines = (stored.lines ?? []) as Order['lines'];
      return check.pieces.every((p) => lines[p.line]?.pricingRecord?.huids?.includes(p.huid));
    };
    if (Object.keys(set).length > 0 && !(await setUntilKept(this.orders, { _id: order._id }, set, kept)))
      throw new Error('the Quality check was not kept on the order');
  }

  private async mail(order: Order, record: OrderMoveRecord): Promise<void> {
    const content = orderMoveMail(
      order,
      record.to,
      this.config.SHOP_URL,
      await this.settings.contact(),
      record.shipment,
    );
    if (!content) return;
    const attachments: MailAttachment[] = [];
    if (record.to === ORDER_STATE.shipped) {
      // Issued exactly once by InvoicesService, whichever try gets here first.
      await this.invoices.issueFor(order);
      const invoice = await this.invoices.pdfFor(order._id);
      if (!invoice) throw new Error('the tax invoice is not ready for the Shipped e-mail');
      attachments.push({ fileName: invoice.fileName, content: invoice.pdf, contentType: 'application/pdf' });
    }
    await this.mailer.send(order.customerDetails.email, { ...content, attachments });
    await retryBusy(() => this.moves.updateOne({ _id: record._id }, { $set: { mailedAt: new Date() } }));
  }

  private async audit(order: Order, record: OrderMoveRecord, input: MoveInput): Promise<void> {
    const by = input.by;
    const actor = input.actor ?? (by.role ? ({ id: by.name, email: by.name, role: by.role } as StaffActor) : undefined);
    await this.trail.record({
      actor,
      action: record.to === ORDER_STATE.shipped ? 'order.shipped' : 'order.moved',
      target: { type: 'order', id: order.orderNumber, label: order.orderNumber },
      before: { status: record.from },
      after: {
        status: record.to,
        ...(record.note ? { note: record.note } : {}),
        ...(record.shipment ? { courier: record.shipment.courier, awb: record.shipment.awb } : {}),
        ...(record.qualityCheck
          ? {
              huids: record.qualityCheck.pieces.map((p) => p.huid).join(', '),
              ...(record.qualityCheck.weightOverrideReason
                ? { weightOverrideReason: record.qualityCheck.weightOverrideReason }
                : {}),
            }
          : {}),
      },
    });
  }

  private records(orderId: string): Promise<OrderMoveRecord[]> {
    return this.moves.find({ orderId }).sort({ seq: 1 }).lean<OrderMoveRecord[]>().exec();
  }
}
