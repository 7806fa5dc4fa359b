import {
  LINE_QUANTITY_MAX,
  type MakingChargeWire,
  type StoneWire,
  photoVariantPath,
  type AdminProduct,
  type PeopleCategory,
  type Product as ProductDto,
  type ProductPhoto,
} from '@rmj/contracts';
import type { RatesInForce } from '../../rates/rates-records';
import { isByWeight, priceOf, pricingFieldsOf, type StoredPricing } from './piece-pricing';

/** A product as the read model keeps it: the response JSON made once, plus pre-lowercased fields to filter on. */
export interface ProductEntry {
  /** Position in the snapshot's list (search masks are indexed by it). */
  index: number;
  id: string;
  /** The product as sent in responses. */
  dto: ProductDto;
  people: PeopleCategory;
  /** productCategory, lower case. */
  categoryLc: string;
  productType: string;
  customOptionLc: string;
  /** Personalisation ids the piece offers. */
  customIds: readonly string[];
  price: number;
  inStock: boolean;
  name: string;
  createdAt: number;
  featuredRank: number;
  /** name, description (English and Tamil) and categories, lower case and NFC, for search. */
  haystack: string;
  /** Pieces in stock now. */
  stock: number;
  published: boolean;
  archived: boolean;
  /** Its staff-set price waits for the owner's approval. */
  pricePending: boolean;
  /** Shown on the storefront: published, not archived, its price approved, and priced (by weight: a rate for its purity). */
  visible: boolean;
  /** Why a piece sold by weight has no price at the rates in force (absent: priced). */
  unpriced?: string;
  /** How it is priced as stored (staff answers and the CSV read it; the public answer shows the worked price). */
  pricing: StoredPricingFields;
  /** Last staff change (ms; creation time when never changed). */
  updatedAt: number;
}

/** A products document as read from the driver (lean). */
export interface StoredProduct {
  _id: { toString(): string };
  name: string;
  /** The name in Tamil (absent or empty: none). */
  nameTa?: string | null;
  images?: string[];
  productType: string;
  productCategory: string;
  peopleCategory: string;
  customOption?: string;
  inStock?: boolean;
  price: number;
  gram?: number | null;
  fineness?: number | null;
  dimensions?: string | null;
  description?: string;
  /** The description in Tamil (absent or empty: none). */
  descriptionTa?: string | null;
  image?: string;
  originalPrice?: number;
  oldPrice?: number | null;
  discount?: number;
  isNew?: boolean;
  category?: string;
  rating?: number;
  reviews?: number;
  createdAt?: Date | string;
  customizationType?: string;
  customizationTypes?: { id: string; name: string }[];
  featuredRank?: number;
  published?: boolean | null;
  archived?: boolean | null;
  /** Set by staff and not yet approved by the owner (absent: approved; products before this rule). */
  pricePending?: boolean | null;
  stockBase?: number | null;
  stockEpoch?: string | null;
  photoOrder?: string[] | null;
  updatedAt?: Date | null;
  /** Absent: fixed (every piece from before pricing by weight). */
  pricingMode?: 'fixed' | 'by-weight' | null;
  /** Weight of the whole piece with its stones, grams (`gram` is the net metal weight). */
  grossGram?: number | null;
  /** Making charges (by weight), in paise / basis points. */
  making?: MakingChargeWire | null;
  /** BIS hallmarking charge passed on, paise before GST (by weight). */
  hallmarkingPaise?: number | null;
  /** Discount on the making charges, basis points (by weight; the owner's). */
  makingDiscountBasisPoints?: number | null;
  /** The owner's discount is taken off the whole piece (by weight); absent: the making charges only. */
  discountOnWhole?: boolean | null;
  stones?: StoneWire[] | null;
  hallmarked?: boolean | null;
}

/** The stored fields of a piece's pricing that its public answer does not carry as typed. */
export type StoredPricingFields = Pick<
  StoredProduct,
  | 'pricingMode'
  | 'price'
  | 'oldPrice'
  | 'grossGram'
  | 'making'
  | 'hallmarkingPaise'
  | 'makingDiscountBasisPoints'
  | 'discountOnWhole'
  | 'stones'
  | 'hallmarked'
