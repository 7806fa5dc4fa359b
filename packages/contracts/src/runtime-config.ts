/**
 * Runtime configuration of the shell, served by the gateway at GET /config/runtime.json (a
 * ConfigMap in Kubernetes). It tells the shell where each remote's mf-manifest.json lives and
 * which paths each remote serves (as each remote's build declares them), so moving a remote, or
 * giving it a new path, is a release of that remote plus configuration, never a rebuild of the
 * shell nor a release of this package.
 */
// zod/mini: the shell parses this on every page load, so it stays a few kilobytes.
import * as z from 'zod/mini';
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
export const remoteNameSchema = z.custom<RemoteName>(isRemoteName, {
  message: "must be a remote name such as 'mfe_cart' (mfe_, then lower-case letters, digits or _)",
});

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

/** The path patterns one remote owns, at least one. */
const ownedPathsSchema = z.array(pathPatternSchema).check(z.minLength(1, 'must list at least one path'));

/** Where one remote lives and which paths it serves. */
export const remoteEntrySchema = z.strictObject({
  /** URL of the remote's mf-manifest.json. */
  entry: manifestUrlSchema,
  /** Path patterns the remote owns; the most specific pattern across all remotes wins. */
  paths: ownedPathsSchema,
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

/** Adds an issue per pattern two remotes claim (the configured ones, in a configuration file). */
function refuseConflicts(
  ctx: z.core.ParsePayload<{ remotes: Partial<Record<string, { paths?: readonly string[] }>> }>,
): void {
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
}

/** Seller's phone for the floating chat button: digits only, with country code (10-15 digits). */
const chatPhoneSchema = z
  .string()
  .check(z.regex(/^\d{10,15}$/, 'must be 10-15 digits with the country code, no + or spaces'));

/** What the gateway serves at RUNTIME_CONFIG_PATH and the shell runs with. */
export const runtimeConfigSchema = z
  .strictObject({
    /** Each configured remote: manifest URL and owned paths. A remote left out shows its fallback. */
    remotes: z.partialRecord(remoteNameSchema, remoteEntrySchema),
    /** Seller's phone for the floating chat button: digits only, with country code (10-15 digits). */
    chatPhone: chatPhoneSchema,
  })
  .check(refuseConflicts);

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * A remote as the gateway's configuration names it (RUNTIME_CONFIG_FILE, the Kubernetes ConfigMap).
 * `paths` left out: the gateway takes the ones the remote's build declares (readable where the
 * gateway serves that build itself, under STATIC_ROOT).
 */
export const configuredRemoteSchema = z.strictObject({
  /** URL of the remote's mf-manifest.json. */
  entry: manifestUrlSchema,
  /** Overrides the remote's declared paths (Kubernetes: generated from the declarations, and checked). */
  paths: z.optional(ownedPathsSchema),
});
export type ConfiguredRemote = z.infer<typeof configuredRemoteSchema>;

/** The runtime configuration as a file gives it (the ConfigMap); the gateway completes the paths. */
export const runtimeConfigFileSchema = z
  .strictObject({
    /** Each configured remote: manifest URL, and its paths unless its build's are taken. */
    remotes: z.partialRecord(remoteNameSchema, configuredRemoteSchema),
    /** Seller's phone for the floating chat button. */
    chatPhone: chatPhoneSchema,
  })
  .check(refuseConflicts);
export type RuntimeConfigFile = z.infer<typeof runtimeConfigFileSchema>;

/**
 * Where a remote's build declares the paths it owns: `metaData.rmj` of its mf-manifest.json,
 * written by @rmj/mf-config from the `paths` its route list exports. So a page under a new prefix
 * is a release of that remote (and configuration), never of this package.
 */
export const MANIFEST_DECLARATION_KEY = 'rmj';

/** One page's words for search engines and the title bar, as a remote declares them (`PageSeo`). */
export const pageSeoSchema = z.object({
  path: pathPatternSchema,
  aliases: z.optional(z.array(pathPatternSchema)),
  name: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  listed: z.optional(z.boolean()),
  noindex: z.optional(z.boolean()),
});

/** A remote's pages' words and its robots.txt `Disallow` paths, as it declares them (`RemoteSeo`). */
export const remoteSeoSchema = z.object({
  pages: z.array(pageSeoSchema),
  disallow: z.optional(z.array(z.string().check(z.regex(/^\/\S*$/, 'must be a path starting with /')))),
});

/** A remote build's declaration about itself (more fields may follow: unknown ones are ignored). */
export const remoteDeclarationSchema = z.object({
  /** The path patterns the remote owns. */
  paths: ownedPathsSchema,
  /** Its pages' titles, descriptions and whether search engines may list them. */
  seo: z.optional(remoteSeoSchema),
});
export type RemoteDeclaration = z.infer<typeof remoteDeclarationSchema>;

/** The declaration in a parsed mf-manifest.json; throws naming what is missing or wrong. */
export function readManifestDeclaration(manifest: unknown): RemoteDeclaration {
  const metaData = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  const declared = metaData?.[MANIFEST_DECLARATION_KEY];
  if (declared === undefined) throw new Error(`declares no paths (no metaData.${MANIFEST_DECLARATION_KEY})`);
  const result = remoteDeclarationSchema.safeParse(declared);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`declares bad paths (${problems.join('; ')})`);
  }
  return result.data;
}

/** How a configured list of paths differs from a remote's declaration (both empty: they agree). */
export function pathDifferences(
  configured: readonly string[],
  declared: readonly string[],
): { missing: string[]; extra: string[] } {
  return {
    missing: declared.filter((path) => !configured.includes(path)),
    extra: configured.filter((path) => !declared.includes(path)),
  };
}

/** Where the gateway serves the shop's API: the prefix of every call the browser makes to the services. */
export const API_BASE = '/api';

/** Where the gateway serves the runtime configuration. */
export const RUNTIME_CONFIG_PATH = '/config/runtime.json';
