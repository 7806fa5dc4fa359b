import { Controller, Get, Module, Req, UseGuards, type DynamicModule, type INestApplication } from '@nestjs/common';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  DEV_JWT_SECRET,
  generateAccessTokenKeyPair,
  JwtAuthGuard,
  loadSigningKey,
  signAccessToken,
  type AccessClaims,
} from '@rmj/nest-common';
import jwt from 'jsonwebtoken';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { AppModule } from './app.module';
import type { OrdersConfig } from './config/orders.config';
import { createTestApp, testKeyPair, type OrdersTestApp } from './testing/test-app';

/** A route guarded the way checkout and owner-only tracking are. */
@Controller('api/orders-probe')
class ProbeController {
  @Get()
  @UseGuards(JwtAuthGuard)
  who(@Req() req: { user: AccessClaims }) {
    return req.user;
  }
}

@Module({})
class ProbeModule {
  static register(config: OrdersConfig): DynamicModule {
    return { module: ProbeModule, imports: [AppModule.register(config)], controllers: [ProbeController] };
  }
}

/** Stands in for identity's internal session check: sessions listed in `active` are active. */
function identityStub(active: Map<string, string>) {
  const server: Server = createServer((req, res) => {
    const sid = /^\/internal\/sessions\/([^/]+)$/.exec(req.url ?? '')?.[1];
    const userId = sid ? active.get(decodeURIComponent(sid)) : undefined;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(userId ? { active: true, userId } : { active: false }));
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe("orders checks access tokens: identity's public key, pinned algorithm, issuer and audience, and a live session", () => {
  const signer = loadSigningKey(testKeyPair.privateKey);
  const claims = { sub: 'user-1', email: 'asha@example.com', firstName: 'Asha', sid: 'session-aaaaaaaaaaaa' };
  const es256 = { algorithm: 'ES256' as const, keyid: signer.kid, expiresIn: 600 };
  const sessions = new Map([[claims.sid, claims.sub]]);
  let identity: Awaited<ReturnType<typeof identityStub>>;
  let app: INestApplication;
  let t: OrdersTestApp;
  const probe = (token?: string) => {
    const req = request(app.getHttpServer()).get('/api/orders-probe');
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  };

  beforeAll(async () => {
    identity = await identityStub(sessions);
    t = await createTestApp(
      'token_check',
      { IDENTITY_URL: identity.url },
      { makeModule: (config) => ProbeModule.register(config) },
    );
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    await identity.close();
  });

  it('accepts a token identity signed while its session is active, and hands the claims to the route', async () => {
    const res = await probe(signAccessToken(claims, signer)).expect(200);
    expect(res.body).toEqual(claims);
  });

  it.each([
    ['no token', () => undefined],
    [
      'signed with the old shared secret (HS256)',
      () =>
        jwt.sign(claims, DEV_JWT_SECRET, {
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          keyid: signer.kid,
        }),
    ],
    [
      'with alg none',
      () =>
        jwt.sign(claims, '', {
          algorithm: 'none' as never,
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          keyid: signer.kid,
        }),
    ],
    ['signed by another key', () => signAccessToken(claims, loadSigningKey(generateAccessTokenKeyPair().privateKey))],
    [
      'for a wrong issuer',
      () => jwt.sign(claims, signer.key, { ...es256, issuer: 'evil-identity', audience: ACCESS_TOKEN_AUDIENCE }),
    ],
    [
      'for a wrong audience',
      () => jwt.sign(claims, signer.key, { ...es256, issuer: ACCESS_TOKEN_ISSUER, audience: 'other-shop' }),
    ],
    ['expired', () => signAccessToken(claims, signer, -10)],
  ])('refuses a request %s with 401', async (_what, makeToken) => {
    const res = await probe(makeToken()).expect(401);
    expect(res.body.message).toBe('Please log in to continue');
  });

  it('refuses a token once its session has ended (logout or password reset), and one whose session belongs to someone else', async () => {
    const token = signAccessToken({ ...claims, sid: 'session-bbbbbbbbbbbb' }, signer);
    sessions.set('session-bbbbbbbbbbbb', claims.sub);
    await probe(token).expect(200);
    sessions.delete('session-bbbbbbbbbbbb');
    await probe(token).expect(401);
    sessions.set('session-cccccccccccc', 'another-user');
    await probe(signAccessToken({ ...claims, sid: 'session-cccccccccccc' }, signer)).expect(401);
  });

  it('answers 503 rather than trusting a token when identity cannot be asked', async () => {
    const down = await createTestApp(
      'token_check_down',
      { IDENTITY_URL: 'http://127.0.0.1:9' },
      { makeModule: (config) => ProbeModule.register(config) },
    );
    const cut = down.app;
    try {
      const res = await request(cut.getHttpServer())
        .get('/api/orders-probe')
        .set('authorization', `Bearer ${signAccessToken(claims, signer)}`);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('We could not check your login. Please try again shortly.');
    } finally {
      await down.close();
    }
  });
});
