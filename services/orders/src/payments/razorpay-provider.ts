/** Razorpay through the official SDK (production). The SDK's 4xx errors are plain objects: normalised here. */
import Razorpay from 'razorpay';
import { PaymentProviderError, withTimeout, type PaymentProvider, type ProviderOrder, type ProviderPayment } from './payment-provider';

interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  checkoutScript: string;
  timeoutMs: number;
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

export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay';
  readonly keyId: string;
  readonly checkoutScript: string;
  private readonly client: Razorpay;

  constructor(private readonly settings: RazorpaySettings) {
    this.keyId = settings.keyId;
    this.checkoutScript = settings.checkoutScript;
    this.client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  }

  private async call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(work(), this.settings.timeoutMs, what);
    } catch (err) {
      throw err instanceof PaymentProviderError ? err : new PaymentProviderError(`${what} failed: ${providerReason(err)}`);
    }
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder> {
    const order = await this.call('creating the payment order', () =>
      this.client.orders.create({ amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes }),
    );
    return { id: order.id, amount: Number(order.amount), currency: order.currency, status: order.status };
  }

  async fetchOrderPayments(orderId: string): Promise<ProviderPayment[]> {
    const list = await this.call('reading the order’s payments', () => this.client.orders.fetchPayments(orderId));
    return list.items.map((p) => ({ id: p.id, order_id: String(p.order_id), status: p.status, amount: Number(p.amount), method: p.method }));
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    const p = await this.call('reading the payment', () => this.client.payments.fetch(paymentId));
    return { id: p.id, order_id: String(p.order_id), status: p.status, amount: Number(p.amount), method: p.method };
  }
}
