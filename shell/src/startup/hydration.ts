// Hydrating a server-rendered page: the state the server rendered with, and the page's routes and
// code loaded before React's first render, as the server had them.
import { matchRoutes } from '@rmj/router';
import { isStaffPath, SSR_STATE_ELEMENT_ID } from '@rmj/contracts';
import { langOfPath, pathWithoutLang } from '@rmj/i18n';
import { ownedPaths } from '../federation/federation';
import { preloadPage } from '../federation/remote-page';
import type { RouteRegistry } from '../routing/route-registry';
import { ownerOf } from '../routing/route-owner';

/** The store state a server-rendered page carries, or undefined for a page the browser renders. */
export function readServerState(doc: Document): Record<string, unknown> | undefined {
  const element = doc.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const state: unknown = JSON.parse(element.textContent);
    return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads what the server had when it rendered `location`: the owner's route list and the page's code.
 * False when that failed (the remote is down now): the page is then rendered afresh, not hydrated.
 */
export async function prepareHydration(
  registry: RouteRegistry,
  location: Pick<Location, 'pathname'>,
): Promise<boolean> {
  // Routes are declared without the language prefix (/ta/cart is the route /cart).
  const pathname = pathWithoutLang(location.pathname);
  if (langOfPath(location.pathname) !== 'en' && isStaffPath(pathname)) return true;
  const owner = ownerOf(ownedPaths(), pathname);
  if (!owner) return true;
  await registry.settle([owner]);
  const snapshot = registry.getSnapshot();
  if (snapshot.statuses[owner]?.state !== 'ready') return false;
  const match = matchRoutes(
    snapshot.routes.map((route, index) => ({ path: route.path, caseSensitive: true, handle: index })),
    pathname,
  )?.[0];
  if (!match) return true;
  try {
    await preloadPage(snapshot.routes[match.route.handle as number]);
    return true;
  } catch {
    return false;
  }
}
