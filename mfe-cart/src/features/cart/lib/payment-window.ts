// The provider's browser checkout (Razorpay's checkout.js, or the sandbox's look-alike from this
// shop's origin): load its script once, open its payment window, and turn its callbacks into one
// answer: paid (with what verify needs), failed, or closed by the shopper.
//
// Checkout keeps its window open after a failed attempt (retry is on by default) and calls
// payment.failed on each one; the shopper may still pay in the same window (handler) or close it
// (modal.ondismiss). So a failure is only remembered: the answer is decided by handler or ondismiss.
import type { VerifyPaymentRequest } from '@rmj/contracts';
import { knownEn } from '../../../i18n/known-en';

/** The options of `new Razorpay(options)` the shop uses. */
export interface PaymentWindowOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  notes?: Record<string, string>;
  theme: { color: string };
  handler: (response: VerifyPaymentRequest) => void;
  modal: { ondismiss: () => void };
}

/** What the provider passes to on('payment.failed'). */
export interface PaymentFailure {
  error?: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface PaymentWindow {
  open(): void;
  on(event: 'payment.failed', handler: (failure: PaymentFailure) => void): void;
}

export type PaymentWindowConstructor = new (options: PaymentWindowOptions) => PaymentWindow;

export type PaymentOutcome =
  | { kind: 'paid'; response: VerifyPaymentRequest }
  | { kind: 'failed'; failure: PaymentFailure }
  | { kind: 'dismissed' };

type WithRazorpay = typeof globalThis & { Razorpay?: PaymentWindowConstructor };

let loading: Promise<PaymentWindowConstructor> | null = null;

/** Loads the checkout script once (a previous load, or a test's stand-in, is reused). */
export function loadCheckoutScript(src: string): Promise<PaymentWindowConstructor> {
  const scope = globalThis as WithRazorpay;
  if (scope.Razorpay) return Promise.resolve(scope.Razorpay);
  loading ??= new Promise<PaymentWindowConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      scope.Razorpay ? resolve(scope.Razorpay) : reject(new Error(knownEn['known.scriptMissing']));
    script.onerror = () => reject(new Error(knownEn['known.scriptFailed']));
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/**
 * Opens the payment window and resolves with how it ended: paid (handler, even after failed
 * attempts), failed (closed after a failed attempt: the last failure) or dismissed (closed
 * without trying).
 */
export function openPaymentWindow(
  Razorpay: PaymentWindowConstructor,
  options: Omit<PaymentWindowOptions, 'handler' | 'modal'>,
): Promise<PaymentOutcome> {
  return new Promise((resolve) => {
    let lastFailure: PaymentFailure | null = null;
    const window = new Razorpay({
      ...options,
      handler: (response) => resolve({ kind: 'paid', response }),
      modal: {
        ondismiss: () => resolve(lastFailure ? { kind: 'failed', failure: lastFailure } : { kind: 'dismissed' }),
      },
    });
    window.on('payment.failed', (failure) => {
      lastFailure = failure;
    });
    window.open();
  });
}
