// What the server needs from a remote's mf-manifest.json: whether it has a server build (a remote
// without one, such as the account pages, is rendered by the browser), and the style sheets of its
// pages, linked in the page's <head> so it paints styled, and the scripts the browser's hydration
// asks for first (the container and its route list), which the rendered page asks for early. Read through
// the origin the server reaches; kept a few seconds, so a redeployed remote is seen at once.
import { remoteEntryBeside, type SsrScripts } from '@rmj/contracts';

const KEEP_MS = 5_000;
/** The module every remote exposes with its pages and paths (what the shell loads first). */
const ROUTES_EXPOSE = /^(\.\/)?routes$/;

interface ManifestAssets {
  css?: { sync?: string[]; async?: string[] };
  js?: { sync?: string[] };
}
interface Manifest {
  metaData?: { ssrRemoteEntry?: { name?: string } };
  exposes?: { name?: string; path?: string; assets?: ManifestAssets }[];
}

/** What a remote's manifest says about rendering its pages on the server. */
export interface RemoteServerInfo {
  serverEntry: boolean;
  /** Style sheet URLs as the browser reaches them (paths when the manifest URL is a path). */
  styles: string[];
  /**
   * The container as the browser registers it (beside the manifest) and the files of its route list,
   * as the browser reaches them; undefined when the manifest's address names no manifest file.
   */
  scripts?: SsrScripts;
  /** Tells builds apart: a remote redeployed at the same address has a new manifest. */
  build: string;
}

const cache = new Map<string, { at: number; info: Promise<RemoteServerInfo | undefined> }>();

/** The manifest-relative file `file` as the browser reaches it from the manifest at `entry`. */
export function browserUrl(file: string, entry: string): string {
  const absolute = new URL(file, new URL(entry, 'http://shop.invalid'));
  return absolute.origin === 'http://shop.invalid' ? absolute.pathname : absolute.href;
}

async function read(entry: string, origin: string): Promise<RemoteServerInfo | undefined> {
  try {
    const response = await fetch(new URL(entry, origin), { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) return undefined;
    const text = await response.text();
    const manifest = JSON.parse(text) as Manifest;
    const files = new Set<string>();
    for (const expose of manifest.exposes ?? []) {
      for (const file of [...(expose.assets?.css?.sync ?? []), ...(expose.assets?.css?.async ?? [])]) files.add(file);
    }
    const container = remoteEntryBeside(entry);
    const routes = manifest.exposes?.find((expose) => ROUTES_EXPOSE.test(expose.name ?? expose.path ?? ''));
    return {
      serverEntry: Boolean(manifest.metaData?.ssrRemoteEntry?.name),
      styles: [...files].map((file) => browserUrl(file, entry)),
      scripts: container
        ? {
            container: browserUrl(container, entry),
            routes: (routes?.assets?.js?.sync ?? []).map((file) => browserUrl(file, entry)),
          }
        : undefined,
      build: text,
    };
  } catch {
    return undefined;
  }
}

/** The server-side facts of the remote whose manifest is at `entry` (undefined when it cannot be read). */
export function remoteServerInfo(entry: string, origin: string): Promise<RemoteServerInfo | undefined> {
  const key = `${origin} ${entry}`;
  const known = cache.get(key);
  if (known && Date.now() - known.at < KEEP_MS) return known.info;
  const info = read(entry, origin);
  cache.set(key, { at: Date.now(), info });
  return info;
}
