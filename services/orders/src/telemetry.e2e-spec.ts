// Trace context across orders → identity (the session check every login-required call makes).
// The OpenTelemetry SDK is process-wide: this spec is the only orders spec that starts one.
import { Controller, Get, Headers, Module, Param, type INestApplication } from '@nestjs/common';
import { INTERNAL_SESSION_PATH } from '@rmj/contracts';
import { captureServiceLogs, CoreModule, createServiceApp, loadConfig, serviceConfigSchema } from '@rmj/nest-common';
import { patchNodeHttpInPlace, startTracing, type SpanRecord, type TracingHandle } from '@rmj/nest-common/telemetry';
import { PinoLogger } from 'nestjs-pino';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type OrdersTestApp } from './testing/test-app';

const received: Array<string | undefined> = [];

/**
 * identity's internal session check as identity serves it: a Nest app on nest-common's CoreModule
 * (the same request logger as every service), answering every session as active. The real identity
 * cannot be loaded here (a part never imports another part's source).
 */
@Controller(INTERNAL_SESSION_PATH.slice(1))
class SessionCheckController {
  constructor(private readonly logger: PinoLogger) {}

  @Get(':sid')
  status(@Param('sid') _sid: string, @Headers('traceparent') traceparent?: string) {
    received.push(traceparent);
    this.logger.info('session checked');
    return { active: true, userId: 'user-1' };
  }
}

@Module({})
class IdentityStandInModule {
  static register(config: ReturnType<typeof identityConfig>) {
    return {
      module: IdentityStandInModule,
      imports: [CoreModule.forRoot({ service: 'identity', config, database: false })],
      controllers: [SessionCheckController],
    };
  }
}

const identityConfig = () =>
  loadConfig('identity', serviceConfigSchema({ service: 'identity', port: 3003 }), {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
  });

describe('one trace across orders and identity', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-orders-traces-'));
  const spansFile = path.join(dir, 'orders.jsonl');
  let tracing: TracingHandle;
  let unpatch: () => void;
  let logs: ReturnType<typeof captureServiceLogs>;
  let identity: INestApplication;
  let t: OrdersTestApp;

  beforeAll(async () => {
    tracing = startTracing('orders', { OTEL_TRACES_EXPORTER: 'file', OTEL_TRACES_FILE: spansFile }) as TracingHandle;
    unpatch = patchNodeHttpInPlace(tracing);
    logs = captureServiceLogs();
    const config = identityConfig();
    identity = await createServiceApp(IdentityStandInModule.register(config), config);
    await identity.listen(0, '127.0.0.1');
    const { port } = identity.getHttpServer().address() as AddressInfo;
    t = await createTestApp('telemetry', { IDENTITY_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info' });
    logs.close();
  });

  afterAll(async () => {
    await t?.close();
    await identity?.close();
    unpatch?.();
    await tracing?.shutdown();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("carries traceparent to identity's session check, and both services log the one trace id", async () => {
    await t.http().get('/api/orders/mine').set('Authorization', t.bearer()).expect(200);

    // identity got W3C trace context from orders' fetch.
    expect(received).toHaveLength(1);
    const [, traceId, parentSpanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/.exec(received[0] ?? '') ?? [];
    expect(traceId).toBeDefined();

    // Every log line of that request, in both services, carries that trace id.
    const lines = logs.lines();
    const ordersLines = lines.filter((l) => l.service === 'orders' && l.trace_id === traceId);
    const identityLines = lines.filter((l) => l.service === 'identity' && l.trace_id === traceId);
    expect(ordersLines.map((l) => (l.req as { url?: string } | undefined)?.url)).toContain('/api/orders/mine');
    expect(identityLines.map((l) => l.msg)).toEqual(expect.arrayContaining(['session checked', 'request completed']));
    expect(identityLines.every((l) => typeof l.span_id === 'string' && l.span_id !== parentSpanId)).toBe(true);

    // The header's parent is orders' outgoing call, made inside orders' handling of the request.
    await tracing.forceFlush();
    const spans = fs
      .readFileSync(spansFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SpanRecord)
      .filter((span) => span.traceId === traceId);
    const call = spans.find((span) => span.spanId === parentSpanId);
    expect(call).toMatchObject({
      kind: 'CLIENT',
      attributes: { 'url.path': expect.stringMatching(/^\/internal\/sessions\//) },
    });
    const ordersServer = spans.find(
      (span) => span.kind === 'SERVER' && span.attributes['url.path'] === '/api/orders/mine',
    );
    expect(ordersServer).toBeDefined();
    expect(ordersLines.some((l) => l.span_id === ordersServer!.spanId)).toBe(true);
    const ancestors = (span: SpanRecord | undefined): string[] =>
      span?.parentSpanId ? [span.parentSpanId, ...ancestors(spans.find((s) => s.spanId === span.parentSpanId))] : [];
    expect(ancestors(call)).toContain(ordersServer!.spanId);
  });
});
