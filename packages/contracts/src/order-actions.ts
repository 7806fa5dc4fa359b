// What a shopper's own order actions say and save, shared by the orders service (its answers) and
// mfe-cart's order actions (rendered on /track-order and, through Module Federation, on /welcome).
// Free of zod and of imports, so the widget's chunk carries no schema.

/**
 * Messages of cancellations. A paid order's words promise the money back; an unpaid
 * cash-on-delivery order (cancellable until the shop confirms it) took no money, so its words do not.
 */
export const cancelMessages = {
  done: 'Your order is cancelled. The full amount goes back to your payment method in 5-7 working days.',
  tooLate: 'This order can no longer be cancelled online. Please contact us.',
  /** The question before cancelling a paid order; `which` is 'this order' or 'order RMJ-…'. */
  question: (which: string): string => `Cancel ${which}? The full amount goes back to your payment method.`,
  /** The order's page: until when a paid order may be cancelled (the time as India reads it). */
  until: (when: string): string => `You can cancel this order until ${when}.`,
  unpaid: {
    done: 'Your order is cancelled. Nothing was paid for it, so there is nothing to pay or refund.',
    question: (which: string): string => `Cancel ${which}? Nothing has been paid, so nothing is charged.`,
    until: 'You can cancel this order until we call you to confirm it.',
  },
} as const;

/** The invoice PDF's file name: RMJ-25-26-000042.pdf. */
export const invoiceFileName = (invoiceNumber: string): string => `${invoiceNumber.replaceAll('/', '-')}.pdf`;
