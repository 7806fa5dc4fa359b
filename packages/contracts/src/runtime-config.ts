/**
 * Runtime configuration of the shell, served by the gateway at GET /config/runtime.json (a
 * ConfigMap in Kubernetes). It tells the shell where each remote's mf-manifest.json lives and
 * which paths each remote serves, so moving a remote, or giving it a new path, is a
 * configuration change and never a rebuild of the shell.
 */
// zod/mini: the shell parses this on every page load, so it stays a few kilobytes.
import * as z from 'zod/mini';
import { withoutTrailingSlashes } from './text-shapes';

/** The four remote container names, as registered with Module Federation. */
export const REMOTE_NAMES = ['mfe_catalog', 'mfe_product', 'mfe_cart', 'mfe_account'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** A manifest URL: absolute http(s) or a path on the shell's own origin. */
export const manifestUrlSchema = z.string().check(
  z.refine((value) => /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+(\/\S*)?$/.test(value), {
    message: 'must be an absolute http(s) URL or a path starting with /',
  }),
);

/**
 * A path a remote serves, as a react-router pattern: '/cart' (that path only), '/category/*' (the
 * prefix and everything below it), '/product/:id'. Matching is case-sensitive.
 */
export const pathPatternSchema = z.string().check(
  z.regex(/^\/(?:[A-Za-z0-9._~!$&'()+,;=@:-]+(?:\/[A-Za-z0-9._~!$&'()+,;=@:-]+)*(?:\/\*)?|\*)?$/, {
    message: "must be a path pattern such as '/cart', '/product/:id' or '/category/*'",
  }),
);

/** Where one remote lives and which paths it serves. */
export const remoteEntrySchema = z.strictObject({
  /** URL of the remote's mf-manifest.json. */
  entry: manifestUrlSchema,
  /** Path patterns the remote owns; the most specific pattern across all remotes wins. */
  paths: z.array(pathPatternSchema).check(z.minLength(1, 'must list at least one path')),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

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

export const runtimeConfigSchema = z
  .strictObject({
    /** Each configured remote: manifest URL and owned paths. A remote left out shows its fallback. */
    remotes: z.partialRecord(remoteNameSchema, remoteEntrySchema),
    /** Seller's phone for the floating chat button: digits only, with country code (10-15 digits). */
    chatPhone: z.string().check(z.regex(/^\d{10,15}$/, 'must be 10-15 digits with the country code, no + or spaces')),
  })
  .check((ctx) => {
    const claims = Object.fromEntries(
      Object.entries(ctx.value.remotes).map(([name, remote]) => [name, remote?.paths ?? []]),
    );
    for (const { pattern, remotes } of findPathConflicts(claims)) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['remotes'],
        message: `path ${pattern} is claimed by ${remotes.join(' and ')}`,
      });
    }
  });

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * The paths each remote serves in the embedded default and the Kubernetes ConfigMap. A remote may
 * add routes under these without any change here; a route under a new top-level path still works
 * (the shell asks every remote before it shows "Page not found") and is added here for speed.
 */
export const DEFAULT_REMOTE_PATHS: Record<RemoteName, readonly string[]> = {
  mfe_catalog: [
    '/',
    '/vel-kada',
    '/contact',
    '/search',
    '/category/*',
    '/womens',
    '/mens',
    '/womens-rings',
    '/custom/*',
    '/all-products',
    '/all-procuct',
  ],
  mfe_product: ['/product/*', '/custom', '/customize'],
  mfe_cart: ['/cart/*', '/checkout/*', '/track-order/*'],
  mfe_account: ['/account/*', '/welcome'],
};

/** Where the gateway serves the shop's API: the prefix of every call the browser makes to the services. */
export const API_BASE = '/api';

/** Where the gateway serves the runtime configuration. */
export const RUNTIME_CONFIG_PATH = '/config/runtime.json';
