/**
 * The `file` and `console` exporters: each finished span becomes one JSON line (span-record.ts),
 * appended to a file (`file`: read them with show-trace) or written to stdout beside the JSON logs
 * (`console`). Batches arrive from a BatchSpanProcessor, so this is one write per batch.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { spanRecord } from './span-record';

/** Where the lines go. */
export interface LineSink {
  write(text: string, done: (error?: Error | null) => void): void;
  close(): Promise<void>;
}

/** Appends to `file` (its folder is made), one stream for the process. */
export function fileSink(file: string): LineSink {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const stream = fs.createWriteStream(file, { flags: 'a' });
  // A full disk must not crash the service: the failed batch is reported to the processor instead.
  stream.on('error', () => undefined);
  return {
    write: (text, done) => void stream.write(text, done),
    close: () => new Promise((resolve) => stream.end(() => resolve())),
  };
}

/** Writes to standard output, where the service's JSON log lines go too. */
export function stdoutSink(): LineSink {
  return {
    // Writes to a file or pipe are synchronous on Linux; no callback (Jest's stdout never calls it back).
    write: (text, done) => {
      process.stdout.write(text);
      done();
    },
    close: async () => undefined,
  };
}

export class JsonLinesSpanExporter implements SpanExporter {
  private pending = Promise.resolve();
  private closed = false;

  constructor(private readonly sink: LineSink) {}

  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void): void {
    if (this.closed) {
      resultCallback({ code: ExportResultCode.FAILED, error: new Error('the span exporter is shut down') });
      return;
    }
    const text = spans.map((span) => `${JSON.stringify(spanRecord(span))}\n`).join('');
    this.pending = new Promise<void>((resolve) =>
      this.sink.write(text, (error) => {
        resultCallback(error ? { code: ExportResultCode.FAILED, error } : { code: ExportResultCode.SUCCESS });
        resolve();
      }),
    );
  }

  forceFlush(): Promise<void> {
    return this.pending;
  }

  async shutdown(): Promise<void> {
    this.closed = true;
    await this.pending;
    await this.sink.close();
  }
}
