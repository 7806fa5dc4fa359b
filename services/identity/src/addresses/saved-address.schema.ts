import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { SavedAddress } from '@rmj/contracts';

/**
 * A delivery address a shopper saved to their account (the contract's fields, so a field added
 * there and not here is a type error). One document each, so adding, changing and removing one
 * never rewrites the others (FerretDB updates are read-modify-write).
 */
@Schema({ collection: 'saved_addresses', versionKey: false })
export class SavedAddressRecord implements Omit<SavedAddress, 'id'> {
  /** The account's id (users._id). */
  @Prop({ required: true })
  userId!: string;

  @Prop({ required: true })
  name!: string;

  @Prop({ required: true })
  phone!: string;

  @Prop({ required: true })
  address!: string;

  @Prop({ required: true })
  city!: string;

  @Prop({ required: true })
  state!: string;

  @Prop({ required: true })
  zipCode!: string;

  @Prop({ required: true })
  country!: string;

  /** When it was saved or last changed: the list shows the latest first. */
  @Prop({ required: true })
  savedAt!: Date;
}

export const SavedAddressSchema = SchemaFactory.createForClass(SavedAddressRecord);
SavedAddressSchema.index({ userId: 1 });
