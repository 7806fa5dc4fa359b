import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { SavedAddress, StaffActor } from '@rmj/contracts';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * A customer staff made for someone who ordered outside the site (WhatsApp, phone, counter). One
 * per phone number and per e-mail: the claims in `customer_contacts` decide (customer-contacts.ts).
 * Every change is a versioned write (the db seam's updateVersioned), so two staff editing at once
 * never write back each other's copy on FerretDB.
 */
@Schema({ collection: 'customer_records', versionKey: false })
export class CustomerRecord {
  _id!: Types.ObjectId;

  @Prop({ required: true })
  name!: string;

  /** 10 digits. */
  @Prop({ required: true })
  phone!: string;

  /** Lower-case; absent when the customer gave none. */
  @Prop()
  email?: string;

  /** Delivery addresses, the usual one first (the contract's shape, with ids). */
  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  addresses!: SavedAddress[];

  /** Moved on by one with every write (compare-and-set). */
  @Prop({ type: Number, required: true, default: 0 })
  version!: number;

  @Prop({ required: true })
  createdAt!: Date;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  createdBy!: StaffActor;

  @Prop()
  updatedAt?: Date;

  /** The account this record was joined to, with the holder's consent by code; absent until then. */
  @Prop()
  linkedTo?: string;

  @Prop()
  linkedAt?: Date;

  @Prop({ type: MongooseSchema.Types.Mixed })
  linkedBy?: StaffActor;
}

export const CustomerRecordSchema = SchemaFactory.createForClass(CustomerRecord);
CustomerRecordSchema.index({ createdAt: -1 });

/**
 * A phone number or e-mail taken by a customer record: `_id` is `phone:<10 digits>` or
 * `email:<address>`, so the unique `_id` makes two creates of one number at once end with one
 * record (insert-once), on MongoDB and FerretDB alike.
 */
@Schema({ collection: 'customer_contacts', versionKey: false })
export class CustomerContact {
  @Prop({ type: String, required: true })
  _id!: string;

  /** The record that holds it. */
  @Prop({ required: true })
  customerId!: string;

  /** The record's name when it claimed it (names the holder before its record is written). */
  @Prop({ required: true })
  name!: string;

  @Prop({ required: true })
  at!: Date;
}

export const CustomerContactSchema = SchemaFactory.createForClass(CustomerContact);

/** A staff note on a customer (account or record): written once, never changed. */
@Schema({ collection: 'customer_notes', versionKey: false })
export class CustomerNoteRecord {
  _id!: Types.ObjectId;

  /** The account's or the record's id. */
  @Prop({ required: true })
  customerId!: string;

  @Prop({ required: true })
  text!: string;

  @Prop({ required: true })
  at!: Date;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  by!: StaffActor;
}

export const CustomerNoteSchema = SchemaFactory.createForClass(CustomerNoteRecord);
CustomerNoteSchema.index({ customerId: 1, at: -1 });
