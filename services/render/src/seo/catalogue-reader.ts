// Reads the public catalogue for the SEO module: one product for a page's head, and the list of every
// published product for the sitemap. The list is kept until the catalogue's version moves (checked at
// most once a second, the render service's own rule) or, when the catalogue has no version call,
// for a minute. A failed read keeps the last good list rather than dropping the products.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ALL_PRODUCTS_MAX_LIMIT, ENDPOINTS, productSchema, type EndpointContract, type Product } from '@rmj/contracts';
import { endpointUrl } from './api-url';
import { SEO_OPTIONS, resolveSeoOptions, type ResolvedSeoOptions, type SeoOptions } from './seo.options';

/** What the sitemap needs of a product. */
export interface ListedProduct {
  id: string;
}

interface ListCache {
  products: ListedProduct[];
  /** The catalogue version the list was read at (undefined: the catalogue has no version call). */
  version: string | undefined;
  readAt: number;
}

/** The catalogue's version call, when the contracts have it (added with the render service). */
const versionEndpoint: EndpointContract | undefined = (ENDPOINTS as Record<string, EndpointContract>).catalogueVersion;

@Injectable()
export class CatalogueReader {
  private readonly logger = new Logger('Seo');
  private readonly options: ResolvedSeoOptions;
  private list: ListCache | undefined;
  private listLoad: Promise<ListedProduct[]> | undefined;
  private versionSeen: { value: string | undefined; checkedAt: number } | undefined;
  private versionCheck: Promise<string | undefined> | undefined;

  constructor(@Inject(SEO_OPTIONS) options: SeoOptions) {
    this.options = resolveSeoOptions(options);
  }

  /** The shop's public origin (the sitemap's and robots.txt's links). */
  get shopUrl(): string {
    return this.options.shopUrl;
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
    const version = await this.version();
    const cached = this.list;
    if (cached && this.fresh(cached, version)) return cached.products;
    this.listLoad ??= this.loadList(version).finally(() => {
      this.listLoad = undefined;
    });
    return this.listLoad;
  }

  private fresh(cached: ListCache, version: string | undefined): boolean {
    if (version !== undefined) return cached.version === version;
    return Date.now() - cached.readAt < this.options.listCacheMs;
  }

  private async loadList(version: string | undefined): Promise<ListedProduct[]> {
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
      this.list = { products, version, readAt: Date.now() };
      return products;
    } catch (error) {
      this.logger.warn(`sitemap: could not read the product list (${(error as Error).message}); keeping the last one`);
      return this.list?.products ?? [];
    }
  }

  /** The catalogue's version, checked at most once per `versionCheckMs`; undefined when it has none. */
  private async version(): Promise<string | undefined> {
    if (!versionEndpoint) return undefined;
    const seen = this.versionSeen;
    if (seen && Date.now() - seen.checkedAt < this.options.versionCheckMs) return seen.value;
    this.versionCheck ??= this.readVersion(versionEndpoint).finally(() => {
      this.versionCheck = undefined;
    });
    return this.versionCheck;
  }

  private async readVersion(endpoint: EndpointContract): Promise<string | undefined> {
    let value: string | undefined;
    try {
      const res = await fetch(endpointUrl(this.options.apiOrigin, endpoint), {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.productTimeoutMs),
      });
      const body = res.ok ? ((await res.json()) as { version?: unknown }) : undefined;
      if (!res.ok) await res.arrayBuffer().catch(() => undefined);
      value = typeof body?.version === 'string' ? body.version : undefined;
    } catch {
      value = undefined;
    }
    this.versionSeen = { value, checkedAt: Date.now() };
    return value;
  }
}
