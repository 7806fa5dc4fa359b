// Run-time configuration of the shell, served by the gateway (a ConfigMap in Kubernetes), so a
// remote can move, be redeployed or serve new paths without rebuilding the shell. The shape is
// the contract in @rmj/contracts; this file only fetches it.
import { RUNTIME_CONFIG_PATH, runtimeConfigSchema, type RuntimeConfig } from '@rmj/contracts';

/** What the shell runs with when the configuration is missing or invalid: chrome only, every region a fallback. */
export const EMPTY_RUNTIME_CONFIG: RuntimeConfig = { remotes: {}, chatPhone: '' };

/** The configuration when it satisfies the contract, else the empty one (and a warning naming each problem). */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  console.warn(`[shell] ${RUNTIME_CONFIG_PATH} is invalid: ${problems.join('; ')}`);
  return EMPTY_RUNTIME_CONFIG;
}

/**
 * Fetches the run-time configuration. Never throws: without it the shell still renders its
 * chrome and every remote region shows its fallback with a Retry.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    // Same URL, mode and credentials as index.html's <link rel="preload">, so that request is reused;
    // the gateway answers Cache-Control: no-cache, so any later read revalidates.
    const response = await fetchImpl(RUNTIME_CONFIG_PATH, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn(`[shell] ${RUNTIME_CONFIG_PATH} could not be loaded: ${String(error)}`);
    return EMPTY_RUNTIME_CONFIG;
  }
}
