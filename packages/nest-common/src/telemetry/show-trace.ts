/**
 * Shows one trace from the `file` exporter's JSON lines as an indented tree, every service's spans
 * together:
 *
 *   node packages/nest-common/dist/telemetry/show-trace.js <traceId> [--dir .data/traces]
 *   node packages/nest-common/dist/telemetry/show-trace.js            (the latest traces, newest last)
 *
 * A trace id from any log line's `trace_id` works; a unique prefix of 8 or more characters too.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SpanRecord } from './span-record';

/** Every span in the .jsonl files of `dir` (lines that are not spans are skipped). */
export function readSpans(dir: string): SpanRecord[] {
  if (!fs.existsSync(dir)) return [];
  const spans: SpanRecord[] = [];
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.jsonl'))) {
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        const span = JSON.parse(line) as SpanRecord;
        if (typeof span.traceId === 'string' && typeof span.spanId === 'string') spans.push(span);
      } catch {
        // A line cut short by a crash: skip it.
      }
    }
  }
  return spans;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** What a span's line shows after its name: the HTTP status, the database operation, an error. */
function details(span: SpanRecord): string {
  const a = span.attributes;
  const status = a['http.response.status_code'] ?? a['http.status_code'];
  const parts = [
    status !== undefined ? `${status}` : '',
    (a['db.operation.name'] ?? a['db.operation']) ? `${a['db.operation.name'] ?? a['db.operation']}` : '',
    span.status.code === 'ERROR' ? `ERROR${span.status.message ? `: ${span.status.message}` : ''}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `  [${parts.join(', ')}]` : '';
}

/** The spans of one trace as text: one line per span, children indented under their parent, in start order. */
export function formatTrace(spans: SpanRecord[]): string {
  if (spans.length === 0) return '';
  const byStart = [...spans].sort((a, b) => a.start.localeCompare(b.start));
  const ids = new Set(byStart.map((span) => span.spanId));
  const children = new Map<string, SpanRecord[]>();
  const roots: SpanRecord[] = [];
  for (const span of byStart) {
    // A parent that is not in the files (another process without the file exporter) makes a root here.
    if (span.parentSpanId && ids.has(span.parentSpanId)) {
      children.set(span.parentSpanId, [...(children.get(span.parentSpanId) ?? []), span]);
    } else roots.push(span);
  }
  const t0 = Date.parse(byStart[0].start);
  const services = new Set(byStart.map((span) => span.service));
  const end = Math.max(...byStart.map((span) => Date.parse(span.start) + span.duration));
  const lines = [
    `trace ${byStart[0].traceId}: ${spans.length} spans, ${services.size} service(s) (${[...services].join(', ')}), ${ms(end - t0)}`,
  ];
  const walk = (span: SpanRecord, depth: number) => {
    const offset = `+${ms(Date.parse(span.start) - t0)}`.padStart(11);
    lines.push(
      `${offset} ${ms(span.duration).padStart(10)}  ${'  '.repeat(depth)}${span.service}: ${span.name} (${span.kind.toLowerCase()})${details(span)}`,
    );
    for (const child of children.get(span.spanId) ?? []) walk(child, depth + 1);
  };
  for (const root of roots) walk(root, 0);
  return lines.join('\n');
}

/** One line per trace (newest last): id, start, span count, services, what its first span was. */
export function formatTraceList(spans: SpanRecord[], limit = 20): string {
  const traces = new Map<string, SpanRecord[]>();
  for (const span of spans) traces.set(span.traceId, [...(traces.get(span.traceId) ?? []), span]);
  const rows = [...traces.values()]
    .map((trace) => trace.sort((a, b) => a.start.localeCompare(b.start)))
    .sort((a, b) => a[0].start.localeCompare(b[0].start))
    .slice(-limit);
  return rows
    .map((trace) => {
      const services = [...new Set(trace.map((span) => span.service))].join(',');
      return `${trace[0].traceId}  ${trace[0].start}  ${String(trace.length).padStart(4)} spans  ${services}  ${trace[0].name}`;
    })
    .join('\n');
}

function main(argv: string[]): number {
  const dirAt = argv.indexOf('--dir');
  const dir = path.resolve(
    dirAt >= 0 && argv[dirAt + 1]
      ? argv[dirAt + 1]
      : process.env.OTEL_TRACES_FILE
        ? path.dirname(process.env.OTEL_TRACES_FILE)
        : path.join('.data', 'traces'),
  );
  const wanted = argv.filter((arg, i) => !arg.startsWith('--') && (dirAt < 0 || i !== dirAt + 1))[0]?.toLowerCase();
  const spans = readSpans(dir);
  if (spans.length === 0) {
    process.stderr.write(
      `No spans in ${dir}. Start the shop with OTEL_TRACES_EXPORTER=file (npm start writes .data/traces/<service>.jsonl).\n`,
    );
    return 1;
  }
  if (!wanted) {
    process.stdout.write(`${formatTraceList(spans)}\n`);
    return 0;
  }
  const ids = [...new Set(spans.map((span) => span.traceId).filter((id) => id.startsWith(wanted)))];
  if (wanted.length < 8 || ids.length !== 1) {
    process.stderr.write(
      ids.length > 1
        ? `${ids.length} traces start with ${wanted}: give more of the id.\n`
        : `No trace ${wanted} in ${dir} (give its id or 8+ characters of it).\n`,
    );
    return 1;
  }
  process.stdout.write(`${formatTrace(spans.filter((span) => span.traceId === ids[0]))}\n`);
  return 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
