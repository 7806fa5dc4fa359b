/**
 * Tracing settings, from the standard OpenTelemetry variables. Imports zod only: the tracing entry
 * reads them before anything of Nest, Express or MongoDB is loaded. config.ts adds the same keys to
 * every service's schema, so a wrong value is also named by the usual "invalid configuration" message.
 */
import path from 'node:path';
import { z } from 'zod';

export const TRACES_EXPORTERS = ['none', 'otlp', 'console', 'file'] as const;
export type TracesExporter = (typeof TRACES_EXPORTERS)[number];

/** The tracing keys of serviceConfigSchema (the OTLP exporter reads its own OTEL_EXPORTER_OTLP_* itself). */
export const tracingConfigShape = {
  /** none (default outside production) | otlp (default in production) | console | file. */
  OTEL_TRACES_EXPORTER: z.preprocess(
    // Case and spaces do not matter; an empty value means the default (as OpenTelemetry reads it).
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(TRACES_EXPORTERS, { error: `must be one of ${TRACES_EXPORTERS.join(', ')}` }).optional(),
  ),
  /** The service's name in traces; default: the service (gateway, catalog, orders, identity). */
  OTEL_SERVICE_NAME: z
    .string()
    .regex(/^[\w.-]{1,100}$/, 'must be 1-100 letters, digits, ".", "_" or "-"')
    .optional(),
  /** For `file`: where spans are appended as JSON lines (default .data/traces/<service>.jsonl). */
  OTEL_TRACES_FILE: z.string().min(1).optional(),
};

const tracingEnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  ...tracingConfigShape,
});

export interface TracingSettings {
  exporter: TracesExporter;
  /** `service.name` of every span. */
  serviceName: string;
  /** Only for the file exporter: an absolute path. */
  file?: string;
}

export class TracingConfigError extends Error {}

/** The file the `file` exporter writes for a service when OTEL_TRACES_FILE is not set (relative to the working directory). */
export function defaultTracesFile(serviceName: string, cwd = process.cwd()): string {
  return path.resolve(cwd, '.data', 'traces', `${serviceName}.jsonl`);
}

/**
 * What the environment asks for. Tracing is off (`none`) unless configured, except in production where
 * the OpenTelemetry default, `otlp`, applies (the production overlay sets it and the collector's address).
 */
export function tracingSettings(service: string, env: NodeJS.ProcessEnv = process.env): TracingSettings {
  const parsed = tracingEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new TracingConfigError(`${service}: invalid tracing configuration, refusing to start:\n${lines.join('\n')}`);
  }
  const { NODE_ENV, OTEL_TRACES_EXPORTER, OTEL_SERVICE_NAME, OTEL_TRACES_FILE } = parsed.data;
  const exporter = OTEL_TRACES_EXPORTER ?? (NODE_ENV === 'production' ? 'otlp' : 'none');
  const serviceName = OTEL_SERVICE_NAME ?? service;
  return {
    exporter,
    serviceName,
    ...(exporter === 'file'
      ? { file: OTEL_TRACES_FILE ? path.resolve(OTEL_TRACES_FILE) : defaultTracesFile(serviceName) }
      : {}),
  };
}
