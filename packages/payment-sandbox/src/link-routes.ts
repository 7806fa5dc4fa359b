/**
 * Payment Links over HTTP beyond the server API: the hosted page a short URL opens (no login, like
 * Razorpay's), and the test controls (Basic auth like the server API; not part of Razorpay) that
 * let a test pay a link, expire it now, move the clock, and list or repeat webhooks.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostedPage, paiseFromRupees, unknownLinkPage, type PageNotice } from './hosted-page';
import { readJson, readText, send } from './http-io';
import type { SandboxPaymentLink } from './link-entities';
import type { PaymentLinks } from './payment-links';
import { RAZORPAY_MESSAGES, requestError, SandboxError } from './sandbox-errors';
import type { WebhookDelivery } from './webhook-sender';

/** What these routes need from the running sandbox. */
export interface LinkRoutesCore {
  links: PaymentLinks;
  webhooks(): WebhookDelivery[];
  redeliver(eventId: string, copies?: number): Promise<Array<number | string>>;
}

const HTML = 'text/html; charset=utf-8';

/** Scripts off, nothing loaded, forms only to the page itself and the link's callback. */
function pageHeaders(link: SandboxPaymentLink | null): Record<string, string> {
  const callback = link?.callback_url ? ` ${new URL(link.callback_url).origin}` : '';
  return {
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${callback}; base-uri 'none'; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

/** GET shows the link; POST is one attempt from its form (outcome, and amount in rupees when partial). */
export async function hostedPageRoute(
  core: LinkRoutesCore,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const code = url.pathname.slice('/payment-sandbox/i/'.length);
  const link = /^[A-Za-z0-9]+$/.test(code) ? core.links.byShortCode(code) : null;
  if (!link) return send(res, 404, unknownLinkPage(), HTML, pageHeaders(null));
  if (req.method === 'GET') {
    const paid = url.searchParams.get('paid');
    const seen = paid && link.payments?.some((p) => p.payment_id === paid && p.status === 'captured');
    const notice: PageNotice | undefined = seen ? { kind: 'success', text: `Payment received (${paid}).` } : undefined;
    return send(res, 200, hostedPage(link, notice), HTML, pageHeaders(link));
  }
  if (req.method !== 'POST') throw requestError(RAZORPAY_MESSAGES.urlNotFound);
  const form = new URLSearchParams(await readText(req));
  const outcome = form.get('outcome') === 'failure' ? 'failure' : 'success';
  const typed = form.get('amount');
  const amount = link.accept_partial && typed !== null ? paiseFromRupees(typed) : undefined;
  if (amount === null) {
    const notice = { kind: 'error' as const, text: 'Enter the amount in rupees, for example 1500 or 1500.50.' };
    return send(res, 400, hostedPage(link, notice), HTML, pageHeaders(link));
  }
  let result;
  try {
    result = core.links.pay(link.id, outcome, { amount });
  } catch (err) {
    if (!(err instanceof SandboxError)) throw err;
    return send(res, 400, hostedPage(link, { kind: 'error', text: err.description }), HTML, pageHeaders(link));
  }
  if (!result.ok) {
    const text = `${result.error.description} The link can still be paid: choose Success to pay.`;
    return send(res, 200, hostedPage(result.link, { kind: 'error', text }), HTML, pageHeaders(link));
  }
  // After a payment Razorpay sends the customer to callback_url (GET, signed parameters), or shows its receipt.
  const back = result.redirectTo ?? `${url.pathname}?paid=${encodeURIComponent(result.payment.id)}`;
  return send(res, 303, '', HTML, { ...pageHeaders(link), Location: back });
}

const segments = (path: string, prefix: string) => path.slice(prefix.length).split('/');

/**
 * Test controls for links and webhooks, under /payment-sandbox/test/:
 *   POST payment-links/:id/pay {outcome, amount?, force?}   one attempt; the result with the callback
 *   POST payment-links/:id/expire                           expires an open link now
 *   POST clock {advance_seconds}                            fast-forwards the sandbox's clock
 *   GET  webhooks                                           every event sent, with the ids it carries
 *   POST webhooks/:eventId/redeliver {copies?}              delivers an event again, byte for byte
 * Answers null when the path is none of these.
 */
export async function linkControls(
  core: LinkRoutesCore,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void | null> {
  const [first, id, action, ...rest] = segments(path, '/payment-sandbox/test/');
  if (rest.length > 0) return null;
  const route = `${req.method} ${first}${id === undefined ? '' : '/:id'}${action === undefined ? '' : `/${action}`}`;
  switch (route) {
    case 'POST payment-links/:id/pay': {
      const body = await readJson(req);
      if (body.outcome !== 'success' && body.outcome !== 'failure')
        throw requestError('outcome must be success or failure');
      if (body.amount !== undefined && !Number.isInteger(body.amount))
        throw requestError('amount must be a whole number of paise');
      const result = core.links.pay(id, body.outcome, {
        amount: body.amount as number | undefined,
        force: body.force === true,
      });
      return send(res, 200, result);
    }
    case 'POST payment-links/:id/expire':
      return send(res, 200, core.links.expire(id));
    case 'POST clock': {
      const seconds = (await readJson(req)).advance_seconds;
      if (!Number.isInteger(seconds) || (seconds as number) < 0)
        throw requestError('advance_seconds must be a whole number of seconds, 0 or more');
      core.links.advance(seconds as number);
      return send(res, 200, { advanced_seconds: seconds });
    }
    case 'GET webhooks':
      return send(res, 200, { items: core.webhooks() });
    case 'POST webhooks/:id/redeliver': {
      const copies = (await readJson(req)).copies ?? 1;
      if (!Number.isInteger(copies) || (copies as number) < 1 || (copies as number) > 20)
        throw requestError('copies must be a whole number from 1 to 20');
      if (!core.webhooks().some((d) => d.eventId === id)) throw requestError(`no webhook event ${id}`);
      const results = await core.redeliver(id, copies as number).catch((err: Error) => {
        throw requestError(err.message);
      });
      return send(res, 200, { results });
    }
    default:
      return null;
  }
}
