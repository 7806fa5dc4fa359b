// The metrics of every service: runService serves GET /metrics on METRICS_PORT (a server of its
// own, closed with the app), the app's own port does not; requests are labelled with their route
// pattern (unmatched when no route answered) and every 429 counts with the limit that refused it.
import { Body, Controller, Get, Inject, Module, Param, Post, UseGuards } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { freePort, testDatabaseUri } from '@rmj/test-db';
import request from 'supertest';
import { runService } from '../bootstrap';
import { serviceConfigSchema } from '../config';
import { CoreModule } from '../core.module';
import { RateLimitGuard, tooManyRequests } from '../limits/rate-limit.guard';
import { RateLimitModule } from '../limits/rate-limit.module';
import { TicketLimiter } from '../limits/ticket-limiter';
import { Metrics, sampleValue } from './metrics';
import { METRICS } from './names';

@Controller('api')
class ItemsController {
  constructor(@Inject(TicketLimiter) private readonly limiter: TicketLimiter) {}

  @Get('items/:id')
  item(@Param('id') id: string) {
    return { id };
  }

  @Post('guarded')
  @UseGuards(RateLimitGuard({ name: 'guarded-test', max: 1, windowMs: 60_000 }))
  guarded() {
    return { ok: true };
  }

  /** A limit a service takes itself, after the JSON body was parsed (identity's logins do this). */
  @Post('counted')
  async counted(@Body() body: { key: string }) {
    const result = await this.limiter.take({ name: 'counted-test', max: 1, windowMs: 60_000 }, body.key);
    if (!result.allowed) throw tooManyRequests('Too many', result.retryAfterMs);
    return { ok: true };
  }
}

const schema = serviceConfigSchema({ service: 'echo', port: 1, metricsPort: 1 });

let app: NestExpressApplication;
let appUrl: string;
let metricsUrl: string;
const saved = { ...process.env };

beforeAll(async () => {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const uri = new URL(testDatabaseUri('metrics'));
  Object.assign(process.env, {
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    MONGODB_URI: `mongodb://${uri.host}`,
    MONGODB_DB: uri.pathname.slice(1),
  });
  app = await runService('echo', schema, (config) => {
    @Module({
      imports: [CoreModule.forRoot({ service: 'echo', config }), RateLimitModule.forRoot()],
      controllers: [ItemsController],
    })
    class EchoModule {}
    return EchoModule;
  });
  appUrl = `http://127.0.0.1:${port}`;
  metricsUrl = `http://127.0.0.1:${metricsPort}`;
});
afterAll(async () => {
  await app?.close();
  process.env = saved;
});

/** The value of one sample in the text format, 0 when absent. */
async function sample(name: string, labels: Record<string, string>): Promise<number> {
  return sampleValue(await (await fetch(`${metricsUrl}/metrics`)).text(), name, labels);
}

it('serves the Prometheus text format on its own port, with the runtime metrics and the service label', async () => {
  const res = await fetch(`${metricsUrl}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  expect(text).toContain('# TYPE rmj_http_requests_total counter');
  expect(text).toContain('# TYPE rmj_http_request_duration_seconds histogram');
  expect(text).toMatch(/^process_cpu_user_seconds_total\{service="echo"\} /m);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="echo"\} /m);
});

it('answers only GET /metrics there', async () => {
  expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
  expect((await fetch(`${metricsUrl}/api/items/1`)).status).toBe(404);
  expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
});

it('the app port does not serve /metrics: an unknown route, counted as unmatched', async () => {
  const before = await sample('rmj_http_requests_total', { route: 'unmatched', status: '404' });
  const res = await request(appUrl).get('/metrics');
  expect(res.status).toBe(404);
  expect(res.text).not.toContain('rmj_http_requests_total');
  await request(appUrl).get('/api/no/such/thing/42').expect(404);
  expect(await sample('rmj_http_requests_total', { route: 'unmatched', status: '404' })).toBe(before + 2);
});

it('labels a request with its route pattern, never the raw address', async () => {
  const labels = { method: 'GET', route: '/api/items/:id', status: '200' };
  const before = await sample('rmj_http_requests_total', labels);
  await request(appUrl).get('/api/items/ring-42').expect(200);
  await request(appUrl).get('/api/items/pendant-7?colour=gold').expect(200);
  expect(await sample('rmj_http_requests_total', labels)).toBe(before + 2);
  expect(await sample('rmj_http_request_duration_seconds_count', labels)).toBe(before + 2);
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  expect(text).not.toContain('ring-42');
  expect(text).not.toContain('pendant-7');
});

it('counts every 429 with the limit that refused it (a guard, or a limit the handler took itself)', async () => {
  await request(appUrl).post('/api/guarded').expect(201);
  await request(appUrl).post('/api/guarded').expect(429);
  expect(await sample('rmj_rate_limit_refusals_total', { class: 'guarded-test', service: 'echo' })).toBe(1);
  await request(appUrl).post('/api/counted').send({ key: 'k' }).expect(201);
  await request(appUrl).post('/api/counted').send({ key: 'k' }).expect(429);
  expect(await sample('rmj_rate_limit_refusals_total', { class: 'counted-test' })).toBe(1);
  expect(await sample('rmj_http_requests_total', { route: '/api/counted', status: '429' })).toBe(1);
});

it('services define their own metrics from the one list of names, made once', () => {
  const metrics = app.get(Metrics);
  expect(metrics.counter(METRICS.checkoutsStarted)).toBe(metrics.counter(METRICS.checkoutsStarted));
  expect(() => metrics.gauge(METRICS.checkoutsStarted)).toThrow(/is a counter/);
});

it('closes the metrics port with the app', async () => {
  await app.close();
  await expect(fetch(`${metricsUrl}/metrics`)).rejects.toThrow();
  app = undefined as unknown as NestExpressApplication;
});
