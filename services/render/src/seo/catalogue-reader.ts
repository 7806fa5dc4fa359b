// Reads the public catalogue for the SEO module: one product for a page's head, and the list of every
// published product for the sitemap. The list is kept until the catalogue's version moves (the same
// watch as the rendered pages: asked at most once per `versionCheckMs`) and at most `listCacheMs`
// (a catalogue whose version call fails or is missing). A failed read keeps the last good list rather
// than dropping the products.
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ALL_PRODUCTS_MAX_LIMIT,
  ENDPOINTS,
  productSchema,
  publicShopSettingsResponseSchema,
  SHOP_SETTINGS_CACHE_MS,
  type Product,
  type PublicShopSettings,
} from '@rmj/contracts';
import { CatalogueVersionWatch } from '../catalogue/catalogue-version-watch';
import { endpointUrl } from './api-url';
import { SEO_OPTIONS, resolveSeoOptions, type ResolvedSeoOptions, type SeoOptions } from './seo.options';

/** What the sitemap needs of a product. */
export interface ListedProduct {
  id: string;
}

interface ListCache {
  products: ListedProduct[];
  readAt: number;
  /** The reader's generation when the list was asked for: older than the catalogue's version once it moves. */
  generation: number;
}

@Injectable()
export class CatalogueReader {
  private readonly logger = new Logger('Seo');
  private readonly options: ResolvedSeoOptions;
  private readonly catalogue: CatalogueVersionWatch;
  private list: ListCache | undefined;
  private listLoad: Promise<ListedProduct[]> | undefined;
  /** Moves when the catalogue's version does: a list read before the move is read again. */
  private generation = 0;
  private settings: { value: PublicShopSettings; readAt: number } | undefined;

  constructor(@Inject(SEO_OPTIONS) options: SeoOptions) {
    this.options = resolveSeoOptions(options);
    this.catalogue = new CatalogueVersionWatch(
      endpointUrl(this.options.apiOrigin, ENDPOINTS.catalogueVersion),
      () => {
        this.generation += 1;
      },
      { intervalMs: this.options.versionCheckMs, timeoutMs: this.options.productTimeoutMs },
    );
  }

  /** The shop's public origin (the sitemap's and robots.txt's links). */
  get shopUrl(): string {
    return this.options.shopUrl;
  }

  /**
   * The owner's public settings (the store's JSON-LD), kept SHOP_SETTINGS_CACHE_MS so a change shows
   * within seconds; the last ones read when the catalog does not answer, undefined before any were.
   */
  async storeSettings(): Promise<PublicShopSettings | undefined> {
    if (this.settings && Date.now() - this.settings.readAt < SHOP_SETTINGS_CACHE_MS) return this.settings.value;
    try {
      const res = await fetch(endpointUrl(this.options.apiOrigin, ENDPOINTS.shopSettings), {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.productTimeoutMs),
      });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const value = publicShopSettingsResponseSchema.parse(await res.json()).settings;
      this.settings = { value, readAt: Date.now() };
    } catch (error) {
      this.logger.warn(`shop settings: ${(error as Error).message}`);
    }
    return this.settings?.value;
  }

  /** One product by id, or undefined when it is unknown, unpublished, unreadable or slow. */
  async product(id: string): Promise<Product | undefined> {
    try {
      const res = await fetch(endpointUrl(this.options.apiOrigin, ENDPOINTS.product, { id }), {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.productTimeoutMs),
      });
      if (!res.ok) {
        await res.arrayBuffer().catch(() => undefined);
        return undefined;
      }
      const parsed = productSchema.safeParse(await res.json());
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  /** Every published product (at most the all-products call's limit), current to the catalogue's version. */
  async products(): Promise<ListedProduct[]> {
    await this.catalogue.fresh();
    const cached = this.list;
    if (cached && this.fresh(cached)) return cached.products;
    this.listLoad ??= this.loadList().finally(() => {
      this.listLoad = undefined;
    });
    return this.listLoad;
  }

  private fresh(cached: ListCache): boolean {
    return cached.generation === this.generation && Date.now() - cached.readAt < this.options.listCacheMs;
  }

  private async loadList(): Promise<ListedProduct[]> {
    const generation = this.generation;
    try {
      const url = endpointUrl(this.options.apiOrigin, ENDPOINTS.allProducts, {}, { limit: ALL_PRODUCTS_MAX_LIMIT });
      const res = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.listTimeoutMs),
      });
      if (!res.ok) throw new Error(`the catalogue answered ${res.status}`);
      const body = (await res.json()) as { products?: unknown };
      if (!Array.isArray(body.products)) throw new Error('the catalogue answered without a product list');
      const products = body.products
        .map((item) => (item as { id?: unknown } | null)?.id)
        .filter((id): id is string => typeof id === 'string' && id !== '')
        .map((id) => ({ id }));
      this.list = { products, readAt: Date.now(), generation };
      return products;
    } catch (error) {
      this.logger.warn(`sitemap: could not read the product list (${(error as Error).message}); keeping the last one`);
      return this.list?.products ?? [];
    }
  }
}
