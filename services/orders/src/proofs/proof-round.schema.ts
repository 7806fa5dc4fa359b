import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

/** One engraved line as a proof round showed it (the words at the time it was sent). */
export interface ProofRoundLine {
  /** Index of the line in the order. */
  line: number;
  productName: string;
  customName: string;
  selectedFont?: string;
  fontSize?: number;
  /** The proof PNG sent with this round (none once the shopper changed the words). */
  proofFileId?: string;
}

/**
 * One proof e-mail (a round): its link's token is kept only as its SHA-256 hash. `_id` is
 * `<orderId>#<round>`, so two staff sending at once make one round. A newer round ends this one's links.
 */
@Schema({ collection: 'proof_rounds', versionKey: false })
export class ProofRound {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  orderId!: string;

  @Prop({ required: true })
  orderNumber!: string;

  /** 1 for the first proof, then 2, 3... */
  @Prop({ required: true })
  round!: number;

  /** SHA-256 of the link's token, hex. */
  @Prop({ required: true })
  tokenHash!: string;

  @Prop({ required: true })
  sentAt!: Date;

  @Prop({ required: true })
  expiresAt!: Date;

  /** The staff member who sent it. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  sentBy?: { id: string; email: string };

  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  lines!: ProofRoundLine[];
}

export const ProofRoundSchema = SchemaFactory.createForClass(ProofRound);
ProofRoundSchema.index({ tokenHash: 1 }, { unique: true });
ProofRoundSchema.index({ orderId: 1, round: -1 });

/** The words of a line before and after a change request. */
export interface ProofWordsChange {
  line: number;
  before: { customName: string; selectedFont?: string };
  after: { customName: string; selectedFont?: string };
}

/**
 * The shopper's answer to a round, inserted once: `_id` is the round's id, so of two answers at
 * the same time one is stored and the other is told the link was used.
 */
@Schema({ collection: 'proof_answers', versionKey: false })
export class ProofAnswerRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  orderId!: string;

  @Prop({ required: true, enum: ['approve', 'change'] })
  answer!: 'approve' | 'change';

  @Prop()
  note?: string;

  /** The words the change replaced and what replaced them (the earlier words are kept here). */
  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  changes!: ProofWordsChange[];

  @Prop({ required: true })
  answeredAt!: Date;
}

export const ProofAnswerRecordSchema = SchemaFactory.createForClass(ProofAnswerRecord);
ProofAnswerRecordSchema.index({ orderId: 1 });

/** Staff went ahead without an answer to a round (after the wait); `_id` is the round's id. */
@Schema({ collection: 'proof_overrides', versionKey: false })
export class ProofOverride {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  orderId!: string;

  @Prop({ required: true })
  at!: Date;
}

export const ProofOverrideSchema = SchemaFactory.createForClass(ProofOverride);
ProofOverrideSchema.index({ orderId: 1 });
