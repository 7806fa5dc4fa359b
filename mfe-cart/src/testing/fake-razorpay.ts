// A stand-in for the provider's browser checkout in unit tests: records each window's options and
// lets the test end it as the shopper would (pay, fail and stay, close).
import type { PaymentFailure, PaymentWindowOptions } from '../features/cart/lib/payment-window';

export class FakeRazorpay {
  static windows: FakeRazorpay[] = [];
  static get last(): FakeRazorpay {
    return FakeRazorpay.windows[FakeRazorpay.windows.length - 1];
  }
  opened = false;
  private failures = 0;
  private failed: Array<(failure: PaymentFailure) => void> = [];
  constructor(readonly options: PaymentWindowOptions) {
    FakeRazorpay.windows.push(this);
  }
  open(): void {
    this.opened = true;
  }
  on(_event: 'payment.failed', handler: (failure: PaymentFailure) => void): void {
    this.failed.push(handler);
  }
  succeed(paymentId = 'pay_TEST0000000001', signature = 'a'.repeat(64)): void {
    this.options.handler({
      razorpay_order_id: this.options.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
  }
  /** One failed attempt, as Checkout reports it; like Checkout (retry on) the window stays open. */
  fail(paymentId = `pay_FAILED${this.failures + 1}`): void {
    this.failures += 1;
    const metadata = { order_id: this.options.order_id, payment_id: paymentId };
    for (const handler of this.failed)
      handler({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata,
        },
      });
  }
  dismiss(): void {
    this.options.modal.ondismiss();
  }
}

/** Makes the fake the page's `window.Razorpay` (the checkout script is then not loaded). */
export function installFakeRazorpay(): void {
  FakeRazorpay.windows = [];
  (globalThis as unknown as { Razorpay: unknown }).Razorpay = FakeRazorpay;
}
