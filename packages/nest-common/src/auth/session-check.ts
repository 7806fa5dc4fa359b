/**
 * Asks identity whether a login session is still active (not logged out, not ended by a password
 * reset, not expired). Used where a token spends money or reads private data (checkout,
 * owner-only tracking), so a revoked token stops working at once instead of at its expiry.
 */
import { ServiceUnavailableException } from '@nestjs/common';
import { INTERNAL_SESSION_PATH, sessionStatusSchema, withoutTrailingSlashes, type SessionStatus } from '@rmj/contracts';

export const SESSION_CHECK_UNAVAILABLE = 'We could not check your login. Please try again shortly.';

export class SessionCheck {
  constructor(
    private readonly identityUrl: string,
    private readonly timeoutMs = 3000,
  ) {}

  /** The session's status; a 503 when identity cannot answer (fail closed: no answer, no checkout). */
  async status(sid: string): Promise<SessionStatus> {
    const url = `${withoutTrailingSlashes(this.identityUrl)}${INTERNAL_SESSION_PATH}/${encodeURIComponent(sid)}`;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (!res.ok) throw new Error(`identity answered ${res.status}`);
      return sessionStatusSchema.parse(await res.json());
    } catch {
      throw new ServiceUnavailableException(SESSION_CHECK_UNAVAILABLE);
    }
  }
}
