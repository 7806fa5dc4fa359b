// Starts loading, before React and the shell's chrome are ready, what the page at `location`
// needs: its owner's route list, then the matching page's code and the first data it asks for (the
// route's `data` addresses, fetched through <link rel="preload"> so the page's own request is
// answered from that download). Only the router (a shared module) is waited for, not React DOM, so
// the page's downloads overlap the shell's.
import { matchRoutes } from '@rmj/router';
import { isStaffPath, pathWithoutShopLanguage, shopLanguageOfPath, type RouteLocation } from '@rmj/contracts';
import { loadRoutes, ownedPaths, type ShellRoute } from '../federation/federation';
import { ownerOf } from '../routing/route-owner';

/** What warmUp reads of `window.location`. */
export type PageLocation = Pick<Location, 'pathname' | 'search'>;

/** A same-origin path ('/api/…'), never another host ('//x', 'https://x') or anything not a string. */
const sameOriginPath = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

/** Adds a fetch preload per address the page will request (credentials and mode as the page's fetch()). */
export function preloadData(route: ShellRoute, at: RouteLocation, doc: Document = document): void {
  let urls: readonly unknown[] = [];
  try {
    // Another team's code: whatever it returns, only an array of same-origin paths is used.
    const named: unknown = route.data?.(at) ?? [];
    urls = Array.isArray(named) ? named : [];
  } catch (error) {
    console.warn(`[shell] ${route.remote} ${route.page}: its data addresses could not be read`, error);
  }
  for (const url of urls.filter(sameOriginPath)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.crossOrigin = 'anonymous';
    link.href = url;
    doc.head.appendChild(link);
  }
}

/** Loads the route list of the remote owning the page, its data and its module; never throws. */
export async function warmUp(location: PageLocation, { data = true } = {}): Promise<void> {
  const { search } = location;
  // Routes are declared without the language prefix (/ta/cart is /cart); the address rules come from the
  // contracts (bundled), not @rmj/i18n, whose shared module this early start does not wait for.
  const pathname = pathWithoutShopLanguage(location.pathname);
  // The back office is English only: /ta/admin is not found, and its code is never loaded.
  if (shopLanguageOfPath(location.pathname) !== 'en' && isStaffPath(pathname)) return;
  const owner = ownerOf(ownedPaths(), pathname);
  if (!owner) return;
  try {
    const { routes } = await loadRoutes(owner);
    const match = matchRoutes(
      routes.map((route, index) => ({ path: route.path, caseSensitive: true, handle: index })),
      pathname,
    )?.[0];
    if (!match) return;
    const route = routes[match.route.handle as number];
    if (data) preloadData(route, { params: match.params, search });
    await route.load();
  } catch {
    // The page region reports a failed load when it renders (the registry asks again).
  }
}
