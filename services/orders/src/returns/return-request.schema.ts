import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  RETURN_KINDS,
  RETURN_REASONS,
  RETURN_STATES,
  type ReturnKind,
  type ReturnLine,
  type ReturnReason,
  type ReturnState,
  type WantedPiece,
} from '@rmj/contracts';

/** One step of a request as stored: the state reached, when, who (staff e-mail or 'customer'), the note. */
export interface StoredReturnStep {
  state: ReturnState;
  at: Date;
  by: string;
  note?: string;
}

/**
 * A shopper's return or exchange request on one order. `openKey` (the order's id) is set while the
 * request is open and unique, so an order has one open request whoever asks at once; closing the
 * request removes it. Every later write is a versioned change decided on the state it writes over
 * (nest-common's updateVersioned), so of two staff pressing the same step exactly one moves it.
 */
@Schema({ collection: 'return_requests', versionKey: false })
export class ReturnRequestRecord {
  /** RET-XXXXXXXXXX. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, required: true, default: 0 })
  version!: number;

  @Prop({ required: true })
  orderId!: string;

  @Prop({ required: true })
  orderNumber!: string;

  @Prop({ required: true })
  userId!: string;

  /** The order's id while the request is open (unique); absent once it is closed. */
  @Prop()
  openKey?: string;

  @Prop({ type: String, enum: RETURN_KINDS, required: true })
  kind!: ReturnKind;

  @Prop({ type: String, enum: RETURN_REASONS, required: true })
  reason!: ReturnReason;

  @Prop()
  details?: string;

  @Prop({ type: [String], default: [] })
  photoFileIds!: string[];

  @Prop({ type: [Object], required: true })
  lines!: ReturnLine[];

  @Prop({ type: Object })
  wanted?: WantedPiece;

  @Prop({ type: String, enum: RETURN_STATES, required: true })
  state!: ReturnState;

  /** Paise paid for the returned lines, fixed when the request is made. */
  @Prop({ required: true })
  creditPaise!: number;

  @Prop()
  refusalReason?: string;

  @Prop({ type: Object })
  check?: { passed: boolean; note: string };

  /** Set once the catalog put the returned pieces back in stock. */
  @Prop()
  stockReturnedAt?: Date;

  /** Set once the catalog kept the photos for the order. */
  @Prop()
  photosClaimedAt?: Date;

  @Prop()
  replacementOrderNumber?: string;

  /** Exchanged: paise the customer pays on the replacement's link. */
  @Prop()
  differenceDuePaise?: number;

  /** Exchanged: paise refunded on the original order. */
  @Prop()
  differenceRefundedPaise?: number;

  @Prop({ required: true })
  createdAt!: Date;

  /** Every step, oldest first: who and when (the order's returns history). */
  @Prop({ type: [Object], default: [] })
  steps!: StoredReturnStep[];
}

export const ReturnRequestSchema = SchemaFactory.createForClass(ReturnRequestRecord);
ReturnRequestSchema.index({ openKey: 1 }, { unique: true, sparse: true });
ReturnRequestSchema.index({ orderId: 1, createdAt: -1 });
ReturnRequestSchema.index({ state: 1, createdAt: 1 });
