/**
 * Runtime configuration of the shell, served by the gateway at GET /config/runtime.json.
 * It tells the shell where each remote's mf-manifest.json lives, so moving a remote
 * needs a gateway (or ConfigMap) change and no rebuild of the shell.
 */
import { z } from 'zod';

/** The four remote container names, as registered with Module Federation. */
export const REMOTE_NAMES = ['mfe_catalog', 'mfe_product', 'mfe_cart', 'mfe_account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** A manifest URL: absolute http(s) or a path on the shell's own origin. */
const manifestUrl = z
  .string()
  .refine((value) => /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+(\/\S*)?$/.test(value), {
    message: 'must be an absolute http(s) URL or a path starting with /',
  });

export const runtimeConfigSchema = z.object({
  /** URL of each remote's mf-manifest.json. */
  remotes: z.object({
    /** Catalog listings, search, contact, home. */
    mfe_catalog: manifestUrl,
    /** Product detail and customisation. */
    mfe_product: manifestUrl,
    /** Cart, checkout and order tracking. */
    mfe_cart: manifestUrl,
    /** Account and welcome pages. */
    mfe_account: manifestUrl,
  }),
  /** Seller's phone for the floating chat button: digits only, with country code (10-15 digits). */
  chatPhone: z.string().regex(/^\d{10,15}$/, 'must be 10-15 digits with the country code, no + or spaces'),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Where the gateway serves the runtime configuration. */
export const RUNTIME_CONFIG_PATH = '/config/runtime.json';
