/**
 * Payment requests: sending a draft order, the Razorpay Payment Links that ask for its money (the
 * whole amount, or an advance and later the balance), the order's ledger of what was asked, paid
 * and is due, and the owner's leave to ship before the balance is paid.
 *
 * Each request is its own link for a fixed amount (no partial payments on a link): an advance is one
 * link, the balance a second one. A link paid twice, or paid after it was cancelled or expired, is
 * still money received: every payment is recorded once, by its payment id, and counts towards what
 * is paid.
 */
import { z } from 'zod';
import { staffActorSchema } from './staff-audit';

/** Days a payment link stays open by default, and the limits staff may choose within. */
export const PAYMENT_REQUEST_EXPIRY_DAYS = { default: 7, min: 1, max: 30 } as const;

/** What a payment request asks for. */
export const PAYMENT_REQUEST_PURPOSE = {
  /** The order's whole amount in one payment. */
  whole: 'whole',
  /** An advance before the workshop starts (an amount or a percentage of the total). */
  advance: 'advance',
  /** What is still due, asked for by staff later (before shipping). */
  balance: 'balance',
} as const;
export type PaymentRequestPurpose = (typeof PAYMENT_REQUEST_PURPOSE)[keyof typeof PAYMENT_REQUEST_PURPOSE];
export const paymentRequestPurposeSchema = z.enum(PAYMENT_REQUEST_PURPOSE);

/** A request's state, as the shop keeps it (the provider's link status). */
export const PAYMENT_REQUEST_STATUS = {
  /** Waiting for the customer to pay. */
  open: 'open',
  paid: 'paid',
  cancelled: 'cancelled',
  expired: 'expired',
} as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUS)[keyof typeof PAYMENT_REQUEST_STATUS];
export const paymentRequestStatusSchema = z.enum(PAYMENT_REQUEST_STATUS);

