import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  draftOrderInputSchema,
  type DraftOrderFields,
  type PaymentRequestPurpose,
  type Pricing,
  type StaffActor,
} from '@rmj/contracts';
import { ContractFields, withContractPaths } from '../db/contract-schema';

/**
 * A draft order: the contract's fields as staff saved them (customer snapshot, delivery address,
 * lines, the owner's discount, note) and the service's bookkeeping. Every write after the insert
 * is a versioned change (`version`): a save names the version it was read at, and sending or
 * deleting is decided on the draft as it is, so two of them at once never both happen.
 */
@Schema({ collection: 'draft_orders', versionKey: false })
export class DraftOrderRecord extends ContractFields<DraftOrderFields>() {
  /** draft_<16 hex>. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** Moved on by one with every write (the seam's updateVersioned). */
  @Prop({ type: Number, required: true, default: 0 })
  version!: number;

  /** The total as priced when last saved, rupees (the list shows it without pricing every draft). */
  @Prop({ type: Number, required: true })
  totalWhenSaved!: number;

  @Prop({ required: true })
  createdAt!: Date;

  @Prop({ type: Object, required: true })
  createdBy!: StaffActor;

  @Prop({ required: true })
  updatedAt!: Date;

  @Prop({ type: Object, required: true })
  updatedBy!: StaffActor;

  /** Set once, by sending (with orderNumber): the draft is an order from then on and never changes. */
  @Prop()
  sentAt?: Date;

  /** The order sending made. */
  @Prop()
  orderNumber?: string;

  /**
   * What sending decided, written with `sentAt` by the same versioned change: the pricing the order
   * is recorded at and the first payment link, so a send finished after a crash records the same.
   */
  @Prop({ type: Object })
  sending?: DraftSending;

  /**
   * Set by a delete, decided on the draft not being sent, before the document is removed: a send
   * deciding at the same moment sees it and refuses (the removal itself is not a versioned write).
   */
  @Prop()
  deletedAt?: Date;
}

/** What sending a draft decided. */
export interface DraftSending {
  pricing: Pricing;
  purpose: PaymentRequestPurpose;
  amountPaise: number;
  expiresAt: Date;
  by: StaffActor;
}

export const DraftOrderSchema = withContractPaths(
  SchemaFactory.createForClass(DraftOrderRecord),
  draftOrderInputSchema,
);
DraftOrderSchema.index({ createdAt: -1, _id: -1 });
