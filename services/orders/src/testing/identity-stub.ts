/** A stand-in for identity's internal session check (GET /internal/sessions/:sid): sessions it handed out are active until ended. */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IdentityStub {
  url: string;
  /** A session id for the user, active from now on. */
  sessionFor(userId: string): string;
  /** Ends a session (as a logout or a password reset would). */
  end(sid: string): void;
  close(): Promise<void>;
}

export async function startIdentityStub(): Promise<IdentityStub> {
  const sessions = new Map<string, string>();
  const server = createServer((req, res) => {
    const sid = /^\/internal\/sessions\/([^/?]+)$/.exec(req.url ?? '')?.[1];
    const userId = sid ? sessions.get(decodeURIComponent(sid)) : undefined;
    res.setHeader('content-type', 'application/json');
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
