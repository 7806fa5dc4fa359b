/**
 * Server rendering of the storefront: what the render service asks of the shell's server build
 * (its `./ssr` module, loaded through Module Federation's Node runtime) and what it gets back.
 * The shell's server code loads the owning remote's server build the same way, from the same
 * runtime configuration the browser reads, so a remote swapped at run time is swapped on the
 * server too.
 */
import type { RuntimeConfig } from './runtime-config';

/** One page render. */
export interface SsrRequest {
  /** Path and query of the page, as the shopper asked for it: '/category/women?sort=price-asc'. */
  url: string;
  /** The runtime configuration exactly as the browser reads it (manifest URLs may be paths on the shop's origin). */
  runtimeConfig: RuntimeConfig;
  /**
   * Origin the server resolves the configuration's relative manifest URLs against ('http://127.0.0.1:8080': the
   * gateway, or the static shell's service in Kubernetes). Style sheets in the result stay as the browser sees them.
   */
  shellOrigin: string;
  /** Origin the page's API calls go to on the server ('http://127.0.0.1:8080'): the gateway. */
  apiOrigin: string;
  /** Milliseconds the render may take; then what is still loading is left to the browser (client render). */
  budgetMs: number;
}

/** The owner remote's scripts a server-rendered page asks for early (`SsrRendered.scripts`). */
export interface SsrScripts {
  /** The remote's container, as the browser registers it. */
  container: string;
  /** The files of its route list (the `routes` expose's `js.sync` in its manifest), as the browser reaches them. */
  routes: string[];
}

/** A page the server rendered. */
export interface SsrRendered {
  kind: 'rendered';
  /** 200, or 404 for a path no remote has a page at. */
  status: 200 | 404;
  /** The inner HTML of `<div id="root">`. */
  html: string;
  /** The store's state for hydration (JSON text, `<` escaped), written into `#__RMJ_SSR__`. */
  state: string;
  /** The remote that owns the page, if any ('mfe_catalog'). */
  remote?: string;
  /** The page's route pattern ('/product/:id'), for logs and metrics. */
  route?: string;
  /** Style sheets the page needs before it paints (absolute or same-origin URLs), in order. */
  styles: string[];
  /**
   * Scripts the browser's hydration asks for first, and only once the shell runs: the owner remote's
   * `container` (as the browser registers it: beside its manifest) and the files of its route list
   * (`routes`). The page asks for them from `<head>`, so they arrive while the shell's own files do.
   * Optional: a shell built before this field sends none, and its pages work as before.
   */
  scripts?: SsrScripts;
  /** Regions left to the browser (a remote's render failed or ran past the budget). */
  clientRegions: number;
}

/** A page with personal data (cart, checkout, account): never rendered on the server, never cached. */
export interface SsrClientOnly {
  kind: 'client';
  /** Why, for logs: 'personal', 'unknown-remote', 'remote-unavailable'. */
  reason: string;
}

export type SsrResult = SsrRendered | SsrClientOnly;

/** The shell's `./ssr` module (server build only). */
export interface SsrModule {
  render(request: SsrRequest): Promise<SsrResult>;
  /** The shell build's version label. */
  version: string;
}

/** The element holding the server's store state: `<script type="application/json" id="__RMJ_SSR__">`. */
export const SSR_STATE_ELEMENT_ID = '__RMJ_SSR__';
/**
 * `<meta name="rmj-font-ta" content="/assets/….woff2">` in the shell's index.html: its build's hashed
 * file of a language's text font (Tamil, regular weight), which the render service preloads on that
 * language's pages only (`<link rel="preload" as="font">`).
 */
export const languageFontMeta = (lang: string): string => `rmj-font-${lang}`;
/** The shell's federation name and its server module, as the render service loads it. */
export const SHELL_CONTAINER = 'shell';
export const SHELL_SSR_MODULE = `${SHELL_CONTAINER}/ssr`;
/** Written into a remote's mf-manifest.json `metaData` by @rmj/mf-config: its server build's entry. */
export const SSR_REMOTE_ENTRY = 'server/remoteEntry.js';
/** Header the render service answers with: how the page was made ('server', 'client', 'cache'). */
export const RENDER_HEADER = 'x-rmj-render';

/** JSON for a `<script type="application/json">`: nothing in it can end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Dispatched by the shop's store when a remote's RTK Query api is injected on a server-rendered page:
 * the api takes its state from the server's render (`extractRehydrationInfo`), so the browser does not
 * ask for the same data again.
 */
export const API_HYDRATED_ACTION = 'shop/apiHydrated';
/** The action API_HYDRATED_ACTION names. */
export interface ApiHydratedAction {
  type: typeof API_HYDRATED_ACTION;
  payload: { reducerPath: string; state: unknown };
}

/** The store's thunk extra argument: on the server, the origin API calls go to (the browser uses `/api`). */
export interface ShopThunkExtra {
  apiOrigin?: string;
}
