/**
 * Razorpay through the official SDK. The SDK's 4xx errors are plain objects `{statusCode, error}`
 * and it sets no time-out: both are normalised here into PaymentProviderError (refused or
 * unavailable), with the provider time-out on every call.
 */
import Razorpay from 'razorpay';
import { createLinkBody, toPaymentLink, type SdkPaymentLink } from './payment-link-mapping';
import {
  PaymentProviderError,
  withTimeout,
  type CreatePaymentLinkInput,
  type PaymentProvider,
  type ProviderPaymentLink,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider';

/** What one call to the provider came to (rmj_payment_provider_requests_total). */
export type ProviderCallOutcome = 'ok' | 'error' | 'timeout' | 'tls';
/** Told of every call: its operation (create_order, fetch_payment, ...) and outcome. */
export type ProviderCallObserver = (operation: string, outcome: ProviderCallOutcome) => void;

/** Node's certificate and TLS failures: the provider's certificate (or a proxy's) is not trusted. */
const TLS_CODES = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'HOSTNAME_MISMATCH',
]);
const isTlsCode = (code: string) => TLS_CODES.has(code) || code.startsWith('CERT_') || code.startsWith('ERR_TLS_');

/** The outcome of a failed call: what the SDK threw (see transportErrors) or our time-out. */
export function outcomeOf(err: unknown): ProviderCallOutcome {
  if (err instanceof PaymentProviderError) return 'timeout';
  const code = (err as { error?: { code?: unknown } } | null)?.error?.code;
  if (typeof code !== 'string') return 'error';
  if (isTlsCode(code)) return 'tls';
  return code === 'ECONNABORTED' || code === 'ETIMEDOUT' ? 'timeout' : 'error';
}

/**
 * The SDK turns every axios error into {statusCode, error} from its response, and throws a
 * TypeError when there is none (a refused connection, a certificate it does not trust): before it
 * does, a failure without a response becomes one carrying the transport's code (CERT_HAS_EXPIRED,
 * ECONNREFUSED...), so the reason is logged and a certificate failure can be told apart.
 */
function transportErrors(axios: {
  interceptors: { response: { use(ok: undefined, fail: (err: unknown) => unknown): unknown } };
}): void {
  axios.interceptors.response.use(undefined, (err: unknown) => {
    const e = err as { response?: unknown; code?: unknown; message?: unknown };
    if (e?.response) return Promise.reject(err);
    const code = typeof e?.code === 'string' ? e.code : 'NETWORK';
    const description = `${code}: ${typeof e?.message === 'string' ? e.message : String(err)}`;
    return Promise.reject({ response: { status: undefined, data: { error: { code, description } } } });
  });
}

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  checkoutScript: string;
  timeoutMs: number;
  /** Another API address than api.razorpay.com (the local sandbox); never set in production. */
  apiBaseUrl?: string;
  /** Told of every call (metrics). */
  observe?: ProviderCallObserver;
}

/** A readable reason from whatever the SDK threw ({statusCode, error: {description}} or an Error). */
export function providerReason(err: unknown): string {
  if (err && typeof err === 'object') {
    const body = err as { error?: { description?: unknown }; message?: unknown; statusCode?: unknown };
    if (typeof body.error?.description === 'string') return body.error.description;
    if (typeof body.message === 'string') return body.message;
    if (typeof body.statusCode === 'number') return `HTTP ${body.statusCode}`;
  }
  return String(err);
}

/** A 4xx answer is a refusal (asking again changes nothing); anything else may pass later. */
function kindOf(err: unknown): 'refused' | 'unavailable' {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? 'refused' : 'unavailable';
}

interface SdkPayment {
  id: string;
  order_id?: string | null;
  status: string;
  amount: number | string;
  currency: string;
  amount_refunded?: number | string | null;
  method?: string;
}

interface SdkRefund {
  id: string;
  payment_id: string;
  amount: number | string;
  status: string;
  notes?: Record<string, string | number> | unknown[] | null;
  receipt?: string | null;
}

const toRefund = (r: SdkRefund): ProviderRefund => ({
  id: r.id,
  payment_id: r.payment_id,
  amount: Number(r.amount),
  status: r.status,
  // Razorpay sends empty notes as [].
  notes:
    r.notes && !Array.isArray(r.notes)
      ? Object.fromEntries(Object.entries(r.notes).map(([k, v]) => [k, String(v)]))
      : {},
  receipt: r.receipt ?? null,
});

const toPayment = (p: SdkPayment): ProviderPayment => ({
  id: p.id,
  order_id: String(p.order_id),
  status: p.status,
  amount: Number(p.amount),
  currency: p.currency,
  amount_refunded: Number(p.amount_refunded ?? 0),
  method: p.method,
});

export class RazorpayProvider implements PaymentProvider {
  readonly name: string = 'razorpay';
  readonly keyId: string;
  readonly checkoutScript: string;
  private readonly client: Razorpay;

