/**
 * Cash on delivery: how an order is paid (one definition for every part), who may pay cash at the
 * door (the server decides; the checkout mirrors it), placing such an order, and staff recording the
 * courier's cash. The states and payment statuses are order-status.ts.
 */
import { z } from 'zod';
import { orderDetailsSchema, pricingSchema, quoteRequestSchema } from './orders';

/** How an order is paid, as stored in `paymentMethod`; an order without one (older orders) is `razorpay`. */
export const PAYMENT_METHOD = {
  /** Paid online through Razorpay before the order was recorded. */
  razorpay: 'razorpay',
  /** Placed unpaid; the courier collects cash at the door. */
  cod: 'cod',
  /** Taken by staff (a draft order sent) and paid through Razorpay Payment Links, whole or in parts. */
  paymentLink: 'payment_link',
} as const;
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];
export const PAYMENT_METHODS: readonly PaymentMethod[] = Object.values(PAYMENT_METHOD);
export const paymentMethodSchema = z.enum(PAYMENT_METHOD);

/** How staff and shoppers read a payment method. */
export const PAYMENT_METHOD_LABELS: { readonly [M in PaymentMethod]: string } = {
  razorpay: 'Razorpay',
  cod: 'Cash on delivery',
  payment_link: 'Payment link',
};

/** An order's payment method: orders recorded before methods existed were all paid through Razorpay. */
export const paymentMethodOf = (order: { paymentMethod?: PaymentMethod }): PaymentMethod =>
  order.paymentMethod ?? PAYMENT_METHOD.razorpay;

/** Why a cart cannot be paid in cash at the door (codEligibility). */
export type CodRefusal = 'off' | 'login' | 'phone' | 'overLimit' | 'madeToOrder';

/** Every message of cash on delivery: the checkout's reasons, the server's refusals, staff's errors. */
export const CASH_ON_DELIVERY_MESSAGES = {
  /** The checkout's choice. */
  choice: 'Cash on delivery',
  refusals: {
    off: 'Cash on delivery is not available at the moment.',
    login: 'Please log in to pay cash on delivery.',
    phone: 'Please enter your phone number to pay cash on delivery: we call to confirm the order.',
    overLimit: (limitRupees: number) =>
      `Cash on delivery is available for orders up to ${new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: 0,
      }).format(limitRupees)}.`,
    madeToOrder: 'Cash on delivery is not available for personalised (made-to-order) pieces.',
  },
  /** The checkout's words when placing failed without a reason from the server. */
  placeFailed: 'The order could not be placed. Please check your connection and try again.',
  /** The answer of a placed order. */
  placed: 'Order placed. Please keep the amount ready in cash: we will call you to confirm the order.',
  /** 409: only a cash-on-delivery order can have cash collected or be returned to origin. */
  notCod: 'This order was not placed as cash on delivery.',
  /** 409: the cash was recorded before (two presses, two staff). */
  alreadyCollected: 'The cash for this order has already been recorded.',
  /** 409: only a shipped or delivered order's cash can be collected. */
  notHandedOver: (status: string) => `Cash can be recorded only once the order is shipped; it is ${status}.`,
  /** 400: the amount must be exactly what is due. */
  wrongAmount: (dueRupees: number) =>
    `The amount collected must be exactly the amount due, ₹${dueRupees.toLocaleString('en-IN')}. Check the courier's remittance.`,
  /** 400: the collection date is in the future. */
  futureDate: 'The collection date cannot be in the future.',
  /** 409: Returned to origin is only for a cash-on-delivery parcel not paid for. */
  returnedToOriginOnlyCod: 'Only an unpaid cash-on-delivery order can be returned to origin.',
} as const;

/** A line's personalisation, as eligibility looks at it: any personalisation makes the piece made to order. */
interface EligibilityLine {
  customization?: unknown;
}

/** What decides whether cash on delivery is offered. */
export interface CodEligibilityInput {
  /** The shop's limit in whole rupees (0 or absent: cash on delivery is off). */
  limitRupees: number | undefined;
  /** A signed-in account (its e-mail was verified at registration). */
  signedIn: boolean;
  /** The phone on the order, if given. */
  phone: string | undefined;
  /** The order's total in whole rupees, as the server priced it. */
  totalRupees: number;
  lines: readonly EligibilityLine[];
}

/** Cash on delivery allowed, or the first reason it is not (in the order a shopper can act on them). */
export type CodEligibility = { eligible: true } | { eligible: false; reason: CodRefusal; message: string };

/**
 * Whether an order may be paid in cash at the door: the shop offers it (a limit above 0), a
 * signed-in account, a phone to call, a total within the limit, and no personalised line (a piece
 * made for one customer cannot be resold when the parcel is refused).
 */
export function codEligibility(input: CodEligibilityInput): CodEligibility {
  const refuse = (reason: CodRefusal, message: string): CodEligibility => ({ eligible: false, reason, message });
  const m = CASH_ON_DELIVERY_MESSAGES.refusals;
  const limit = input.limitRupees ?? 0;
  if (limit <= 0) return refuse('off', m.off);
  if (input.lines.some((line) => line.customization)) return refuse('madeToOrder', m.madeToOrder);
  if (input.totalRupees > limit) return refuse('overLimit', m.overLimit(limit));
  if (!input.signedIn) return refuse('login', m.login);
  if (!input.phone?.trim()) return refuse('phone', m.phone);
  return { eligible: true };
}

/** POST /api/orders/cash-on-delivery: the cart and the shopper's details, as for a Razorpay checkout. */
export const placeCodOrderRequestSchema = quoteRequestSchema.extend({
  ...orderDetailsSchema.shape,
});
export type PlaceCodOrderRequest = z.input<typeof placeCodOrderRequestSchema>;

/** Answer of a placed cash-on-delivery order. */
export const placeCodOrderResponseSchema = z.object({
  success: z.literal(true),
  /** CASH_ON_DELIVERY_MESSAGES.placed. */
  message: z.string(),
  /** The order number (RMJ-...). */
  orderId: z.string(),
  /** When it was placed, ISO 8601. */
  orderDate: z.string(),
  /** The server's prices: the total is the cash to pay at the door. */
  pricing: pricingSchema,
});
export type PlaceCodOrderResponse = z.infer<typeof placeCodOrderResponseSchema>;

/** POST /api/admin/orders/{orderNumber}/cash-collected: what the courier handed over, and when. */
export const cashCollectedRequestSchema = z.strictObject({
  /** Whole rupees; must equal the amount due. */
  amountRupees: z
    .number({ error: 'Enter the amount collected in whole rupees.' })
    .int('Enter the amount collected in whole rupees.')
    .min(1, 'Enter the amount collected in whole rupees.'),
  /** The day the cash was collected (YYYY-MM-DD, India time), not in the future. */
  collectedOn: z.iso.date({ message: 'Enter the collection date (YYYY-MM-DD).' }),
});
export type CashCollectedRequest = z.infer<typeof cashCollectedRequestSchema>;

/** The cash collected for a cash-on-delivery order, as the order page shows it. */
export const cashCollectionSchema = z.object({
  amountRupees: z.number().int(),
  /** YYYY-MM-DD, India time. */
  collectedOn: z.string(),
  /** When staff recorded it, ISO 8601. */
  recordedAt: z.string(),
  /** The staff member's e-mail. */
  recordedBy: z.string(),
});
export type CashCollection = z.infer<typeof cashCollectionSchema>;
