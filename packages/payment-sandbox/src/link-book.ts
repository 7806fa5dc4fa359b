/**
 * The sandbox's Payment Links and the moves Razorpay allows between their states: created →
 * partially_paid → paid by payments, created (or partially_paid) → expired at `expire_by`,
 * created → cancelled by the merchant. Nothing here sends webhooks: the caller does, from what
 * each move answers.
 */
import { entityId, isEntityId } from './sandbox-entities';
import {
  OPEN_LINK_STATUSES,
  shortCode,
  type PaymentLinkStatus,
  type SandboxClock,
  type SandboxPaymentLink,
} from './link-entities';
import { parseLinkInput } from './link-validation';
import { PaymentLinkError, RAZORPAY_MESSAGES } from './sandbox-errors';
import type { SandboxLedger } from './sandbox-ledger';
import type { SandboxOrder, SandboxPayment } from './sandbox-entities';

/** Descriptions of refusals Razorpay has not published: the sandbox's own wording. */
export const LINK_MESSAGES = {
  duplicateReference: (ref: string) => `Payment Link with reference_id ${ref} already exists.`,
  notCancellable: (status: PaymentLinkStatus) =>
    `Payment Link cannot be cancelled in ${status} state; only a Payment Link in created state can be cancelled.`,
  notPayable: (status: PaymentLinkStatus) => `Payment Link is ${status.replace('_', ' ')} and cannot be paid.`,
  partialNotAllowed: 'This Payment Link does not accept partial payments: pay the amount due.',
  belowMinimum: (min: number) => `The first payment must be at least ${min} paise.`,
  aboveDue: (due: number) => `The amount must be no more than the amount due, ${due} paise.`,
  maxAmount: 'amount exceeds maximum amount allowed.',
} as const;

/** What may be asked of a payment: the amount (default: what is due) and a forced attempt. */
export interface LinkPayOptions {
  /** Paise; default the amount due (or the link's amount when nothing is due). */
  amount?: number;
  /**
   * The customer's page was already open: pay even though the link is paid, cancelled or expired
   * (Razorpay's page refuses such a link to a new visitor; tests need the late payment).
   */
  force?: boolean;
  email?: string;
  contact?: string;
}

const MAX_LINKS = 100_000;

export class PaymentLinkBook {
  private readonly links = new Map<string, SandboxPaymentLink>();
  private readonly byCode = new Map<string, string>();
  /** Each link's order (created at the first attempt, as Razorpay's page does). */
  private readonly orders = new Map<string, string>();

  constructor(
    private readonly ledger: SandboxLedger,
    private readonly clock: SandboxClock,
    private readonly options: { publicUrl: () => string; maxAmount?: number | null },
  ) {}

  create(body: Record<string, unknown>): SandboxPaymentLink {
    const now = this.clock.now();
    const input = parseLinkInput(body, now);
    const max = this.options.maxAmount;
    if (max !== null && max !== undefined && input.amount > max) throw new PaymentLinkError(LINK_MESSAGES.maxAmount);
    if (input.reference_id && [...this.links.values()].some((l) => l.reference_id === input.reference_id))
      throw new PaymentLinkError(LINK_MESSAGES.duplicateReference(input.reference_id));
    const code = shortCode();
    const link: SandboxPaymentLink = {
      ...input,
      amount_paid: 0,
      cancelled_at: 0,
      created_at: now,
      currency: 'INR',
      expired_at: 0,
      id: entityId('plink_'),
      payments: null,
      reminders: [],
      short_url: `${this.options.publicUrl()}/payment-sandbox/i/${code}`,
      status: 'created',
      updated_at: now,
      upi_link: false,
      user_id: '',
    };
    if (this.links.size >= MAX_LINKS) this.links.delete(this.links.keys().next().value as string);
    this.links.set(link.id, link);
    this.byCode.set(code, link.id);
    return link;
  }

  get(id: string): SandboxPaymentLink {
    const link = isEntityId('plink_', id) ? this.links.get(id) : undefined;
    if (!link) throw new PaymentLinkError(RAZORPAY_MESSAGES.idNotFound);
    return link;
  }

  /** The link a short URL's code opens, or null. */
  byShortCode(code: string): SandboxPaymentLink | null {
    const id = this.byCode.get(code);
    return id ? (this.links.get(id) ?? null) : null;
  }

  /** GET /v1/payment_links: newest first, filtered by `reference_id` or `payment_id`, `count` from `skip`. */
  list(query: { reference_id?: string | null; payment_id?: string | null; count?: unknown; skip?: unknown }) {
    const count = Math.min(100, Math.max(1, Number(query.count) || 10));
    const skip = Math.max(0, Number(query.skip) || 0);
    return [...this.links.values()]
      .filter((l) => !query.reference_id || l.reference_id === query.reference_id)
      .filter((l) => !query.payment_id || (l.payments ?? []).some((p) => p.payment_id === query.payment_id))
      .reverse()
      .slice(skip, skip + count);
  }

