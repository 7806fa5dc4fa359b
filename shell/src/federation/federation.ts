// The shell's side of Module Federation: remotes are registered at run time from
// /config/runtime.json, never from the build, and each remote's './pages' module is loaded on demand.
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '../config/runtime-config';
import { errorLoadRemotePlugin } from './error-load-remote-plugin';

/** A remote's './pages' module: named page components. */
export type PagesModule = Record<string, unknown>;

interface FederationState {
  remotes: RuntimeConfig['remotes'];
  reloadConfig: () => Promise<RuntimeConfig>;
  failed: Set<string>;
  pages: Map<RemoteName, Promise<PagesModule>>;
}

let state: FederationState | undefined;

function register(remotes: RuntimeConfig['remotes'], force: boolean): void {
  const list = Object.entries(remotes).map(([name, entry]) => ({ name, entry: entry as string }));
  if (list.length > 0) registerRemotes(list, { force });
}

/** Starts the federation runtime with the remotes of the run-time configuration. Call once, before rendering. */
export function initFederation(config: RuntimeConfig, reloadConfig: () => Promise<RuntimeConfig>): void {
  const failed = new Set<string>();
  state = { remotes: { ...config.remotes }, reloadConfig, failed, pages: new Map() };
  init({
    name: 'shell',
    remotes: [],
    // An offline remote must not block start-up: use the shared modules already loaded.
    shareStrategy: 'loaded-first',
    plugins: [errorLoadRemotePlugin(REMOTE_NAMES, (remote) => remote && failed.add(remote))],
  });
  register(config.remotes, false);
}

function requireState(): FederationState {
  if (!state) throw new Error('Module Federation is not initialised (initFederation was not called).');
  return state;
}

/** Loads (once) the './pages' module of `remote`; a failed load is forgotten so the next call tries again. */
export function loadPages(remote: RemoteName): Promise<PagesModule> {
  const current = requireState();
  const cached = current.pages.get(remote);
  if (cached) return cached;
  const loading = (async () => {
    if (!current.remotes[remote]) throw new Error(`No address is configured for ${remote}.`);
    const module = await loadRemote<PagesModule>(`${remote}/pages`);
    if (!module) throw new Error(`${remote}/pages is empty.`);
    return module;
  })();
  current.pages.set(remote, loading);
  loading.catch(() => {
    if (current.pages.get(remote) === loading) current.pages.delete(remote);
  });
  return loading;
}

/**
 * Prepares a fresh attempt after a failure: a remote without an address re-reads the run-time
 * configuration; a remote whose load failed is registered again with `force`, which clears the
 * runtime's cached manifest and container for it.
 */
export async function prepareRetry(remote: RemoteName): Promise<void> {
  const current = requireState();
  current.pages.delete(remote);
  if (!current.remotes[remote]) {
    const fresh = await current.reloadConfig();
    const added = Object.fromEntries(
      Object.entries(fresh.remotes).filter(([name]) => !current.remotes[name as RemoteName]),
    ) as RuntimeConfig['remotes'];
    Object.assign(current.remotes, added);
    register(added, false);
    return;
  }
  if (current.failed.delete(remote)) register({ [remote]: current.remotes[remote] }, true);
}
