// The checkout shoppers of load.bench.mjs: real accounts made through identity (sign-up with the code
// the mail catcher received, then a login per checkout, as a returning shopper does), and checkouts
// through the gateway exactly as the cart and the payment window make them:
//   GET /api/razorpay-key -> POST /api/create-razorpay-order -> (window) GET the order's amount from the
//   sandbox, POST pay -> POST /api/verify-payment -> POST /api/orders (save).
// Like the browser, verify is retried after a 5xx, a time-out or a lost connection (up to VERIFY_TRIES
// with backoff) and, when it still fails, the shopper's orders are asked whether the order exists
// before the shopper is told the payment failed. Every call and every retry is counted by kind.

const CALL_TIMEOUT_MS = 30_000;
const VERIFY_TRIES = 4;
const VERIFY_BACKOFF_MS = [1000, 2000, 4000];
const SAVE_TRIES = 3;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the shoppers saw: calls by step and outcome (200, 502, timeout, ...), retries, outcomes. */
export class ShopperLog {
  calls = {};
  retries = { verify: 0, save: 0 };
  /** Time of each failed call (ms since epoch), for the fault runs' recovery; serverErrorTimes: 5xx answers and refused connections only. */
  failureTimes = [];
  serverErrorTimes = [];
  okTimes = [];
  /** step -> how long each answered call took (ms): where a checkout's time goes. */
  durations = {};

  record(step, outcome, at = Date.now(), tookMs = undefined) {
    if (tookMs !== undefined) (this.durations[step] ??= []).push(tookMs);
    const byStep = (this.calls[step] ??= {});
    byStep[outcome] = (byStep[outcome] ?? 0) + 1;
    if (/^[23]\d\d$/.test(String(outcome))) this.okTimes.push(at);
    else this.failureTimes.push(at);
    if (/^5\d\d$/.test(String(outcome)) || /ECONN|socket|network/i.test(String(outcome)))
      this.serverErrorTimes.push(at);
  }
}

/** A failed call: the HTTP status (or 'timeout' / the network error's code) and the answer's message. */
export class CallFailed extends Error {
  constructor(step, outcome, message) {
    super(`${step}: ${outcome}${message ? ` ${message}` : ''}`);
    this.step = step;
    this.outcome = outcome;
  }
  get retryable() {
    return this.outcome === 'timeout' || typeof this.outcome !== 'number' || this.outcome >= 500;
  }
}

