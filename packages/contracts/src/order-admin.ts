/**
 * Fulfilment: an order's moves (who and when), its shipment, the back office's orders
 * board and order page, and the timeline shoppers see on /track-order. The states and the allowed
 * moves are order-status.ts; refunds, invoices and proofs have their own files.
 */
import { z } from 'zod';
import { creditNotesSchema, invoiceSummarySchema } from './invoices';
import { ORDER_STATES } from './order-status';
import { orderProofSchema, PROOF_STATES } from './proofs';
import { orderRefundSchema } from './refunds';
import { customerDetailsSchema, pricedLineSchema } from './orders';
import { qualityCheckInputSchema, qualityCheckRecordSchema } from './quality-check';
import { orderStateSchema, paymentStatusSchema, shipmentSchema } from './order-records';
import { cashCollectionSchema, paymentMethodSchema } from './cash-on-delivery';
import { orderPaymentLedgerSchema } from './payment-requests';

/** Who made a move: a staff member (their e-mail and role), the shopper, or the system (a webhook). */
export const moveActorSchema = z.object({
  kind: z.enum(['staff', 'customer', 'system']),
  /** Staff e-mail, 'customer' or 'system'. */
  name: z.string(),
  /** Staff role, for staff moves. */
  role: z.string().optional(),
});
export type MoveActor = z.infer<typeof moveActorSchema>;

/** One move of an order, as the order page lists its history. */
export const orderMoveSchema = z.object({
  /** 1 for the first move after payment, then 2, 3... */
  seq: z.number().int(),
  from: orderStateSchema,
  to: orderStateSchema,
  /** ISO 8601. */
  at: z.string(),
  by: moveActorSchema,
  /** Staff's note with the move (why it went back to the bench, what came back). */
  note: z.string().optional(),
  /** The move to Quality check: each made-to-order hallmarked piece's HUID and actual weight. */
  qualityCheck: qualityCheckRecordSchema.optional(),
});
export type OrderMove = z.infer<typeof orderMoveSchema>;

/** Couriers the shop uses, with their tracking page; 'Other' takes a tracking link as typed. */
export const COURIERS = {
  'India Post': 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  'Blue Dart': 'https://www.bluedart.com/tracking',
  Delhivery: 'https://www.delhivery.com/track/package/{awb}',
  DTDC: 'https://www.dtdc.in/tracking.asp',
  Shiprocket: 'https://shiprocket.co/tracking/{awb}',
  Other: '',
} as const;
export type Courier = keyof typeof COURIERS;
export const COURIER_NAMES = Object.keys(COURIERS) as Courier[];

/** The tracking link of a shipment: the courier's page with the AWB filled in, or the one typed. */
export function trackingLink(courier: Courier, awb: string, typed?: string): string {
  if (typed) return typed;
  return COURIERS[courier].replace('{awb}', encodeURIComponent(awb));
}

