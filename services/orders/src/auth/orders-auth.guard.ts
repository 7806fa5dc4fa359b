/**
 * Deny by default, by route metadata: every handler of the orders service needs a valid access
 * token from identity whose session is still active (401 otherwise), checked here and not only
 * at the gateway, unless its contract in @rmj/contracts lets anyone call it (`@Endpoint()`: tracking
 * by number and pricing a cart are `optional-login`, the signed webhook `public`; the health probes
 * are public in nest-common). Nothing here compares
 * paths: Express matches routes case-insensitively, so `/API/orders/mine` reaches the same handler
 * as `/api/orders/mine` and must meet the same guard. The rule itself is nest-common's
 * LoginRequiredGuard, shared with identity; answers for a logged-in caller carry no-store.
 */
import { Injectable } from '@nestjs/common';
import { LoginRequiredGuard, type AuthedRequest as LoginAwareRequest } from '@rmj/nest-common';

/** The request as handlers see it after the guard (`user` is set for every non-public handler). */
export type AuthedRequest = LoginAwareRequest;

@Injectable()
export class OrdersAuthGuard extends LoginRequiredGuard {}
