import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One provider webhook event, inserted once under its event id: the de-duplication record. */
@Schema({ collection: 'webhook_events', versionKey: false })
export class WebhookEvent {
  /** X-Razorpay-Event-Id (or a hash of the body when absent). */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  event!: string;

  @Prop({ required: true })
  receivedAt!: Date;

  /** Set once handled; a redelivery before that is handled again (recording is idempotent). */
  @Prop()
  processedAt?: Date;
}

export const WebhookEventSchema = SchemaFactory.createForClass(WebhookEvent);
