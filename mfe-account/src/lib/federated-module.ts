// Modules other remotes expose (a widget such as mfe-cart's order actions), loaded at run time
// through Module Federation with the registration the shell made from the run-time configuration:
// this remote never learns another one's address. Each build bundles its own copy of the runtime's
// entry points, whose plain `loadRemote` speaks for this remote's own container (which registers no
// remotes), so the load goes through the federation instance that registered the owning remote,
// the shell's. Tests fill the seam with `setModuleLoader` (the real runtime has no shell in Jest).
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';

/** Loads a federated module by its id ('mfe_cart/order-actions'). */
export type ModuleLoader = (id: string) => Promise<unknown>;

const fromShop: ModuleLoader = async (id) => {
  const remote = id.slice(0, id.indexOf('/'));
  const registered = getInstance((instance) => instance.options.remotes.some((entry) => entry.name === remote));
  // No instance knows the remote (this remote's standalone dev view): the runtime says why it failed.
  return registered ? registered.loadRemote(id) : loadRemote(id);
};

let loader: ModuleLoader = fromShop;
const loaded = new Map<string, Promise<unknown>>();

/**
 * The module `id` exposes, as `accept` takes it (which throws when the module is not what the
 * contract declares): one promise per id, failed or not, so React can suspend on it (`use`) and a
 * retried render sees the same failure. `forgetFederatedModule` lets the next attempt load afresh.
 */
export function loadFederatedModule<T>(id: string, accept: (module: unknown) => T): Promise<T> {
  const cached = loaded.get(id) as Promise<T> | undefined;
  if (cached) return cached;
  const loading = loader(id).then(accept);
  loaded.set(id, loading);
  return loading;
}

/** Forgets a failed load of `id`, so the next render asks the runtime again. */
export function forgetFederatedModule(id: string): void {
  loaded.delete(id);
}

/** Replaces the loader (tests) and forgets what was loaded; without an argument, the shop's runtime again. */
export function setModuleLoader(next?: ModuleLoader): void {
  loader = next ?? fromShop;
  loaded.clear();
}
