/**
 * The one interface the orders service talks to a payment provider through: Razorpay (official
 * SDK) in production, the local sandbox in development and CI. Signatures are checked here with
 * the SDK's own utilities, so the same verification runs whatever the provider.
 */
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';

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
  /** captured, authorized, failed, refunded... */
  status: string;
  /** Paise. */
  amount: number;
  method?: string;
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
}

/** The provider refused or could not be reached; `message` is safe to show. */
export class PaymentProviderError extends Error {}

/** Razorpay's payment signature: HMAC-SHA256(key_secret, `${orderId}|${paymentId}`) hex. */
export function isGenuinePayment(orderId: string, paymentId: string, signature: string, keySecret: string): boolean {
  return validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret);
}

/** Razorpay's webhook signature: HMAC-SHA256(webhook_secret, raw body) hex in X-Razorpay-Signature. */
export function isGenuineWebhook(rawBody: Buffer | string, signature: string | undefined, webhookSecret: string): boolean {
  if (!signature) return false;
  return validateWebhookSignature(rawBody.toString(), signature, webhookSecret);
}

/** A captured payment is money taken (the shop auto-captures). */
export const isCaptured = (payment: ProviderPayment) => payment.status === 'captured';

/** Rejects after `ms` so a provider that hangs cannot hold a shopper (the SDK sets no time-out). */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentProviderError(`${what} timed out`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
