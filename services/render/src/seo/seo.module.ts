// Link previews and search engines: HeadService (a page's head tags) for the renderer, and
// /sitemap.xml and /robots.txt. Imported as is, it reads API_ORIGIN, SHOP_URL and RUNTIME_CONFIG_URL from the service's
// configuration (SERVICE_CONFIG); `SeoModule.forRoot(options)` names them outright (tests).
import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import { CatalogueReader } from './catalogue-reader';
import { HeadService } from './head.service';
import { SeoController } from './seo.controller';
import { DeclaredSeo } from './declared-seo';
import { SEO_OPTIONS, seoOptionsFromConfig, type SeoOptions, type SeoServiceConfig } from './seo.options';

const fromServiceConfig: Provider = {
  provide: SEO_OPTIONS,
  inject: [{ token: SERVICE_CONFIG, optional: true }],
  useFactory: (config?: SeoServiceConfig) => seoOptionsFromConfig(config),
};

@Module({
  controllers: [SeoController],
  providers: [fromServiceConfig, CatalogueReader, DeclaredSeo, HeadService],
  exports: [HeadService],
})
export class SeoModule {
  /** The module with its options given outright. */
  static forRoot(options: SeoOptions): DynamicModule {
    // Added to the metadata above: this SEO_OPTIONS replaces the one read from SERVICE_CONFIG.
    return { module: SeoModule, providers: [{ provide: SEO_OPTIONS, useValue: options }] };
  }
}
