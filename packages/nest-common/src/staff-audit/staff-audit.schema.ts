import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { AUDIT_AREAS, type AuditArea, type StaffActor } from '@rmj/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * One staff action, kept in the service's own database (collection `staff_audit`). Written once,
 * never updated; the trail is read newest first.
 */
@Schema({ collection: 'staff_audit', versionKey: false })
export class StaffAuditRecord {
  /** Random id (not an ObjectId: services may run on several replicas and clocks). */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Date, required: true, index: true })
  at!: Date;

  @Prop({ type: String, required: true, enum: AUDIT_AREAS })
  area!: AuditArea;

  @Prop({ type: MongooseSchema.Types.Mixed })
  actor?: StaffActor;

  /** Copied from actor.id so the owner can filter by who. */
  @Prop({ type: String, index: true })
  actorId?: string;

  @Prop({ type: String, required: true })
  action!: string;

  @Prop({ type: MongooseSchema.Types.Mixed })
  target?: { type: string; id: string; label?: string };

  @Prop({ type: MongooseSchema.Types.Mixed })
  before?: Record<string, unknown>;

  @Prop({ type: MongooseSchema.Types.Mixed })
  after?: Record<string, unknown>;
}

export const StaffAuditRecordSchema = SchemaFactory.createForClass(StaffAuditRecord);
