// Where the SEO module reads the catalogue and the remotes' declared pages, and which origin its links
// name. The render service's configuration (SERVICE_CONFIG: API_ORIGIN, SHOP_URL, RUNTIME_CONFIG_URL)
// supplies it, or `SeoModule.forRoot(options)`.
import { RUNTIME_CONFIG_PATH } from '@rmj/contracts';

/** Injection token of the SEO module's options. */
export const SEO_OPTIONS = Symbol('SEO_OPTIONS');

export interface SeoOptions {
  /** Origin of the public API ('http://127.0.0.1:8080': the gateway). */
  apiOrigin: string;
  /** The shop's public origin, for canonical links, the sitemap and robots.txt ('https://rmjjewellers.in'). */
  shopUrl: string;
  /** The runtime configuration naming each remote's mf-manifest.json (default: on `apiOrigin`). */
  runtimeConfigUrl?: string;
  /** Least time between two checks of the runtime configuration and of each remote's manifest (ms). */
  declarationsMaxAgeMs?: number;
  /** How long one product call for a page's head may take (ms); then the page gets its static head. */
  productTimeoutMs?: number;
  /** How long the sitemap's product list call may take (ms). */
  listTimeoutMs?: number;
  /** Least time between two checks of the catalogue's version (ms). */
  versionCheckMs?: number;
  /** Longest time the product list is kept while the catalogue's version stays (or cannot be read) (ms). */
  listCacheMs?: number;
}

export const SEO_DEFAULTS = {
  apiOrigin: 'http://127.0.0.1:8080',
  shopUrl: 'http://localhost:8080',
  productTimeoutMs: 800,
  listTimeoutMs: 5000,
  versionCheckMs: 1000,
  listCacheMs: 60_000,
  declarationsMaxAgeMs: 5_000,
} as const;

export type ResolvedSeoOptions = Required<SeoOptions>;

/** Options with every default filled in. */
export function resolveSeoOptions(options: Partial<SeoOptions>): ResolvedSeoOptions {
  return {
    apiOrigin: options.apiOrigin || SEO_DEFAULTS.apiOrigin,
    shopUrl: options.shopUrl || SEO_DEFAULTS.shopUrl,
    productTimeoutMs: options.productTimeoutMs ?? SEO_DEFAULTS.productTimeoutMs,
    listTimeoutMs: options.listTimeoutMs ?? SEO_DEFAULTS.listTimeoutMs,
    versionCheckMs: options.versionCheckMs ?? SEO_DEFAULTS.versionCheckMs,
    listCacheMs: options.listCacheMs ?? SEO_DEFAULTS.listCacheMs,
    runtimeConfigUrl:
      options.runtimeConfigUrl || `${options.apiOrigin || SEO_DEFAULTS.apiOrigin}${RUNTIME_CONFIG_PATH}`,
    declarationsMaxAgeMs: options.declarationsMaxAgeMs ?? SEO_DEFAULTS.declarationsMaxAgeMs,
  };
}

/** What the SEO module reads of the render service's configuration. */
export interface SeoServiceConfig {
  API_ORIGIN?: string;
  SHOP_URL?: string;
  RUNTIME_CONFIG_URL?: string;
}

/** The options from the render service's configuration, defaults for what it lacks. */
export function seoOptionsFromConfig(config: SeoServiceConfig | undefined): SeoOptions {
  return {
    apiOrigin: config?.API_ORIGIN ?? SEO_DEFAULTS.apiOrigin,
    shopUrl: config?.SHOP_URL ?? SEO_DEFAULTS.shopUrl,
    ...(config?.RUNTIME_CONFIG_URL ? { runtimeConfigUrl: config.RUNTIME_CONFIG_URL } : {}),
  };
}
