/**
 * The metrics port: a separate HTTP server (never the app's port, so neither the gateway's proxy
 * nor the Ingress can route to it) that answers GET /metrics in Prometheus' text format and 404 to
 * everything else.
 */
import { createServer, type Server } from 'node:http';

/** What the metrics port reads: a registry, or the sum over a cluster's workers. */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

export const METRICS_PATH = '/metrics';

export function startMetricsServer(registry: MetricsSource, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`# metrics failed: ${(err as Error).message}\n`);
      },
    );
  });
  // A scrape is one short request: do not keep idle connections for long.
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
