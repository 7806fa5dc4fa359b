/**
 * An order's moves through its lifecycle. A move is an insert-once `order_moves` record (unique
 * orderId + seq), so of two staff pressing the same button exactly one is recorded and the other
 * gets 409. In the same request the move writes its state to the order (status, shipment, Quality
 * check HUIDs and weights) as a versioned change decided on the order it was based on, then emits
 * OrderMoved (the customer's e-mail, the tax invoice at Shipped: MoveMails) and, for a
 * cancellation, OrderCancelled (stock back, refund: FulfilmentService) to the outbox.
 */
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  canMove,
  moveRefusedMessage,
  ORDER_STATE,
  orderAlreadyMovedMessage,
  PAYMENT_METHOD,
  paymentMethodOf,
  type MoveActor,
  type OrderMove,
  type OrderState,
  type QualityCheckRecord,
  type Shipment,
  type StaffActor,
  type TimelineEntry,
} from '@rmj/contracts';
import { StaffAuditTrail, insertedOnce, setFields, updateVersioned } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { Order } from '../orders/order.schema';
import { Outbox } from '../outbox/outbox.service';
import { OrderMoveRecord } from './order-move.schema';
import { ORDER_NOT_FOUND } from './order-lookup';

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
  /** A cancellation (staff's or the shopper's): the move also emits OrderCancelled (stock back, refund). */
  cancellation?: boolean;
}

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
 * move keeps each piece's). A HUID already on the line is not added again.
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

/** The state an order is recorded in: Processing when paid, Awaiting confirmation for cash on delivery. */
export const initialStateOf = (order: Pick<Order, 'paymentMethod'>): OrderState =>
  paymentMethodOf(order) === PAYMENT_METHOD.cod ? ORDER_STATE.awaitingConfirmation : ORDER_STATE.paid;

@Injectable()
export class OrderMovesService {
  private readonly logger = new Logger(OrderMovesService.name);

  constructor(
    @InjectModel(OrderMoveRecord.name) private readonly moves: Model<OrderMoveRecord>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly trail: StaffAuditTrail,
    private readonly outbox: Outbox,
  ) {}

  /** Records the move once (409 when refused or already moved) with its state on the order; resolves to the move. */
  async move(input: MoveInput): Promise<OrderMove> {
    const order = await this.current(input.orderId);
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    if (!canMove(input.from, input.to)) throw new ConflictException(moveRefusedMessage(input.from, input.to));
    if (order.status !== input.from) throw new ConflictException(orderAlreadyMovedMessage(order.status));
    const seq = order.moveSeq + 1;
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
    // Someone else recorded move `seq` first: whatever it was, this one is refused.
    if (!(await insertedOnce(() => this.moves.create(record))))
      throw new ConflictException(orderAlreadyMovedMessage(await this.stateOf(input.orderId)));
    await this.finish(record, input.cancellation === true);
    this.logger.log({ msg: 'order moved', orderNumber: order.orderNumber, from: input.from, to: input.to });
    if (input.by.kind === 'staff') await this.audit(order, record, input);
    return toOrderMove(record);
  }

  /** The order's moves, oldest first. */
  async history(orderId: string): Promise<OrderMove[]> {
    return (await this.records(orderId)).map(toOrderMove);
  }

  /** The order's current state (Processing before any move): the one place every reader asks. */
  async stateOf(orderId: string): Promise<OrderState> {
    return (await this.current(orderId))?.status ?? ORDER_STATE.paid;
  }

  /**
   * The shopper's timeline: the first state at the order's time (Processing at the payment; cash on
   * delivery: Awaiting confirmation at placement), then each move's state and time.
   */
  async timeline(order: Pick<Order, '_id' | 'paidAt' | 'paymentMethod'>): Promise<TimelineEntry[]> {
    const moves = await this.records(order._id);
    return [
      { state: initialStateOf(order), at: order.paidAt.toISOString() },
      ...moves.map((m) => ({ state: m.to, at: m.at.toISOString() })),
    ];
  }

  /**
   * Finishes moves recorded from `since` to `before` whose request stopped before writing their
   * state and telling the outbox (a crash, the database gone), so their e-mail, invoice, stock return
   * and refund are not left waiting for someone to open the order. Answers how many it finished.
   */
  async finishLeftOver(since: Date, before: Date, limit: number): Promise<number> {
    const left = await this.moves
      .find({ settledAt: { $exists: false }, at: { $gte: since, $lte: before } })
      .sort({ at: 1 })
      .limit(limit)
      .lean<OrderMoveRecord[]>()
      .exec();
    for (const record of left) await this.finish(record, record.to === ORDER_STATE.cancelled);
    return left.length;
  }

  /**
   * The order as it stands. A move whose request stopped between recording it and writing its
   * state (a crash, the database gone) is finished here first, so whoever reads next sees it.
   */
  private async current(orderId: string): Promise<Order | null> {
    const order = await this.orders.findById(orderId).lean<Order>().exec();
    if (!order) return null;
    const [unwritten] = await this.moves
      .find({ orderId, seq: { $gt: order.moveSeq } })
      .sort({ seq: -1 })
      .limit(1)
      .lean<OrderMoveRecord[]>()
      .exec();
    if (!unwritten) return order;
    // Null: another reader (or the move's own request) wrote it meanwhile.
    // A cancellation left half-way is finished as one: its stock and refund are owed.
    const cancellation = unwritten.to === ORDER_STATE.cancelled;
    return (await this.finish(unwritten, cancellation)) ?? this.orders.findById(orderId).lean<Order>().exec();
  }

  /**
   * Writes the move's state to the order, decided on the order as it is: a move for an earlier seq
   * than the order's changes nothing (the state never winds back). Then tells the outbox and marks
   * the move settled; every step is safe to repeat. Answers the order as written, or null when it
   * already was.
   */
  private async finish(record: OrderMoveRecord, cancellation: boolean): Promise<Order | null> {
    const written = await updateVersioned(this.orders, record.orderId, (order) =>
      order.moveSeq >= record.seq
        ? null
        : {
            status: record.to,
            moveSeq: record.seq,
            ...(record.shipment ? { shipment: record.shipment } : {}),
            ...(record.qualityCheck ? qualityCheckUpdates(order, record.qualityCheck) : {}),
          },
    );
    if (record.settledAt) return written;
    await this.outbox.emit('OrderMoved', record._id, { orderId: record.orderId, to: record.to });
    if (cancellation)
      await this.outbox.emit('OrderCancelled', record.orderId, {
        by: record.by.kind === 'staff' ? record.by.name : record.by.kind,
      });
    await setFields(this.moves, { _id: record._id }, { settledAt: new Date() });
    return written;
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
