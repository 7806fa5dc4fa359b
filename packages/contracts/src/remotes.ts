// The shop's remotes, the paths they claim and where the runtime configuration is served: plain
// values and functions without zod, so the shell's entry can import them without bringing the
// schemas of ./runtime-config (which re-exports everything here) into its start-up files.
import { withoutTrailingSlashes } from './text-shapes';

/**
 * A remote's container name as registered with Module Federation: `mfe_` and a lower-case name.
 * The shell takes whichever remotes the runtime configuration names, so a new remote is added by
 * its build, its manifest and a configuration entry, without rebuilding the shell.
 */
export type RemoteName = `mfe_${string}`;
/** What a remote's name must look like (its folder is the name with `-` for the first `_`: mfe-admin). */
export const REMOTE_NAME_PATTERN = /^mfe_[a-z][a-z0-9_]{0,30}$/;
/** True for a string that can name a remote. */
export const isRemoteName = (value: unknown): value is RemoteName =>
  typeof value === 'string' && REMOTE_NAME_PATTERN.test(value);
/** The storefront's four remotes: the default configuration, which every shop page needs. */
export const REMOTE_NAMES = [
  'mfe_catalog',
  'mfe_product',
  'mfe_cart',
  'mfe_account',
] as const satisfies readonly RemoteName[];
/** The back office (`/admin/*`): a remote added to the shop by configuration. */
export const ADMIN_REMOTE = 'mfe_admin' satisfies RemoteName;
/** Every remote this repository builds: the storefront's four and the back office (the stacks serve them all). */
export const SHOP_REMOTE_NAMES = [...REMOTE_NAMES, ADMIN_REMOTE] as const;

/** The same pattern with its parameter names blanked, so '/p/:id' and '/p/:slug' count as one. */
export function normalisePattern(pattern: string): string {
  return withoutTrailingSlashes(pattern.replace(/\/:[^/]+/g, '/:')) || '/';
}

/** Every pattern claimed by more than one remote: the one way a route conflict is found. */
export function findPathConflicts(
  claims: Partial<Record<string, readonly string[]>>,
): { pattern: string; remotes: string[] }[] {
  const owners = new Map<string, string[]>();
  for (const [remote, patterns] of Object.entries(claims)) {
    for (const pattern of new Set((patterns ?? []).map(normalisePattern))) {
      owners.set(pattern, [...(owners.get(pattern) ?? []), remote]);
    }
  }
  return [...owners].filter(([, remotes]) => remotes.length > 1).map(([pattern, remotes]) => ({ pattern, remotes }));
}

/** The file name of a remote's manifest, which the runtime configuration names (written by @rmj/mf-config). */
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';
/** The file name of a remote's container (its browser build's `remoteEntry.js`, beside its manifest). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The URL of the container beside the manifest at `manifestUrl` (same folder, `REMOTE_ENTRY_FILE`), or
 * undefined when that URL does not name a `REMOTE_MANIFEST_FILE`. A browser loads a remote from here
 * without reading its manifest first; the servers keep reading the manifest (paths, server build, SEO).
 */
export function remoteEntryBeside(manifestUrl: string): string | undefined {
  const suffix = `/${REMOTE_MANIFEST_FILE}`;
  return manifestUrl.endsWith(suffix)
    ? `${manifestUrl.slice(0, -REMOTE_MANIFEST_FILE.length)}${REMOTE_ENTRY_FILE}`
    : undefined;
}

/** Where the gateway serves the shop's API: the prefix of every call the browser makes to the services. */
export const API_BASE = '/api';

/** Where the gateway serves the runtime configuration. */
export const RUNTIME_CONFIG_PATH = '/config/runtime.json';

/**
 * The response header with which a server says that the document it serves at RUNTIME_CONFIG_PATH
 * passed `runtimeConfigSchema` (the gateway refuses to serve any other). A browser may then use the
 * document as it is, without loading the schema before its first render; a document without the
 * header (another server, a proxy that dropped it) is checked in the browser as before.
 */
export const RUNTIME_CONFIG_CHECKED_HEADER = 'X-Rmj-Config-Checked';
/**
 * The header's value: the shape that was checked. Changed with any change of `runtimeConfigSchema`
 * that the previous schema would have let through, so a page does not trust an older server's check.
 */
export const RUNTIME_CONFIG_CHECKED_AS = 'runtime-config-1';
