// The refund form's checks: the contract's refund rules (whole rupees, a reason, a short note) and
// no more than what is left of the payment.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { STAFF_REFUND_REASONS, refundRequestSchema, refundTooLargeMessage } from '@rmj/contracts';

const shape = refundRequestSchema.shape;

/** The form's schema for a payment with `leftRupees` still to refund. */
export function refundFormSchema(leftRupees: number) {
  return z.object({
    amountRupees: z
      .string()
      .trim()
      .min(1, { error: 'Enter the amount to refund in rupees.', abort: true })
      .regex(/^\d+$/, { error: 'Enter the amount to refund in whole rupees.', abort: true })
      .transform(Number)
      .pipe(shape.amountRupees.max(leftRupees, refundTooLargeMessage(leftRupees))),
    reason: z.enum(STAFF_REFUND_REASONS, { error: 'Choose why the money goes back.' }),
    note: z.string().trim().max(300, 'Keep the note under 300 characters.'),
  });
}

export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;
export type CheckedRefundForm = z.output<ReturnType<typeof refundFormSchema>>;

export const refundFormResolver = (leftRupees: number) => zodResolver(refundFormSchema(leftRupees));
