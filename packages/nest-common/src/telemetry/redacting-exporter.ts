/**
 * Every exporter is wrapped in this: addresses in a span (the server's and the client's URL
 * attributes, old and new semantic conventions alike) are written as logs write them
 * (`redactUrl` in @rmj/contracts), so a proof token, an order number or a customer's file id never
 * leaves the process in a trace.
 */
import { redactUrl } from '@rmj/contracts';
import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-node';

const URL_ATTRIBUTES = ['url.full', 'url.path', 'http.url', 'http.target', 'http.route'];

/** The span's URL attributes redacted in place (span attributes are a plain object until exported). */
export function redactSpan(span: ReadableSpan): void {
  const attributes = span.attributes as Record<string, unknown>;
  let pathChanged = false;
  for (const key of URL_ATTRIBUTES) {
    const value = attributes[key];
    if (typeof value !== 'string') continue;
    const shown = redactUrl(value);
    if (shown === value) continue;
    attributes[key] = shown;
    pathChanged ||= key === 'url.path' || key === 'url.full';
  }
  const query = attributes['url.query'];
  if (typeof query === 'string') {
    const path = typeof attributes['url.path'] === 'string' ? attributes['url.path'] : '/';
    const shown = pathChanged ? '' : (redactUrl(`${path}?${query}`).split('?')[1] ?? '');
    if (shown !== query) attributes['url.query'] = shown;
  }
}

export class RedactingSpanExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}

  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void): void {
    for (const span of spans) redactSpan(span);
    this.inner.export(spans, resultCallback);
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}
