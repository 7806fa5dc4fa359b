import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { MailAttachment } from '@rmj/nest-common';

/** What kind of mail an outbox entry is (for logs and the README's list). */
export type OutboxMailKind =
  | 'new-order'
  | 'shopper-cancelled'
  | 'proof-answer'
  | 'refund-failed'
  | 'daily-summary'
  | 'low-stock'
  | 'customer-refund'
  | 'grievance-new'
  | 'grievance-received'
  | 'grievance-acknowledged'
  | 'grievance-resolved'
  | 'return-approved'
  | 'return-refused';

/**
 * One mail the orders service sends exactly once: inserted under its key (`<kind>:<what it is
 * about>`) before it is sent, so of two replicas or two retries that reach the same event only
 * the one whose insert succeeds sends it. The content is stored with the claim, so a retry sends
 * the same words to the same people. `sentAt` marks it done; the notices pass retries the rest.
 */
@Schema({ collection: 'mail_outbox', versionKey: false })
export class OutboxMail {
  /** `<kind>:<subject id>`, e.g. `new-order:<provider order id>`, `daily-summary:2026-11-29`. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  kind!: OutboxMailKind;

  /** The recipients, as read when it was claimed (empty: nothing to send, e.g. a day with nothing waiting). */
  @Prop({ type: [String], default: [] })
  to!: string[];

  @Prop({ required: true })
  subject!: string;

  @Prop({ default: '' })
  text!: string;

  @Prop({ default: '' })
  html!: string;

  /** Files sent with it (a credit note's PDF), kept with the claim so a retry sends them too. */
  @Prop({ type: [{ _id: false, fileName: String, contentType: String, content: Buffer }], default: undefined })
  attachments?: MailAttachment[];

  @Prop({ required: true })
  createdAt!: Date;

  /** When it went out (or when it was found to have nothing to send). */
  @Prop()
  sentAt?: Date;

  @Prop({ default: 0 })
  attempts!: number;

  @Prop()
  lastError?: string;
}

export const OutboxMailSchema = SchemaFactory.createForClass(OutboxMail);
