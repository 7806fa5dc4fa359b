// Run-time configuration of the shell, served by the gateway (a ConfigMap in Kubernetes), so a
// remote can move, be redeployed or serve new paths without rebuilding the shell. The shape is
// the contract in @rmj/contracts; this file only fetches it.
import {
  RUNTIME_CONFIG_CHECKED_AS,
  RUNTIME_CONFIG_CHECKED_HEADER,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
} from '@rmj/contracts';
import { EMPTY_RUNTIME_CONFIG } from './empty-runtime-config';

export { EMPTY_RUNTIME_CONFIG } from './empty-runtime-config';

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
    const raw: unknown = await response.json();
    // The gateway serves only a document its check of the same schema accepted, and says so: the schema
    // (zod, ≈6 KiB) is then not needed before the first render. Anything else is checked here.
    if (response.headers.get(RUNTIME_CONFIG_CHECKED_HEADER) === RUNTIME_CONFIG_CHECKED_AS) return raw as RuntimeConfig;
    const { parseRuntimeConfig } = await import(
      /* webpackChunkName: "on-demand-config-check" */ './check-runtime-config'
    );
    return parseRuntimeConfig(raw);
  } catch (error) {
    console.warn(`[shell] ${RUNTIME_CONFIG_PATH} could not be loaded: ${String(error)}`);
    return EMPTY_RUNTIME_CONFIG;
  }
}
