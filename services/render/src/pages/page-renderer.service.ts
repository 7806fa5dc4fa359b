/**
 * One page: from the cache, or rendered by the shell's server module and composed into the shell's
 * index.html. Concurrent requests for the same URL share one render. Whatever fails (the shell cannot
 * be loaded, its render throws or overruns), the shopper still gets index.html: the browser renders.
 */
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  ENDPOINTS,
  pageCacheAddress,
  redactUrl,
  runtimeConfigSchema,
  type RuntimeConfig,
  type SsrModule,
  type SsrRendered,
  type SsrResult,
} from '@rmj/contracts';
import { METRICS, Metrics, SERVICE_CONFIG } from '@rmj/nest-common';
import type { RenderConfig } from '../config/render.config';
import { CatalogueVersionWatch } from '../catalogue/catalogue-version-watch';
import { composePage } from './compose-page';
import { HEAD_TAGS, type HeadTags } from './head-tags';
import { PageCache } from './page-cache';
import { inPageLanguage } from './page-language';
import { RevalidatedFile } from './revalidated-file';
import { SHELL_SSR, type ShellSsrSource } from './shell-ssr';

/** How the page was made, as the x-rmj-render header says it. */
export type RenderHeader = 'server' | 'cache' | 'client';

export interface PageAnswer {
  status: number;
  html: string;
  render: RenderHeader;
  /** Rendered pages: the browser revalidates; personal or unrendered pages: no-store / no-cache. */
  cacheControl: string;
  etag?: string;
}

/** index.html and the runtime configuration are checked for a new release at most this often. */
export const SHELL_FILES_MAX_AGE_MS = 5_000;
/** The catalogue's version is asked at most this often, and waited for at most its time-out. */
export const VERSION_CHECK = { intervalMs: 1_000, timeoutMs: 300 } as const;
/** A render that ignores its budget is abandoned this long after it (the browser then renders). */
const OVERRUN_MS = 1_000;
const FAILURE_LOG_EVERY_MS = 60_000;

const RENDERED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** What a kept page takes in memory: its text at two bytes a character (a page with ₹ is a two-byte string), and the rest. */
const pageBytes = (answer: PageAnswer) => (answer.html.length + (answer.etag?.length ?? 0)) * 2 + 256;

/** A render under way and how many requests still wait for it (a shopper who leaves stops waiting). */
interface Flight {
  answer: Promise<PageAnswer>;
  waiting: number;
}

