import type { OrdersConfig } from '../config/orders.config';
import { RazorpayProvider, type ProviderCallObserver } from './razorpay-provider';
import { SandboxProvider } from './sandbox-provider';

/** The provider the configuration names: Razorpay in production, the local sandbox elsewhere. */
export function paymentProviderFor(config: OrdersConfig, observe?: ProviderCallObserver) {
  const common = {
    keyId: config.RAZORPAY_KEY_ID,
    keySecret: config.RAZORPAY_KEY_SECRET,
    timeoutMs: config.PAYMENT_TIMEOUT_MS,
    observe,
  };
  return config.PAYMENT_PROVIDER === 'razorpay'
    ? new RazorpayProvider({ ...common, checkoutScript: config.RAZORPAY_CHECKOUT_SCRIPT })
    : new SandboxProvider({ ...common, url: config.PAYMENT_SANDBOX_URL as string });
}
