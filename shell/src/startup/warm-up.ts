// Starts loading, before React and the shell's chrome are ready, what the page at `pathname`
// needs: its owner's route list and then the matching page's code. Only the router (a small shared
// chunk) is waited for, not React DOM, so the page's downloads overlap the shell's.
import { matchRoutes } from '@rmj/router';
import { loadRoutes, ownedPaths } from '../federation/federation';
import { ownerOf } from '../routing/route-owner';

/** Loads the route list of the remote owning `pathname` and the matching page's module; never throws. */
export async function warmUp(pathname: string): Promise<void> {
  const owner = ownerOf(ownedPaths(), pathname);
  if (!owner) return;
  try {
    const { routes } = await loadRoutes(owner);
    const match = matchRoutes(routes.map((route, index) => ({ path: route.path, caseSensitive: true, handle: index })), pathname);
    const index = match?.[0]?.route.handle as number | undefined;
    if (index !== undefined) await routes[index].load();
  } catch {
    // The page region reports a failed load when it renders (the registry asks again).
  }
}
