// W3C trace context through the gateway's proxy (http-proxy-middleware over node http with a
// keep-alive agent). The OpenTelemetry SDK is process-wide: this is the only gateway spec that starts one.
import { captureServiceLogs } from '@rmj/nest-common';
import { patchNodeHttpInPlace, startTracing, type SpanRecord, type TracingHandle } from '@rmj/nest-common/telemetry';
import type { INestApplication } from '@nestjs/common';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { startUpstream } from '../testing/upstream-stub';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/;

describe('the gateway passes trace context to the services', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-gateway-traces-'));
  const spansFile = path.join(dir, 'gateway.jsonl');
  let tracing: TracingHandle;
  let unpatch: () => void;
  let logs: ReturnType<typeof captureServiceLogs>;
  let catalog: Awaited<ReturnType<typeof startUpstream>>;
  let app: INestApplication;
  let gateway: string;

  beforeAll(async () => {
    tracing = startTracing('gateway', { OTEL_TRACES_EXPORTER: 'file', OTEL_TRACES_FILE: spansFile }) as TracingHandle;
    unpatch = patchNodeHttpInPlace(tracing);
    catalog = await startUpstream();
    logs = captureServiceLogs();
    ({ app, url: gateway } = await createTestGateway({ LOG_LEVEL: 'info', CATALOG_URL: catalog.url }));
    logs.close();
  });

  afterAll(async () => {
    await app?.close();
    await catalog?.close();
    unpatch?.();
    await tracing?.shutdown();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends each proxied request on with a traceparent of the gateway's own trace and span", async () => {
    // Two requests: the second goes out on the agent's kept-alive connection and must get its own context.
    await request(gateway).get('/api/products/one').expect(200);
    await request(gateway).get('/api/products/two').expect(200);
    await tracing.forceFlush();
    const spans = fs
      .readFileSync(spansFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SpanRecord);
    const lines = logs.lines();

    const seen = catalog.received.map((r) => TRACEPARENT.exec(String(r.headers.traceparent)));
    expect(seen).toHaveLength(2);
    expect(seen.every(Boolean)).toBe(true);
    expect(seen[0]![1]).not.toBe(seen[1]![1]);

    for (const [i, url] of ['/api/products/one', '/api/products/two'].entries()) {
      const [, traceId, parentSpanId] = seen[i]!;
      // (The stub upstream runs in this process too: its server span is the one under the proxy's call.)
      const server = spans.find(
        (s) => s.kind === 'SERVER' && s.attributes['url.path'] === url && s.parentSpanId !== parentSpanId,
      );
      expect(server).toMatchObject({ service: 'gateway', traceId });
      // The header's parent is the gateway's outgoing call, a child of its span for the request.
      const call = spans.find((s) => s.spanId === parentSpanId);
      expect(call).toMatchObject({ kind: 'CLIENT', traceId, service: 'gateway' });
      const ancestors = (span: SpanRecord | undefined): string[] =>
        span?.parentSpanId ? [span.parentSpanId, ...ancestors(spans.find((s) => s.spanId === span.parentSpanId))] : [];
      expect(ancestors(call)).toContain(server!.spanId);
      // And the gateway's log line of the request ('proxied') carries the same trace, in its span.
      const line = lines.find((l) => l.msg === 'proxied' && l.url === url);
      // (Its `service` is the upstream the gateway chose.)
      expect(line).toMatchObject({ service: 'catalog', trace_id: traceId, span_id: server!.spanId });
    }
  });

  it('never writes a proof token or an order number into a span', async () => {
    const token = 'c2VjcmV0LXByb29m'.repeat(3);
    await request(gateway).get(`/api/products/search?q=${token}`).expect(200);
    await request(gateway)
      .get(`/api/files/${'ab'.repeat(16)}`)
      .expect(200);
    const orders = await startUpstream();
    const second = await createTestGateway({ ORDERS_URL: orders.url });
    try {
      await request(second.url).get(`/api/proofs/${token}`).expect(200);
      await request(second.url).get('/api/track-order/RMJ-AB12CD34EF').expect(200);
    } finally {
      await second.app.close();
      await orders.close();
    }
    await tracing.forceFlush();
    const text = fs.readFileSync(spansFile, 'utf8');
    const spans = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SpanRecord);
    const paths = spans.map((s) => s.attributes['url.path'] ?? s.attributes['http.target']);
    expect(paths).toContain('/api/proofs/:token');
    expect(paths).toContain('/api/track-order/:orderNumber');
    expect(paths).toContain('/api/files/:id');
    // The search words are not a secret: the span still shows them.
    expect(text).toContain(`q=${token}`);
    expect(text.split(`q=${token}`).join('')).not.toContain(token);
    expect(text).not.toContain('RMJ-AB12CD34EF');
    expect(text).not.toContain('ab'.repeat(16));
  });
});