export function client(baseURL, log) {
  /**
   * One call through the gateway; resolves with the JSON answer of a 2xx, else throws CallFailed.
   * @param {string} step
   * @param {string} method
   * @param {string} path
   * @param {{ body?: unknown, token?: string }} [opts]
   */
  async function call(step, method, path, { body, token } = {}) {
    let res;
    const sent = performance.now();
    try {
      res = await fetch(`${baseURL}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'accept-encoding': 'br, gzip',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      const outcome =
        error?.name === 'TimeoutError' ? 'timeout' : (error?.cause?.code ?? error?.code ?? 'network error');
      log.record(step, outcome);
      throw new CallFailed(step, outcome);
    }
    const text = await res.text();
    log.record(step, res.status, Date.now(), performance.now() - sent);
    let json;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = { message: text.slice(0, 120) };
    }
    if (!res.ok) throw new CallFailed(step, res.status, json.message ?? json.error?.description);
    return json;
  }
  return { call, log };
}

/** Registers an account as the account page does: the code mailed by identity, read off the mail catcher. */
export async function signUp(api, mailURL, n) {
  const email = `load-${n}-${Date.now().toString(36)}@example.in`;
  const body = { firstName: 'Asha', lastName: 'Iyer', email, phoneNumber: '9876543210', password: 'silver2024' };
  await api.call('register', 'POST', '/api/register', { body });
  let code;
  const deadline = Date.now() + 30_000;
  while (!code) {
    if (Date.now() > deadline) throw new Error(`no verification code mailed to ${email}`);
    await sleep(200);
    const mails = await (await fetch(`${mailURL}/api/messages`)).json();
    const mail = mails.find((m) => m.to.includes(email));
    code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  }
  await api.call('register', 'POST', '/api/register', { body: { ...body, verificationCode: code } });
  return { email, password: body.password };
}

const CUSTOMER = {
  name: 'Asha Iyer',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '12 Temple Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  zipCode: '625001',
};

/**
 * One checkout by `account` of `product`. Returns what the shopper ended with:
 *   { outcome: 'paid' | 'told failed' | 'failed before paying' | 'payment refused', providerOrderId?, paymentId?,
 *     latencyMs? (create -> verified), orderNumber?, confirmedAfterFailedVerify? }
 * `hooks.paid()` runs between the payment and the verification (the orders fault stops orders there).
 */
export async function checkout(api, account, product, n, hooks = {}) {
  const result = { n, outcome: 'failed before paying' };
  let token;
  try {
    token = (await api.call('login', 'POST', '/api/login', { body: account })).token;
    const key = await api.call('razorpay-key', 'GET', '/api/razorpay-key', { token });
    const t0 = performance.now();
    const created = await api.call('create', 'POST', '/api/create-razorpay-order', {
      token,
      body: {
        currency: 'INR',
        receipt: `load_${n}`,
        items: [
          {
            productId: product._id,
            quantity: 1,
            size: '7',
            customization: { type: 'engraving', customName: `LOAD${n}`.slice(0, 12) },
          },
        ],
        customerDetails: CUSTOMER,
      },
    });
    result.providerOrderId = created.order.id;
    result.keyId = key.key;
    // The payment window: the order's amount, then Success.
    const keyQuery = `key_id=${encodeURIComponent(key.key)}`;
    await api.call('window', 'GET', `/payment-sandbox/v1/checkout/orders/${created.order.id}?${keyQuery}`);
    const paid = await api.call('pay', 'POST', '/payment-sandbox/v1/checkout/pay', {
      body: {
        key_id: key.key,
        order_id: created.order.id,
        outcome: 'success',
        email: CUSTOMER.email,
        contact: CUSTOMER.phone,
      },
    });
    result.paymentId = paid.razorpay_payment_id;
    result.outcome = 'told failed';
    await hooks.paid?.();
    const verified = await verify(api, paid, token);
    if (!verified) {
      // The browser confirms a failed verify against the server before showing an error.
      const mine = await api.call('orders/mine', 'GET', '/api/orders/mine', { token }).catch(() => undefined);
      const order = mine?.orders?.find(
        (o) => o.paymentId === paid.razorpay_payment_id || o.razorpayOrderId === created.order.id,
      );
      if (!order) return result;
      result.confirmedAfterFailedVerify = true;
      result.orderNumber = order.orderNumber;
    } else result.orderNumber = verified.orderId;
    result.latencyMs = performance.now() - t0;
    result.outcome = 'paid';
    await save(api, created, paid, token);
    return result;
  } catch (error) {
    if (!(error instanceof CallFailed)) throw error;
    result.error = error.message;
    return result;
  }
}

async function verify(api, paid, token) {
  for (let attempt = 0; attempt < VERIFY_TRIES; attempt += 1) {
    if (attempt > 0) {
      api.log.retries.verify += 1;
      await sleep(VERIFY_BACKOFF_MS[attempt - 1] ?? 4000);
    }
    try {
      return await api.call('verify', 'POST', '/api/verify-payment', { token, body: paid });
    } catch (error) {
      if (!(error instanceof CallFailed) || !error.retryable) return undefined;
    }
  }
  return undefined;
}

async function save(api, created, paid, token) {
  const body = {
    orderData: created.pricing.lines.map((l) => ({
      productName: l.name,
      price: l.price,
      quantity: l.quantity,
      total: l.total,
    })),
    orderSummary: [],
    customerDetails: CUSTOMER,
    paymentDetails: { paymentId: paid.razorpay_payment_id, status: 'paid', method: 'Razorpay' },
  };
  for (let attempt = 0; attempt < SAVE_TRIES; attempt += 1) {
    if (attempt > 0) {
      api.log.retries.save += 1;
      await sleep(1000 * attempt);
    }
    try {
      return await api.call('save', 'POST', '/api/orders', { token, body });
    } catch (error) {
      if (!(error instanceof CallFailed) || !error.retryable) return undefined;
    }
  }
  return undefined;
}
