/**
 * Asks identity whether a login session is still active (not logged out, not ended by a password
 * reset, not idle for 30 minutes, not older than 12 hours). Used on every call that needs a login
 * (checkout, a shopper's orders, owner-only tracking), so an ended session stops working at once
 * instead of at its token's expiry; each ask also counts as a use of the session.
 */
import { ServiceUnavailableException } from '@nestjs/common';
import { SERVICE_TOKEN_HEADER } from './internal-service';
import { INTERNAL_SESSION_PATH, sessionStatusSchema, withoutTrailingSlashes, type SessionStatus } from '@rmj/contracts';

export const SESSION_CHECK_UNAVAILABLE = 'We could not check your login. Please try again shortly.';

/** Whatever answers a session's status: identity over HTTP here, identity's own sessions service inside identity. */
export interface SessionStatusReader {
  status(sid: string): Promise<SessionStatus>;
}

export class SessionCheck implements SessionStatusReader {
  constructor(
    private readonly identityUrl: string,
    /** The shared service credential (INTERNAL_SERVICE_TOKEN) identity requires on /internal/*. */
    private readonly serviceToken: string,
    private readonly timeoutMs = 3000,
  ) {}

  /** The session's status; a 503 when identity cannot answer (fail closed: no answer, no checkout). */
  async status(sid: string): Promise<SessionStatus> {
    const url = `${withoutTrailingSlashes(this.identityUrl)}${INTERNAL_SESSION_PATH}/${encodeURIComponent(sid)}`;
    try {
      const res = await fetch(url, {
        headers: { [SERVICE_TOKEN_HEADER]: this.serviceToken },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) throw new Error(`identity answered ${res.status}`);
      return sessionStatusSchema.parse(await res.json());
    } catch {
      throw new ServiceUnavailableException(SESSION_CHECK_UNAVAILABLE);
    }
  }
}
