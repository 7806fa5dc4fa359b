/**
 * A switchable HTTP proxy between the orders service and the payment sandbox, so a test can make
 * the provider unreachable ('down': connections are cut), silent ('hang': no answer), slow ('slow':
 * each call is forwarded after `slowMs`), or fail some calls only (`fault`), for the service's real client, while the sandbox itself (and its
 * webhooks) keeps running.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'pass' | 'down' | 'hang' | 'slow';

/** A fault for some calls only: cut the call off, or let it through and lose the provider's answer. */
export type ProxyFault = 'down' | 'lost-answer' | null;

export interface ProviderProxy {
  url: string;
  mode: ProxyMode;
  /** How long each call waits in 'slow' mode before it is forwarded. */
  slowMs: number;
  /** Decides per call (method, path) in 'pass' mode; none = every call passes. */
  fault?: (method: string, path: string) => ProxyFault;
  /** Requests that reached the proxy, by method and path. */
  seen: string[];
  close(): Promise<void>;
}

export async function startProviderProxy(target: string): Promise<ProviderProxy> {
  const upstream = new URL(target);
  const proxy = { mode: 'pass', slowMs: 0, seen: [] as string[] } as ProviderProxy;
  const server = http.createServer((req, res) => {
    proxy.seen.push(`${req.method} ${req.url}`);
    if (proxy.mode === 'down') return void req.socket.destroy();
    if (proxy.mode === 'hang') return;
    const fault = proxy.fault?.(req.method ?? 'GET', req.url ?? '/') ?? null;
    if (fault === 'down') return void req.socket.destroy();
    if (proxy.mode === 'slow') {
      req.pause();
      return void setTimeout(() => forward(req, res, fault), proxy.slowMs);
    }
    forward(req, res, fault);
  });
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, fault: ProxyFault) => {
    const call = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        // The provider did the work; its answer never reaches the service.
        if (fault === 'lost-answer') return void answer.resume().on('end', () => req.socket.destroy());
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    call.on('error', () => res.destroy());
    req.pipe(call);
    req.resume();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy;
}
