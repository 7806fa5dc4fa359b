/**
 * Refunds: money going back through the payment provider's refunds API, after a
 * cancellation (always the whole amount) or a return (whole or part). Each refund is recorded once
 * by the provider's refund id; its `refund.processed` / `refund.failed` webhook settles it once.
 */
import { z } from 'zod';

/** A refund's life at the provider: created (pending), then processed or failed. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why the money went back ('overpaid': what was paid beyond the order's total, never on the tax invoice). */
export const REFUND_REASONS = ['cancelled', 'returned', 'goodwill', 'overpaid'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The reasons staff choose on the refund form (the extra paid has its own button). */
export const STAFF_REFUND_REASONS = ['cancelled', 'returned', 'goodwill'] as const;

/** One refund of an order, as staff see it on the order page. */
export const orderRefundSchema = z.object({
  /** The provider's refund id (rfnd_...). */
  refundId: z.string(),
  /** Whole rupees refunded (or being refunded). */
  amountRupees: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.enum(REFUND_REASONS),
  /** Staff's note (what came back, why a part). */
  note: z.string().optional(),
  /** Who asked for it: a staff member's e-mail, 'customer' or 'system'. */
  by: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** When the provider reported it processed or failed, ISO 8601. */
  settledAt: z.string().optional(),
  /** The provider's reason when it failed. */
  failureReason: z.string().optional(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** POST /api/admin/orders/{orderNumber}/refunds: refund part or all of what is left. */
export const refundRequestSchema = z.strictObject({
  /** Whole rupees, at least 1 and at most what was paid less what was already refunded. */
  amountRupees: z
    .number({ error: 'Enter the amount to refund in rupees.' })
    .int('Enter the amount to refund in whole rupees.')
    .min(1, 'Enter the amount to refund in rupees.'),
  reason: z.enum(STAFF_REFUND_REASONS, { error: 'Choose why the money goes back.' }),
  /** Up to 300 characters. */
  note: z.string().trim().max(300, 'Keep the note under 300 characters.').optional(),
  /**
   * A key the screen makes once per refund form (a UUID): the same key twice refunds once, so a
   * double click or a retried request never pays back twice.
   */
  idempotencyKey: z.string().trim().min(8).max(64),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** 409 message when a refund asks for more than is left. */
export const refundTooLargeMessage = (leftRupees: number): string =>
  `Only ₹${leftRupees.toLocaleString('en-IN')} of this payment is left to refund.`;

/**
 * POST /api/admin/orders/{orderNumber}/refunds/extra: refund what was paid beyond the order's total.
 * The amount is the one the screen showed: it refunds only when it is still what is extra, so a
 * stale screen never refunds a different sum.
 */
export const refundExtraRequestSchema = z.strictObject({
  /** Whole rupees: the extra left to refund, as the order page showed it. */
  amountRupees: z.number().int().min(1),
});
export type RefundExtraRequest = z.infer<typeof refundExtraRequestSchema>;

export const REFUND_EXTRA_MESSAGES = {
  /** 409: nothing was paid beyond the order's total, or it is refunded already. */
  nothingExtra: "Nothing was paid beyond this order's total that is not refunded already: there is no extra to refund.",
  /** 409: the extra is not what the screen showed (a payment or a refund came in meanwhile). */
  changed: (extraRupees: number) =>
    `The extra left to refund is now ₹${extraRupees.toLocaleString('en-IN')}. Please check the payments and try again.`,
  /** 409: another refund of the order is on its way. */
  otherRefund: 'Another refund of this order is still on its way. Refund the extra once it is settled.',
} as const;
