import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The catalogue's change marker: one document (_id 'products') whose `version`
 * gets a fresh random value on every product write. Replicas poll it (an _id
 * lookup, indexed everywhere) and reload their read model when it changes.
 * A random value rather than $inc: FerretDB may lose concurrent increments.
 */
@Schema({ collection: 'catalog_meta', versionKey: false })
export class CatalogMeta {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  version!: string;

  @Prop({ required: true })
  updatedAt!: Date;
}

export const CatalogMetaSchema = SchemaFactory.createForClass(CatalogMeta);
export const PRODUCTS_MARKER_ID = 'products';
/** The marker of today's rates (see bumpRatesVersion). */
export const RATES_MARKER_ID = 'rates';
