import { serviceConfigSchema } from '@rmj/nest-common';
import { z } from 'zod';

/** An http(s) origin with no path, query or credentials; trailing slashes dropped. */
const origin = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((value) => {
      try {
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username;
      } catch {
        return false;
      }
    }, 'must be an http(s) origin such as http://127.0.0.1:8080 (no path)')
    .transform((value) => new URL(value).origin);

const GATEWAY = 'http://127.0.0.1:8080';

const milliseconds = (fallback: number, max: number) => z.coerce.number().int().min(0).max(max).default(fallback);

/** Environment of the render service (the only place that reads it). It has no database. */
export const renderConfigSchema = serviceConfigSchema({ service: 'render', port: 3004, metricsPort: 9104 })
  .extend({
    /** Where the shell's own files are (its index.html, mf-manifest.json and server/ build): the gateway, or the shell's static server. */
    SHELL_URL: origin(GATEWAY),
    /** Origin the pages' API calls go to while rendering (the gateway). */
    API_ORIGIN: origin(GATEWAY),
    /** The runtime configuration the browser reads (default: `${SHELL_URL}/config/runtime.json`). */
    RUNTIME_CONFIG_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    /** The shop's public origin, for canonical links, Open Graph URLs and the sitemap. */
    SHOP_URL: origin('http://localhost:8080'),
    /** How long a render may take; what is still loading then is left to the browser. */
    RENDER_BUDGET_MS: milliseconds(800, 30_000).pipe(z.number().min(50)),
    /** How long a rendered page is served from memory (a catalogue change drops it sooner). 0 = no cache. */
    RENDER_CACHE_MS: milliseconds(30_000, 3_600_000),
    /** Most pages kept in memory (least recently used go first), so a query string cannot fill the memory. */
    RENDER_CACHE_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(500),
    /** Most memory the kept pages take, in MiB (least recently used go first). */
    RENDER_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /**
     * Renders running at once. A page asked for past it is the shell's index.html at once (the browser
     * renders it), so a flood of new addresses cannot queue up renders and memory.
     */
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  })
  .transform((env) => ({
    ...env,
    RUNTIME_CONFIG_URL: env.RUNTIME_CONFIG_URL ?? `${env.SHELL_URL}/config/runtime.json`,
  }));

export type RenderConfig = z.output<typeof renderConfigSchema>;
