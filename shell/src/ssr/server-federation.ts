// The federation runtime on the server: the same registration code as the browser's, from the same
// runtime configuration, with each relative manifest URL resolved against the origin the server can
// reach (the gateway, or the static shell's service). A configuration whose remote moved is
// registered again (`refreshConfig`), so a remote swapped at run time is swapped here too.
import type { RemoteName, RuntimeConfig } from '@rmj/contracts';
import { initFederation, refreshConfig, reloadRemote } from '../federation/federation';

let current: { key: string; config: RuntimeConfig } | undefined;

/** The configuration with every relative manifest URL made absolute against `origin`. */
export function absoluteConfig(config: RuntimeConfig, origin: string): RuntimeConfig {
  const remotes = Object.fromEntries(
    Object.entries(config.remotes).map(([name, remote]) => [
      name,
      remote ? { ...remote, entry: new URL(remote.entry, origin).href } : remote,
    ]),
  );
  return { ...config, remotes };
}

/** Starts (first call) or updates the server's federation runtime with this configuration. */
export async function applyServerConfig(config: RuntimeConfig, origin: string): Promise<void> {
  const absolute = absoluteConfig(config, origin);
  const key = JSON.stringify(absolute.remotes);
  if (!current) {
    current = { key, config: absolute };
    initFederation(absolute, () => Promise.resolve(current?.config ?? absolute));
    return;
  }
  if (current.key === key) return;
  current = { key, config: absolute };
  await refreshConfig();
}

const builds = new Map<RemoteName, string>();

/**
 * Notes which build of `remote` its manifest describes now; a different one than before (redeployed
 * at the same address) is loaded afresh, so the server never renders with a release that is gone.
 */
export function noteRemoteBuild(remote: RemoteName, build: string): void {
  const before = builds.get(remote);
  builds.set(remote, build);
  if (before !== undefined && before !== build) reloadRemote(remote);
}
