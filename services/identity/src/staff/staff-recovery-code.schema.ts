import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One recovery code of a staff member, as its HMAC (the code is shown once and never kept). */
@Schema({ collection: 'staff_recovery_codes', versionKey: false })
export class StaffRecoveryCode {
  /** hex HMAC-SHA256 of the normalised code, bound to the staff member. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  staffId!: string;

  @Prop({ required: true })
  createdAt!: Date;

  @Prop()
  usedAt?: Date;
}

export const StaffRecoveryCodeSchema = SchemaFactory.createForClass(StaffRecoveryCode);
StaffRecoveryCodeSchema.index({ staffId: 1 });
