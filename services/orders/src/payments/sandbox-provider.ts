/**
 * The local payment sandbox (development, CI): Razorpay's API at PAYMENT_SANDBOX_URL, called with
 * the same official SDK as production, so the service's tests exercise the production client.
 */
import { RazorpayProvider, type ProviderCallObserver } from './razorpay-provider';

interface SandboxSettings {
  url: string;
  keyId: string;
  keySecret: string;
  timeoutMs: number;
  observe?: ProviderCallObserver;
}

export class SandboxProvider extends RazorpayProvider {
  override readonly name = 'sandbox';

  constructor(settings: SandboxSettings) {
    // The checkout script is served by the gateway from the shop's own origin.
    super({
      keyId: settings.keyId,
      keySecret: settings.keySecret,
      timeoutMs: settings.timeoutMs,
      observe: settings.observe,
      checkoutScript: '/payment-sandbox/checkout.js',
      apiBaseUrl: settings.url,
    });
  }
}