>;

export function storedPricingOf(doc: StoredProduct): StoredPricingFields {
  return {
    pricingMode: doc.pricingMode ?? null,
    price: doc.price,
    oldPrice: doc.oldPrice ?? null,
    grossGram: doc.grossGram ?? null,
    making: doc.making ?? null,
    hallmarkingPaise: doc.hallmarkingPaise ?? null,
    makingDiscountBasisPoints: doc.makingDiscountBasisPoints ?? null,
    discountOnWhole: doc.discountOnWhole ?? null,
    stones: doc.stones ?? null,
    hallmarked: doc.hallmarked ?? null,
  };
}

/** What a product's answer needs besides its document: the stock now, its photographs in order and the rates in force. */
export interface LiveState {
  stock: number;
  photos: readonly ProductPhoto[];
  rates: RatesInForce;
}

/** The main picture of a photograph: its 640 px WebP (every photograph has that width). */
export const photoImage = (photo: ProductPhoto): string => photoVariantPath(photo.id, 640, 'webp');

/**
 * The response shape of a stored product: both _id and id, dates as ISO text, `inStock` from the
 * count, and the photographs' addresses as `images`/`image` when there are any (else the drawings).
 */
export function toProductDto(doc: StoredProduct, live: LiveState): ProductDto {
  return pricedDto(doc, live).dto;
}

/** The answer and, for a piece sold by weight that cannot be priced now, why. */
export function pricedDto(doc: StoredProduct, live: LiveState): { dto: ProductDto; unpriced?: string } {
  const id = doc._id.toString();
  const priced = priceOf(doc as StoredPricing, live.rates);
  const photos = live.photos.length > 0 ? [...live.photos] : undefined;
  const images = photos ? photos.map(photoImage) : (doc.images ?? []);
  const dto: ProductDto = {
    _id: id,
    id,
    name: doc.name,
    images,
    productType: doc.productType as ProductDto['productType'],
    productCategory: doc.productCategory,
    peopleCategory: doc.peopleCategory as ProductDto['peopleCategory'],
    customOption: doc.customOption ?? '',
    inStock: live.stock > 0,
    piecesLeft: Math.min(Math.max(live.stock, 0), LINE_QUANTITY_MAX),
    price: priced.price,
    description: doc.description ?? '',
    image: photos ? images[0] : doc.image || images[0] || '',
    originalPrice: priced.originalPrice,
    discount: priced.discount,
    isNew: doc.isNew ?? false,
    category: doc.category ?? '',
    rating: doc.rating ?? 0,
    reviews: doc.reviews ?? 0,
    createdAt: new Date(doc.createdAt ?? 0).toISOString(),
    customizationTypes: (doc.customizationTypes ?? []).map((c) => ({
      id: c.id as NonNullable<ProductDto['customizationType']>,
      name: c.name,
    })),
    featuredRank: doc.featuredRank ?? 1000,
  };
  if (doc.customizationType) dto.customizationType = doc.customizationType as ProductDto['customizationType'];
  if (doc.gram != null) dto.gram = doc.gram;
  if (doc.fineness != null) dto.fineness = doc.fineness;
  if (doc.dimensions) dto.dimensions = doc.dimensions;
  // Only when set: Tamil pages fall back to the English text without them.
  if (doc.nameTa) dto.nameTa = doc.nameTa;
  if (doc.descriptionTa) dto.descriptionTa = doc.descriptionTa;
  if (priced.oldPrice != null) dto.oldPrice = priced.oldPrice;
  if (photos) dto.photos = photos;
  Object.assign(dto, pricingFieldsOf(doc as StoredPricing, priced));
  return { dto, ...(priced.unpriced ? { unpriced: priced.unpriced } : {}) };
}

export interface ProductFlags {
  published: boolean;
  archived: boolean;
  pricePending: boolean;
  visible: boolean;
}

/**
 * Publication flags of a document (products from before the back office are published, not
 * archived). A price waiting for the owner's approval hides the piece even if some path published it.
 */
export function flagsOf(doc: StoredProduct): ProductFlags {
  const published = doc.published ?? true;
  const archived = doc.archived ?? false;
  const pricePending = doc.pricePending === true;
  return { published, archived, pricePending, visible: published && !archived && !pricePending };
}

