/**
 * What a remote's './routes' module exposes: its pages and the paths they live at. The shell
 * merges these lists at run time, so a new page of a remote is a release of that remote alone.
 * Framework-free on purpose: `Page` is the UI library's component type (React's ComponentType in
 * this shop), supplied by whoever reads the list.
 */

/** Where a page is opened: its path parameters and query string (`?q=ring`). */
export interface RouteLocation {
  params: Readonly<Record<string, string | undefined>>;
  search: string;
}

/** One page of a remote and the paths it serves. */
export interface RemoteRoute<Page = unknown> {
  /** react-router path pattern, case-sensitive: '/cart', '/product/:id'. */
  path: string;
  /** Further patterns that show the same page with the same props ('/customize' for '/custom'). */
  aliases?: readonly string[];
  /** Stable page name, shown to ops as data-page and used by tests. */
  page: string;
  /** Loads the page component on demand (one chunk per page). */
  load: () => Promise<Page>;
  /** Props the page gets on this path ({ category: 'women' }). */
  props?: Readonly<Record<string, string>>;
  /**
   * Same-origin addresses the page requests first when opened at `at` (its first API calls), so the
   * shell can start them together with the page's code on a first visit. Each must be the exact
   * address the page's own client requests, else the browser downloads it twice.
   */
  data?: (at: RouteLocation) => readonly string[];
  /**
   * A page with personal data (cart, checkout, account) or a one-time link: never rendered on the
   * server nor cached there; the browser renders it. Every other page of a remote with a server build
   * is rendered on the server first.
   */
  clientOnly?: boolean;
}

/**
 * How search engines and the browser's title bar know one page of a remote: declared beside the
 * remote's `paths` as a literal (`export const seo`), which @rmj/mf-config copies into the build's
 * mf-manifest.json, so the render service, the sitemap and robots.txt read it without a release of
 * this package, and the shell reads it from the loaded route list.
 */
export interface PageSeo {
  /** The canonical path ('/category/women'). */
  path: string;
  /** Other paths of the same page (the route's aliases, and paths the spec links to). */
  aliases?: readonly string[];
  /** The page's own part of the title ('Women's Jewellery'); the home page's title is whole. */
  name: string;
  /** Meta description, 50-160 characters. */
  description: string;
  /** Listed in the sitemap (a listing or an information page anyone may open). */
  listed?: boolean;
  /** Search engines should not index it (personal pages). */
  noindex?: boolean;
  /** The page's name and description on its Tamil address (/ta/…); English is used where absent. */
  ta?: { name: string; description: string };
}

/** A remote's words for search engines: its pages, and the paths crawlers are asked to leave alone. */
export interface RemoteSeo {
  pages: readonly PageSeo[];
  /** robots.txt `Disallow` lines ('/cart'; '/order-proof/' for everything below it). */
  disallow?: readonly string[];
}

/** Shape of a remote's './routes' module. */
export interface RemoteRoutesModule<Page = unknown> {
  /** The remote's pages. */
  routes: readonly RemoteRoute<Page>[];
  /**
   * The path patterns the remote owns ('/cart/*'), every route under one of them: a literal list,
   * which @rmj/mf-config writes into the build's mf-manifest.json (`readManifestDeclaration`).
   */
  paths?: readonly string[];
  /** How its pages are titled and described (a literal, copied into mf-manifest.json like `paths`). */
  seo?: RemoteSeo;
  /** Shared packages this build needs, as semver ranges ({ '@rmj/cart': '^1.0.0' }); the shell refuses an incompatible major. */
  requires: Readonly<Record<string, string>>;
  /** This build's version label (package version plus build id), for ops and the swap check. */
  version: string;
}

/** A route as the shell registers it: one entry per path or alias. */
export interface RoutePath<Page = unknown> extends Omit<RemoteRoute<Page>, 'aliases'> {
  /** Which remote serves it. */
  remote: string;
}

/** Expands a remote's list into one entry per path and alias. */
export function expandRoutes<Page>(remote: string, routes: readonly RemoteRoute<Page>[]): RoutePath<Page>[] {
  return routes.flatMap(({ aliases = [], ...route }) =>
    [route.path, ...aliases].map((path) => ({ ...route, path, remote })),
  );
}

/** True when a value has the shape of a './routes' module (checked before the shell trusts it). */
export function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (typeof value !== 'object' || value === null) return false;
  const { routes, requires, version } = value as Partial<RemoteRoutesModule>;
  return (
    Array.isArray(routes) &&
    routes.every((r) => typeof r?.path === 'string' && typeof r.page === 'string' && typeof r.load === 'function') &&
    typeof requires === 'object' &&
    requires !== null &&
    typeof version === 'string'
  );
}

/** What @rmj/mf-config writes into every app at build time (`__RMJ_BUILD__`). */
export interface BuildInfo {
  /** '<package version>+<build id>'. */
  version: string;
  /** Ranges this build needs of each shared singleton ({ '@rmj/cart': '^1.0.0' }). */
  requires: Readonly<Record<string, string>>;
  /** Versions of the shared singletons this build bundles ({ '@rmj/cart': '1.0.0' }); the shell provides these. */
  provides: Readonly<Record<string, string>>;
}

/** Major version of '1.2.3', '^1.2.0', '~1.2.0', '1.x' or '>=1.0.0 <2'; undefined for anything else. */
export function majorOf(versionOrRange: string): number | undefined {
  const match = /^(?:\^|~|>=|=)?\s*v?(\d+)(?:\.(?:\d+|x|\*))?(?:\.(?:\d+|x|\*))?/.exec(versionOrRange.trim());
  return match ? Number(match[1]) : undefined;
}

/**
 * The shared packages a remote needs in a major the host does not provide: the remote was built
 * against a breaking version of (say) the cart store and must not run on this page.
 */
export function incompatibleRequirements(
  requires: Readonly<Record<string, string>>,
  provides: Readonly<Record<string, string>>,
): { name: string; required: string; provided: string }[] {
  return Object.entries(requires)
    .filter(([name]) => provides[name] !== undefined)
    .filter(([name, range]) => majorOf(range) !== majorOf(provides[name]))
    .map(([name, required]) => ({ name, required, provided: provides[name] }));
}
