/**
 * The sandbox's HTTP surface: the server API (Basic auth with key id and secret, Razorpay's paths,
 * entities and errors) and the calls the browser's payment window makes (key id only, under
 * /payment-sandbox/ so the shop's gateway can serve them from the shop's own origin). Every
 * refusal is Razorpay's 4xx body; an unknown address is a 400, as on Razorpay.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CHECKOUT_SCRIPT } from './checkout-script';
import { readJson, send } from './http-io';
import { hostedPageRoute, linkControls, type LinkRoutesCore } from './link-routes';
import type { SandboxPayment, SandboxRefund } from './sandbox-entities';
import { authError, inputError, RAZORPAY_MESSAGES, requestError } from './sandbox-errors';
import type { PayOptions, SandboxLedger } from './sandbox-ledger';

export { send } from './http-io';

/** What the sandbox does with a new refund (see RefundOutcome in payment-sandbox.ts). */
type RefundOutcome = 'processed' | 'failed' | 'pending';
const REFUND_OUTCOMES: readonly string[] = ['processed', 'failed', 'pending'];

/** What the routes need from the running sandbox: its keys, memory and the moves that send webhooks. */
export interface SandboxCore extends LinkRoutesCore {
  keyId: string;
  keySecret: string;
  ledger: SandboxLedger;
  pay(orderId: string, outcome: 'success' | 'failure', opts?: PayOptions): { ok: boolean; body: unknown };
  capture(paymentId: string, body: Record<string, unknown>): SandboxPayment;
  refund(paymentId: string, body: Record<string, unknown>): SandboxRefund;
  settleRefund(refundId: string, outcome: 'processed' | 'failed'): SandboxRefund;
  setRefundOutcome(outcome: RefundOutcome): void;
}

const collection = (items: unknown[]) => ({ entity: 'collection', count: items.length, items });

/** The path's segments after a prefix, undecoded: `/v1/payments/pay_X/refund` → ['payments', 'pay_X', 'refund']. */
const segments = (path: string, prefix: string) => path.slice(prefix.length).split('/');

