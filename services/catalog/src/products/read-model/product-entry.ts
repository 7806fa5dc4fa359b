import type { PeopleCategory, Product as ProductDto } from '@rmj/contracts';

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
  customizationType: string;
  customizationTypes?: { id: string; name: string }[];
  featuredRank?: number;
}

/** The response shape of a stored product: both _id and id, dates as ISO text. */
export function toProductDto(doc: StoredProduct): ProductDto {
  const id = doc._id.toString();
  const images = doc.images ?? [];
  const dto: ProductDto = {
    _id: id,
    id,
    name: doc.name,
    images,
    productType: doc.productType as ProductDto['productType'],
    productCategory: doc.productCategory,
    peopleCategory: doc.peopleCategory as ProductDto['peopleCategory'],
    customOption: doc.customOption ?? '',
    inStock: doc.inStock ?? true,
    price: doc.price,
    description: doc.description ?? '',
    image: doc.image || images[0] || '',
    originalPrice: doc.originalPrice ?? doc.price,
    discount: doc.discount ?? 0,
    isNew: doc.isNew ?? false,
    category: doc.category ?? '',
    rating: doc.rating ?? 0,
    reviews: doc.reviews ?? 0,
    createdAt: new Date(doc.createdAt ?? 0).toISOString(),
    customizationType: doc.customizationType as ProductDto['customizationType'],
    customizationTypes: (doc.customizationTypes ?? []).map((c) => ({
      id: c.id as ProductDto['customizationType'],
      name: c.name,
    })),
    featuredRank: doc.featuredRank ?? 1000,
  };
  if (doc.gram != null) dto.gram = doc.gram;
  if (doc.oldPrice != null) dto.oldPrice = doc.oldPrice;
  return dto;
}

export function toEntry(doc: StoredProduct, index: number): ProductEntry {
  const dto = toProductDto(doc);
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
  };
}
