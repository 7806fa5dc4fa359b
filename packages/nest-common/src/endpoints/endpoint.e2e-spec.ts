// @Endpoint() against a real Nest app: the contract alone gives the route, the status, the
// validation and who may call; the coverage check finds handlers and contracts that do not match.
import { Body, Controller, Get, Module, Post, Query, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  defineEndpoint,
  ROLE_REFUSED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  type EndpointContract,
  type StaffRole,
} from '@rmj/contracts';
import request from 'supertest';
import { z } from 'zod';
import { AuditLog } from '../audit';
import { signAccessToken } from '../auth/access-token';
import { ACCESS_TOKEN_KEYS, JwtAuthGuard } from '../auth/auth.module';
import { LoginRequiredGuard, STAFF_ONLY_MESSAGE } from '../auth/login-required.guard';
import { SessionCheck } from '../auth/session-check';
import { generateAccessTokenKeyPair, loadSigningKey, verifyKeysOf } from '../auth/signing-keys';
import { createServiceApp } from '../bootstrap';
import { serviceConfigSchema } from '../config';
import { CoreModule } from '../core.module';
import { Endpoint } from './endpoint.decorator';
import { endpointCoverageProblems } from './endpoint-coverage';

const common = { service: 'catalog', responses: { 200: z.object({ ok: z.boolean() }) } } as const;
const greet = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/api/greet',
  access: 'public',
  summary: 'Greets',
  body: z.strictObject({ name: z.string().min(1, 'Please tell us your name') }),
});
const shelf = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/api/:shelf',
  access: 'public',
  summary: 'A {shelf}',
  params: { shelf: { description: 'which shelf', values: ['gold-rings', 'silver-rings'] } },
  query: z.strictObject({ page: z.string().regex(/^\d+$/, 'page must be a number').optional() }),
});
const mine = defineEndpoint({ ...common, method: 'GET', path: '/api/mine', access: 'login', summary: 'Mine' });
const stock = defineEndpoint({ ...common, method: 'GET', path: '/api/stock', access: 'staff', summary: 'Stock' });
const prices = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/api/prices',
  access: 'staff',
  roles: ['owner'],
  summary: 'Change prices',
});
const make = defineEndpoint({
  service: 'catalog',
  method: 'POST',
  path: '/api/things',
  access: 'public',
  summary: 'Makes',
  responses: { 201: z.object({ made: z.boolean() }) },
});
const CONTRACTS: EndpointContract[] = [greet, shelf, mine, stock, prices, make];

@Controller()
class ShopController {
  @Endpoint(greet)
  greet(@Body() body: { name: string }) {
    return { ok: true, hello: body.name };
  }

  @Endpoint(shelf)
  shelf(@Query() query: { page?: string }) {
    return { ok: true, query };
  }

  @Endpoint(mine)
  mine() {
    return { ok: true };
  }

  @Endpoint(prices)
  prices() {
    return { ok: true };
  }

  @Endpoint(stock)
  stock() {
    return { ok: true };
  }

  @Endpoint(make)
  make() {
    return { made: true };
  }
}

@Controller('api/loose')
class LooseController {
  @Get()
  loose() {
    return {};
  }

  @Post('twice')
  @Endpoint(make)
  twice() {
    return {};
  }
}

const signer = loadSigningKey(generateAccessTokenKeyPair().privateKey);
const ended = new Set<string>();
const config = serviceConfigSchema({ service: 'shop', port: 1 }).parse({ LOG_LEVEL: 'silent' });

function moduleWith(controllers: Array<new (...args: never[]) => unknown>, guard = true): DynamicModule {
  @Module({})
  class TestModule {}
  return {
    module: TestModule,
    imports: [CoreModule.forRoot({ service: 'shop', config, database: false })],
    controllers,
    providers: guard
      ? [
          { provide: ACCESS_TOKEN_KEYS, useValue: verifyKeysOf(signer) },
          {
            provide: SessionCheck,
            useValue: { status: async (sid: string) => ({ active: !ended.has(sid), userId: 'u1' }) },
          },
          AuditLog,
          JwtAuthGuard,
          { provide: APP_GUARD, useClass: LoginRequiredGuard },
        ]
      : [],
  };
}

