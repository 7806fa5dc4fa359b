/**
 * Route metadata the services' guards decide by. Nothing here looks at a path: Express matches
 * routes case-insensitively (`/API/orders/mine` reaches the `api/orders/mine` handler), so a guard
 * that compares path strings lets such spellings through. A handler (or a whole controller) is
 * either marked public here or it needs a login.
 */
import { Header, SetMetadata } from '@nestjs/common';

/** Metadata key of @Public(). */
export const PUBLIC_ROUTE = 'rmj:publicRoute';

/** Marks a handler, or every handler of a controller, that anyone may call (no login needed). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Cache-Control of every answer with personal data or a token: no browser or proxy may keep it. */
export const NO_STORE = 'no-store';

/** Sets `Cache-Control: no-store` on a handler's answer (tokens, personal data). */
export const NoStore = () => Header('Cache-Control', NO_STORE);
