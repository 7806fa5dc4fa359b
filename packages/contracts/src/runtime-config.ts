/**
 * Runtime configuration of the shell, served by the gateway at GET /config/runtime.json (a
 * ConfigMap in Kubernetes). It tells the shell where each remote's mf-manifest.json lives and
 * which paths each remote serves (as each remote's build declares them), so moving a remote, or
 * giving it a new path, is a release of that remote plus configuration, never a rebuild of the
 * shell nor a release of this package.
 */
// zod/mini: a browser parses this when the server did not mark the document checked
// (RUNTIME_CONFIG_CHECKED_HEADER), so it stays a few kilobytes.
import * as z from 'zod/mini';
import { findPathConflicts, isRemoteName, type RemoteName } from './remotes';

// The names and plain values of this seam live in ./remotes, without zod: the shell's entry imports
// them, and this module's schemas would otherwise come with them.
export * from './remotes';

/** A remote's name (`isRemoteName`). */
export const remoteNameSchema = z.custom<RemoteName>(isRemoteName, {
  message: "must be a remote name such as 'mfe_cart' (mfe_, then lower-case letters, digits or _)",
});

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