export function sandboxRouter(core: SandboxCore): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const serverAuthorised = (req: IncomingMessage) => {
    const header = req.headers.authorization ?? '';
    if (!header.toLowerCase().startsWith('basic ')) return false;
    return Buffer.from(header.slice(6).trim(), 'base64').toString('utf8') === `${core.keyId}:${core.keySecret}`;
  };

  /** The browser's calls: the order's amount for the window, and one attempt. */
  async function checkout(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const [first, id, ...rest] = segments(url.pathname, '/payment-sandbox/v1/checkout/');
    if (req.method === 'GET' && first === 'orders' && id !== undefined && rest.length === 0) {
      if (url.searchParams.get('key_id') !== core.keyId) throw authError(RAZORPAY_MESSAGES.keyInvalid);
      const order = core.ledger.order(id);
      return send(res, 200, { id: order.id, amount: order.amount, currency: order.currency, status: order.status });
    }
    if (req.method === 'POST' && first === 'pay' && id === undefined) {
      const body = await readJson(req);
      if (body.key_id !== core.keyId) throw authError(RAZORPAY_MESSAGES.keyInvalid);
      if (body.outcome !== 'success' && body.outcome !== 'failure')
        throw requestError('outcome must be success or failure');
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const result = core.pay(String(body.order_id ?? ''), body.outcome, {
        email: text(body.email),
        contact: text(body.contact),
      });
      return send(res, result.ok ? 200 : 400, result.body);
    }
    throw requestError(RAZORPAY_MESSAGES.urlNotFound);
  }

  /**
   * Test-only controls (Basic auth like the server API; not part of Razorpay): what new refunds do,
   * and settling one refund now.
   */
  async function controls(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if ((await linkControls(core, req, res, path)) !== null) return;
    const [first, id, action, ...rest] = segments(path, '/payment-sandbox/test/');
    if (req.method !== 'POST' || rest.length > 0) throw requestError(RAZORPAY_MESSAGES.urlNotFound);
    const body = await readJson(req);
    const outcome = String(body.outcome);
    if (first === 'refund-outcome' && id === undefined) {
      if (!REFUND_OUTCOMES.includes(outcome)) throw requestError('outcome must be processed, failed or pending');
      core.setRefundOutcome(outcome as RefundOutcome);
      return send(res, 200, { refund_outcome: outcome });
    }
    if (first === 'refunds' && id !== undefined && action === 'settle') {
      if (outcome !== 'processed' && outcome !== 'failed') throw requestError('outcome must be processed or failed');
      return send(res, 200, core.settleRefund(id, outcome));
    }
    throw requestError(RAZORPAY_MESSAGES.urlNotFound);
  }

  /** The server API. */
  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // Razorpay answers /v1/payment_links/ as /v1/payment_links (its own examples use the slash).
    const path = url.pathname.length > 4 ? url.pathname.replace(/\/$/, '') : url.pathname;
    const [kind, id, action, sub, ...rest] = segments(path, '/v1/');
    const method = req.method ?? 'GET';
    const route =
      `${method} ${kind}${id === undefined ? '' : '/:id'}${action === undefined ? '' : `/${action}`}` +
      (sub === undefined ? '' : '/:sub');
    if (rest.length > 0 || id === '' || sub === '') throw requestError(RAZORPAY_MESSAGES.urlNotFound);
    switch (route) {
      case 'POST orders': {
        const body = await readJson(req);
        // The ledger defaults the currency for tests; over HTTP it is required, as on Razorpay.
        if (body.currency === undefined) throw inputError(RAZORPAY_MESSAGES.required('currency'), 'currency');
        return send(res, 200, core.ledger.createOrder(body));
      }
      case 'GET orders/:id':
        return send(res, 200, core.ledger.order(id));
      case 'GET orders/:id/payments':
        return send(res, 200, collection(core.ledger.paymentsOf(id)));
      case 'GET payments/:id':
        return send(res, 200, core.ledger.payment(id));
      case 'POST payments/:id/capture':
        return send(res, 200, core.capture(id, await readJson(req)));
      case 'POST payments/:id/refund':
        return send(res, 200, core.refund(id, await readJson(req)));
      case 'GET payments/:id/refunds':
        return send(
          res,
          200,
          collection(
            core.ledger.refundsOf(id, { count: url.searchParams.get('count'), skip: url.searchParams.get('skip') }),
          ),
        );
      case 'GET payments/:id/refunds/:sub': {
        core.ledger.payment(id);
        const refund = core.ledger.findRefund(sub);
        if (refund.payment_id !== id) throw inputError(RAZORPAY_MESSAGES.idNotFound);
        return send(res, 200, refund);
      }
      case 'GET refunds/:id':
        return send(res, 200, core.ledger.findRefund(id));
      case 'POST payment_links':
        return send(res, 200, core.links.create(await readJson(req)));
      case 'GET payment_links': {
        const q = url.searchParams;
        const items = core.links.list({
          reference_id: q.get('reference_id'),
          payment_id: q.get('payment_id'),
          count: q.get('count'),
          skip: q.get('skip'),
        });
        return send(res, 200, { payment_links: items });
      }
      case 'GET payment_links/:id':
        return send(res, 200, core.links.fetch(id));
      case 'POST payment_links/:id/cancel':
        return send(res, 200, core.links.cancel(id));
      default:
        throw requestError(RAZORPAY_MESSAGES.urlNotFound);
    }
  }

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    if (req.method === 'GET' && path === '/payment-sandbox/checkout.js') {
      return send(res, 200, CHECKOUT_SCRIPT, 'application/javascript; charset=utf-8');
    }
    if (path.startsWith('/payment-sandbox/v1/checkout/')) return checkout(req, res, url);
    if (path.startsWith('/payment-sandbox/i/')) return hostedPageRoute(core, req, res, url);
    const isControl = path.startsWith('/payment-sandbox/test/');
    if (!path.startsWith('/v1/') && !isControl) throw requestError(RAZORPAY_MESSAGES.urlNotFound);
    if (!serverAuthorised(req)) throw authError();
    return isControl ? controls(req, res, path) : api(req, res, url);
  };
}
