import type { BuildInfo } from '@rmj/contracts';

declare const __RMJ_BUILD__: BuildInfo | undefined;
/** Written by @rmj/mf-config at build time; tests and type checks see the fallback. */
export const buildInfo: BuildInfo =
  typeof __RMJ_BUILD__ === 'undefined' ? { version: 'dev', requires: {}, provides: {} } : __RMJ_BUILD__;
