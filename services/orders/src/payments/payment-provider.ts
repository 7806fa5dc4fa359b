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

/** A Payment Link's state: created → partially_paid → paid; created → cancelled; created or partially_paid → expired. */
export type ProviderPaymentLinkStatus = 'created' | 'partially_paid' | 'paid' | 'cancelled' | 'expired';

/** One payment attempt on a link, as the link lists it. */
export interface ProviderLinkPayment {
  /** pay_... */
  payment_id: string;
  /** Paise. */
  amount: number;
  /** captured or failed. */
  status: string;
  /** Unix seconds. */
  created_at: number;
}

/** A provider Payment Link (plink_...), as much of it as the shop reads; Razorpay's empty values as null. */
export interface ProviderPaymentLink {
  id: string;
  /** What the customer opens to pay. */
  short_url: string;
  status: ProviderPaymentLinkStatus;
  /** Paise asked. */
  amount: number;
  /** Paise paid while the link was open (a payment made after it closed is in `payments` only). */
  amount_paid: number;
  currency: string;
  /** The shop's reference, unique at the provider. */
  reference_id: string | null;
  accept_partial: boolean;
  /** Paise the first payment must reach when partial payments are accepted (0: no minimum). */
  first_min_partial_amount: number;
  /** Unix seconds. */
  expire_by: number | null;
  created_at: number;
  cancelled_at: number | null;
  expired_at: number | null;
  notes: Record<string, string>;
  /** Every attempt, captured or failed, oldest first. */
  payments: ProviderLinkPayment[];
}

/** What the shop asks for when it creates a Payment Link. */
export interface CreatePaymentLinkInput {
  amountPaise: number;
  /**
   * The shop's key for this request (at most 40 characters). The provider keeps it unique, so a
   * retry with the same key answers the link the first call made instead of a second link.
   */
  referenceId: string;
  /** Shown to the customer on the payment page (at most 2048 characters). */
  description: string;
  customer: { name?: string; email?: string; contact?: string };
  /** When the link stops taking payments: at least 15 minutes ahead, at most six months. */
  expireBy: Date;
  /** Accept payments in parts, the first at least this many paise. */
  partial?: { firstMinPaise: number };
  notes: Record<string, string>;
  /** Where the customer's browser goes after paying (GET, with the signed parameters). */
  callbackUrl?: string;
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
  /**
   * Creates a Payment Link; the shop sends its own e-mail and message, so the provider notifies
   * nobody and sends no reminders. A second call with the same `referenceId` and amount answers the
   * link already made.
   */
  createPaymentLink(input: CreatePaymentLinkInput): Promise<ProviderPaymentLink>;
  fetchPaymentLink(linkId: string): Promise<ProviderPaymentLink>;
  /**
   * Cancels a link nobody has paid into yet and answers the link as it now is: `cancelled`, or,
   * when it was too late (paid, partially paid, expired), that state, for the caller to act on.
   */
  cancelPaymentLink(linkId: string): Promise<ProviderPaymentLink>;
  /** Links by the shop's reference, or the link a payment was made on (reconciliation); newest first. */
  findPaymentLinks(query: { referenceId: string } | { paymentId: string }): Promise<ProviderPaymentLink[]>;
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

/** What Razorpay appends to a Payment Link's callback URL after a payment. */
export interface PaymentLinkCallback {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  /** '' when the link has no reference. */
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
}

/**
 * A Payment Link callback's signature: HMAC-SHA256(key_secret, `link_id|reference_id|status|payment_id`)
 * hex, checked by the SDK. The callback only tells the browser's side; the webhook or a read of the
 * link settles the payment.
 */
export function isGenuinePaymentLinkCallback(callback: PaymentLinkCallback, keySecret: string): boolean {
  const fields = [
    callback.razorpay_payment_id,
    callback.razorpay_payment_link_id,
    callback.razorpay_payment_link_status,
    callback.razorpay_signature,
  ];
  if (
    fields.some((f) => typeof f !== 'string' || !f) ||
    typeof callback.razorpay_payment_link_reference_id !== 'string'
  )
    return false;
  return validatePaymentVerification(
    {
      payment_link_id: callback.razorpay_payment_link_id,
      payment_link_reference_id: callback.razorpay_payment_link_reference_id,
      payment_link_status: callback.razorpay_payment_link_status,
      payment_id: callback.razorpay_payment_id,
    },
    callback.razorpay_signature,
    keySecret,
  );
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
