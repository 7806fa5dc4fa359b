/** The local payment sandbox (development, CI): the same calls as Razorpay's API, over HTTP to PAYMENT_SANDBOX_URL. */
import { PaymentProviderError, type PaymentProvider, type ProviderOrder, type ProviderPayment } from './payment-provider';

interface SandboxSettings {
  url: string;
  keyId: string;
  keySecret: string;
  timeoutMs: number;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly keyId: string;
  /** Served by the gateway from the shop's own origin. */
  readonly checkoutScript = '/payment-sandbox/checkout.js';
  private readonly auth: string;

  constructor(private readonly settings: SandboxSettings) {
    this.keyId = settings.keyId;
    this.auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  }

  private async call<T>(what: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.settings.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: this.auth, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (err) {
      throw new PaymentProviderError(`${what} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    const data = (await res.json().catch(() => ({}))) as { error?: { description?: string } };
    if (!res.ok) throw new PaymentProviderError(`${what} failed: ${data.error?.description ?? `HTTP ${res.status}`}`);
    return data as T;
  }

  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder> {
    return this.call('creating the payment order', '/v1/orders', { amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes });
  }

  async fetchOrderPayments(orderId: string): Promise<ProviderPayment[]> {
    const list = await this.call<{ items: ProviderPayment[] }>('reading the order’s payments', `/v1/orders/${encodeURIComponent(orderId)}/payments`);
    return list.items;
  }

  fetchPayment(paymentId: string): Promise<ProviderPayment> {
    return this.call('reading the payment', `/v1/payments/${encodeURIComponent(paymentId)}`);
  }
}
