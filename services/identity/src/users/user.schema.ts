import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SHOP_LANGUAGES, type RegisterStartRequest, type ShopLanguage } from '@rmj/contracts';
import type { HydratedDocument } from 'mongoose';

/** The account's fields the shopper gave at registration, as the contract types them (all but the password). */
type AccountFields = Omit<RegisterStartRequest, 'password'>;

/**
 * A shop account: the registration contract's fields (a field added there and not here is a type
 * error), plus what identity keeps. The password is only ever stored as an argon2id hash.
 */
@Schema({ collection: 'users', timestamps: true, versionKey: false })
export class User implements AccountFields {
  /** Login, trimmed and lower-cased; unique. */
  @Prop({ required: true, unique: true })
  email!: string;

  @Prop({ required: true })
  firstName!: string;

  @Prop({ required: true })
  lastName!: string;

  @Prop({ required: true })
  phoneNumber!: string;

  /** argon2id PHC string ($argon2id$v=19$m=…). */
  @Prop({ required: true })
  passwordHash!: string;

  @Prop()
  passwordChangedAt?: Date;

  /** The language the shopper last used the shop in (the page of their last sign-in or code request): their mails' language. */
  @Prop({ type: String, enum: SHOP_LANGUAGES, default: 'en' })
  language?: ShopLanguage;
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
UserSchema.set('toJSON', {
  transform: (_doc, ret) => {
    const { passwordHash: _hidden, ...rest } = ret;
    return rest;
  },
});
