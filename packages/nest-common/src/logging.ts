/**
 * Structured JSON logs (pino) with a request id taken from the gateway's x-request-id, or made here,
 * and the active span's `trace_id` and `span_id` when tracing is on (telemetry/).
 */
import { isSpanContextValid, trace } from '@opentelemetry/api';
import { redactUrl } from '@rmj/contracts';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Accepts a caller's id only if it looks like one (no log injection). */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && /^[A-Za-z0-9._-]{1,128}$/.test(given) ? given : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** A request as its log line shows it: a customer's file id, a proof token or an order number in it becomes its name (redactUrl). */
export function requestLogView(req: { method: string; url: string; id: string }) {
  return { method: req.method, url: redactUrl(req.url), id: req.id };
}

/**
 * The ids of the span active where a line is logged (pino's mixin): the request's server span, or a
 * span inside it. Nothing when no span is active, as always with OTEL_TRACES_EXPORTER=none.
 */
export function activeTraceIds(): { trace_id?: string; span_id?: string; trace_flags?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const context = span.spanContext();
  if (!isSpanContextValid(context)) return {};
  return {
    trace_id: context.traceId,
    span_id: context.spanId,
    trace_flags: context.traceFlags.toString(16).padStart(2, '0'),
  };
}

let capture: { lines: string[] } | undefined;

/**
 * Tests: the service loggers made (loggerModule) while this is open write their lines here instead
 * of to stdout, for as long as they live. Close it so later apps log as usual.
 */
export function captureServiceLogs(): { lines(): Array<Record<string, unknown>>; close(): void } {
  const opened = { lines: [] as string[] };
  capture = opened;
  return {
    lines: () => opened.lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: () => {
      if (capture === opened) capture = undefined;
    },
  };
}

/** Whether a logger at `level` writes info lines (pino-http's request lines are info). */
export function logsRequests(level: string): boolean {
  return !['warn', 'error', 'fatal', 'silent'].includes(level);
}

/** The options of every service's request logger (pino-http). */
export function serviceLogOptions(service: string, level: string): Options {
  return {
    level,
    base: { service },
    mixin: activeTraceIds,
    genReqId: requestIdOf,
    customAttributeKeys: { reqId: 'requestId' },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.newPassword'],
    // One line per request, at info: above info nothing would be written, so the per-request listeners and line
    // objects are not made at all (LOG_LEVEL=warn in production and benches); health probes never log.
    autoLogging: logsRequests(level) ? { ignore: (req) => (req.url ?? '').startsWith('/health') } : false,
    serializers: {
      req: requestLogView,
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

export function loggerModule(service: string, level: string) {
  const options = serviceLogOptions(service, level);
  const captured = capture;
  const stream: DestinationStream | undefined = captured && { write: (line: string) => void captured.lines.push(line) };
  return LoggerModule.forRoot({ pinoHttp: stream ? [options, stream] : options });
}
