// The <head> tags of one server-rendered page: a product page's name, photograph, price and JSON-LD
// (the product read through the public API), every other page's static title, description,
// canonical URL and structured data (as its remote declares them). Never throws: on any failure the
// page gets its static head.
import { Injectable, Logger } from '@nestjs/common';
import { pathWithoutShopLanguage, productIdOf } from '@rmj/contracts';
import { CatalogueReader } from './catalogue-reader';
import { DeclaredSeo } from './declared-seo';
import { headTags, pageHead, type SeoProduct } from './page-head';

/** Pages whose JSON-LD describes the store. */
const STORE_PAGES = new Set(['/', '/contact']);

@Injectable()
export class HeadService {
  private readonly logger = new Logger('Seo');

  constructor(
    private readonly catalogue: CatalogueReader,
    private readonly declared: DeclaredSeo,
  ) {}

  /**
   * The head tags (<title>, meta description, canonical link, Open Graph, Twitter card, JSON-LD) of the
   * page at `url`, with links on `origin` (the shop's public origin); '' only if even the static head fails.
   */
  async headFor(url: URL, origin: string): Promise<string> {
    const { pages } = await this.declared.read();
    try {
      // A Tamil page (/ta/…) needs what its route's English page needs.
      const route = pathWithoutShopLanguage(url.pathname);
      const id = productIdOf(route);
      let product: SeoProduct | undefined;
      if (id !== undefined) product = await this.catalogue.product(id);
      // Only the pages that describe the store (home, contact) wait for the owner's settings.
      const store = STORE_PAGES.has(route) ? await this.catalogue.storeSettings() : undefined;
      return headTags(
        pageHead({
          origin: origin || this.catalogue.shopUrl,
          pathname: url.pathname,
          search: url.search,
          product,
          pages,
          ...(store ? { store } : {}),
        }),
      );
    } catch (error) {
      this.logger.warn(`head of ${url.pathname}: ${(error as Error).message}`);
      try {
        return headTags(
          pageHead({ origin: origin || this.catalogue.shopUrl, pathname: url.pathname, search: url.search, pages }),
        );
      } catch {
        return '';
      }
    }
  }
}
