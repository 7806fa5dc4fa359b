import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A time slot of a periodic job, inserted once: the replica whose insert succeeds runs the job for
 * that slot. An insert against the unique _id is the one operation FerretDB guarantees, so this
 * lease holds where a read-modify-write lock would not.
 */
@Schema({ collection: 'job_slots', versionKey: false })
export class JobSlot {
  /** `<job>:<slot number>`. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** host:pid of the replica that took it. */
  @Prop({ required: true })
  takenBy!: string;

  @Prop({ required: true })
  takenAt!: Date;
}

export const JobSlotSchema = SchemaFactory.createForClass(JobSlot);
