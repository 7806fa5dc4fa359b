import {
  LINE_QUANTITY_MAX,
  photoVariantPath,
  type AdminProduct,
  type PeopleCategory,
  type Product as ProductDto,
  type ProductPhoto,
} from '@rmj/contracts';

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
  /** name, description and categories, lower case, for search. */
  haystack: string;
  /** Pieces in stock now. */
  stock: number;
  published: boolean;
  archived: boolean;
  /** Its staff-set price waits for the owner's approval. */
  pricePending: boolean;
  /** Shown on the storefront: published, not archived, its price approved. */
  visible: boolean;
  /** Last staff change (ms; creation time when never changed). */
  updatedAt: number;
}

/** A products document as read from the driver (lean). */
export interface StoredProduct {
  _id: { toString(): string };
  name: string;
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
}

/** What a product's answer needs besides its document: the stock now and its photographs in order. */
export interface LiveState {
  stock: number;
  photos: readonly ProductPhoto[];
}

/** The main picture of a photograph: its 640 px WebP (every photograph has that width). */
export const photoImage = (photo: ProductPhoto): string => photoVariantPath(photo.id, 640, 'webp');

/**
 * The response shape of a stored product: both _id and id, dates as ISO text, `inStock` from the
 * count, and the photographs' addresses as `images`/`image` when there are any (else the drawings).
 */
export function toProductDto(doc: StoredProduct, live: LiveState): ProductDto {
  const id = doc._id.toString();
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
    price: doc.price,
    description: doc.description ?? '',
    image: photos ? images[0] : doc.image || images[0] || '',
    originalPrice: doc.originalPrice ?? doc.price,
    discount: doc.discount ?? 0,
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
  if (doc.oldPrice != null) dto.oldPrice = doc.oldPrice;
  if (photos) dto.photos = photos;
  return dto;
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
  };
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
  };
}

/** A read-model entry; `index` is its place among the visible products (-1 for hidden ones). */
export function toEntry(doc: StoredProduct, index: number, live: LiveState): ProductEntry {
  const dto = toProductDto(doc, live);
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
    haystack: [dto.name, dto.description, dto.productCategory, dto.category, dto.peopleCategory, dto.customOption]
      .join('\n')
      .toLowerCase(),
    stock: live.stock,
    ...flags,
    updatedAt: new Date(doc.updatedAt ?? doc.createdAt ?? 0).getTime(),
  };
}
