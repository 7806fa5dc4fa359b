import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/** A shop account. The password is only ever stored as an argon2id hash. */
@Schema({ collection: 'users', timestamps: true, versionKey: false })
export class User {
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
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
UserSchema.set('toJSON', {
  transform: (_doc, ret) => {
    const { passwordHash: _hidden, ...rest } = ret;
    return rest;
  },
});
