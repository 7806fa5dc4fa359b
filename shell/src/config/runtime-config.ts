// Run-time configuration of the shell, served by the gateway (a ConfigMap in Kubernetes), so a
// remote can move or be redeployed without rebuilding the shell.

/** Remote container names the shell knows how to route to. */
export const REMOTE_NAMES = ['mfe_catalog', 'mfe_product', 'mfe_cart', 'mfe_account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Shape of /config/runtime.json. */
export interface RuntimeConfig {
  /** Remote name → URL of its mf-manifest.json. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Seller's phone for the chat link, digits only ('' when unknown). */
  chatPhone: string;
}

export const RUNTIME_CONFIG_URL = '/config/runtime.json';

/** Keeps the known remotes with a non-empty URL and the phone's digits; anything else is dropped. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = (raw && typeof raw === 'object' ? raw : {}) as { remotes?: unknown; chatPhone?: unknown };
  const remotesIn = (source.remotes && typeof source.remotes === 'object' ? source.remotes : {}) as Record<string, unknown>;
  const remotes: RuntimeConfig['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const url = remotesIn[name];
    if (typeof url === 'string' && url.trim() !== '') remotes[name] = url.trim();
  }
  const phone = typeof source.chatPhone === 'string' || typeof source.chatPhone === 'number' ? String(source.chatPhone) : '';
  return { remotes, chatPhone: phone.replace(/\D/g, '') };
}

/**
 * Fetches the run-time configuration. Never throws: without it the shell still renders its
 * chrome and every remote region shows its fallback with a Retry.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn(`[shell] ${RUNTIME_CONFIG_URL} could not be loaded: ${String(error)}`);
    return { remotes: {}, chatPhone: '' };
  }
}
