import { Module, type DynamicModule, type ModuleMetadata, type Provider } from '@nestjs/common';
import { PageRenderer } from './page-renderer.service';
import { PagesController } from './pages.controller';

export interface PagesOptions {
  /** Modules the two providers below need (the SEO module for the head tags). */
  imports: ModuleMetadata['imports'];
  /** Provides SHELL_SSR: where the shell's server module comes from. */
  shell: Provider;
  /** Provides HEAD_TAGS: the page's head tags. */
  headTags: Provider;
}

/** The pages (GET of any other path): import it last, its route catches every path. */
@Module({})
export class PagesModule {
  static register(options: PagesOptions): DynamicModule {
    return {
      module: PagesModule,
      imports: options.imports,
      controllers: [PagesController],
      providers: [options.shell, options.headTags, PageRenderer],
    };
  }
}
