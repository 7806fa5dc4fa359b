/**
 * The one interface the orders service talks to a payment provider through: Razorpay's official
 * SDK, pointed at api.razorpay.com in production or at the local sandbox in development and CI.
 * Signatures are checked here, so the same verification runs whatever the provider.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** A provider order, as much of it as the shop reads. */
export interface ProviderOrder {
  /** order_... */
  id: string;
  /** Paise. */
  amount: number;
  currency: string;
  status: string;
}

/** A provider payment, as much of it as the shop reads. */
export interface ProviderPayment {
  /** pay_... */
  id: string;
  order_id: string;
  /** created, authorized, captured, refunded, failed. */
  status: string;
  /** Paise. */
  amount: number;
  currency: string;
  /** Paise already refunded. */
  amount_refunded: number;
  method?: string;
}

/** A provider refund (rfnd_...). */
export interface ProviderRefund {
  id: string;
  payment_id: string;
  /** Paise. */
  amount: number;
  /** pending, processed or failed. */
  status: string;
  /** What the shop sent with it (a retry finds the refund it already made by its key here). */
  notes: Record<string, string>;
  receipt: string | null;
}

export interface PaymentProvider {
  /** 'razorpay' or 'sandbox', for logs and the README. */
  readonly name: string;
  /** Public key id the browser opens the payment window with. */
  readonly keyId: string;
  /** Where the browser loads the checkout script from. */
  readonly checkoutScript: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Captures an authorized payment for exactly `amountPaise` in `currency`. */
  capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<ProviderPayment>;
  /** Refunds `amountPaise` of a captured payment (normal speed). */
  refundPayment(
    paymentId: string,
    input: { amountPaise: number; notes: Record<string, string>; receipt: string },
  ): Promise<ProviderRefund>;
  /** The payment's refunds, newest first (at most 100). */
  fetchPaymentRefunds(paymentId: string): Promise<ProviderRefund[]>;
  fetchRefund(refundId: string): Promise<ProviderRefund>;
}

/**
 * The provider refused (`refused`: it answered 4xx, the same call will be refused again) or could
 * not be reached or answered in time (`unavailable`: try again later). `message` is for logs.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'unavailable' = 'unavailable',
    /** The provider's own description of a refusal. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const isProviderDown = (err: unknown): boolean =>
  err instanceof PaymentProviderError && err.kind === 'unavailable';

/** Razorpay's payment signature: HMAC-SHA256(key_secret, `${orderId}|${paymentId}`) hex. */
export function isGenuinePayment(orderId: string, paymentId: string, signature: string, keySecret: string): boolean {
  return validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret);
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * Razorpay's webhook signature: HMAC-SHA256(webhook_secret, raw body) hex in X-Razorpay-Signature.
 * Computed over the raw bytes as received (decoding them as text first would change any byte that
 * is not valid UTF-8) and compared in constant time.
 */
export function isGenuineWebhook(rawBody: Buffer, signature: string | undefined, webhookSecret: string): boolean {
  if (!signature || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', webhookSecret).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Rejects after `ms` so a provider that hangs cannot hold a shopper (the SDK sets no time-out). */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentProviderError(`${what} timed out`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
