// The shell's side of Module Federation: remotes are registered at run time from
// /config/runtime.json, never from the build. Each remote's './routes' module (its pages and
// their paths) is loaded when a path it owns is visited, checked for shape and for the shared
// versions it needs, and cached.
import type { ComponentType } from 'react';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  expandRoutes,
  incompatibleRequirements,
  isRemoteName,
  isRemoteRoutesModule,
  remoteEntryBeside,
  type PageSeo,
  type RemoteName,
  type RoutePath,
  type RuntimeConfig,
} from '@rmj/contracts';
import { buildInfo } from '../build-info';
import { errorLoadRemotePlugin } from './error-load-remote-plugin';

/** A remote page as the shell renders it. */
export type PageComponent = ComponentType<Record<string, unknown>>;
/** One path of a remote, ready to register. */
export type ShellRoute = RoutePath<PageComponent>;

/** A remote whose route list was loaded and accepted. */
export interface LoadedRemote {
  name: RemoteName;
  /** The remote build's version label. */
  version: string;
  routes: ShellRoute[];
  /** Its pages' titles and descriptions, as it declares them beside its paths. */
  pages: readonly PageSeo[];
}

/** The remote needs another major of a shared package than this page provides (a breaking change). */
export class IncompatibleRemoteError extends Error {
  constructor(remote: string, problems: { name: string; required: string; provided: string }[]) {
    super(`${remote} needs ${problems.map((p) => `${p.name} ${p.required} (this page has ${p.provided})`).join(', ')}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/** What a remote is registered by, from the manifest URL the configuration gives. */
export type EntryOf = (manifestUrl: string) => string;

/**
 * A browser's entry of a remote: its container beside the manifest. The browser needs nothing else
 * from the manifest (the route list carries the paths and versions), so it skips that request and the
 * shell's entry carries no code to read manifests. A URL of a container itself (`….js`) is used as it
 * is; any other URL that names no mf-manifest.json is registered as it is, which this page's runtime
 * cannot load: that remote's regions show their fallback (and a warning says why).
 */
export const containerBesideManifest: EntryOf = (manifestUrl) => {
  const container = remoteEntryBeside(manifestUrl) ?? (/\.js(\?|$)/.test(manifestUrl) ? manifestUrl : undefined);
  if (container) return container;
  console.warn(`[shell] ${manifestUrl} does not name a remote's mf-manifest.json: its container cannot be found`);
  return manifestUrl;
};

interface FederationState {
  remotes: RuntimeConfig['remotes'];
  entryOf: EntryOf;
  reloadConfig: () => Promise<RuntimeConfig>;
  failed: Set<string>;
  loaded: Map<RemoteName, Promise<LoadedRemote>>;
  provides: Readonly<Record<string, string>>;
}

let state: FederationState | undefined;

let attempts = 0;

/**
 * The container's address for a fresh attempt after a failure: marked (`rmj-retry=N`, which the static
 * server ignores and webpack's public path drops), since a server-rendered page preloads the container
 * and the browser may answer the same address again with that failed preload.
 */
function afresh(url: string): string {
  attempts += 1;
  const [path, hash = ''] = url.split('#', 2);
  return `${path}${path.includes('?') ? '&' : '?'}rmj-retry=${attempts}${hash ? `#${hash}` : ''}`;
}

function register(remotes: RuntimeConfig['remotes'], force: boolean, fresh = false): void {
  const { entryOf } = requireState();
  const list = Object.entries(remotes).map(([name, remote]) => {
    const entry = entryOf(remote?.entry as string);
    return { name, entry: fresh ? afresh(entry) : entry };
  });
  if (list.length > 0) registerRemotes(list, { force });
}

/**
 * Starts the federation runtime with the remotes of the run-time configuration. Call once, before
 * rendering. `provides` is what this page bundles of the shared singletons (tests pass their own);
 * `entryOf`, what each remote is registered by: its manifest (the server) unless told otherwise.
 */
export function initFederation(
  config: RuntimeConfig,
  reloadConfig: () => Promise<RuntimeConfig>,
  provides: Readonly<Record<string, string>> = buildInfo.provides,
  entryOf: EntryOf = (manifestUrl) => manifestUrl,
): void {
  const failed = new Set<string>();
  state = { remotes: { ...config.remotes }, entryOf, reloadConfig, failed, loaded: new Map(), provides };
  init({
    name: 'shell',
    remotes: [],
    // An offline remote must not block start-up: use the shared modules already loaded.
    shareStrategy: 'loaded-first',
    plugins: [
      errorLoadRemotePlugin(
        () => configuredRemotes(),
        (remote) => remote && failed.add(remote),
      ),
    ],
  });
  register(config.remotes, false);
}

function requireState(): FederationState {
  if (!state) throw new Error('Module Federation is not initialised (initFederation was not called).');
  return state;
}

/** Path patterns each configured remote owns (from the run-time configuration). */
export function ownedPaths(): Partial<Record<RemoteName, readonly string[]>> {
  return Object.fromEntries(
    Object.entries(requireState().remotes).map(([name, remote]) => [name, remote?.paths ?? []]),
  );
}

/**
 * The remotes the configuration names, whichever they are: a remote is added to the shop by its
 * build, its manifest and a configuration entry, never by rebuilding the shell.
 */
export function configuredRemotes(): RemoteName[] {
  const { remotes } = requireState();
  return Object.keys(remotes).filter((name): name is RemoteName => isRemoteName(name) && Boolean(remotes[name]));
}

async function fetchRoutes(current: FederationState, remote: RemoteName): Promise<LoadedRemote> {
  if (!current.remotes[remote]) throw new Error(`No address is configured for ${remote}.`);
  const module = await loadRemote<unknown>(`${remote}/routes`);
  if (!isRemoteRoutesModule(module)) throw new Error(`${remote}/routes is not a route list.`);
  const problems = incompatibleRequirements(module.requires, current.provides);
  if (problems.length > 0) throw new IncompatibleRemoteError(remote, problems);
  return {
    name: remote,
    version: module.version,
    routes: expandRoutes(remote, module.routes) as ShellRoute[],
    pages: module.seo?.pages ?? [],
  };
}

/** Loads (once) the route list of `remote`; a failed load is forgotten so the next call tries again. */
export function loadRoutes(remote: RemoteName): Promise<LoadedRemote> {
  const current = requireState();
  const cached = current.loaded.get(remote);
  if (cached) return cached;
  const loading = fetchRoutes(current, remote);
  current.loaded.set(remote, loading);
  loading.catch((error: unknown) => {
    if (current.loaded.get(remote) === loading) current.loaded.delete(remote);
    // The runtime cached this build's container: a Retry must load it (and a manifest) afresh.
    if (error instanceof IncompatibleRemoteError) current.failed.add(remote);
  });
  return loading;
}

/**
 * Re-reads the run-time configuration: remotes it newly names are registered; a remote whose
 * manifest moved is registered again with `force` (this page keeps what it already loaded from the
 * old address, so nothing on screen breaks).
 */
export async function refreshConfig(): Promise<void> {
  const current = requireState();
  const fresh = await current.reloadConfig().catch(() => undefined);
  if (!fresh) return;
  for (const name of Object.keys(fresh.remotes).filter(isRemoteName)) {
    const before = current.remotes[name]?.entry;
    const now = fresh.remotes[name];
    if (!now) continue;
    current.remotes[name] = now;
    if (!before) register({ [name]: now }, false);
    else if (now.entry !== before) {
      current.loaded.delete(name);
      register({ [name]: now }, true);
    }
  }
}

/**
 * Forgets what was loaded of `remote` and registers it again with `force`: a new build was deployed at
 * the same address (the server notices from its manifest; a browser page never needs it).
 */
export function reloadRemote(remote: RemoteName): void {
  const current = requireState();
  const entry = current.remotes[remote];
  current.loaded.delete(remote);
  if (entry) register({ [remote]: entry }, true);
}

/**
 * Prepares a fresh attempt after a failure: the run-time configuration is read again, and a
 * remote whose load failed (or was incompatible) is registered again with `force` under a fresh
 * address (afresh), which clears the runtime's cached container (and manifest, on the server), so a
 * fixed deployment is picked up.
 */
export async function prepareRetry(remote: RemoteName): Promise<void> {
  const current = requireState();
  current.loaded.delete(remote);
  const before = current.remotes[remote]?.entry;
  await refreshConfig();
  const now = current.remotes[remote];
  if (now && now.entry === before && current.failed.delete(remote)) register({ [remote]: now }, true, true);
}
