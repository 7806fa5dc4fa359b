import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One unpaid checkout of an account, kept small and apart from the pending order so counting an
 * account's open checkouts stays cheap (FerretDB on SQLite scans a collection to filter it, and
 * pending orders carry whole priced carts). Inserted with the pending order, deleted when its
 * order is recorded or it is abandoned; entries past the open window are swept by reconciliation.
 */
@Schema({ collection: 'open_checkouts', versionKey: false })
export class OpenCheckout {
  /** The pending order's id = the provider order id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  userId!: string;

  /** What identifies the cart (see cartKeyOf). */
  @Prop({ required: true })
  cartKey!: string;

  @Prop({ required: true })
  createdAt!: Date;
}

export const OpenCheckoutSchema = SchemaFactory.createForClass(OpenCheckout);
OpenCheckoutSchema.index({ userId: 1, createdAt: -1 });
