// The routes the shell knows: the lists of the remotes loaded so far, merged. A remote's list is
// loaded when a path it claims is visited (the owner first; when the owner has no page there, the
// other remotes whose patterns match the path); a path no configured pattern claims loads nothing
// and is "Page not found". Two remotes serving the same path pattern is a conflict: it is logged,
// and the remote the run-time configuration names as owner wins.
import { useSyncExternalStore } from 'react';
import { normalisePattern, type PageSeo, type RemoteName } from '@rmj/contracts';
import {
  configuredRemotes,
  IncompatibleRemoteError,
  loadRoutes,
  ownedPaths,
  prepareRetry,
  refreshConfig,
  type LoadedRemote,
  type ShellRoute,
} from '../federation/federation';
import { ownerOf } from './route-owner';

/** Where one remote's route list stands. */
export type RemoteStatus =
  { state: 'loading' } | { state: 'ready'; remote: LoadedRemote } | { state: 'failed'; incompatible: boolean };

/** A path pattern two remotes both serve, and which one is used. */
export interface RouteConflict {
  pattern: string;
  remotes: RemoteName[];
  winner: RemoteName;
}

/** What the shell renders from. */
export interface RegistrySnapshot {
  statuses: Partial<Record<RemoteName, RemoteStatus>>;
  /** Every loaded route, conflicts resolved. */
  routes: ShellRoute[];
  conflicts: RouteConflict[];
  /** The pages' titles and descriptions the loaded remotes declare. */
  pages: readonly PageSeo[];
  /** How many remotes the configuration names. */
  configured: number;
}

/** A concrete path matching a pattern ('/product/:id' → '/product/x'), to ask who owns it. */
export const samplePath = (pattern: string): string => pattern.replace(/\/:[^/]+/g, '/x').replace(/\/\*$/, '');

function merge(statuses: RegistrySnapshot['statuses']): Pick<RegistrySnapshot, 'routes' | 'conflicts' | 'pages'> {
  const byPattern = new Map<string, ShellRoute>();
  const conflicts: RouteConflict[] = [];
  const pages: PageSeo[] = [];
  // In the configuration's order, so a conflict reads the same whichever list loaded first.
  const names = [...new Set([...configuredRemotes(), ...(Object.keys(statuses) as RemoteName[])])];
  for (const name of names) {
    const status = statuses[name];
    if (status?.state !== 'ready') continue;
    pages.push(...status.remote.pages);
    for (const route of status.remote.routes) {
      const key = normalisePattern(route.path);
      const other = byPattern.get(key);
      if (!other) {
        byPattern.set(key, route);
        continue;
      }
      if (other.remote === route.remote) continue;
      const owner = ownerOf(ownedPaths(), samplePath(route.path));
      const winner = owner === route.remote ? route : other;
      byPattern.set(key, winner);
      conflicts.push({
        pattern: route.path,
        remotes: [other.remote, route.remote] as RemoteName[],
        winner: winner.remote as RemoteName,
      });
      console.error(
        `[shell] route conflict: ${route.path} is served by ${other.remote} and ${route.remote}; using ${winner.remote}`,
      );
    }
  }
  return { routes: [...byPattern.values()], conflicts, pages };
}

/**
 * The declared pages once the owner of `pathname` has answered (its route list loaded), so a title
 * is never written from a list that lacks the page; undefined while the owner's list is still coming
 * or could not be read. A path no remote claims needs no list.
 */
export function pagesKnownAt(snapshot: RegistrySnapshot, pathname: string): readonly PageSeo[] | undefined {
  const owner = ownerOf(ownedPaths(), pathname);
  if (!owner) return snapshot.pages;
  return snapshot.statuses[owner]?.state === 'ready' ? snapshot.pages : undefined;
}

/** The shell's route registry (an external store for React). */
export class RouteRegistry {
  private statuses: RegistrySnapshot['statuses'] = {};
  private snapshot: RegistrySnapshot = this.build();
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): RegistrySnapshot => this.snapshot;

  private build(): RegistrySnapshot {
    return { statuses: this.statuses, ...merge(this.statuses), configured: configuredRemotes().length };
  }

  private set(remote: RemoteName, status: RemoteStatus): void {
    this.statuses = { ...this.statuses, [remote]: status };
    this.snapshot = this.build();
    this.listeners.forEach((listener) => listener());
  }

  private load(remote: RemoteName): void {
    this.set(remote, { state: 'loading' });
    loadRoutes(remote).then(
      (loaded) => this.set(remote, { state: 'ready', remote: loaded }),
      (error: unknown) => {
        console.error(`[shell] ${remote} could not be loaded`, error);
        this.set(remote, { state: 'failed', incompatible: error instanceof IncompatibleRemoteError });
      },
    );
  }

  /** Loads the route list of `remote` unless it is loaded, loading or failed. */
  ensure(remote: RemoteName): void {
    if (!this.statuses[remote]) this.load(remote);
  }

  /**
   * Loads the route lists of `remotes` and resolves once none is loading (ready or failed): the server
   * renders, and the browser hydrates, only once the page's routes are known.
   */
  settle(remotes: readonly RemoteName[]): Promise<void> {
    this.ensureEach(remotes);
    const done = () => remotes.every((remote) => this.statuses[remote]?.state !== 'loading');
    if (done()) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = this.subscribe(() => {
        if (!done()) return;
        stop();
        resolve();
      });
    });
  }

  /** Asks each of `remotes` for its routes (the remotes claiming a path the owner has no page at). */
  ensureEach(remotes: readonly RemoteName[]): void {
    remotes.forEach((remote) => this.ensure(remote));
  }

  /** Retry after a failure: re-reads the configuration, re-registers the remote (or all, without one), loads again. */
  retry(remote: RemoteName | undefined): void {
    if (remote) this.set(remote, { state: 'loading' });
    const again = remote ? () => this.load(remote) : () => this.reset();
    (remote ? prepareRetry(remote) : refreshConfig()).catch(() => undefined).finally(again);
  }

  private reset(): void {
    this.statuses = {};
    this.snapshot = this.build();
    this.listeners.forEach((listener) => listener());
  }
}

/** The registry's current snapshot, re-rendering on change. */
export function useRegistrySnapshot(registry: RouteRegistry): RegistrySnapshot {
  // The same snapshot on the server and while hydrating: the routes were settled before either rendered.
  return useSyncExternalStore(registry.subscribe, registry.getSnapshot, registry.getSnapshot);
}
