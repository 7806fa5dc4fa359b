import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type {
  AllProductsQuery,
  CategoryListingQuery,
  CategoryListingResponse,
  CustomListingQuery,
  ListingResponse,
  PeopleCategory,
  Product as ProductDto,
  SearchQuery,
  SearchResponse,
} from '@rmj/contracts';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { CatalogConfig } from '../config/catalog.config';
import { PIECE_CATEGORIES, pageOf, searchTerms, type Piece, type ProductFilter } from './product-filters';
import { isProductId, ProductViews } from './product-views';
import { flagsOf, pricedDto, type ProductEntry } from './read-model/product-entry';
import { ProductReadModel, type CatalogSnapshot } from './read-model/product-read-model';
import { ResponseCache, type CachedBody } from './response-cache';
import { finishedBody } from './send-json';

/** Listings and search, answered from the in-memory read model (filter, walk a sort order, page). */
@Injectable()
export class ProductsQueryService {
  private readonly cache: ResponseCache;

  constructor(
    private readonly readModel: ProductReadModel,
    private readonly views: ProductViews,
    @Inject(SERVICE_CONFIG) config: CatalogConfig,
  ) {
    this.cache = new ResponseCache(config.RESPONSE_CACHE_MB * 1024 * 1024);
  }

  /** GET /api/products/category/{audience or piece}: a bare array. */
  byCategory(category: PeopleCategory | Piece, query: CategoryListingQuery): CachedBody {
    return this.answer(`category/${category}`, query, (snap) => {
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
      return dtos(pageOf(snap.orders[query.sortBy], filter).items) satisfies CategoryListingResponse;
    });
  }

  /** The nine GET /api/{women|men|kids}-{rings|bracelets|pendants} listings. */
  customListing(people: PeopleCategory, piece: Piece, query: CustomListingQuery): CachedBody {
    return this.answer(`${people}-${piece}`, query, (snap) => {
      const { items } = pageOf(snap.orders[query.sortBy], {
        people,
        categoriesLc: PIECE_CATEGORIES[piece],
        customizationType: query.customizationType,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
      });
      return listing(items, `Found ${items.length} ${people}'s ${piece}`);
    });
  }

  /** GET /api/products/search: one page of matches. */
  search(query: SearchQuery): CachedBody {
    return this.answer('search', query, (snap) => {
      const { total, items } = pageOf(
        snap.orders[query.sortBy],
        {
          mask: snap.search.match(searchTerms(query.q)),
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
      return {
        products: dtos(items),
        currentPage: query.page,
        totalPages: Math.ceil(total / query.limit),
        total,
      } satisfies SearchResponse;
    });
  }

  /** GET /api/all-products. */
  allProducts(query: AllProductsQuery): CachedBody {
    return this.answer('all-products', query, (snap) =>
      listing(
        snap.orders[query.sortBy].slice(0, query.limit),
        `Found ${Math.min(query.limit, snap.orders.featured.length)} products`,
      ),
    );
  }

  /**
   * GET /api/products/:id: from memory (its finished body cached like the listings), else from the
   * database (a replica may not have reloaded yet). An unpublished or archived product is not found,
   * exactly like an unknown id.
   */
  async byId(id: string): Promise<CachedBody> {
    if (!isProductId(id)) throw new BadRequestException('Invalid product id');
    const key = id.toLowerCase();
    const snap = this.readModel.current();
    const cached = snap.byId.get(key);
    if (cached?.visible) return this.cachedBody(snap, `product/${key}`, () => cached.dto);
    // Hidden here may be published by now on another replica: the database decides.
    const doc = await this.views.findDoc(id);
    if (!doc || !flagsOf(doc).visible) throw new NotFoundException('Product not found');
    const { dto, unpriced } = pricedDto(doc, await this.views.live(doc));
    if (unpriced) throw new NotFoundException('Product not found');
    const json = JSON.stringify(dto);
    return finishedBody(json, `W/"db-${fnv1a(json)}"`);
  }

  /**
   * The body for (route, parsed query) on the current snapshot, from the cache
   * or made now. The ETag names the catalogue version and the request, so an
   * unchanged answer costs the caller a 304.
   */
  private answer(
    route: string,
    query: object,
    make: (snap: CatalogSnapshot) => CategoryListingResponse | ListingResponse | SearchResponse,
  ): CachedBody {
    const snap = this.readModel.current();
    return this.cachedBody(snap, `${route}?${JSON.stringify(query)}`, make);
  }

  /** The finished body (JSON, ETag, compressed copies) under `key` for this snapshot: cached, or made and cached now. */
  private cachedBody(snap: CatalogSnapshot, key: string, make: (snap: CatalogSnapshot) => unknown): CachedBody {
    const hit = this.cache.get(snap.generation, key);
    if (hit) return hit;
    const made = finishedBody(JSON.stringify(make(snap)), `W/"${snap.version ?? `g${snap.generation}`}-${fnv1a(key)}"`);
    this.cache.set(snap.generation, key, made);
    return made;
  }
}

function dtos(items: readonly ProductEntry[]): ProductDto[] {
  return items.map((entry) => entry.dto);
}

function listing(items: readonly ProductEntry[], message: string): ListingResponse {
  return { success: true, products: dtos(items), message };
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