/** How staff read a request's state. */
export const PAYMENT_REQUEST_STATUS_LABELS: { readonly [S in PaymentRequestStatus]: string } = {
  open: 'Waiting for payment',
  paid: 'Paid',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** How staff read what a request asks for. */
export const PAYMENT_REQUEST_PURPOSE_LABELS: { readonly [P in PaymentRequestPurpose]: string } = {
  whole: 'Full amount',
  advance: 'Advance',
  balance: 'Balance',
};

/** Every message of payment requests: the send dialog's, the server's refusals, the e-mail's. */
export const PAYMENT_REQUEST_MESSAGES = {
  expiryInvalid: `The link can stay open from ${PAYMENT_REQUEST_EXPIRY_DAYS.min} to ${PAYMENT_REQUEST_EXPIRY_DAYS.max} days.`,
  advanceAmountInvalid: 'Enter the advance in whole rupees, more than ₹0.',
  advancePercentInvalid: 'An advance percentage is a whole number from 1 to 99.',
  /** 400: an advance must be less than the order's total (ask for the whole amount instead). */
  advanceTooLarge: (totalRupees: number) =>
    `The advance must be less than the order's total (₹${totalRupees.toLocaleString('en-IN')}). To ask for all of it, choose the full amount.`,
  askRequired: "Choose what to ask for: the full amount ('whole') or an advance ('advanceAmount', 'advancePercent').",
  /** 409: the draft cannot be sent as it is. */
  notBuyable: (why: string) => `This draft cannot be sent: ${why}`,
  noAddress: 'Add the delivery address before sending the draft.',
  /** 409: a draft with nothing to pay (a discount of 100 %) is not sent as a payment request. */
  nothingToPay: 'This draft has nothing to pay. Check the discount.',
  /** The answer of a sent draft. */
  sent: (orderNumber: string) => `Sent as order ${orderNumber}. The payment link is ready to share.`,
  /** 409: the balance asked when nothing is due. */
  nothingDue: 'Nothing is due on this order.',
  /** 409: a new request while one is open (cancel it first). */
  requestOpen: 'A payment link for this order is still open. Cancel it before asking again.',
  /** 409: only an order taken as a payment link has payment requests. */
  notPaymentLink: 'This order was not taken with a payment link.',
  /** 409: a request on an order that is cancelled, returned or refunded. */
  orderClosed: (status: string) => `No payment can be asked for an order that is ${status}.`,
  requestNotFound: 'This payment link was not found on the order.',
  /** 409: cancelling a link that is no longer open. */
  requestNotOpen: (status: string) => `This payment link is already ${status.toLowerCase()}.`,
  /** Answer of a cancel that came too late: the customer had paid. */
  paidBeforeCancel: 'The customer paid this link before it could be cancelled. The payment is recorded.',
  cancelled: 'The payment link is cancelled. The customer can no longer pay it.',
  /** Answer of a balance request. */
  balanceRequested: (dueRupees: number) =>
    `A payment link for the balance of ₹${dueRupees.toLocaleString('en-IN')} is ready to share.`,
  /** 409: moving to Shipped while money is due and no override is recorded. */
  balanceDue: (dueRupees: number) =>
    `₹${dueRupees.toLocaleString('en-IN')} is still due on this order. Ask for the balance, or the owner may ship it without the balance.`,
  overrideReasonRequired: 'Please give the reason for shipping before the balance is paid.',
  /** 409: an override on an order with nothing due. */
  overrideNotNeeded: 'Nothing is due on this order: it can be shipped.',
  overrideRecorded: 'Recorded: this order may be shipped before the balance is paid.',
  /** Shown by a payment received on a link that was cancelled or had expired (money kept, staff to look). */
  paidAfterClose: 'Paid after the link was closed: check with the customer whether to keep or refund it.',
  /** Shown by a payment that took the order over its total. */
  overpaid: (extraRupees: number) =>
    `The customer paid ₹${extraRupees.toLocaleString('en-IN')} more than the order's total: refund the extra.`,
  /** 503: the payment provider could not be reached; nothing was sent twice, so trying again is safe. */
  providerDown: 'The payment service is not answering at the moment. Please try again in a minute.',
  /** The line of the payment page (the provider shows it). */
  linkDescription: (orderNumber: string, purpose: PaymentRequestPurpose) =>
    `${PAYMENT_REQUEST_PURPOSE_LABELS[purpose]} for order ${orderNumber}`,
  /** The e-mail to the customer with the link. */
  emailSubject: (shopName: string, orderNumber: string, purpose: PaymentRequestPurpose) =>
    `${shopName}: ${PAYMENT_REQUEST_PURPOSE_LABELS[purpose].toLowerCase()} payment for order ${orderNumber}`,
} as const;

const expiryDaysSchema = z
  .number({ error: PAYMENT_REQUEST_MESSAGES.expiryInvalid })
  .int(PAYMENT_REQUEST_MESSAGES.expiryInvalid)
  .min(PAYMENT_REQUEST_EXPIRY_DAYS.min, PAYMENT_REQUEST_MESSAGES.expiryInvalid)
  .max(PAYMENT_REQUEST_EXPIRY_DAYS.max, PAYMENT_REQUEST_MESSAGES.expiryInvalid)
  .default(PAYMENT_REQUEST_EXPIRY_DAYS.default);

/** What the send dialog asks for: the whole amount, an advance in rupees, or an advance as a percentage. */
export const paymentAskSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('whole') }),
    z.strictObject({
      kind: z.literal('advanceAmount'),
      rupees: z
        .number({ error: PAYMENT_REQUEST_MESSAGES.advanceAmountInvalid })
        .int(PAYMENT_REQUEST_MESSAGES.advanceAmountInvalid)
        .min(1, PAYMENT_REQUEST_MESSAGES.advanceAmountInvalid),
    }),
    z.strictObject({
      kind: z.literal('advancePercent'),
      percent: z
        .number({ error: PAYMENT_REQUEST_MESSAGES.advancePercentInvalid })
        .int(PAYMENT_REQUEST_MESSAGES.advancePercentInvalid)
        .min(1, PAYMENT_REQUEST_MESSAGES.advancePercentInvalid)
        .max(99, PAYMENT_REQUEST_MESSAGES.advancePercentInvalid),
    }),
  ],
  { error: PAYMENT_REQUEST_MESSAGES.askRequired },
);
export type PaymentAsk = z.output<typeof paymentAskSchema>;

/**
 * The rupees a send asks for: the total, or the advance (a percentage rounded to the rupee, at
 * least ₹1). Undefined when the advance is not less than the total.
 */
