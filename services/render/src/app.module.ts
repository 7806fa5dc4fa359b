import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule } from '@rmj/nest-common';
import type { RenderConfig } from './config/render.config';
import { HEAD_TAGS } from './pages/head-tags';
import { PagesModule } from './pages/pages.module';
import { federatedShell, SHELL_SSR, type ShellSsrSource } from './pages/shell-ssr';
import { HeadService } from './seo/head.service';
import { SeoModule } from './seo/seo.module';

/**
 * The render service: health, /sitemap.xml and /robots.txt (SeoModule), then every other GET is a
 * page (PagesModule, last, since its route catches every path). `shell` replaces the federated shell
 * (tests give a fake server module).
 */
@Module({})
export class AppModule {
  static register(config: RenderConfig, overrides: { shell?: ShellSsrSource } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'render', config, database: false }),
        SeoModule,
        PagesModule.register({
          imports: [SeoModule],
          shell: { provide: SHELL_SSR, useValue: overrides.shell ?? federatedShell(config.SHELL_URL) },
          headTags: { provide: HEAD_TAGS, useExisting: HeadService },
        }),
      ],
    };
  }
}
