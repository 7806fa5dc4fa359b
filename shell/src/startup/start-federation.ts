// The first step of start-up, run by the entry itself (no shared module needed): read the run-time
// configuration and register the remotes. Once per page; the entry (to warm up the page's remote)
// and the app (to render) wait for the same promise.
import type { RuntimeConfig } from '@rmj/contracts';
import { loadRuntimeConfig } from '../config/runtime-config';
import { buildInfo } from '../build-info';
import { containerBesideManifest, initFederation } from '../federation/federation';

let started: Promise<RuntimeConfig> | undefined;

/** Reads the run-time configuration and starts the federation runtime with it (the first call does). */
export function startFederation(): Promise<RuntimeConfig> {
  started ??= loadRuntimeConfig().then((config) => {
    // A browser loads each remote's container directly (the server's runtime reads the manifests).
    initFederation(config, () => loadRuntimeConfig(), buildInfo.provides, containerBesideManifest);
    return config;
  });
  return started;
}
