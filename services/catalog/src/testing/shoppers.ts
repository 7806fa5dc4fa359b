/**
 * Shoppers for the files tests: identity's key pair for this process (the catalog gets the public
 * key, tests sign with the private one), a stand-in for identity's session check, and browsers
 * (supertest agents keep the cookies the catalog sets, as a browser does).
 */
import type { INestApplication } from '@nestjs/common';
import { generateAccessTokenKeyPair, loadSigningKey, signAccessToken } from '@rmj/nest-common';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';

export const testKeyPair = generateAccessTokenKeyPair();
const signer = loadSigningKey(testKeyPair.privateKey);

/** identity's internal session check (GET /internal/sessions/:sid): sessions it handed out are active until ended. */
export interface IdentityStub {
  url: string;
  /** A bearer header for `userId` with a session active from now on. */
  bearer(userId: string): string;
  /** Ends every session of `userId` (logout). */
  endSessions(userId: string): void;
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
    bearer(userId) {
      const sid = `s-${randomBytes(8).toString('hex')}`;
      sessions.set(sid, userId);
      return `Bearer ${signAccessToken({ sub: userId, email: `${userId}@example.in`, firstName: 'Asha', sid }, signer)}`;
    },
    endSessions(userId) {
      for (const [sid, owner] of sessions) if (owner === userId) sessions.delete(sid);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The environment a files test app needs to know shoppers' accounts. */
export const accountEnv = (identity: IdentityStub): Record<string, string> => ({ JWT_PUBLIC_KEY: testKeyPair.publicKey, IDENTITY_URL: identity.url });

/** A browser: keeps its cookies between requests; each one comes from its own forwarded address unless told. */
export function browser(app: INestApplication) {
  return request.agent(app.getHttpServer());
}

/** A GET whose body is read as bytes whatever the type. */
export const bytesOf = (res: request.Test) =>
  res.buffer(true).parse((stream, done) => {
    const parts: Buffer[] = [];
    stream.on('data', (c: Buffer) => parts.push(c));
    stream.on('end', () => done(null, Buffer.concat(parts)));
  });