/** A product as staff see it. */
export function toAdminProduct(doc: StoredProduct, live: LiveState): AdminProduct {
  const dto = toProductDto(doc, live);
  const { published, archived, pricePending } = flagsOf(doc);
  return {
    ...dto,
    stock: live.stock,
    published,
    archived,
    pricePending,
    updatedAt: new Date(doc.updatedAt ?? doc.createdAt ?? 0).toISOString(),
    photos: dto.photos ?? [],
    ...adminPricingOf(doc),
  };
}

/** The making charges, hallmarking charge and discount as staff typed them (by weight). */
export function adminPricingOf(
  stored: Pick<
    StoredPricingFields,
    'pricingMode' | 'making' | 'hallmarkingPaise' | 'makingDiscountBasisPoints' | 'discountOnWhole'
  >,
): Pick<AdminProduct, 'making' | 'hallmarkingCharge' | 'makingDiscountPercent' | 'discountOnWhole'> {
  if (!isByWeight(stored)) return {};
  const out: Pick<AdminProduct, 'making' | 'hallmarkingCharge' | 'makingDiscountPercent' | 'discountOnWhole'> = {};
  const m = stored.making;
  if (m?.kind === 'per-gram') out.making = { kind: 'per-gram', rupeesPerGram: m.paisePerGram / 100 };
  else if (m?.kind === 'value-addition') out.making = { kind: 'value-addition', percent: m.basisPoints / 100 };
  else if (m?.kind === 'fixed') out.making = { kind: 'fixed', rupees: m.paise / 100 };
  if (stored.hallmarkingPaise != null) out.hallmarkingCharge = stored.hallmarkingPaise / 100;
  if (stored.makingDiscountBasisPoints != null) out.makingDiscountPercent = stored.makingDiscountBasisPoints / 100;
  if (stored.discountOnWhole) out.discountOnWhole = true;
  return out;
}

/** The same, from a read-model entry. */
export function entryToAdmin(entry: ProductEntry): AdminProduct {
  return {
    ...entry.dto,
    stock: entry.stock,
    published: entry.published,
    archived: entry.archived,
    pricePending: entry.pricePending,
    updatedAt: new Date(entry.updatedAt).toISOString(),
    photos: entry.dto.photos ?? [],
    ...adminPricingOf(entry.pricing),
  };
}

/**
 * Text as search compares it: lower case, and Unicode NFC, so Tamil typed on a phone keyboard (which
 * may send a vowel sign as two code points: ொ as ெ + ா) finds the same text stored composed.
 */
export function searchText(parts: readonly (string | undefined)[]): string {
  return parts
    .filter((part) => part)
    .join('\n')
    .normalize('NFC')
    .toLowerCase();
}

/** A read-model entry; `index` is its place among the visible products (-1 for hidden ones). */
export function toEntry(doc: StoredProduct, index: number, live: LiveState): ProductEntry {
  const { dto, unpriced } = pricedDto(doc, live);
  const flags = flagsOf(doc);
  return {
    index,
    id: dto.id,
    dto,
    people: dto.peopleCategory,
    categoryLc: dto.productCategory.toLowerCase(),
    productType: dto.productType,
    customOptionLc: dto.customOption.toLowerCase(),
    customIds: dto.customizationTypes.map((c) => c.id),
    price: dto.price,
    inStock: dto.inStock,
    name: dto.name,
    createdAt: Date.parse(dto.createdAt),
    featuredRank: dto.featuredRank,
    haystack: searchText([
      dto.name,
      dto.nameTa,
      dto.description,
      dto.descriptionTa,
      dto.productCategory,
      dto.category,
      dto.peopleCategory,
      dto.customOption,
    ]),
    stock: live.stock,
    ...flags,
    // A piece sold by weight without a price now (no rate for its purity) is not shown.
    visible: flags.visible && !unpriced,
    ...(unpriced ? { unpriced } : {}),
    pricing: storedPricingOf(doc),
    updatedAt: new Date(doc.updatedAt ?? doc.createdAt ?? 0).getTime(),
  };
}
