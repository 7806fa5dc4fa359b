import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { MoveActor, OrderState, QualityCheckRecord, Shipment } from '@rmj/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * One move of an order, inserted once and never changed but for its marks. "Two staff, one
 * button, one move" rests on the unique (orderId, seq) index: both read the order at seq n, both
 * insert seq n + 1, one insert wins. The winner writes its state to the order (`status`, `moveSeq`).
 */
@Schema({ collection: 'order_moves', versionKey: false })
export class OrderMoveRecord {
  /** `<orderId>:<seq>`: the unique index again, on the one key every backend indexes. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** The order's provider order id (Order._id). */
  @Prop({ type: String, required: true })
  orderId!: string;

  /** 1 for the first move after payment, then 2, 3... */
  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String, required: true })
  from!: OrderState;

  @Prop({ type: String, required: true })
  to!: OrderState;

  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  by!: MoveActor;

  @Prop({ type: String })
  note?: string;

  @Prop({ type: MongooseSchema.Types.Mixed })
  shipment?: Shipment;

  /** The move to Quality check: each made-to-order hallmarked piece's HUID and actual weight (put on the lines by the move). */
  @Prop({ type: MongooseSchema.Types.Mixed })
  qualityCheck?: QualityCheckRecord;

  /** Set once the move's state is on the order and its events are in the outbox. */
  @Prop({ type: Date })
  settledAt?: Date;

  /** Set once the customer's e-mail of this move went out. */
  @Prop({ type: Date })
  mailedAt?: Date;
}

export const OrderMoveRecordSchema = SchemaFactory.createForClass(OrderMoveRecord);
OrderMoveRecordSchema.index({ orderId: 1, seq: 1 }, { unique: true });
