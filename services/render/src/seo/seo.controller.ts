// /sitemap.xml (every published product and listing at its canonical path) and /robots.txt.
import { Controller, Get, Header } from '@nestjs/common';
import { robotsTxt, sitemapXml, storefrontSitemapEntries } from '@rmj/contracts';
import { CatalogueReader } from './catalogue-reader';

@Controller()
export class SeoController {
  constructor(private readonly catalogue: CatalogueReader) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=60')
  async sitemap(): Promise<string> {
    return sitemapXml(this.catalogue.shopUrl, storefrontSitemapEntries(await this.catalogue.products()));
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return robotsTxt(this.catalogue.shopUrl);
  }
}