export function askedRupees(ask: PaymentAsk, totalRupees: number): number | undefined {
  if (ask.kind === 'whole') return totalRupees;
  const rupees = ask.kind === 'advanceAmount' ? ask.rupees : Math.max(1, Math.round((totalRupees * ask.percent) / 100));
  return rupees < totalRupees ? rupees : undefined;
}

/** POST /api/admin/draft-orders/{draftId}/send. */
export const sendDraftRequestSchema = z.strictObject({
  /** The version of the draft the dialog showed (409 when it changed meanwhile). */
  version: z
    .number({ error: 'version is required: send back the version of the draft you are sending.' })
    .int()
    .nonnegative(),
  ask: paymentAskSchema,
  /** Days the link stays open (default 7). */
  expiryDays: expiryDaysSchema,
});
export type SendDraftRequest = z.input<typeof sendDraftRequestSchema>;

/** The WhatsApp message offered with a link: the text to copy, and the wa.me link that opens it. */
export const whatsAppMessageSchema = z.object({
  text: z.string(),
  /** https://wa.me/91{phone}?text=... */
  url: z.string(),
});
export type WhatsAppMessage = z.infer<typeof whatsAppMessageSchema>;

/** One payment request (a Payment Link), as the order page and the send dialog's answer show it. */
export const paymentRequestSchema = z.object({
  /** The provider's link id (plink_...). */
  linkId: z.string(),
  purpose: paymentRequestPurposeSchema,
  /** Whole rupees asked. */
  amountRupees: z.number().int(),
  status: paymentRequestStatusSchema,
  /** What the customer opens to pay. */
  url: z.string(),
  /** When the link stops taking payments, ISO 8601. */
  expiresAt: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  createdBy: staffActorSchema,
  /** Whether the link was e-mailed to the customer (false without an e-mail address). */
  emailed: z.boolean(),
  /** The message to share on WhatsApp. */
  whatsApp: whatsAppMessageSchema,
  /** When staff cancelled it, ISO 8601. */
  cancelledAt: z.string().optional(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** One payment received on an order. */
export const orderPaymentSchema = z.object({
  /** The provider's payment id (pay_...). */
  paymentId: z.string(),
  /** The link it was paid on. */
  linkId: z.string(),
  /** Whole rupees. */
  amountRupees: z.number().int(),
  /** Whole rupees refunded from this payment (processed). */
  refundedRupees: z.number().int(),
  /** When it was recorded, ISO 8601. */
  at: z.string(),
  /** PAYMENT_REQUEST_MESSAGES.paidAfterClose or .overpaid when staff should look at it. */
  note: z.string().optional(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** The owner's leave to ship with money due. */
export const balanceOverrideSchema = z.object({
  reason: z.string(),
  /** ISO 8601. */
  at: z.string(),
  by: staffActorSchema,
});
export type BalanceOverride = z.infer<typeof balanceOverrideSchema>;

/** An order taken with payment links: what was asked, paid and is due, each payment and each link. */
export const orderPaymentLedgerSchema = z.object({
  /** The order's total, whole rupees. */
  totalRupees: z.number().int(),
  /** Whole rupees asked so far by links not cancelled. */
  askedRupees: z.number().int(),
  /** Whole rupees received (every payment, refunds not taken off). */
  paidRupees: z.number().int(),
  /** Whole rupees still to pay (0 once paid in full). */
  dueRupees: z.number().int(),
  /** Oldest first. */
  payments: z.array(orderPaymentSchema),
  /** Oldest first. */
  requests: z.array(paymentRequestSchema),
  balanceOverride: balanceOverrideSchema.optional(),
  /** Whether the signed-in role may ask for the balance now (something due, no link open). */
  canRequestBalance: z.boolean(),
  /** Whether the signed-in role may record the override now (the owner, something due, none yet). */
  canOverrideBalance: z.boolean(),
  /** Whole rupees received beyond the order's total. */
  extraRupees: z.number().int(),
  /** Whole rupees of that extra refunded (processed). */
  extraRefundedRupees: z.number().int(),
  /** Whole rupees of that extra not yet refunded nor on its way back. */
  extraLeftRupees: z.number().int(),
  /** Whether the signed-in role may refund the extra now (refundOrders, extra left, no other refund on its way). */
  canRefundExtra: z.boolean(),
});
export type OrderPaymentLedger = z.infer<typeof orderPaymentLedgerSchema>;

/** Answer of a sent draft. */
export const sendDraftResponseSchema = z.object({
  success: z.literal(true),
  /** PAYMENT_REQUEST_MESSAGES.sent. */
  message: z.string(),
  orderNumber: z.string(),
  paymentRequest: paymentRequestSchema,
});
export type SendDraftResponse = z.infer<typeof sendDraftResponseSchema>;

/** POST /api/admin/orders/{orderNumber}/payment-requests: a link for what is due. */
export const requestBalanceSchema = z.strictObject({ expiryDays: expiryDaysSchema });
export type RequestBalance = z.input<typeof requestBalanceSchema>;

/** POST /api/admin/orders/{orderNumber}/payment-requests/{linkId}/cancel (no body fields). */
export const cancelPaymentRequestSchema = z.strictObject({});

/** Answer of a balance request or a cancel: the message, the request as it now is, and the ledger. */
export const paymentRequestAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  paymentRequest: paymentRequestSchema,
  ledger: orderPaymentLedgerSchema,
});
export type PaymentRequestAnswer = z.infer<typeof paymentRequestAnswerSchema>;

/** POST /api/admin/orders/{orderNumber}/balance-override: the owner lets the order ship with money due. */
export const balanceOverrideRequestSchema = z.strictObject({
  reason: z
    .string({ error: PAYMENT_REQUEST_MESSAGES.overrideReasonRequired })
    .trim()
    .min(1, PAYMENT_REQUEST_MESSAGES.overrideReasonRequired)
    .max(300, 'Keep the reason under 300 characters.'),
});
export type BalanceOverrideRequest = z.infer<typeof balanceOverrideRequestSchema>;

/** Answer of the override. */
export const balanceOverrideAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ledger: orderPaymentLedgerSchema,
});
export type BalanceOverrideAnswer = z.infer<typeof balanceOverrideAnswerSchema>;

/** What the WhatsApp message and the e-mail say about one link. */
export interface PaymentRequestText {
  shopName: string;
  customerName: string;
  orderNumber: string;
  purpose: PaymentRequestPurpose;
  amountRupees: number;
  /** The order's total, whole rupees. */
  totalRupees: number;
  url: string;
  /** When the link closes. */
  expiresAt: Date;
}

const rupees = (n: number): string => `₹${n.toLocaleString('en-IN')}`;

/** A date as the customer reads it in India: '7 December 2026'. */
const indiaDate = (at: Date): string =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    at,
  );

/**
 * The words sent with a payment link, on WhatsApp and in the e-mail's body (one text, so both say
 * the same): greeting, what the amount is for, the link, and until when it works.
 */
export function paymentRequestText(t: PaymentRequestText): string {
  const what =
    t.purpose === 'whole'
      ? `the full amount of ${rupees(t.amountRupees)}`
      : t.purpose === 'advance'
        ? `an advance of ${rupees(t.amountRupees)} (order total ${rupees(t.totalRupees)})`
        : `the balance of ${rupees(t.amountRupees)} (order total ${rupees(t.totalRupees)})`;
  return [
    `Dear ${t.customerName},`,
    `Thank you for your order ${t.orderNumber} with ${t.shopName}. Please pay ${what} with this secure link:`,
    t.url,
    `The link works until ${indiaDate(t.expiresAt)}.`,
  ].join('\n');
}

/** A WhatsApp message to an Indian phone: the text, and the wa.me link (country code 91) that opens it. */
export function whatsAppMessage(phone: string, text: string): WhatsAppMessage {
  return { text, url: `https://wa.me/91${phone.replace(/\D/g, '').slice(-10)}?text=${encodeURIComponent(text)}` };
}

/** The WhatsApp message of a link: its text and the wa.me link (India's country code, 91) that opens it. */
export function whatsAppPaymentMessage(t: PaymentRequestText & { phone: string }): WhatsAppMessage {
  return whatsAppMessage(t.phone, paymentRequestText(t));
}
