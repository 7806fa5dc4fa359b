/**
 * The sandbox's entities, shaped like Razorpay's documented order, payment and refund entities
 * (every documented field present, `null` where the sandbox has nothing to say), their ids and
 * the signatures Razorpay makes.
 */
import { createHmac, randomBytes } from 'node:crypto';

export interface SandboxOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export type SandboxPaymentStatus = 'authorized' | 'captured' | 'refunded' | 'failed';

export interface SandboxPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: SandboxPaymentStatus;
  order_id: string;
  invoice_id: string | null;
  international: boolean;
  method: 'card';
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  card_id: string;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  /** Razorpay's fee including GST, in paise; null until captured. */
  fee: number | null;
  /** GST on the fee, in paise; null until captured. */
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: { auth_code: string | null };
  created_at: number;
}

/** A refund's life at Razorpay: pending while being processed, then processed or failed. */
export type SandboxRefundStatus = 'pending' | 'processed' | 'failed';

export interface SandboxRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  /** pending when created; processed or failed when the bank answers (refund.processed / refund.failed). */
  status: SandboxRefundStatus;
  speed_processed: 'normal';
  speed_requested: 'normal' | 'optimum';
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-style id: prefix + 14 base62 characters. */
export function entityId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/** True for an id of that entity's shape: `order_` / `pay_` / `rfnd_` / `plink_` + 14 letters and digits. */
export function isEntityId(prefix: 'order_' | 'pay_' | 'rfnd_' | 'plink_', id: string): boolean {
  return id.length === prefix.length + 14 && id.startsWith(prefix) && /^[A-Za-z0-9]+$/.test(id.slice(prefix.length));
}

/** HMAC-SHA256 hex, as Razorpay signs payments (`order_id|payment_id`, key secret) and webhooks (raw body, webhook secret). */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export const unixNow = () => Math.floor(Date.now() / 1000);

/** Razorpay's card fee in the sandbox: 2% plus 18% GST on it, in paise. */
export function cardFee(amount: number): { fee: number; tax: number } {
  const tax = Math.round(amount * 0.0036);
  return { fee: Math.round(amount * 0.02) + tax, tax };
}

/** A new payment on `order`: authorized (money held) or failed. */
export function newPayment(
  order: SandboxOrder,
  ok: boolean,
  opts: { email?: string; contact?: string; amount?: number; currency?: string },
): SandboxPayment {
  return {
    id: entityId('pay_'),
    entity: 'payment',
    amount: opts.amount ?? order.amount,
    currency: opts.currency ?? order.currency,
    status: ok ? 'authorized' : 'failed',
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: 'card',
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: 'Sandbox test payment',
    card_id: entityId('card_'),
    bank: null,
    wallet: null,
    vpa: null,
    email: opts.email ?? '',
    contact: opts.contact ?? '',
    notes: order.notes,
    fee: null,
    tax: null,
    error_code: ok ? null : 'BAD_REQUEST_ERROR',
    error_description: ok ? null : 'Payment failed because the shopper chose Failure in the sandbox.',
    error_source: ok ? null : 'customer',
    error_step: ok ? null : 'payment_authorization',
    error_reason: ok ? null : 'payment_failed',
    acquirer_data: { auth_code: ok ? String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)) : null },
    created_at: unixNow(),
  };
}
