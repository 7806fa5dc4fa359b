import type { RuntimeConfig } from '@rmj/contracts';

/** What the shell runs with when the configuration is missing or invalid: chrome only, every region a fallback. */
export const EMPTY_RUNTIME_CONFIG: RuntimeConfig = { remotes: {}, chatPhone: '' };
