// The render service is a Module Federation host on Node: it loads the shell's server container
// (named in the shell's mf-manifest.json as `metaData.ssrRemoteEntry`) over HTTP with the federation
// runtime, and asks its `./ssr` module for pages. The shell's server code then loads the remotes'
// server containers the same way, so neither the shell nor a remote is built into this service:
// each is replaced by deploying it.
import { createHash } from 'node:crypto';
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import { SHELL_CONTAINER, SHELL_SSR_MODULE, type SsrModule } from '@rmj/contracts';

let host: { manifestUrl: string; serverEntry: string; instance: ModuleFederation } | undefined;
let loaded: { manifestUrl: string; module: Promise<SsrModule> } | undefined;

function isSsrModule(value: unknown): value is SsrModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SsrModule).render === 'function' &&
    typeof (value as SsrModule).version === 'string'
  );
}

/**
 * The shell's server container, as its manifest names it (`metaData.ssrRemoteEntry`), made absolute
 * against the manifest's own URL: the shell's browser build is served from `/`, so the runtime cannot
 * resolve its public path on a server.
 */
export async function shellServerEntry(manifestUrl: string): Promise<string> {
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(3_000) });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}.`);
  const text = await response.text();
  const manifest = JSON.parse(text) as { metaData?: { ssrRemoteEntry?: { path?: string; name?: string } } };
  const entry = manifest.metaData?.ssrRemoteEntry;
  if (!entry?.name) throw new Error(`${manifestUrl} names no server build (metaData.ssrRemoteEntry).`);
  const url = new URL([entry.path, entry.name].filter(Boolean).join('/'), manifestUrl);
  // The container's file keeps its name from build to build: the manifest's digest tells builds apart,
  // so the runtime never answers a new release with the container it loaded before.
  url.searchParams.set('build', createHash('sha256').update(text).digest('hex').slice(0, 16));
  return url.href;
}

function hostFor(manifestUrl: string, serverEntry: string): ModuleFederation {
  if (host?.manifestUrl === manifestUrl && host.serverEntry === serverEntry) return host.instance;
  if (host) {
    // The loaded container stays on globalThis under its name; the runtime would answer with it again.
    delete (globalThis as Record<string, unknown>)[SHELL_CONTAINER];
    host.instance.registerRemotes([{ name: SHELL_CONTAINER, entry: serverEntry, type: 'commonjs-module' }], {
      force: true,
    });
    host = { manifestUrl, serverEntry, instance: host.instance };
    return host.instance;
  }
  const instance = createInstance({
    name: 'rmj_render',
    remotes: [{ name: SHELL_CONTAINER, entry: serverEntry, type: 'commonjs-module' }],
    // The render service shares nothing: the shell's container provides React and the rest to the remotes.
    shared: {},
  });
  host = { manifestUrl, serverEntry, instance };
  return instance;
}

/** The shell's `./ssr` module from the shell build whose manifest is at `shellManifestUrl` (loaded once). */
export function loadShellSsr(shellManifestUrl: string): Promise<SsrModule> {
  // One load at a time: pages asked for while the shell loads wait for that same load.
  if (loaded?.manifestUrl === shellManifestUrl) return loaded.module;
  const loading = shellServerEntry(shellManifestUrl)
    .then((serverEntry) => hostFor(shellManifestUrl, serverEntry).loadRemote<unknown>(SHELL_SSR_MODULE))
    .then((module) => {
      if (!isSsrModule(module)) throw new Error(`${SHELL_SSR_MODULE} is not the shell's server module.`);
      return module;
    });
  loaded = { manifestUrl: shellManifestUrl, module: loading };
  // A failed load is forgotten, so the next page tries again (the shell may be deploying).
  loading.catch(() => {
    if (loaded?.module === loading) loaded = undefined;
  });
  return loading;
}

/**
 * Forgets the loaded shell: the next page loads the shell's server container afresh (after the shell
 * was redeployed: its index.html changed).
 */
export function reloadShellSsr(): void {
  if (host) {
    host.instance.registerRemotes([{ name: SHELL_CONTAINER, entry: host.serverEntry, type: 'commonjs-module' }], {
      force: true,
    });
  }
  loaded = undefined;
}
