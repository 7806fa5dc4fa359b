import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { SaveOrderRequest } from '@rmj/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * The spec's saved order payload (POST /api/orders), as the shopper's browser showed it, inserted once
 * beside its paid order (`_id` = the order's _id; the first save wins). Kept apart from the order
 * because on FerretDB an update is read-modify-write: the order's own follow-ups (confirmation,
 * file claims, stock take) writing at the same moment could drop a field set on the order itself.
 */
@Schema({ collection: 'saved_orders', versionKey: false })
export class SavedOrder {
  /** Provider order id = the order's _id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  payload!: SaveOrderRequest;

  @Prop({ required: true })
  savedAt!: Date;
}

export const SavedOrderSchema = SchemaFactory.createForClass(SavedOrder);
