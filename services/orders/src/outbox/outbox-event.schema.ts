import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * One delivery of one domain event to one handler. Written insert-once with the state change it
 * reports, under an id derived from that change (`<event>:<key>><handler>`), so a retried request
 * writes the same row again and meets the unique _id instead of making a second one.
 */
@Schema({ collection: 'outbox', versionKey: false })
export class OutboxEvent {
  @Prop({ type: String, required: true })
  _id!: string;

  /** The domain event, e.g. `OrderPaid`. */
  @Prop({ required: true })
  event!: string;

  /** What the event is about (an order's provider id, a refund's key): the same for every retry. */
  @Prop({ required: true })
  key!: string;

  /** The handler this row is for. */
  @Prop({ required: true })
  handler!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  payload!: Record<string, unknown>;

  @Prop({ required: true })
  createdAt!: Date;

  /** Not delivered before this (the back-off after a failed try). */
  @Prop({ required: true })
  dueAt!: Date;

  /** Failed tries so far; try n is claimed as `<_id>#<n>` in outbox_claims. */
  @Prop({ default: 0 })
  attempts!: number;

  @Prop()
  deliveredAt?: Date;

  @Prop()
  lastError?: string;
}

export const OutboxEventSchema = SchemaFactory.createForClass(OutboxEvent);
// The pass reads the rows due, oldest first.
OutboxEventSchema.index({ dueAt: 1 });

/**
 * The claim of one try of one delivery. An insert against a unique _id is the one write FerretDB
 * makes atomic, so of two dispatchers that reach the same try only the one whose insert succeeds
 * runs the handler.
 */
@Schema({ collection: 'outbox_claims', versionKey: false })
export class OutboxClaim {
  /** `<outbox _id>#<attempt>`. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  takenAt!: Date;
}

export const OutboxClaimSchema = SchemaFactory.createForClass(OutboxClaim);
// Old claims are swept by age.
OutboxClaimSchema.index({ takenAt: 1 });
