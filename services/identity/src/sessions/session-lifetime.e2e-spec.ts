// Sessions end after 30 minutes without use and 12 hours in all (ASVS 3.3.2), judged by identity
// against the real database with a clock the test moves on; identity's own guard denies by default
// by route metadata, and its answers with tokens or personal data are no-store.
import { Controller, Get, Module, Req, type DynamicModule } from '@nestjs/common';
import { authSessionResponseSchema, SESSION_ENDED_MESSAGE } from '@rmj/contracts';
import { internalServiceHeaders, type AccessClaims } from '@rmj/nest-common';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { AppModule } from '../app.module';
import type { IdentityConfig } from '../config/identity.config';
import { createTestApp, latestCode, newClientIp, registration, sessionOf, type TestApp } from '../testing/test-app';
import { SessionClock } from './session-clock';
import { Session } from './session.schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A handler with no @Public(): it stands for any account call that needs a login. */
@Controller('api/account-probe')
class ProbeController {
  @Get()
  who(@Req() req: { user: AccessClaims }) {
    return { userId: req.user.sub };
  }
}

@Module({})
class ProbeModule {
  static register(config: IdentityConfig): DynamicModule {
    return { module: ProbeModule, imports: [AppModule.register(config)], controllers: [ProbeController] };
  }
}

describe('session lifetime (real FerretDB, controllable clock)', () => {
  let t: TestApp;
  let now = Date.now();
  const http = () => request(t.app.getHttpServer());
  const post = (path: string, body: object) => http().post(path).set('x-forwarded-for', newClientIp()).send(body);
  const probe = (token?: string, path = '/api/account-probe') =>
    token ? http().get(path).set('authorization', `Bearer ${token}`) : http().get(path);

  async function login(email: string): Promise<string> {
    const res = await post('/api/login', { email, password: 'Silver123' }).expect(200);
    return authSessionResponseSchema.parse(res.body).token;
  }

  const sidOf = (token: string) => (jwt.decode(token) as { sid: string }).sid;
  const lastUsedAt = async (token: string) =>
    (await t.users.db.model<Session>(Session.name).findById(sidOf(token)).lean().exec())?.lastUsedAt?.getTime();

  beforeAll(async () => {
    t = await createTestApp('session_lifetime', {}, { makeModule: (config) => ProbeModule.register(config) });
    jest.spyOn(t.app.get(SessionClock), 'now').mockImplementation(() => now);
    await post('/api/register', registration('meena@example.com')).expect(200);
    await post('/api/register', {
      ...registration('meena@example.com'),
      verificationCode: await latestCode(t.mail, 'meena@example.com'),
    }).expect(200);
  });
  afterAll(() => t.close());

  it('denies a handler not marked public without a token, whatever the spelling of its path', async () => {
    for (const path of ['/api/account-probe', '/API/Account-Probe', '/Api/ACCOUNT-PROBE']) {
      const res = await probe(undefined, path).expect(401);
      expect(res.body.message).toBe('Please log in to continue');
    }
    await http().get('/health/live').expect(200);
  });

  it('gives tokens that expire 12 hours after login, and answers with tokens or names are no-store', async () => {
    const res = await post('/api/login', { email: 'meena@example.com', password: 'Silver123' }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { iat, exp } = jwt.decode(res.body.token) as { iat: number; exp: number };
    expect(exp - iat).toBe(12 * 3600);
    const me = await probe(res.body.token).expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const status = await http()
      .get(`/internal/sessions/${sidOf(res.body.token)}`)
      .set(internalServiceHeaders(t.config))
      .expect(200);
    expect(status.headers['cache-control']).toBe('no-store');
    // Only the shop's services may ask: no credential, or a wrong one, is refused before any session is read.
    await http()
      .get(`/internal/sessions/${sidOf(res.body.token)}`)
      .expect(401);
    await http()
      .get(`/internal/sessions/${sidOf(res.body.token)}`)
      .set('x-service-token', 'a-guess-at-the-internal-service-token')
      .expect(403);
    const reset = await post('/api/reset-password-request', { email: 'meena@example.com' }).expect(200);
    expect(reset.headers['cache-control']).toBe('no-store');
    const logout = await http()
      .post('/api/logout')
      .set('authorization', `Bearer ${res.body.token}`)
      .send({})
      .expect(200);
    expect(logout.headers['cache-control']).toBe('no-store');
  });

  it('ends a session unused for 31 minutes with 401 and a clear message', async () => {
    now = Date.now();
    const token = await login('meena@example.com');
    await probe(token).expect(200);
    now += 29 * MINUTE;
    await probe(token).expect(200);
    now += 31 * MINUTE;
    const res = await probe(token).expect(401);
    expect(res.body.message).toBe(SESSION_ENDED_MESSAGE);
    expect(await sessionOf(t, token)).toEqual({ active: false });
    // Once ended it stays ended, however soon it is tried again.
    now += MINUTE;
    await probe(token).expect(401);
  });

  it('a session used every 20 minutes ends 12 hours after login', async () => {
    now = Date.now();
    const loginAt = now;
    const token = await login('meena@example.com');
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      now = loginAt + minutes * MINUTE;
      await probe(token).expect(200);
    }
    now = loginAt + 12 * HOUR;
    const res = await probe(token).expect(401);
    expect(res.body.message).toBe(SESSION_ENDED_MESSAGE);
  });

  it('records a use at most once a minute, so checks stay reads', async () => {
    now = Date.now();
    const token = await login('meena@example.com');
    const first = await lastUsedAt(token);
    expect(first).toBe(now);
    now += 30_000;
    for (let i = 0; i < 5; i++) await probe(token).expect(200);
    expect(await lastUsedAt(token)).toBe(first);
    now += 31_000;
    await probe(token).expect(200);
    expect(await lastUsedAt(token)).toBe(now);
  });

  it('a session from before idle limits (no recorded use) counts from its login, and its old 7-day expiry is cut to 12 hours', async () => {
    now = Date.now();
    const token = await login('meena@example.com');
    const sessions = t.users.db.model<Session>(Session.name);
    await sessions.updateOne(
      { _id: sidOf(token) },
      { $unset: { lastUsedAt: 1 }, $set: { expiresAt: new Date(now + 7 * 24 * HOUR) } },
    );
    now += 10 * MINUTE;
    await probe(token).expect(200);
    now += 12 * HOUR;
    await probe(token).expect(401);
  });
});
