/**
 * The OpenTelemetry SDK of one process: a tracer provider (AsyncLocalStorage context, W3C trace
 * context and baggage propagation, the sampler of OTEL_TRACES_SAMPLER), the chosen exporter and the
 * instrumentations: node http (server and client: the gateway's proxy, supertest), Express, Nest,
 * the MongoDB driver (4-7, under mongoose) and undici (global fetch: orders → identity, orders → catalog).
 * Loaded by index.ts only when tracing is on, so `none` loads and patches nothing.
 */
import type { IncomingMessage } from 'node:http';
import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations, type Instrumentation } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TracingSettings } from './config';
import { fileSink, JsonLinesSpanExporter, stdoutSink } from './json-lines-exporter';
import { RedactingSpanExporter } from './redacting-exporter';

export interface TracingHandle {
  settings: TracingSettings;
  instrumentations: Instrumentation[];
  /** Exports the spans finished so far. */
  forceFlush(): Promise<void>;
  /** Unpatches the instrumentations, exports what is left and unregisters the global provider (tests). */
  shutdown(): Promise<void>;
}

/** Health probes and metric scrapes come every few seconds: no trace for them. */
const UNTRACED_PATHS = /^\/(health|metrics)(\/|\?|$)/;

function exporterFor(settings: TracingSettings): SpanExporter {
  switch (settings.exporter) {
    case 'otlp':
      // Reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT, _HEADERS, _TIMEOUT, _COMPRESSION itself.
      return new OTLPTraceExporter();
    case 'file':
      return new JsonLinesSpanExporter(fileSink(settings.file as string));
    case 'console':
      return new JsonLinesSpanExporter(stdoutSink());
    default:
      throw new Error(`no exporter for ${settings.exporter}`);
  }
}

export function startSdk(settings: TracingSettings): TracingHandle {
  const resource = detectResources({ detectors: [envDetector] }).merge(
    resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
  );
  // A developer reading a local file wants the spans within a second, not the default 5 s.
  const local = settings.exporter === 'file' || settings.exporter === 'console';
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [
      new BatchSpanProcessor(
        new RedactingSpanExporter(exporterFor(settings)),
        local ? { scheduledDelayMillis: 500 } : {},
      ),
    ],
  });
  provider.register();
  const instrumentations: Instrumentation[] = [
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (req: IncomingMessage) => UNTRACED_PATHS.test(req.url ?? ''),
    }),
    // Names the server span after the route (GET /api/products/:id); no span per middleware, router or
    // handler layer (Nest's own spans below show the controller and handler, at a fraction of the cost).
    new ExpressInstrumentation({
      ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER, ExpressLayerType.REQUEST_HANDLER],
    }),
    new NestInstrumentation(),
    // Commands only: never the documents or filter values (customers' data) in a span.
    new MongoDBInstrumentation({ enhancedDatabaseReporting: false }),
    new UndiciInstrumentation(),
  ];
  const unregister = registerInstrumentations({ tracerProvider: provider, instrumentations });
  flushOnTermination(provider);
  return {
    settings,
    instrumentations,
    forceFlush: () => provider.forceFlush(),
    shutdown: async () => {
      unregister();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/**
 * On SIGTERM/SIGINT, export what is buffered while Nest shuts the app down. A `once` listener beside
 * Nest's: Nest re-raises the signal when it is done and, with no listener left, the process ends. If
 * nothing else listens (no Nest), the signal is raised again after the flush so it still ends the process.
 */
function flushOnTermination(provider: NodeTracerProvider): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void provider
        .forceFlush()
        .catch(() => undefined)
        .finally(() => {
          if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
        });
    });
  }
}

/**
 * Jest only. Jest loads modules through its own registry, which the instrumentations' require hook
 * never sees, so nothing is patched there; node:http and node:https are the real, shared modules, so
 * patching them in place gives a test the HTTP server and client spans (and header injection) a
 * service gets at run time. fetch needs nothing: undici is traced through diagnostics channels.
 * Returns the undo (call it before handle.shutdown()).
 */
export function patchNodeHttpInPlace(handle: TracingHandle): () => void {
  const undo: Array<() => void> = [];
  for (const instrumentation of handle.instrumentations) {
    if (!(instrumentation instanceof HttpInstrumentation)) continue;
    for (const definition of instrumentation.getModuleDefinitions()) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exports = require(definition.name) as object;
      definition.patch?.(exports);
      undo.push(() => definition.unpatch?.(exports));
    }
  }
  return () => undo.forEach((step) => step());
}
