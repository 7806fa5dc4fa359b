/**
 * For other packages' tests (`@rmj/nest-common/test-support`): a stand-in for identity's internal
 * session check (GET /internal/sessions/:sid, what SessionCheck asks). Sessions it hands out are
 * active until ended.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_SESSION_PATH } from '@rmj/contracts';
import { SERVICE_TOKEN_HEADER } from '../auth/internal-service';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../secrets';

export interface IdentitySessionStub {
  url: string;
  /** A new session id for the user, active from now on. */
  sessionFor(userId: string): string;
  /** Ends a session (as a logout would). */
  end(sid: string): void;
  /** Ends every session of a user (as a password reset would). */
  endSessions(userId: string): void;
  close(): Promise<void>;
}

export async function startIdentitySessionStub(): Promise<IdentitySessionStub> {
  const sessions = new Map<string, string>();
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    // Like identity: the session check answers only callers with the service credential (the test apps' value).
    if (req.headers[SERVICE_TOKEN_HEADER] !== DEV_INTERNAL_SERVICE_TOKEN) {
      res.statusCode = 401;
      res.end(JSON.stringify({ message: 'service credential required' }));
      return;
    }
    const path = (req.url ?? '').split('?')[0];
    const sid = path.startsWith(`${INTERNAL_SESSION_PATH}/`)
      ? decodeURIComponent(path.slice(INTERNAL_SESSION_PATH.length + 1))
      : undefined;
    const userId = sid ? sessions.get(sid) : undefined;
    res.end(JSON.stringify(userId ? { active: true, userId } : { active: false }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessionFor(userId) {
      const sid = `s-${randomBytes(8).toString('hex')}`;
      sessions.set(sid, userId);
      return sid;
    },
    end: (sid) => void sessions.delete(sid),
    endSessions(userId) {
      for (const [sid, owner] of sessions) if (owner === userId) sessions.delete(sid);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
