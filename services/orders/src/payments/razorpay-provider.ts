/**
 * Razorpay through the official SDK. The SDK's 4xx errors are plain objects `{statusCode, error}`
 * and it sets no time-out: both are normalised here into PaymentProviderError (refused or
 * unavailable), with the provider time-out on every call.
 */
import Razorpay from 'razorpay';
import {
  PaymentProviderError,
  withTimeout,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  checkoutScript: string;
  timeoutMs: number;
  /** Another API address than api.razorpay.com (the local sandbox); never set in production. */
  apiBaseUrl?: string;
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
    if (settings.apiBaseUrl) {
      // The SDK hard-codes api.razorpay.com in its axios instance; the sandbox speaks the same API elsewhere.
      (this.client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
        settings.apiBaseUrl;
    }
  }

  private async call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(work(), this.settings.timeoutMs, what);
    } catch (err) {
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
    const order = await this.call('creating the payment order', () =>
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
    const list = await this.call('reading the order’s payments', () => this.client.orders.fetchPayments(orderId));
    return list.items.map((p) => toPayment(p as SdkPayment));
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    return toPayment(
      (await this.call('reading the payment', () => this.client.payments.fetch(paymentId))) as SdkPayment,
    );
  }

  async capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<ProviderPayment> {
    return toPayment(
      (await this.call('capturing the payment', () =>
        this.client.payments.capture(paymentId, amountPaise, currency),
      )) as SdkPayment,
    );
  }

  async refundPayment(
    paymentId: string,
    input: { amountPaise: number; notes: Record<string, string>; receipt: string },
  ): Promise<ProviderRefund> {
    const refund = await this.call('refunding the payment', () =>
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
    const list = await this.call('reading the payment’s refunds', () =>
      this.client.payments.fetchMultipleRefund(paymentId, { count: 100 }),
    );
    return list.items.map((r) => toRefund(r as SdkRefund));
  }

  async fetchRefund(refundId: string): Promise<ProviderRefund> {
    return toRefund((await this.call('reading the refund', () => this.client.refunds.fetch(refundId))) as SdkRefund);
  }
}
