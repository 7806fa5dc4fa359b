import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type {
  AllProductsQuery,
  CategoryListingQuery,
  CustomListingQuery,
  PeopleCategory,
  SearchQuery,
  SortBy,
} from '@rmj/contracts';
import { Types, type Model } from 'mongoose';
import { PIECE_CATEGORIES, pageOf, searchTerms, type Piece, type ProductFilter } from './product-filters';
import { Product } from './product.schema';
import { toProductDto, type ProductEntry, type StoredProduct } from './read-model/product-entry';
import { ProductReadModel } from './read-model/product-read-model';

/** A response body made from the read model, with a validator for conditional requests. */
export interface JsonBody {
  body: string;
  etag: string;
}

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** Listings and search, answered from the in-memory read model (filter, sort order, page). */
@Injectable()
export class ProductsQueryService {
  constructor(
    private readonly readModel: ProductReadModel,
    @InjectModel(Product.name) private readonly products: Model<Product>,
  ) {}

  /** GET /api/products/category/{audience or piece}: a bare array. */
  byCategory(category: PeopleCategory | Piece, query: CategoryListingQuery, key: string): JsonBody {
    const filter: ProductFilter = {
      productType: query.productType,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
    };
    if (category in PIECE_CATEGORIES) filter.categoriesLc = PIECE_CATEGORIES[category as Piece];
    else filter.people = category as PeopleCategory;
    if (query.productCategory) {
      const wanted = query.productCategory.toLowerCase();
      filter.categoriesLc = (filter.categoriesLc ?? [wanted]).filter((c) => c === wanted);
    }
    const { items } = pageOf(this.ordered(query.sortBy), filter);
    return this.body(key, jsonArray(items));
  }

  /** The nine GET /api/{women|men|kids}-{rings|bracelets|pendants} listings. */
  customListing(people: PeopleCategory, piece: Piece, query: CustomListingQuery, key: string): JsonBody {
    const { items } = pageOf(this.ordered(query.sortBy), {
      people,
      categoriesLc: PIECE_CATEGORIES[piece],
      customizationType: query.customizationType,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
    });
    return this.body(key, listing(items, `Found ${items.length} ${people}'s ${piece}`));
  }

  /** GET /api/products/search: one page of matches. */
  search(query: SearchQuery, key: string): JsonBody {
    const { total, items } = pageOf(
      this.ordered(query.sortBy),
      {
        terms: searchTerms(query.q),
        people: query.peopleCategory,
        categoriesLc: query.productCategory ? [query.productCategory.toLowerCase()] : undefined,
        productType: query.productType,
        customOptionLc: query.customOption?.toLowerCase(),
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        inStock: query.inStock,
      },
      (query.page - 1) * query.limit,
      query.limit,
    );
    const totalPages = Math.ceil(total / query.limit);
    return this.body(key, `{"products":${jsonArray(items)},"currentPage":${query.page},"totalPages":${totalPages},"total":${total}}`);
  }

  /** GET /api/all-products. */
  allProducts(query: AllProductsQuery, key: string): JsonBody {
    const items = this.ordered(query.sortBy).slice(0, query.limit);
    return this.body(key, listing(items, `Found ${items.length} products`));
  }

  /** GET /api/products/:id: from memory, else from the database (a replica may not have reloaded yet). */
  async byId(id: string): Promise<string> {
    if (!OBJECT_ID.test(id)) throw new BadRequestException('Invalid product id');
    const cached = this.readModel.current().byId.get(id.toLowerCase());
    if (cached) return cached.json;
    const doc = (await this.products.collection.findOne({ _id: new Types.ObjectId(id) })) as StoredProduct | null;
    if (!doc) throw new NotFoundException('Product not found');
    return JSON.stringify(toProductDto(doc));
  }

  private ordered(sortBy: SortBy): readonly ProductEntry[] {
    return this.readModel.current().orders[sortBy];
  }

  /** The ETag names the catalogue version and the request, so an unchanged answer costs a 304. */
  private body(key: string, body: string): JsonBody {
    const snapshot = this.readModel.current();
    return { body, etag: `W/"${snapshot.version ?? `g${snapshot.generation}`}-${fnv1a(key)}"` };
  }
}

function jsonArray(items: readonly ProductEntry[]): string {
  return `[${items.map((e) => e.json).join(',')}]`;
}

function listing(items: readonly ProductEntry[], message: string): string {
  return `{"success":true,"products":${jsonArray(items)},"message":${JSON.stringify(message)}}`;
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
