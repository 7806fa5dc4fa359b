import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  GRIEVANCE_STATES,
  GRIEVANCE_SUBJECTS,
  SHOP_LANGUAGES,
  type GrievanceState,
  type GrievanceSubject,
  type ShopLanguage,
} from '@rmj/contracts';

/** Who did a step on the desk (the staff member's e-mail, kept as written then). */
export interface GrievanceStepBy {
  id: string;
  email: string;
}

/**
 * One complaint, under its ticket number. Inserted once: `submissionId` (the form's own id) is
 * unique, so a second press or a retried request finds the first ticket instead of opening another.
 */
@Schema({ collection: 'grievances', versionKey: false })
export class Grievance {
  /** The ticket number, GRV-<year>-<six digits>. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  submissionId!: string;

  @Prop({ required: true })
  name!: string;

  @Prop({ required: true })
  email!: string;

  @Prop()
  phone?: string;

  @Prop()
  orderNumber?: string;

  @Prop({ type: String, enum: GRIEVANCE_SUBJECTS, required: true })
  subject!: GrievanceSubject;

  @Prop({ required: true })
  description!: string;

  @Prop({ type: String, enum: GRIEVANCE_STATES, required: true })
  state!: GrievanceState;

  @Prop({ required: true })
  createdAt!: Date;

  @Prop()
  acknowledgedAt?: Date;

  @Prop({ type: Object })
  acknowledgedBy?: GrievanceStepBy;

  @Prop()
  resolvedAt?: Date;

  @Prop({ type: Object })
  resolvedBy?: GrievanceStepBy;

  @Prop()
  resolutionNote?: string;

  /** The language of the page the complaint was sent from: the customer's mails are written in it. */
  @Prop({ type: String, enum: SHOP_LANGUAGES })
  language?: ShopLanguage;
}

export const GrievanceSchema = SchemaFactory.createForClass(Grievance);
GrievanceSchema.index({ submissionId: 1 }, { unique: true });
GrievanceSchema.index({ state: 1, createdAt: 1 });
GrievanceSchema.index({ createdAt: 1 });

/**
 * The claim of one step of one complaint (`<ticket>:acknowledged`, `<ticket>:resolved`): the step
 * is taken by whoever inserts it first, so two presses at once acknowledge (and mail) once. FerretDB
 * makes nothing but an insert against a unique _id atomic, so the claim, not a conditional update, decides.
 */
@Schema({ collection: 'grievance_steps', versionKey: false })
export class GrievanceStep {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  at!: Date;

  @Prop({ type: Object, required: true })
  by!: GrievanceStepBy;

  /** The resolution's note (resolved only). */
  @Prop()
  note?: string;
}

export const GrievanceStepSchema = SchemaFactory.createForClass(GrievanceStep);