const token = (sid: string, role?: StaffRole) =>
  `Bearer ${signAccessToken({ sub: 'u1', email: 'a@b.in', firstName: 'A', sid, ...(role ? { role } : {}) }, signer)}`;

describe('@Endpoint (real Nest app)', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  beforeAll(async () => {
    app = await createServiceApp(moduleWith([ShopController]), config);
    await app.init();
  });
  afterAll(() => app.close());

  it('validates the whole body with the contract, with its message', async () => {
    expect((await http().post('/api/greet').send({ name: 'Asha' })).body).toEqual({ ok: true, hello: 'Asha' });
    const refused = await http().post('/api/greet').send({ name: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please tell us your name');
    expect((await http().post('/api/greet').send({ name: 'A', extra: 1 })).status).toBe(400);
  });

  it('answers with the lowest success status of the contract', async () => {
    expect((await http().post('/api/greet').send({ name: 'A' })).status).toBe(200);
    expect((await http().post('/api/things').send({})).status).toBe(201);
  });

  it('serves each listed value of a path parameter, and validates the query', async () => {
    expect((await http().get('/api/gold-rings?page=2')).body).toEqual({ ok: true, query: { page: '2' } });
    expect((await http().get('/api/silver-rings')).status).toBe(200);
    expect((await http().get('/api/bronze-rings')).status).toBe(404);
    const refused = await http().get('/api/gold-rings?page=x');
    expect([refused.status, refused.body.message]).toEqual([400, 'page must be a number']);
  });

  it('lets anyone call a public contract, and only a logged-in caller a login one', async () => {
    expect((await http().get('/api/mine')).status).toBe(401);
    const ok = await http().get('/api/mine').set('authorization', token('s-1'));
    expect([ok.status, ok.headers['cache-control']]).toEqual([200, 'no-store']);
    ended.add('s-ended');
    const gone = await http().get('/api/mine').set('authorization', token('s-ended'));
    expect([gone.status, gone.body.message]).toEqual([401, SESSION_ENDED_MESSAGE]);
  });

  it('refuses a staff contract to a shopper (403) and serves it to staff', async () => {
    expect((await http().get('/api/stock')).status).toBe(401);
    const shopper = await http().get('/api/stock').set('authorization', token('s-2'));
    expect([shopper.status, shopper.body.message]).toEqual([403, STAFF_ONLY_MESSAGE]);
    for (const role of ['owner', 'staff', 'support'] as const)
      expect((await http().get('/api/stock').set('authorization', token('s-3', role))).status).toBe(200);
  });

  it('serves a staff contract that names roles only to those roles', async () => {
    expect((await http().post('/api/prices')).status).toBe(401);
    expect((await http().post('/api/prices').set('authorization', token('s-4'))).status).toBe(403);
    const staff = await http().post('/api/prices').set('authorization', token('s-5', 'staff'));
    expect([staff.status, staff.body.message]).toEqual([403, ROLE_REFUSED_MESSAGE]);
    expect((await http().post('/api/prices').set('authorization', token('s-6', 'support'))).status).toBe(403);
    expect((await http().post('/api/prices').set('authorization', token('s-7', 'owner'))).status).toBe(200);
  });

  it('finds every handler bound to one contract and every contract bound once', () => {
    expect(endpointCoverageProblems(app, 'catalog', CONTRACTS)).toEqual([]);
  });
});

describe('endpoint coverage problems', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createServiceApp(moduleWith([ShopController, LooseController], false), config);
    await app.init();
  });
  afterAll(() => app.close());

  it('names an unbound handler, a contract bound twice or not at all, a wrong route and a missing guard', () => {
    const extra = defineEndpoint({ ...common, method: 'GET', path: '/api/extra', access: 'public', summary: 'x' });
    expect(endpointCoverageProblems(app, 'catalog', [...CONTRACTS, extra])).toEqual([
      'LooseController.loose (GET /api/loose) is bound to no contract: add @Endpoint(...)',
      'LooseController.twice serves POST /api/loose/twice, its contract POST /api/things',
      'contract POST /api/things has 2 handlers: ShopController.make, LooseController.twice',
      'contract GET /api/extra has 0 handlers',
      'catalog has contracts that need a login but no global LoginRequiredGuard (APP_GUARD)',
    ]);
  });
});
