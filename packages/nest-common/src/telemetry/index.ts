/**
 * `@rmj/nest-common/telemetry`: OpenTelemetry tracing for a service, started before anything it traces
 * is loaded. Each service's main.ts begins with `import '@rmj/nest-common/telemetry/<service>';`
 * (start/<service>.ts). Imports nothing of Nest, Express or MongoDB; with OTEL_TRACES_EXPORTER=none
 * (the default outside production) it does not even load the SDK.
 */
import { TracingConfigError, tracingSettings } from './config';
import type { TracingHandle } from './sdk';

export * from './config';
export type { TracingHandle } from './sdk';

/** Jest only: see sdk.ts. Loads the SDK (a test that calls it has tracing on). */
export function patchNodeHttpInPlace(handle: TracingHandle): () => void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('./sdk') as typeof import('./sdk')).patchNodeHttpInPlace(handle);
}
export type { SpanRecord } from './span-record';

/** Starts tracing as the environment says; undefined when it is off. Throws TracingConfigError on a wrong setting. */
export function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): TracingHandle | undefined {
  const settings = tracingSettings(service, env);
  if (settings.exporter === 'none') return undefined;
  // Loaded only now: the SDK and its instrumentations cost nothing when tracing is off.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startSdk } = require('./sdk') as typeof import('./sdk');
  return startSdk(settings);
}

/** For main.ts: a wrong setting stops the service with the same kind of message as the rest of its configuration. */
export function startServiceTracing(service: string): TracingHandle | undefined {
  try {
    return startTracing(service);
  } catch (err) {
    if (err instanceof TracingConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
