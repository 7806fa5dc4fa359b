/**
 * One finished span as a JSON line: what the `file` and `console` exporters write and show-trace reads.
 * Types only from the SDK, so show-trace loads nothing of OpenTelemetry.
 */
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';

export interface SpanRecord {
  traceId: string;
  spanId: string;
  /** Absent on a trace's root span. */
  parentSpanId?: string;
  name: string;
  /** `service.name` of the process that made the span. */
  service: string;
  kind: 'INTERNAL' | 'SERVER' | 'CLIENT' | 'PRODUCER' | 'CONSUMER';
  /** ISO 8601 start time. */
  start: string;
  /** Milliseconds, to the microsecond. */
  duration: number;
  attributes: Record<string, unknown>;
  status: { code: 'UNSET' | 'OK' | 'ERROR'; message?: string };
  /** Exceptions and other events recorded on the span, when there are any. */
  events?: Array<{ name: string; time: string; attributes?: Record<string, unknown> }>;
}

const KINDS: SpanRecord['kind'][] = ['INTERNAL', 'SERVER', 'CLIENT', 'PRODUCER', 'CONSUMER'];
const STATUS: SpanRecord['status']['code'][] = ['UNSET', 'OK', 'ERROR'];

const isoOf = ([seconds, nanos]: [number, number]) =>
  new Date(seconds * 1000 + Math.floor(nanos / 1e6))
    .toISOString()
    .replace('Z', `${String(nanos % 1e6).padStart(6, '0')}Z`);
const msOf = ([seconds, nanos]: [number, number]) => Math.round((seconds * 1e3 + nanos / 1e6) * 1000) / 1000;

export function spanRecord(span: ReadableSpan): SpanRecord {
  const context = span.spanContext();
  const parent = span.parentSpanContext;
  return {
    traceId: context.traceId,
    spanId: context.spanId,
    ...(parent ? { parentSpanId: parent.spanId } : {}),
    name: span.name,
    service: String(span.resource.attributes['service.name'] ?? 'unknown'),
    kind: KINDS[span.kind] ?? 'INTERNAL',
    start: isoOf(span.startTime),
    duration: msOf(span.duration),
    attributes: { ...span.attributes },
    status: {
      code: STATUS[span.status.code] ?? 'UNSET',
      ...(span.status.message ? { message: span.status.message } : {}),
    },
    ...(span.events.length > 0
      ? {
          events: span.events.map((event) => ({
            name: event.name,
            time: isoOf(event.time),
            ...(event.attributes ? { attributes: { ...event.attributes } } : {}),
          })),
        }
      : {}),
  };
}