/** What shipping a piece records (required with a move to Shipped). */
export const shipmentInputSchema = z.strictObject({
  courier: z.enum(COURIER_NAMES as [Courier, ...Courier[]], { error: 'Choose the courier.' }),
  /** Air-waybill number: 6-20 letters, digits or dashes. */
  awb: z
    .string({ error: 'Enter the air-waybill (AWB) number.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,20}$/, 'An AWB number is 6 to 20 letters, digits or dashes.'),
  /** The courier's tracking page for this parcel (https), required for 'Other'. */
  trackingUrl: z
    .url({ protocol: /^https$/, error: 'Enter the tracking link, starting with https://' })
    .max(500)
    .optional(),
});
export type ShipmentInput = z.infer<typeof shipmentInputSchema>;

/** PUT /api/admin/orders/{orderNumber}/shipment: a shipped order's courier and AWB corrected (as the ship form). */
export const correctShipmentRequestSchema = shipmentInputSchema;
export type CorrectShipmentRequest = ShipmentInput;

/** Why a shipment cannot be corrected now. */
export const shipmentCorrectionMessages = {
  notShipped: 'Only a shipped order’s courier and AWB can be corrected.',
  changed: 'Someone corrected this shipment a moment ago. Reload the order and check it.',
} as const;

/** One correction of a shipment, as the order page lists it with the history. */
export const shipmentCorrectionSchema = z.object({
  /** ISO 8601. */
  at: z.string(),
  by: moveActorSchema,
  /** Courier, AWB and tracking link before the correction. */
  before: shipmentSchema,
  /** ... and after it. */
  after: shipmentSchema,
});
export type ShipmentCorrection = z.infer<typeof shipmentCorrectionSchema>;

/** POST /api/admin/orders/{orderNumber}/moves. */
export const moveOrderRequestSchema = z.strictObject({
  /** The state to move to. */
  to: orderStateSchema,
  /** The state the screen showed: a move from any other state is refused (409), so two clicks move once. */
  from: orderStateSchema,
  /** Up to 300 characters. */
  note: z.string().trim().max(300, 'Keep the note under 300 characters.').optional(),
  /** Required with `to: 'Shipped'`. */
  shipment: shipmentInputSchema.optional(),
  /** Go into the workshop without the shopper's answer to the proof (after the wait; fulfilOrders). */
  overrideProof: z.boolean().optional(),
  /** With `to: 'Quality check'` when hallmarked pieces have no HUID yet: each one's HUID and weight. */
  qualityCheck: qualityCheckInputSchema.optional(),
});
export type MoveOrderRequest = z.infer<typeof moveOrderRequestSchema>;

/** POST /api/orders/{orderNumber}/cancel: the shopper's own cancellation (no body fields). */
export const cancelOrderRequestSchema = z.strictObject({});

/** Answer of the shopper's cancellation. */
export const cancelOrderResponseSchema = z.object({
  success: z.literal(true),
  status: orderStateSchema,
  message: z.string(),
});

/** The board's filters (GET /api/admin/orders), all optional text values. */
export const adminOrdersQuerySchema = z.strictObject({
  /** One state's tab. */
  state: z.enum(ORDER_STATES as [string, ...string[]], { error: 'Unknown order state.' }).optional(),
  /** Paid on or after this day (YYYY-MM-DD, India time). */
  from: z.iso.date({ message: 'from must be a date (YYYY-MM-DD)' }).optional(),
  /** Paid on or before this day (YYYY-MM-DD, India time). */
  to: z.iso.date({ message: 'to must be a date (YYYY-MM-DD)' }).optional(),
  /** 'yes': only orders with a personalised line; 'no': only plain ones. */
  customised: z.enum(['yes', 'no']).optional(),
  paymentStatus: paymentStatusSchema.optional(),
  /** Only orders paid this way (Razorpay includes the older orders that name no method). */
  paymentMethod: paymentMethodSchema.optional(),
  /** 'yes': only cash-on-delivery orders shipped or delivered whose cash is not recorded yet. */
  codToCollect: z.enum(['yes']).optional(),
  /** Order number, phone (10 digits) or e-mail, or a part of one. */
  q: z.string().trim().max(100).optional(),
  /** Page, from 1. */
  page: z
    .string()
    .regex(/^\d{1,4}$/, 'page must be a whole number')
    .optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** One row of the orders board. */
export const adminOrderRowSchema = z.object({
  orderNumber: z.string(),
  /** ISO 8601. */
  paidAt: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  city: z.string(),
  totalAmount: z.number().int(),
  status: orderStateSchema,
  paymentStatus: paymentStatusSchema,
  /** How it is paid. */
  paymentMethod: paymentMethodSchema,
  itemCount: z.number().int(),
  customised: z.boolean(),
  /** The workshop's due date for the order (ISO 8601), while it is not yet shipped. */
  dueBy: z.string().optional(),
  /** The proof's state, for engraved orders. */
  proof: z.enum(PROOF_STATES).optional(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** GET /api/admin/orders: a page of rows and the count of every state (under the other filters). */
export const adminOrdersPageSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  /** Orders per state, every state present (0 when none). */
  counts: z.record(z.string(), z.number().int()),
  /** Cash-on-delivery orders shipped or delivered whose cash is not recorded yet (under the other filters). */
  codToCollect: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

/** GET /api/admin/orders/{orderNumber}: everything the order page and the job cards show. */
export const adminOrderSchema = z.object({
  orderNumber: z.string(),
  paidAt: z.string(),
  status: orderStateSchema,
  paymentStatus: paymentStatusSchema,
  /** How it is paid. */
  paymentMethod: paymentMethodSchema,
  /** What is still to pay (whole rupees): cash on delivery, to collect at the door; payment link, the balance. */
  amountDueRupees: z.number().int(),
  /** Cash on delivery: the cash staff recorded as collected. */
  cashCollection: cashCollectionSchema.optional(),
  /** Cash on delivery: whether the signed-in role may record the cash now. */
  canRecordCash: z.boolean(),
  /** Payment link: what was asked, paid and is due, each payment and each link. */
  paymentLedger: orderPaymentLedgerSchema.optional(),
  /** Lines as bought, with their personalisation in full (files by id: GET /api/admin/files/{fileId}). */
  lines: z.array(pricedLineSchema),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  promoCode: z.string().optional(),
  /** As checkout took them; `email` is '' for a customer taken on WhatsApp or the phone who has no address. */
  customer: customerDetailsSchema.extend({ email: z.string() }),
  /** The buyer's PAN, masked (XXXXX1234F), on orders of PAN_THRESHOLD_RUPEES or more. */
  pan: z.string().optional(),
  /** The buyer's account e-mail. */
  accountEmail: z.string(),
  payment: z.object({
    /** Razorpay, the payment sandbox, or Cash on delivery. */
    provider: z.string(),
    /** Provider order id (order_...); cash on delivery: the order's own reference (cod_...). */
    providerOrderId: z.string(),
    /** Provider payment id (pay_...); cash on delivery: the order's own reference. */
    paymentId: z.string(),
    /** Whole rupees captured (cash on delivery: collected). */
    capturedRupees: z.number().int(),
    /** Whole rupees refunded so far (processed). */
    refundedRupees: z.number().int(),
  }),
  refunds: z.array(orderRefundSchema),
  history: z.array(orderMoveSchema),
  shipment: shipmentSchema.optional(),
  /** Corrections of the shipment's courier, AWB or link after shipping, oldest first. */
  shipmentCorrections: z.array(shipmentCorrectionSchema).optional(),
  invoice: invoiceSummarySchema.optional(),
  /** Credit notes of refunds after the invoice, oldest first (GET /api/admin/orders/{orderNumber}/credit-notes/{ref}). */
  creditNotes: creditNotesSchema.optional(),
  proof: orderProofSchema,
  /** The workshop's due date (ISO 8601): paid + 7 business days (customised) or + 1 (plain). */
  dueBy: z.string(),
  /** States the signed-in role may move this order to now (the machine's and the role's rules). */
  nextStates: z.array(orderStateSchema),
  /** Products paid for beyond stock (to make or source). */
  oversold: z.array(z.string()).optional(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** GET /api/admin/orders/job-cards: the orders whose cards the workshop prints in one go. */
export const jobCardsQuerySchema = z.strictObject({
  /** Orders in this state (default In workshop). */
  state: z.enum(ORDER_STATES as [string, ...string[]]).optional(),
  /** Only orders paid on this day (YYYY-MM-DD, India time). */
  date: z.iso.date({ message: 'date must be a date (YYYY-MM-DD)' }).optional(),
});
export const jobCardsResponseSchema = z.object({ orders: z.array(adminOrderSchema) });
