/**
 * Shoppers for the files tests: identity's key pair for this process (the catalog gets the public
 * key, tests sign with the private one), a stand-in for identity's session check, and browsers
 * (supertest agents keep the cookies the catalog sets, as a browser does).
 */
import type { INestApplication } from '@nestjs/common';
import { generateAccessTokenKeyPair, loadSigningKey, signAccessToken } from '@rmj/nest-common';
import { startIdentitySessionStub, type IdentitySessionStub } from '@rmj/nest-common/test-support';
import request from 'supertest';

export const testKeyPair = generateAccessTokenKeyPair();
const signer = loadSigningKey(testKeyPair.privateKey);

/** identity's session check for the files tests, with bearer headers for its sessions. */
export interface IdentityStub extends IdentitySessionStub {
  /** A bearer header for `userId` with a session active from now on. */
  bearer(userId: string): string;
}

export async function startIdentityStub(): Promise<IdentityStub> {
  const stub = await startIdentitySessionStub();
  return Object.assign(stub, {
    bearer: (userId: string) =>
      `Bearer ${signAccessToken({ sub: userId, email: `${userId}@example.in`, firstName: 'Asha', sid: stub.sessionFor(userId) }, signer)}`,
  });
}

/** The environment a files test app needs to know shoppers' accounts. */
export const accountEnv = (identity: IdentityStub): Record<string, string> => ({
  JWT_PUBLIC_KEY: testKeyPair.publicKey,
  IDENTITY_URL: identity.url,
});

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
