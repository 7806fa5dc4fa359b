// What the remotes declare about their pages (titles, descriptions, listed or not, robots.txt lines),
// read from their builds' mf-manifest.json (`metaData.rmj.seo`, written by @rmj/mf-config from each
// remote's src/exposes/routes.ts) at the addresses the runtime configuration names. So a remote's new
// page gets its title, description and sitemap entry with that remote's release alone.
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  readManifestDeclaration,
  runtimeConfigSchema,
  type PageSeo,
  type RemoteSeo,
  type RuntimeConfig,
} from '@rmj/contracts';
import { RevalidatedFile } from '../pages/revalidated-file';
import { SEO_OPTIONS, resolveSeoOptions, type ResolvedSeoOptions, type SeoOptions } from './seo.options';

/** Every remote's declarations, merged in the runtime configuration's order. */
export interface DeclaredPages {
  pages: readonly PageSeo[];
  /** robots.txt `Disallow` paths the remotes ask for. */
  disallow: readonly string[];
}

const NONE: DeclaredPages = { pages: [], disallow: [] };

@Injectable()
export class DeclaredSeo {
  private readonly logger = new Logger('Seo');
  private readonly options: ResolvedSeoOptions;
  private readonly config: RevalidatedFile<RuntimeConfig>;
  private readonly manifests = new Map<string, RevalidatedFile<RemoteSeo | undefined>>();
  /** The last merge and the file revisions it was made from: one list object while nothing changes. */
  private merged?: { key: string; value: DeclaredPages };

  constructor(@Inject(SEO_OPTIONS) options: SeoOptions) {
    this.options = resolveSeoOptions(options);
    this.config = new RevalidatedFile(
      this.options.runtimeConfigUrl,
      (text) => runtimeConfigSchema.parse(JSON.parse(text)),
      this.fileOptions(),
    );
  }

  private fileOptions() {
    return { maxAgeMs: this.options.declarationsMaxAgeMs, timeoutMs: this.options.listTimeoutMs };
  }

  private manifest(url: string): RevalidatedFile<RemoteSeo | undefined> {
    let file = this.manifests.get(url);
    if (!file) {
      file = new RevalidatedFile(url, (text) => readManifestDeclaration(JSON.parse(text)).seo, this.fileOptions());
      this.manifests.set(url, file);
    }
    return file;
  }

  /** The declarations as last read; a remote whose manifest cannot be read yet adds nothing. */
  async read(): Promise<DeclaredPages> {
    let config;
    try {
      config = await this.config.get();
    } catch (error) {
      this.logger.warn(`declared pages: ${(error as Error).message}`);
      return NONE;
    }
    const entries = Object.values(config.value.remotes).flatMap((remote) =>
      remote ? [new URL(remote.entry, this.options.runtimeConfigUrl).href] : [],
    );
    const copies = await Promise.all(
      entries.map((url) =>
        this.manifest(url)
          .get()
          .catch((error: Error) => {
            this.logger.warn(`declared pages: ${error.message}`);
            return undefined;
          }),
      ),
    );
    const key = [config.revision, ...copies.map((copy, i) => `${entries[i]}@${copy?.revision ?? '-'}`)].join(' ');
    if (this.merged?.key !== key) {
      const seo = copies.map((copy) => copy?.value);
      this.merged = {
        key,
        value: {
          pages: seo.flatMap((one) => one?.pages ?? []),
          disallow: seo.flatMap((one) => one?.disallow ?? []),
        },
      };
    }
    return this.merged.value;
  }
}
