// ENDPOINT_ROUTES: what a browser needs to call the API (see browser-routes.ts). This module must
// export nothing else: the build replaces its ES-module output with the same data written out
// (scripts/write-browser-routes.cjs), so bundlers never see the registry's schemas through it.
import { browserRoutesOf, type BrowserRoutes } from './browser-routes';
import { ENDPOINTS } from './registry';

/** Every endpoint a browser may call, by the registry's names: `{ service, method, path, access }`. */
export const ENDPOINT_ROUTES: BrowserRoutes<typeof ENDPOINTS> = browserRoutesOf(ENDPOINTS);
