// What a shopper's own order actions say and save, shared by the orders service (its answers) and
// mfe-cart's order actions (rendered on /track-order and, through Module Federation, on /welcome).
// Free of zod and of imports, so the widget's chunk carries no schema.

/** Messages of cancellations. */
export const cancelMessages = {
  done: 'Your order is cancelled. The full amount goes back to your payment method in 5-7 working days.',
  tooLate: 'This order can no longer be cancelled online. Please contact us.',
} as const;

/** The invoice PDF's file name: RMJ-25-26-000042.pdf. */
export const invoiceFileName = (invoiceNumber: string): string => `${invoiceNumber.replaceAll('/', '-')}.pdf`;
