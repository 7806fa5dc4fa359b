import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A 'Get in touch' message as stored (spec section 3 "Contact message"). */
@Schema({ collection: 'contacts', versionKey: false })
export class Contact {
  @Prop({ default: '', maxlength: 100 })
  name!: string;

  @Prop({ required: true, maxlength: 254 })
  email!: string;

  @Prop({ default: '', maxlength: 20 })
  phone!: string;

  @Prop({ default: '', maxlength: 2000 })
  message!: string;

  @Prop({ required: true, default: () => new Date() })
  createdAt!: Date;
}

export const ContactSchema = SchemaFactory.createForClass(Contact);
ContactSchema.index({ createdAt: -1 }); // newest first for whoever reads the inbox
ContactSchema.index({ email: 1, createdAt: -1 }); // one sender's messages
