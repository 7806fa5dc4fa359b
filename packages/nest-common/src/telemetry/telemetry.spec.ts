// One OpenTelemetry SDK per process: every test that starts one is in this file and shuts it down.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { trace } from '@opentelemetry/api';
import pino from 'pino';
import { serviceLogOptions } from '../logging';
import { loadConfig, serviceConfigSchema } from '../config';
import { startTracing, tracingSettings, type SpanRecord, type TracingHandle } from './index';
import { formatTrace } from './show-trace';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-traces-'));
const readSpans = (file: string): SpanRecord[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SpanRecord);

describe('tracing settings', () => {
  it('are off by default in development and test, OTLP by default in production', () => {
    expect(tracingSettings('orders', {}).exporter).toBe('none');
    expect(tracingSettings('orders', { NODE_ENV: 'test' }).exporter).toBe('none');
    expect(tracingSettings('orders', { NODE_ENV: 'production' })).toEqual({ exporter: 'otlp', serviceName: 'orders' });
    expect(tracingSettings('orders', { NODE_ENV: 'production', OTEL_TRACES_EXPORTER: 'none' }).exporter).toBe('none');
  });

  it('take the exporter, the service name and the file from the standard variables', () => {
    expect(tracingSettings('orders', { OTEL_TRACES_EXPORTER: ' Console ' }).exporter).toBe('console');
    expect(tracingSettings('orders', { OTEL_TRACES_EXPORTER: '' }).exporter).toBe('none');
    expect(tracingSettings('gateway', { OTEL_TRACES_EXPORTER: 'otlp', OTEL_SERVICE_NAME: 'rmj-gateway' })).toEqual({
      exporter: 'otlp',
      serviceName: 'rmj-gateway',
    });
    expect(tracingSettings('catalog', { OTEL_TRACES_EXPORTER: 'file' }).file).toBe(
      path.resolve('.data', 'traces', 'catalog.jsonl'),
    );
    expect(tracingSettings('catalog', { OTEL_TRACES_EXPORTER: 'file', OTEL_TRACES_FILE: '/tmp/t/c.jsonl' }).file).toBe(
      '/tmp/t/c.jsonl',
    );
  });

  it('refuse an exporter they do not know, naming the variable, also in the service configuration', () => {
    expect(() => tracingSettings('orders', { OTEL_TRACES_EXPORTER: 'jaeger' })).toThrow(
      /orders: invalid tracing configuration[\s\S]*OTEL_TRACES_EXPORTER: must be one of none, otlp, console, file/,
    );
    expect(() =>
      loadConfig('orders', serviceConfigSchema({ service: 'orders', port: 3002 }), { OTEL_TRACES_EXPORTER: 'zipkin' }),
    ).toThrow(/OTEL_TRACES_EXPORTER/);
  });
});

describe('tracing', () => {
  let handle: TracingHandle | undefined;
  afterEach(async () => {
    await handle?.shutdown();
    handle = undefined;
  });

  it('is not started at all with none: no provider, spans record nothing', () => {
    expect(startTracing('orders', { OTEL_TRACES_EXPORTER: 'none' })).toBeUndefined();
    const span = trace.getTracer('test').startSpan('work');
    expect(span.isRecording()).toBe(false);
    span.end();
  });

  it("writes the active span's trace and span ids into every log line written inside it", async () => {
    handle = startTracing('orders', { OTEL_TRACES_EXPORTER: 'file', OTEL_TRACES_FILE: path.join(tmp(), 'o.jsonl') });
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino(serviceLogOptions('orders', 'info') as pino.LoggerOptions, {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    const ids = trace.getTracer('test').startActiveSpan('work', (span) => {
      logger.info('inside');
      logger.child({ requestId: 'r1' }).info('inside, from a child logger');
      span.end();
      return span.spanContext();
    });
    logger.info('outside');
    expect(lines[0]).toMatchObject({ msg: 'inside', service: 'orders', trace_id: ids.traceId, span_id: ids.spanId });
    expect(lines[1]).toMatchObject({ requestId: 'r1', trace_id: ids.traceId, span_id: ids.spanId });
    expect(ids.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(lines[2].msg).toBe('outside');
    expect(lines[2]).not.toHaveProperty('trace_id');
  });

  it('with file, appends one JSON line per finished span, children pointing at their parent', async () => {
    const file = path.join(tmp(), 'nested', 'catalog.jsonl');
    handle = startTracing('catalog', { OTEL_TRACES_EXPORTER: 'file', OTEL_TRACES_FILE: file });
    const tracer = trace.getTracer('test');
    tracer.startActiveSpan('parent', (parent) => {
      tracer.startActiveSpan('child', (child) => {
        child.setAttribute('db.operation.name', 'find');
        child.end();
      });
      tracer.startSpan('second child').end();
      parent.end();
    });
    await handle!.forceFlush();
    const spans = readSpans(file);
    expect(spans).toHaveLength(3);
    const parent = spans.find((s) => s.name === 'parent')!;
    expect(parent).toMatchObject({ service: 'catalog', kind: 'INTERNAL', status: { code: 'UNSET' } });
    expect(parent.parentSpanId).toBeUndefined();
    expect(typeof parent.duration).toBe('number');
    expect(Number.isNaN(Date.parse(parent.start.replace(/(\.\d{3})\d+Z$/, '$1Z')))).toBe(false);
    for (const name of ['child', 'second child']) {
      expect(spans.find((s) => s.name === name)).toMatchObject({
        traceId: parent.traceId,
        parentSpanId: parent.spanId,
      });
    }
    expect(spans.find((s) => s.name === 'child')!.attributes).toEqual({ 'db.operation.name': 'find' });

    const tree = formatTrace(spans).split('\n');
    expect(tree[0]).toContain(`trace ${parent.traceId}: 3 spans, 1 service(s) (catalog)`);
    expect(tree[1]).toMatch(/ {2}catalog: parent \(internal\)$/);
    expect(tree[2]).toMatch(/ {4}catalog: child \(internal\) {2}\[find\]$/);
    expect(tree[3]).toMatch(/ {4}catalog: second child \(internal\)$/);
  });
});
