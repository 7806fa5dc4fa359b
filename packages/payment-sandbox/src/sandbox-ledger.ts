/**
 * The sandbox's memory: orders and payments shaped like Razorpay's entities, and the
 * signatures Razorpay makes. Nothing is persisted: a restarted sandbox starts empty.
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

export interface SandboxPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  method: 'card';
  captured: boolean;
  amount_refunded: number;
  description: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

/** Razorpay's error body: `{ error: { code, description, ... } }`. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(description);
  }

  body(): { error: Record<string, unknown> } {
    return { error: { code: 'BAD_REQUEST_ERROR', description: this.description, metadata: {}, ...this.extra } };
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-style id: prefix + 14 base62 characters. */
export function entityId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/** HMAC-SHA256 hex, as Razorpay signs payments (`order_id|payment_id`, key secret) and webhooks (raw body, webhook secret). */
export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

const now = () => Math.floor(Date.now() / 1000);
/** More than this many orders in memory: the oldest are forgotten (a sandbox, not a ledger). */
const MAX_ORDERS = 200_000;

export class SandboxLedger {
  readonly orders = new Map<string, SandboxOrder>();
  readonly payments = new Map<string, SandboxPayment>();

  createOrder(input: { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown }): SandboxOrder {
    const { amount, currency = 'INR', receipt, notes } = input;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      throw new SandboxError(400, 'The amount must be atleast INR 1.00', { field: 'amount' });
    }
    if (currency !== 'INR') throw new SandboxError(400, 'The currency should be INR', { field: 'currency' });
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw new SandboxError(400, 'receipt may not be greater than 40 characters.', { field: 'receipt' });
    }
    const order: SandboxOrder = {
      id: entityId('order_'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: (receipt as string | undefined) ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notes && typeof notes === 'object' ? (notes as Record<string, string>) : {},
      created_at: now(),
    };
    if (this.orders.size >= MAX_ORDERS) this.orders.delete(this.orders.keys().next().value as string);
    this.orders.set(order.id, order);
    return order;
  }

  order(id: string): SandboxOrder {
    const order = this.orders.get(id);
    if (!order) throw new SandboxError(400, 'The id provided does not exist');
    return order;
  }

  payment(id: string): SandboxPayment {
    const payment = this.payments.get(id);
    if (!payment) throw new SandboxError(400, 'The id provided does not exist');
    return payment;
  }

  paymentsOf(orderId: string): SandboxPayment[] {
    this.order(orderId);
    return [...this.payments.values()].filter((p) => p.order_id === orderId);
  }

  /** One attempt from the payment window: captured at once on success (auto-capture), or failed. */
  pay(orderId: string, outcome: 'success' | 'failure', who: { email?: string; contact?: string } = {}): SandboxPayment {
    const order = this.order(orderId);
    if (order.status === 'paid') throw new SandboxError(400, 'Order has already been paid', { reason: 'order_already_paid' });
    const ok = outcome === 'success';
    order.attempts += 1;
    order.status = ok ? 'paid' : 'attempted';
    if (ok) {
      order.amount_paid = order.amount;
      order.amount_due = 0;
    }
    const payment: SandboxPayment = {
      id: entityId('pay_'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: ok ? 'captured' : 'failed',
      order_id: order.id,
      method: 'card',
      captured: ok,
      amount_refunded: 0,
      description: 'Sandbox test payment',
      email: who.email ?? '',
      contact: who.contact ?? '',
      notes: order.notes,
      error_code: ok ? null : 'BAD_REQUEST_ERROR',
      error_description: ok ? null : 'Payment failed because the shopper chose Failure in the sandbox.',
      error_source: ok ? null : 'customer',
      error_step: ok ? null : 'payment_authorization',
      error_reason: ok ? null : 'payment_failed',
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    return payment;
  }
}
