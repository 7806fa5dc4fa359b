// Service-to-service endpoints (`access: 'internal'`) answer only callers with the shared service
// credential; client addresses come from X-Forwarded-For only when the hop is a configured proxy;
// production refuses to start without its own credential.
import { Controller, Get, Module, Param, Req } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ENDPOINTS } from '@rmj/contracts';
import type { Request } from 'express';
import request from 'supertest';
import { createServiceApp } from '../bootstrap';
import { ConfigError, loadConfig, serviceConfigSchema, type ServiceConfig } from '../config';
import { CoreModule } from '../core.module';
import { Endpoint } from '../endpoints';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../secrets';
import {
  INTERNAL_CREDENTIAL_MISSING,
  INTERNAL_CREDENTIAL_WRONG,
  internalServiceHeaders,
  SERVICE_TOKEN_HEADER,
} from './internal-service';
import { Public } from './public';

const TOKEN = 'k3Vq9Zr2Lw8Xy1Tb6Nc4Hd7Jm0Pf5Gs-internal';
let handled = 0;

@Controller()
class ProbeController {
  @Endpoint(ENDPOINTS.sessionStatus)
  status(@Param('sid') sid: string) {
    handled += 1;
    return { active: sid === 'live', userId: 'u1' };
  }

  @Public()
  @Get('ip')
  ip(@Req() req: Request) {
    return { ip: req.ip };
  }
}

const schema = serviceConfigSchema({ service: 'probe', port: 1 });

async function probeApp(env: Record<string, string>): Promise<NestExpressApplication> {
  const config: ServiceConfig = loadConfig('probe', schema, { LOG_LEVEL: 'silent', ...env });
  @Module({
    imports: [CoreModule.forRoot({ service: 'probe', config, database: false })],
    controllers: [ProbeController],
  })
  class ProbeModule {}
  const app = await createServiceApp(ProbeModule, config);
  await app.init();
  return app;
}

describe('internal endpoints need the service credential', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await probeApp({ INTERNAL_SERVICE_TOKEN: TOKEN });
  });
  afterAll(() => app.close());

  it('refuses a call without the credential (401) or with a wrong one (403), before the handler', async () => {
    handled = 0;
    const none = await request(app.getHttpServer()).get('/internal/sessions/live').expect(401);
    expect(none.headers['content-type']).toMatch(/json/);
    expect(none.body.message).toBe(INTERNAL_CREDENTIAL_MISSING);
    for (const wrong of ['x', TOKEN.slice(0, -1), `${TOKEN}x`, DEV_INTERNAL_SERVICE_TOKEN]) {
      const res = await request(app.getHttpServer())
        .get('/internal/sessions/live')
        .set(SERVICE_TOKEN_HEADER, wrong)
        .expect(403);
      expect(res.body.message).toBe(INTERNAL_CREDENTIAL_WRONG);
    }
    expect(handled).toBe(0);
  });

  it('answers a call with the credential', async () => {
    const res = await request(app.getHttpServer())
      .get('/internal/sessions/live')
      .set(internalServiceHeaders({ INTERNAL_SERVICE_TOKEN: TOKEN }))
      .expect(200);
    expect(res.body).toEqual({ active: true, userId: 'u1' });
  });
});

describe('X-Forwarded-For is believed only from a configured proxy', () => {
  const ipOf = async (app: NestExpressApplication, forwarded: string) =>
    (await request(app.getHttpServer()).get('/ip').set('x-forwarded-for', forwarded).expect(200)).body.ip;

  it('takes the forwarded address from loopback (the default: the gateway on the same machine)', async () => {
    const app = await probeApp({});
    try {
      expect(await ipOf(app, '203.0.113.7')).toBe('203.0.113.7');
    } finally {
      await app.close();
    }
  });

  it('ignores it from any other peer, whatever it claims', async () => {
    // The test connects from 127.0.0.1: here only the gateway's (pretend) address is trusted.
    const app = await probeApp({ TRUSTED_PROXIES: '10.42.0.0/16, fd00::1' });
    try {
      expect(await ipOf(app, '203.0.113.7')).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await app.close();
    }
  });

  it.each(['true', '1', 'everyone', '10.0.0.0/33', ''])('refuses TRUSTED_PROXIES=%j', (value) => {
    expect(() => loadConfig('probe', schema, { TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('INTERNAL_SERVICE_TOKEN', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig('probe', schema, { NODE_ENV: 'production', ...env });
    } catch (err) {
      if (err instanceof ConfigError) return err.message;
      throw err;
    }
    return '';
  };

  it('defaults to the development value outside production', () => {
    expect(loadConfig('probe', schema, {}).INTERNAL_SERVICE_TOKEN).toBe(DEV_INTERNAL_SERVICE_TOKEN);
  });

  it('is required in production, and never the development value or a short or weak one', () => {
    expect(refusal({})).toMatch(/INTERNAL_SERVICE_TOKEN: is required in production/);
    expect(refusal({ INTERNAL_SERVICE_TOKEN: DEV_INTERNAL_SERVICE_TOKEN })).toMatch(
      /INTERNAL_SERVICE_TOKEN: is a published example or development value/,
    );
    expect(refusal({ INTERNAL_SERVICE_TOKEN: 'short' })).toMatch(/INTERNAL_SERVICE_TOKEN: must be at least 32/);
    expect(refusal({ INTERNAL_SERVICE_TOKEN: 'a'.repeat(40) })).toMatch(
      /INTERNAL_SERVICE_TOKEN: has too little entropy/,
    );
    expect(refusal({ INTERNAL_SERVICE_TOKEN: TOKEN })).toBe('');
  });
});
