import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  PEOPLE_CATEGORIES,
  PRODUCT_CUSTOMIZATION_TYPES,
  PRODUCT_TYPES,
  type CustomizationChoice,
  type MakingChargeWire,
  type StoneWire,
  type PeopleCategory,
  type Product as ProductContract,
  type ProductCustomizationType,
  type ProductType,
} from '@rmj/contracts';
import type { HydratedDocument } from 'mongoose';

/** The contract's product fields as stored: ids come from _id and the creation time is a Date. */
type StoredProductFields = Omit<ProductContract, '_id' | 'id' | 'createdAt'> & { createdAt: Date };

/**
 * A catalogue piece as stored (spec section 3 "Product (server)"): the contract's `productSchema`
 * (a field added there and not here is a type error). Prices are whole rupees. `inStock` is kept for
 * old readers only: answers derive it from the stock count; `images`/`image` stay the drawn pictures
 * (answers show the photographs' addresses when there are photographs).
 */
// isNew is a spec field name that mongoose also uses internally; the catalogue never saves hydrated documents, so it is safe.
@Schema({ collection: 'products', versionKey: false, suppressReservedKeysWarning: true })
export class Product implements StoredProductFields {
  @Prop({ required: true, trim: true, maxlength: 200 })
  name!: string;

  /** The name in Tamil, when staff gave one (Tamil pages show `name` without it). */
  @Prop({ trim: true })
  nameTa?: string;

  @Prop({ type: [String], default: [] })
  images!: string[];

  @Prop({ type: String, required: true, enum: PRODUCT_TYPES })
  productType!: ProductType;

  @Prop({ required: true, trim: true })
  productCategory!: string;

  @Prop({ type: String, required: true, enum: PEOPLE_CATEGORIES })
  peopleCategory!: PeopleCategory;

  /** Empty for a piece sold plain. */
  @Prop({ type: String, default: '' })
  customOption!: string;

  @Prop({ required: true, default: true })
  inStock!: boolean;

  @Prop({ required: true, min: 0 })
  price!: number;

  @Prop({ min: 0 })
  gram?: number;

  /** Fineness in parts per thousand (916 for 22K), when recorded. */
  @Prop({ min: 1 })
  fineness?: number;

  /** Finished dimensions for the workshop, when recorded. */
  @Prop({ trim: true })
  dimensions?: string;

  @Prop({ default: '' })
  description!: string;

  /** The description in Tamil, when staff gave one. */
  @Prop({ trim: true })
  descriptionTa?: string;

  @Prop({ default: '' })
  image!: string;

  @Prop({ required: true, min: 0 })
  originalPrice!: number;

  @Prop({ min: 0 })
  oldPrice?: number;

  @Prop({ default: 0, min: 0, max: 100 })
  discount!: number;

  @Prop({ default: false })
  isNew!: boolean;

  @Prop({ default: '' })
  category!: string;

  @Prop({ default: 0, min: 0, max: 5 })
  rating!: number;

  @Prop({ default: 0, min: 0 })
  reviews!: number;

  @Prop({ required: true, default: () => new Date() })
  createdAt!: Date;

  /** Absent for a piece sold plain. */
  @Prop({ type: String, enum: PRODUCT_CUSTOMIZATION_TYPES })
  customizationType?: ProductCustomizationType;

  @Prop({
    type: [
      {
        _id: false,
        id: { type: String, enum: PRODUCT_CUSTOMIZATION_TYPES, required: true },
        name: { type: String, required: true },
      },
    ],
    default: [],
  })
  customizationTypes!: CustomizationChoice[];

  /** Position in the 'featured' order (lower first); ties fall back to newest. */
  @Prop({ default: 1000, min: 0 })
  featuredRank!: number;

  /** Shown on the storefront. Products from before the back office have none and count as published. */
  @Prop({ default: true })
  published!: boolean;

  /** Archived by staff: hidden from every public view, never deleted (old orders keep their snapshot). */
  @Prop({ default: false })
  archived!: boolean;

  /** A price set by staff that the owner has not approved yet: the piece cannot be published. */
  @Prop()
  pricePending?: boolean;

  /**
   * The count staff last set (the CSV, the form, "sold out"); the stock now is this minus the takes
   * recorded in `stock_ledger` under the same `stockEpoch` (src/stock/stock-ledger.ts).
   */
  @Prop({ min: 0 })
  stockBase?: number;

  /** Changes whenever staff set the count, so takes recorded before it no longer subtract. */
  @Prop()
  stockEpoch?: string;

  /** Photo ids in the order staff chose (photos are linked in `product_photo_links`). */
  @Prop({ type: [String], default: undefined })
  photoOrder?: string[];

  /** Last staff change. */
  @Prop()
  updatedAt?: Date;

  /** 'by-weight': priced from `gram` (net metal weight) and today's rate; absent: fixed at `price`. */
  @Prop({ type: String, enum: ['fixed', 'by-weight'] })
  pricingMode?: 'fixed' | 'by-weight';

  /** Weight of the whole piece with its stones, grams. */
  @Prop({ min: 0 })
  grossGram?: number;

  /** Making charges (by weight): @rmj/pricing's MakingCharge, in paise or basis points. */
  @Prop({ type: Object })
  making?: MakingChargeWire;

  /** Hallmarking charge passed on (by weight), paise before GST. */
  @Prop({ min: 0 })
  hallmarkingPaise?: number;

  /** The owner's discount on the making charges (by weight), basis points. */
  @Prop({ min: 0 })
  makingDiscountBasisPoints?: number;

  /** The owner's discount is taken off the whole piece (metal, making, stones, hallmarking); absent: making only. */
  @Prop()
  discountOnWhole?: boolean;

  /** Stones set in the piece, each charged on its own line (paise). */
  @Prop({ type: [Object], default: undefined })
  stones?: StoneWire[];

  /** Sold hallmarked by BIS (each piece carries its HUID). */
  @Prop()
  hallmarked?: boolean;
}

export type ProductDocument = HydratedDocument<Product>;
export const ProductSchema = SchemaFactory.createForClass(Product);

// Indexes for every listing and search query a production MongoDB can serve from
// an index (FerretDB on SQLite only uses _id; the read model answers hot paths anyway).
ProductSchema.index({ peopleCategory: 1, price: 1 }); // category listings, price range and sort
ProductSchema.index({ peopleCategory: 1, productCategory: 1, productType: 1, price: 1 }); // category filters
ProductSchema.index({ peopleCategory: 1, productCategory: 1, 'customizationTypes.id': 1, price: 1 }); // the nine listings
ProductSchema.index({ featuredRank: 1, createdAt: -1 }); // featured order
ProductSchema.index({ createdAt: -1 }); // newest
ProductSchema.index({ name: 1 }); // alphabetical
ProductSchema.index({ price: 1 }); // price sort, all-products
ProductSchema.index({ productType: 1, inStock: 1, price: 1 }); // search filters
ProductSchema.index({ customOption: 1 }); // search customOption filter
