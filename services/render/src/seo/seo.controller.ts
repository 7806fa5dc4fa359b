// /sitemap.xml (every published product and declared listing at its canonical path) and /robots.txt.
import { Controller, Get, Header } from '@nestjs/common';
import { CatalogueReader } from './catalogue-reader';
import { DeclaredSeo } from './declared-seo';
import { robotsTxt, sitemapXml, storefrontSitemapEntries } from './sitemap';

@Controller()
export class SeoController {
  constructor(
    private readonly catalogue: CatalogueReader,
    private readonly declared: DeclaredSeo,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=60')
  async sitemap(): Promise<string> {
    const [{ pages }, products] = await Promise.all([this.declared.read(), this.catalogue.products()]);
    return sitemapXml(this.catalogue.shopUrl, storefrontSitemapEntries(pages, products));
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async robots(): Promise<string> {
    return robotsTxt(this.catalogue.shopUrl, (await this.declared.read()).disallow);
  }
}