  constructor(private readonly settings: RazorpaySettings) {
    this.keyId = settings.keyId;
    this.checkoutScript = settings.checkoutScript;
    this.client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
    const rq = (this.client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq;
    if (settings.apiBaseUrl) {
      // The SDK hard-codes api.razorpay.com in its axios instance; the sandbox speaks the same API elsewhere.
      rq.defaults.baseURL = settings.apiBaseUrl;
    }
    transportErrors(rq as unknown as Parameters<typeof transportErrors>[0]);
  }

  private async call<T>(operation: string, what: string, work: () => Promise<T>): Promise<T> {
    try {
      const result = await withTimeout(work(), this.settings.timeoutMs, what);
      this.settings.observe?.(operation, 'ok');
      return result;
    } catch (err) {
      this.settings.observe?.(operation, outcomeOf(err));
      if (err instanceof PaymentProviderError) throw err;
      const reason = providerReason(err);
      throw new PaymentProviderError(`${what} failed: ${reason}`, kindOf(err), reason);
    }
  }

  async createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder> {
    const order = await this.call('create_order', 'creating the payment order', () =>
      this.client.orders.create({
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
      }),
    );
    return { id: order.id, amount: Number(order.amount), currency: order.currency, status: order.status };
  }

  async fetchOrderPayments(orderId: string): Promise<ProviderPayment[]> {
    const list = await this.call('fetch_order_payments', 'reading the order’s payments', () =>
      this.client.orders.fetchPayments(orderId),
    );
    return list.items.map((p) => toPayment(p as SdkPayment));
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    return toPayment(
      (await this.call('fetch_payment', 'reading the payment', () =>
        this.client.payments.fetch(paymentId),
      )) as SdkPayment,
    );
  }

  async capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<ProviderPayment> {
    return toPayment(
      (await this.call('capture_payment', 'capturing the payment', () =>
        this.client.payments.capture(paymentId, amountPaise, currency),
      )) as SdkPayment,
    );
  }

  async refundPayment(
    paymentId: string,
    input: { amountPaise: number; notes: Record<string, string>; receipt: string },
  ): Promise<ProviderRefund> {
    const refund = await this.call('refund_payment', 'refunding the payment', () =>
      this.client.payments.refund(paymentId, {
        amount: input.amountPaise,
        speed: 'normal',
        notes: input.notes,
        receipt: input.receipt,
      }),
    );
    return toRefund(refund as SdkRefund);
  }

  async fetchPaymentRefunds(paymentId: string): Promise<ProviderRefund[]> {
    const list = await this.call('fetch_payment_refunds', 'reading the payment’s refunds', () =>
      this.client.payments.fetchMultipleRefund(paymentId, { count: 100 }),
    );
    return list.items.map((r) => toRefund(r as SdkRefund));
  }

  async fetchRefund(refundId: string): Promise<ProviderRefund> {
    return toRefund(
      (await this.call('fetch_refund', 'reading the refund', () => this.client.refunds.fetch(refundId))) as SdkRefund,
    );
  }

  async createPaymentLink(input: CreatePaymentLinkInput): Promise<ProviderPaymentLink> {
    try {
      const link = await this.call('create_payment_link', 'creating the payment link', () =>
        this.client.paymentLink.create(createLinkBody(input)),
      );
      return toPaymentLink(link as unknown as SdkPaymentLink);
    } catch (err) {
      // A retry after a lost answer: the reference is taken by the link the first call made.
      if (!(err instanceof PaymentProviderError) || err.kind !== 'refused') throw err;
      const [made] = await this.findPaymentLinks({ referenceId: input.referenceId });
      if (made && made.amount === input.amountPaise) return made;
      throw err;
    }
  }

  async fetchPaymentLink(linkId: string): Promise<ProviderPaymentLink> {
    const link = await this.call('fetch_payment_link', 'reading the payment link', () =>
      this.client.paymentLink.fetch(linkId),
    );
    return toPaymentLink(link as unknown as SdkPaymentLink);
  }

  async cancelPaymentLink(linkId: string): Promise<ProviderPaymentLink> {
    try {
      const link = await this.call('cancel_payment_link', 'cancelling the payment link', () =>
        this.client.paymentLink.cancel(linkId),
      );
      return toPaymentLink(link as unknown as SdkPaymentLink);
    } catch (err) {
      // Refused because it is no longer created (cancelled already, paid, expired): say what it is.
      if (!(err instanceof PaymentProviderError) || err.kind !== 'refused') throw err;
      const now = await this.fetchPaymentLink(linkId).catch(() => null);
      if (now && now.status !== 'created') return now;
      throw err;
    }
  }

  async findPaymentLinks(query: { referenceId: string } | { paymentId: string }): Promise<ProviderPaymentLink[]> {
    const filter = 'referenceId' in query ? { reference_id: query.referenceId } : { payment_id: query.paymentId };
    const list = await this.call('find_payment_links', 'looking up payment links', () =>
      // The SDK passes extra query parameters through; its type lists only the pagination ones.
      this.client.paymentLink.all({ ...filter, count: 100 } as Parameters<Razorpay['paymentLink']['all']>[0]),
    );
    return (list.payment_links as unknown as SdkPaymentLink[]).map(toPaymentLink);
  }
}
