// A stand-in for the provider's browser checkout in unit tests: records each window's options and
// lets the test end it as the shopper would (pay, fail, close).
import type { PaymentFailure, PaymentWindowOptions } from '../features/checkout/payment-window';

export class FakeRazorpay {
  static windows: FakeRazorpay[] = [];
  static get last(): FakeRazorpay {
    return FakeRazorpay.windows[FakeRazorpay.windows.length - 1];
  }
  opened = false;
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
    this.options.handler({ razorpay_order_id: this.options.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature });
  }
  fail(): void {
    for (const handler of this.failed) handler({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed', reason: 'payment_failed' } });
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