  /** POST /v1/payment_links/:id/cancel: only a link nobody has paid into yet. */
  cancel(id: string): SandboxPaymentLink {
    const link = this.get(id);
    if (link.status !== 'created') throw new PaymentLinkError(LINK_MESSAGES.notCancellable(link.status));
    Object.assign(link, { status: 'cancelled', cancelled_at: this.clock.now(), updated_at: this.clock.now() });
    return link;
  }

  /** Expires one open link now (`expired_at` is now); a closed link does not change (null). */
  expire(id: string): SandboxPaymentLink | null {
    const link = this.get(id);
    if (!OPEN_LINK_STATUSES.includes(link.status)) return null;
    Object.assign(link, { status: 'expired', expired_at: this.clock.now(), updated_at: this.clock.now() });
    return link;
  }

  /** Every open link whose `expire_by` has passed, now expired. */
  expireDue(): SandboxPaymentLink[] {
    const now = this.clock.now();
    return [...this.links.values()]
      .filter((l) => OPEN_LINK_STATUSES.includes(l.status) && l.expire_by > 0 && l.expire_by <= now)
      .map((l) => this.expire(l.id) as SandboxPaymentLink);
  }

  /** Milliseconds until the next open link expires by the sandbox's clock, or null. */
  nextExpiryInMs(): number | null {
    const due = [...this.links.values()]
      .filter((l) => OPEN_LINK_STATUSES.includes(l.status) && l.expire_by > 0)
      .map((l) => l.expire_by * 1000 - this.clock.nowMs());
    return due.length ? Math.max(0, Math.min(...due)) : null;
  }

  /**
   * Checks an attempt before it is made: the link must be open (unless forced) and the amount
   * allowed: the whole amount due, or with partial payments at least `first_min_partial_amount`
   * the first time (₹1 after), never more than is due. Answers the amount and the link's order.
   */
  prepare(id: string, opts: LinkPayOptions = {}): { link: SandboxPaymentLink; amount: number; order: SandboxOrder } {
    const link = this.get(id);
    const open = OPEN_LINK_STATUSES.includes(link.status);
    if (!open && !opts.force) throw new PaymentLinkError(LINK_MESSAGES.notPayable(link.status));
    const due = link.amount - link.amount_paid;
    const amount = opts.amount ?? (due > 0 ? due : link.amount);
    if (!Number.isInteger(amount) || amount < 1) throw new PaymentLinkError('amount: must be no less than 1.');
    if (open) {
      if (amount > due) throw new PaymentLinkError(LINK_MESSAGES.aboveDue(due));
      if (!link.accept_partial && amount !== due) throw new PaymentLinkError(LINK_MESSAGES.partialNotAllowed);
      const min = link.amount_paid === 0 ? Math.max(100, link.first_min_partial_amount) : Math.min(100, due);
      if (amount < Math.min(min, due)) throw new PaymentLinkError(LINK_MESSAGES.belowMinimum(Math.min(min, due)));
    }
    return { link, amount, order: this.orderOf(link) };
  }

  /**
   * Notes an attempt on the link. A captured payment made while the link is open adds to
   * `amount_paid` and moves it to partially_paid or paid; one forced onto a closed link is listed
   * but changes neither. Answers whether the status moved.
   */
  record(link: SandboxPaymentLink, payment: SandboxPayment): boolean {
    const now = this.clock.now();
    const captured = payment.status === 'captured';
    (link.payments ??= []).push({
      amount: payment.amount,
      created_at: payment.created_at,
      method: 'card',
      payment_id: payment.id,
      plink_id: link.id,
      status: captured ? 'captured' : 'failed',
      updated_at: now,
    });
    link.updated_at = now;
    if (!captured || !OPEN_LINK_STATUSES.includes(link.status)) return false;
    link.amount_paid = Math.min(link.amount, link.amount_paid + payment.amount);
    link.status = link.amount_paid >= link.amount ? 'paid' : 'partially_paid';
    return true;
  }

  private orderOf(link: SandboxPaymentLink): SandboxOrder {
    const known = this.orders.get(link.id);
    if (known) return this.ledger.order(known);
    const order = this.ledger.createPartOrder({
      amount: link.amount,
      ...(link.reference_id ? { receipt: link.reference_id } : {}),
      notes: link.notes ?? {},
    });
    this.orders.set(link.id, order.id);
    return order;
  }
}