@Injectable()
export class PageRenderer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Render');
  private readonly cache: PageCache<PageAnswer>;
  private readonly inFlight = new Map<string, Flight>();
  private readonly indexHtml: RevalidatedFile<string>;
  private readonly runtimeConfig: RevalidatedFile<RuntimeConfig>;
  private readonly catalogue: CatalogueVersionWatch;
  private readonly renders;
  private readonly durations;
  private lastFailureLog = 0;
  private suppressedFailures = 0;
  /** Renders running now (at most RENDER_CONCURRENCY). */
  private running = 0;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: RenderConfig,
    @Inject(SHELL_SSR) private readonly shell: ShellSsrSource,
    @Inject(HEAD_TAGS) private readonly head: HeadTags,
    metrics: Metrics,
  ) {
    this.renders = metrics.counter(METRICS.renders);
    this.durations = metrics.histogram(METRICS.renderDuration);
    const cacheBytes = metrics.gauge(METRICS.cacheBytes);
    const cacheEntries = metrics.gauge(METRICS.cacheEntries);
    this.cache = new PageCache(config.RENDER_CACHE_MS, config.RENDER_CACHE_ENTRIES, Date.now, {
      max: config.RENDER_CACHE_MB * 1024 * 1024,
      of: pageBytes,
      onChange: (bytes, entries) => {
        cacheBytes.set({ cache: 'pages' }, bytes);
        cacheEntries.set({ cache: 'pages' }, entries);
      },
    });
    const files = { maxAgeMs: SHELL_FILES_MAX_AGE_MS, timeoutMs: 2_000 };
    this.indexHtml = new RevalidatedFile(`${config.SHELL_URL}/index.html`, (text) => text, {
      ...files,
      // A new shell release: its server module too, and no page made with the old one.
      onChange: () => {
        this.cache.clear();
        void Promise.resolve(this.shell.reload()).catch((err: Error) =>
          this.logger.warn(`reloading the shell's server module failed: ${err.message}`),
        );
      },
    });
    this.runtimeConfig = new RevalidatedFile(
      config.RUNTIME_CONFIG_URL,
      (text) => runtimeConfigSchema.parse(JSON.parse(text)),
      {
        ...files,
        onChange: () => this.cache.clear(),
      },
    );
    this.catalogue = new CatalogueVersionWatch(
      `${config.API_ORIGIN}${ENDPOINTS.catalogueVersion.path}`,
      () => this.cache.clear(),
      VERSION_CHECK,
    );
  }

  /**
   * Loads the shell's files and server module in the background at start: the first load (the shell's
   * and its remotes' server containers over HTTP) takes longer than the gateway waits for a page. The
   * gateway may start later: a failure here is quiet, the first page tries again.
   */
  onApplicationBootstrap(): void {
    void Promise.all([this.indexHtml.get(), this.runtimeConfig.get(), this.shell.load()]).catch((err: Error) =>
      this.logger.log(`shell not loaded at start (${err.message}); the first page loads it`),
    );
  }

  onModuleDestroy(): void {
    this.catalogue.stop();
    this.cache.close();
  }

  /**
   * The page at `asked` (path and query, as asked), rendered and kept by its path and the query
   * parameters pages read (pageCacheAddress): `?utm_source=…` or a cache-buster is the same page.
   * Past RENDER_CONCURRENCY renders at once, a page not already being rendered is the shell's
   * index.html at once. `gone` (aborted when the shopper leaves): a shopper gone before the slot is
   * taken starts no render, and a render whose every shopper left while it waited for the shell's
   * files and server module is not started either (its slot is freed at once). Throws only when the
   * shell's index.html cannot be read.
   */
  async page(asked: string, gone?: AbortSignal): Promise<PageAnswer> {
    const url = pageCacheAddress(asked);
    await this.catalogue.fresh();
    const cached = this.cache.get(url);
    if (cached) {
      this.renders.inc({ outcome: 'cache' });
      return { ...cached, render: 'cache' };
    }
    let flight = this.inFlight.get(url);
    if (flight) flight.waiting += 1;
    else {
      if (gone?.aborted) return this.unrendered('abandoned', url);
      if (this.running >= this.config.RENDER_CONCURRENCY) return this.unrendered('busy', url);
      this.running += 1;
      const started = { waiting: 1 } as Flight;
      started.answer = this.render(url, () => started.waiting === 0).finally(() => {
        this.running -= 1;
        this.inFlight.delete(url);
      });
      this.inFlight.set(url, started);
      flight = started;
    }
    const waiting = flight;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      waiting.waiting -= 1;
    };
    if (gone?.aborted) leave();
    else gone?.addEventListener('abort', leave, { once: true });
    try {
      return await waiting.answer;
    } finally {
      gone?.removeEventListener('abort', leave);
      leave();
    }
  }

  /**
   * The shell's index.html as it is, not rendered here: every render slot is taken (busy), or the
   * shopper left before the render began (abandoned). The browser renders.
   */
  private async unrendered(outcome: 'busy' | 'abandoned', url: string): Promise<PageAnswer> {
    const indexHtml = inPageLanguage((await this.indexHtml.get()).value, url);
    this.renders.inc({ outcome });
    return { status: 200, html: indexHtml, render: 'client', cacheControl: 'no-cache' };
  }

  /** `nobodyWaits`: every shopper who asked for this page has left (then nothing is rendered). */
  private async render(url: string, nobodyWaits: () => boolean): Promise<PageAnswer> {
    // Rendered here or by the browser, the page is in its address's language (<html lang>, its font).
    const indexHtml = inPageLanguage((await this.indexHtml.get()).value, url);
    const generation = this.cache.generation;
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    let result: SsrResult;
    try {
      const [{ value: runtimeConfig }, ssr] = await Promise.all([this.runtimeConfig.get(), this.shell.load()]);
      // Loading the shell (at start, after a release) can take seconds while the slot is held: a render
      // nobody waits for any more is not begun. Once begun it cannot be stopped (the shell's render takes
      // no signal); its budget bounds it.
      if (nobodyWaits()) {
        this.renders.inc({ outcome: 'abandoned' });
        return { status: 200, html: indexHtml, render: 'client', cacheControl: 'no-cache' };
      }
      result = await this.withinBudget(ssr, url, runtimeConfig);
    } catch (error) {
      return this.failed(url, indexHtml, error, seconds());
    }
    if (result.kind === 'client') {
      this.durations.observe({ outcome: 'client' }, seconds());
      this.renders.inc({ outcome: 'client' });
      return { status: 200, html: indexHtml, render: 'client', cacheControl: 'no-store' };
    }
    let html: string;
    try {
      html = composePage(
        indexHtml,
        result,
        await this.head.headFor(new URL(url, this.config.SHOP_URL), this.config.SHOP_URL),
      );
    } catch (error) {
      return this.failed(url, indexHtml, error, seconds());
    }
    this.durations.observe({ outcome: 'server' }, seconds());
    this.renders.inc({ outcome: 'server' });
    const answer: PageAnswer = {
      status: result.status,
      html,
      render: 'server',
      cacheControl: RENDERED_CACHE_CONTROL,
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    };
    // A page with regions left to the browser (a remote failed or was slow) is not kept: the next shopper gets a full render.
    if (result.clientRegions === 0) this.cache.set(url, answer, generation);
    return answer;
  }

  private withinBudget(ssr: SsrModule, url: string, runtimeConfig: RuntimeConfig): Promise<SsrResult> {
    const budgetMs = this.config.RENDER_BUDGET_MS;
    let timer: NodeJS.Timeout | undefined;
    const overrun = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`render overran its ${budgetMs} ms budget`)), budgetMs + OVERRUN_MS);
    });
    // The configuration as the browser reads it; the shell resolves its relative manifest URLs against shellOrigin.
    const rendering = ssr.render({
      url,
      runtimeConfig,
      shellOrigin: this.config.SHELL_URL,
      apiOrigin: this.config.API_ORIGIN,
      budgetMs,
    });
    return Promise.race([rendering, overrun]).finally(() => clearTimeout(timer)) as Promise<SsrRendered | SsrResult>;
  }

  /** index.html as it is, for the browser to render; logged at most once a minute. */
  private failed(url: string, indexHtml: string, error: unknown, seconds: number): PageAnswer {
    this.durations.observe({ outcome: 'failed' }, seconds);
    this.renders.inc({ outcome: 'failed' });
    if (Date.now() - this.lastFailureLog >= FAILURE_LOG_EVERY_MS) {
      this.lastFailureLog = Date.now();
      this.logger.warn({
        msg: 'server render failed: the browser renders the page',
        url: redactUrl(url.split('?')[0]),
        err: error instanceof Error ? error.message : String(error),
        ...(this.suppressedFailures > 0 ? { failuresSinceLastLog: this.suppressedFailures } : {}),
      });
      this.suppressedFailures = 0;
    } else this.suppressedFailures += 1;
    return { status: 200, html: indexHtml, render: 'client', cacheControl: 'no-cache' };
  }
}
