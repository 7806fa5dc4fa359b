/**
 * A local stand-in for Razorpay, for development and CI (no network): the server API the orders
 * service calls (Basic auth with key id and secret), the browser checkout script and the calls
 * its payment window makes (key id only, under /payment-sandbox/ so the shop's gateway can serve
 * them from the shop's own origin), and signed webhooks with retries.
 *
 *   POST /v1/orders                        {amount (paise), currency, receipt, notes} -> order
 *   GET  /v1/orders/:id                    order
 *   GET  /v1/orders/:id/payments           {entity: 'collection', count, items}
 *   GET  /v1/payments/:id                  payment
 *   GET  /payment-sandbox/checkout.js      window.Razorpay
 *   GET  /payment-sandbox/v1/checkout/orders/:id?key_id=   {id, amount, currency, status}
 *   POST /payment-sandbox/v1/checkout/pay  {key_id, order_id, outcome: success|failure, email?, contact?}
 *        -> {razorpay_payment_id, razorpay_order_id, razorpay_signature} or 400 {error: {..., metadata}}
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHECKOUT_SCRIPT } from './checkout-script';
import { hmacHex, SandboxError, SandboxLedger } from './sandbox-ledger';
import { WebhookSender, type WebhookDelivery } from './webhook-sender';

export interface PaymentSandboxOptions {
  host?: string;
  /** 0 = a free port. */
  port?: number;
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Where webhooks go (the orders service's POST /api/payments/webhook); null = none. */
  webhookUrl?: string | null;
  /** Pauses before webhook retries, in ms. */
  webhookRetryDelaysMs?: number[];
  webhookMaxAttempts?: number;
}

export interface RunningPaymentSandbox {
  url: string;
  host: string;
  port: number;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  ledger: SandboxLedger;
  /** Pays an order as the browser window would (for tests and benchmarks). */
  pay(orderId: string, outcome: 'success' | 'failure', who?: { email?: string; contact?: string }): PayResult;
  webhooks(): WebhookDelivery[];
  /** Resolves once no webhook is waiting for a (re)try. */
  webhooksIdle(timeoutMs?: number): Promise<void>;
  setWebhookUrl(url: string | null): void;
  stop(): Promise<void>;
}

export type PayResult =
  | { ok: true; body: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string } }
  | { ok: false; body: { error: Record<string, unknown> } };

/** Development defaults, also used by the stack; never valid in production (the orders service refuses them). */
export const SANDBOX_DEFAULTS = {
  keyId: 'rzp_test_RMJSandbox0001',
  keySecret: 'sandbox-key-secret-not-for-production',
  webhookSecret: 'sandbox-webhook-secret-not-for-production',
} as const;

const MAX_BODY = 64 * 1024;

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new SandboxError(413, 'Request body is too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (!chunks.length) return resolve({});
      try {
        const value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        resolve(value && typeof value === 'object' ? value : {});
      } catch {
        reject(new SandboxError(400, 'The request body is not valid JSON'));
      }
    });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

export async function startPaymentSandbox(opts: PaymentSandboxOptions = {}): Promise<RunningPaymentSandbox> {
  const host = opts.host ?? '127.0.0.1';
  const keyId = opts.keyId ?? SANDBOX_DEFAULTS.keyId;
  const keySecret = opts.keySecret ?? SANDBOX_DEFAULTS.keySecret;
  const webhookSecret = opts.webhookSecret ?? SANDBOX_DEFAULTS.webhookSecret;
  const ledger = new SandboxLedger();
  const webhooks = new WebhookSender({
    secret: webhookSecret,
    url: opts.webhookUrl ?? null,
    retryDelaysMs: opts.webhookRetryDelaysMs,
    maxAttempts: opts.webhookMaxAttempts,
  });

  function pay(orderId: string, outcome: 'success' | 'failure', who: { email?: string; contact?: string } = {}): PayResult {
    const payment = ledger.pay(orderId, outcome, who);
    if (payment.status === 'captured') {
      webhooks.emit('payment.captured', payment);
      webhooks.emit('order.paid', payment, ledger.order(orderId));
      const signature = hmacHex(keySecret, `${orderId}|${payment.id}`);
      return { ok: true, body: { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: signature } };
    }
    webhooks.emit('payment.failed', payment);
    return {
      ok: false,
      body: {
        error: {
          code: payment.error_code,
          description: payment.error_description,
          source: payment.error_source,
          step: payment.error_step,
          reason: payment.error_reason,
          metadata: { order_id: orderId, payment_id: payment.id },
        },
      },
    };
  }

  const serverAuthorised = (req: IncomingMessage) => {
    const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    return match !== null && Buffer.from(match[1], 'base64').toString('utf8') === `${keyId}:${keySecret}`;
  };

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === '/payment-sandbox/checkout.js') {
      return send(res, 200, CHECKOUT_SCRIPT, 'application/javascript; charset=utf-8');
    }
    if (path.startsWith('/payment-sandbox/v1/checkout/')) {
      const orderMatch = /^\/payment-sandbox\/v1\/checkout\/orders\/([\w]+)$/.exec(path);
      if (method === 'GET' && orderMatch) {
        if (url.searchParams.get('key_id') !== keyId) throw new SandboxError(401, 'The api key provided is invalid');
        const order = ledger.order(orderMatch[1]);
        return send(res, 200, { id: order.id, amount: order.amount, currency: order.currency, status: order.status });
      }
      if (method === 'POST' && path === '/payment-sandbox/v1/checkout/pay') {
        const body = await readJson(req);
        if (body.key_id !== keyId) throw new SandboxError(401, 'The api key provided is invalid');
        if (body.outcome !== 'success' && body.outcome !== 'failure') throw new SandboxError(400, 'outcome must be success or failure');
        const who = { email: typeof body.email === 'string' ? body.email : undefined, contact: typeof body.contact === 'string' ? body.contact : undefined };
        const result = pay(String(body.order_id ?? ''), body.outcome, who);
        return send(res, result.ok ? 200 : 400, result.body);
      }
      throw new SandboxError(404, 'The requested URL was not found on the server.');
    }
    if (!path.startsWith('/v1/')) throw new SandboxError(404, 'The requested URL was not found on the server.');
    if (!serverAuthorised(req)) throw new SandboxError(401, 'Authentication failed');
    if (method === 'POST' && path === '/v1/orders') return send(res, 200, ledger.createOrder(await readJson(req)));
    let match = /^\/v1\/orders\/([\w]+)$/.exec(path);
    if (method === 'GET' && match) return send(res, 200, ledger.order(match[1]));
    match = /^\/v1\/orders\/([\w]+)\/payments$/.exec(path);
    if (method === 'GET' && match) {
      const items = ledger.paymentsOf(match[1]);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    match = /^\/v1\/payments\/([\w]+)$/.exec(path);
    if (method === 'GET' && match) return send(res, 200, ledger.payment(match[1]));
    throw new SandboxError(404, 'The requested URL was not found on the server.');
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      if (err instanceof SandboxError) return send(res, err.status, err.body());
      send(res, 500, { error: { code: 'SERVER_ERROR', description: 'The sandbox failed to handle the request' } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://${host}:${port}`,
    host,
    port,
    keyId,
    keySecret,
    webhookSecret,
    ledger,
    pay,
    webhooks: () => webhooks.list(),
    webhooksIdle: (timeoutMs) => webhooks.idle(timeoutMs),
    setWebhookUrl: (url) => {
      webhooks.url = url;
    },
    stop: async () => {
      webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
