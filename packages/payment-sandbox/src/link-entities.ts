/**
 * Razorpay's Payment Link entity as its API answers it (every documented field; the entity has no
 * `entity` key of its own), its short code, the signature of the callback redirect, and the
 * sandbox's clock for expiry.
 */
import { randomBytes } from 'node:crypto';
import { hmacHex } from './sandbox-entities';

/** created → partially_paid → paid; created (or partially_paid) → expired; created → cancelled. */
export type PaymentLinkStatus = 'created' | 'partially_paid' | 'paid' | 'cancelled' | 'expired';

/** One payment attempt on the link, as listed in the link's `payments`. */
export interface SandboxLinkPayment {
  /** Paise. */
  amount: number;
  created_at: number;
  method: 'card';
  payment_id: string;
  plink_id: string;
  status: 'captured' | 'failed';
  updated_at: number;
}

export interface SandboxPaymentLink {
  accept_partial: boolean;
  /** Paise. */
  amount: number;
  /** Paise paid so far (captured payments while the link was open). */
  amount_paid: number;
  /** '' unless given ('get' is the only method Razorpay supports). */
  callback_method: string;
  callback_url: string;
  /** Unix seconds, 0 until cancelled. */
  cancelled_at: number;
  created_at: number;
  currency: 'INR';
  customer: { name?: string; email?: string; contact?: string };
  description: string;
  /** Unix seconds, 0 when none was given. */
  expire_by: number;
  /** Unix seconds, 0 until expired. */
  expired_at: number;
  /** Paise; 0 unless partial payments were enabled with a minimum. */
  first_min_partial_amount: number;
  /** plink_ + 14 letters and digits. */
  id: string;
  /** null when none were given, as Razorpay answers. */
  notes: Record<string, string> | null;
  notify: { email: boolean; sms: boolean; whatsapp: boolean };
  /** null until the first attempt, then every attempt (captured or failed). */
  payments: SandboxLinkPayment[] | null;
  /** '' when none was given. */
  reference_id: string;
  reminder_enable: boolean;
  /** The sandbox sends no reminders. */
  reminders: [];
  /** Opens the sandbox's hosted payment page. */
  short_url: string;
  status: PaymentLinkStatus;
  updated_at: number;
  upi_link: false;
  user_id: '';
}

/** Only these may still take a payment (and only `created` may be cancelled). */
export const OPEN_LINK_STATUSES: readonly PaymentLinkStatus[] = ['created', 'partially_paid'];

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A short URL's code, 7 letters and digits like rzp.io/i/nxrHnLJ. */
export function shortCode(): string {
  return Array.from(randomBytes(7), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The parameters Razorpay appends to `callback_url` after a successful payment. */
export interface LinkCallbackParams {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  /** '' when the link has no reference id. */
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: PaymentLinkStatus;
  /** HMAC-SHA256 hex with the key secret of `link_id|reference_id|status|payment_id`. */
  razorpay_signature: string;
}

/** Signs a callback as Razorpay does (what the SDK's validatePaymentVerification checks with payment_link_id). */
export function linkCallbackParams(link: SandboxPaymentLink, paymentId: string, keySecret: string): LinkCallbackParams {
  const payload = `${link.id}|${link.reference_id}|${link.status}|${paymentId}`;
  return {
    razorpay_payment_id: paymentId,
    razorpay_payment_link_id: link.id,
    razorpay_payment_link_reference_id: link.reference_id,
    razorpay_payment_link_status: link.status,
    razorpay_signature: hmacHex(keySecret, payload),
  };
}

/** The sandbox's time: real time plus whatever a test fast-forwarded (expiry is judged by it). */
export class SandboxClock {
  private offsetMs = 0;

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  /** Unix seconds. */
  now(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}
