/** Creating, configuring and running a service: the same code for main.ts and service tests. */
import type { Server } from 'node:http';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import type { z } from 'zod';
import { isClusterWorker, runClusterPrimary, shareMetricsWithPrimary } from './cluster';
import { ConfigError, loadConfig, type ServiceConfig } from './config';
import { bodyErrors, jsonBody, rejectMalformedUrl } from './http';
import { httpMetrics, Metrics } from './metrics';
import { rejectOperators } from './validation';

/** Builds the Nest app for a module and applies the shared HTTP behaviour. Call `init()` or `listen()` next. */
export async function createServiceApp(
  module: unknown,
  config: ServiceConfig,
  opts: { json?: boolean } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module as never, {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  // First: every answer is counted, the 400s of a malformed address too (CoreModule provides Metrics).
  const metrics = metricsOf(app);
  if (metrics) app.use(httpMetrics(metrics));
  app.disable('x-powered-by');
  // The gateway sits in front: take the client address from x-forwarded-for only when the request comes
  // from a configured proxy (TRUSTED_PROXIES), never from any private address.
  app.set('trust proxy', config.TRUSTED_PROXIES);
  app.use(rejectMalformedUrl);
  if (opts.json !== false) {
    app.use(jsonBody(config.BODY_LIMIT));
    app.use(bodyErrors);
    app.use(rejectOperators);
  }
  app.enableShutdownHooks();
  return app;
}

/**
 * main.ts of every service: validate the environment (exit 1 with a clear
 * message when wrong), build the module, listen, log the address.
 */
export async function runService<S extends z.ZodType>(
  service: string,
  schema: S,
  makeModule: (config: z.output<S>) => unknown,
  opts: {
    json?: boolean;
    beforeListen?: (app: NestExpressApplication, config: z.output<S>) => void | Promise<void>;
    /**
     * Processes to run (node:cluster): above 1, this process becomes the primary (forks, restarts,
     * serves the summed metrics; see cluster.ts) and each worker runs the app. Default 1.
     */
    workers?: (config: z.output<S>) => number;
    /** Runs in the cluster's primary before its first worker (state the workers share through it). */
    onPrimary?: () => void;
  } = {},
): Promise<NestExpressApplication> {
  let config: z.output<S>;
  try {
    config = loadConfig(service, schema);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const base = config as ServiceConfig;
  const workers = opts.workers?.(config) ?? 1;
  if (workers > 1 && !isClusterWorker()) {
    await runClusterPrimary({
      service,
      workers,
      metricsPort: base.METRICS_PORT,
      host: base.HOST,
      onPrimary: opts.onPrimary,
    });
    // The primary runs no app: it supervises its workers until a signal ends the process.
    return new Promise<never>(() => undefined);
  }
  // A starting worker answers the primary's metrics requests at once (empty until its app is up).
  if (isClusterWorker()) shareMetricsWithPrimary();
  try {
    const app = await createServiceApp(makeModule(config), base, opts);
    await opts.beforeListen?.(app, config);
    await app.listen(base.PORT, base.HOST);
    keepConnectionsLongerThanCallers(app.getHttpServer() as Server);
    app.get(Logger).log(`${service} listening on http://${base.HOST}:${base.PORT}`, 'Bootstrap');
    // Metrics on their own port (closed with the app): never reachable through the app's port.
    const metrics = metricsOf(app);
    if (metrics && isClusterWorker()) {
      // The primary serves the metrics port with the sum of its workers' values.
      metrics.collectRuntime();
      shareMetricsWithPrimary(metrics.registry);
    } else if (metrics && base.METRICS_PORT > 0) {
      await metrics.serve(base.METRICS_PORT, base.HOST);
      app.get(Logger).log(`${service} metrics on http://${base.HOST}:${base.METRICS_PORT}/metrics`, 'Bootstrap');
    }
    return app;
  } catch (err) {
    process.stderr.write(`${service}: failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}

/** The app's Metrics, or undefined for a module without CoreModule (some tests). */
function metricsOf(app: NestExpressApplication): Metrics | undefined {
  try {
    return app.get(Metrics, { strict: false });
  } catch {
    return undefined;
  }
}

/**
 * Idle keep-alive connections stay open this long (Node's default is 5 s). Callers (the gateway's
 * agent, fetch between services) close theirs sooner, so a request never goes out on a connection
 * the service is closing at that moment (an ECONNRESET the gateway answered as 502 under load).
 */
export const SERVICE_KEEP_ALIVE_MS = 65_000;

function keepConnectionsLongerThanCallers(server: Server): void {
  server.keepAliveTimeout = SERVICE_KEEP_ALIVE_MS;
  // Must exceed keepAliveTimeout, or a slow next request's headers are cut off first.
  server.headersTimeout = SERVICE_KEEP_ALIVE_MS + 1_000;
}
