// What happens to an order once paid (spec sections 3, 7, 8 and 9): the saved order payload of
// POST /api/orders, order numbers, the track-order answers (owner and masked), the logged-in
// shopper's order list, and the local order record kept in browser storage with its limits.
import { z } from 'zod';
import { paymentMethodSchema } from './cash-on-delivery';
import { creditNotesSchema, invoiceSummarySchema } from './invoices';
import { ORDER_STATE, PAYMENT_STATUS } from './order-status';
import { linePricingRecordSchema } from './metal-pricing';
import { customerDetailsSchema, orderDetailsSchema, pricingSchema } from './orders';

export {
  checkoutMessages,
  checkoutServerMessages,
  LOCAL_ORDER_LIMITS,
  localOrderMessages,
  ORDER_STORAGE_KEYS,
  promoHeldByOpenCheckout,
  promoUsedOnAccount,
} from './order-constants';

/** Order numbers: 'RMJ-' + 10 Crockford base32 characters (50 random bits). */
export const ORDER_NUMBER_PATTERN = /^RMJ-[0-9A-HJKMNP-TV-Z]{10}$/;

/** An order number as typed: trimmed, upper-cased; the shape is checked by ORDER_NUMBER_PATTERN. */
export const orderNumberSchema = z
  .string({ error: 'Please enter your order number.' })
  .trim()
  .toUpperCase()
  .min(1, 'Please enter your order number.')
  .max(40, 'Order not found. Please check the order number.');

/** One line of the saved order payload (spec section 3), exactly as the cart overlay shows it. */
export const savedOrderLineSchema = z.object({
  /** Product name. */
  productName: z.string().max(200),
  /** Unit price in rupees. */
  price: z.number(),
  /** Pieces. */
  quantity: z.number().int(),
  /** Size, when chosen. */
  size: z.string().max(40).optional(),
  /** price x quantity in rupees. */
  total: z.number(),
  /** Variant label (the spec's capitalised key). */
  Variant: z.string().max(60).optional(),
  /** Picture address (the spec's capitalised key). */
  Image: z.string().max(500).optional(),
  /** Personalisation as a short description, when any. */
  Customization: z.string().max(500).optional(),
});
export type SavedOrderLine = z.infer<typeof savedOrderLineSchema>;

/** POST /api/orders body: the spec's saved order payload. */
export const saveOrderRequestSchema = z.object({
  /** Lines as shown. */
  orderData: z.array(savedOrderLineSchema).min(1).max(50),
  /** Summary rows (label, value) as shown. */
  orderSummary: z.array(z.object({ label: z.string().max(40), value: z.string().max(500) })).max(20),
  /** Who bought and where it goes. */
  customerDetails: customerDetailsSchema,
  /** The payment this order was paid with. */
  paymentDetails: z.object({
    /** Provider payment id (pay_...). */
    paymentId: z.string().trim().min(1, 'paymentId is required').max(64),
    /** 'paid'. */
    status: z.string().max(20),
    /** The card payment provider's name ('Razorpay'). */
    method: z.string().max(40),
  }),
});
export type SaveOrderRequest = z.infer<typeof saveOrderRequestSchema>;

/** Answer of POST /api/orders. */
export const saveOrderResponseSchema = z.object({
  /** True when the payload is stored on the paid order. */
  success: z.boolean(),
  /** The order number (RMJ-...). */
  orderId: z.string(),
  /** 'Order has been saved successfully' or why not. */
  message: z.string(),
});
export type SaveOrderResponse = z.infer<typeof saveOrderResponseSchema>;

/** An order's state (order-status.ts: the states, their moves, labels and colours). */
export const orderStateSchema = z.enum(ORDER_STATE);
/** A recorded order's payment status. */
export const paymentStatusSchema = z.enum(PAYMENT_STATUS);

/**
 * A paid order as the orders service records it (insert-once; see services/orders). The Mongoose
 * class is typed and its paths are made from this schema; the service adds only its bookkeeping
 * (provider order id, which path recorded it, follow-up timestamps).
 */
export const orderRecordSchema = z.object({
  ...orderDetailsSchema.shape,
  /** RMJ-XXXXXXXXXX: what the shopper tracks the order by. */
  orderNumber: z.string().regex(ORDER_NUMBER_PATTERN),
  /** Provider payment id (pay_...) of the captured payment; a cash-on-delivery order's own reference (cod_...). */
  paymentId: z.string().min(1),
  /** How it is paid; absent on orders recorded before cash on delivery (all Razorpay). */
  paymentMethod: paymentMethodSchema.optional(),
  /** Buyer's user id (token subject). */
  userId: z.string().min(1),
  /** Buyer's account e-mail (token claim). */
  userEmail: z.string().min(1),
  /** The checkout's pricing as charged: lines as bought, subtotal, shipping, discount, total (rupees). */
  ...pricingSchema.omit({ promo: true }).shape,
  /** The promo code applied, if any. */
  promoCode: z.string().optional(),
  /** Paid, until money goes back; Unpaid: cash on delivery until the cash is recorded. */
  paymentStatus: paymentStatusSchema,
  /** Where the order is in its life (ORDER_MOVES says where it may go). */
  status: orderStateSchema,
  /**
   * When the payment was recorded; the order's date everywhere (board, due dates, timeline). A
   * cash-on-delivery order keeps the time it was placed (the cash's day is its `cashCollection`).
   */
  paidAt: z.date(),
});
export type OrderRecord = z.output<typeof orderRecordSchema>;

/** A recorded shipment. */
export const shipmentSchema = z.object({
  courier: z.string(),
  awb: z.string(),
  /** The link shoppers follow. */
  trackingUrl: z.string(),
  /** ISO 8601. */
  shippedAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** One point of the shopper's timeline on /track-order: a state and when it was reached. */
export const timelineEntrySchema = z.object({
  state: orderStateSchema,
  /** ISO 8601. */
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** Fields fulfilment adds to the tracking answer (merged into trackOrderResponseSchema). */
export const trackingFulfilmentShape = {
  /** States reached, oldest first (Processing at the payment time first). */
  timeline: z.array(timelineEntrySchema).optional(),
  /** When shipped: courier, AWB and tracking link (shown to everyone who has the number). */
  shipment: shipmentSchema.optional(),
  /** Owner only: the invoice, once issued (GET /api/orders/{orderNumber}/invoice). */
  invoice: invoiceSummarySchema.optional(),
  /** Owner only: credit notes of refunds after the invoice (GET /api/orders/{orderNumber}/credit-notes/{ref}). */
  creditNotes: creditNotesSchema.optional(),
  /** Owner only: until when the shopper may cancel it themselves (ISO 8601), while they may. */
  cancellableUntil: z.string().optional(),
  /**
   * Owner only: an unpaid cash-on-delivery order the shopper may cancel themselves until the shop
   * confirms it (no deadline; nothing was paid, so the words promise no refund).
   */
  cancellableUnpaid: z.literal(true).optional(),
} as const;

/**
 * The order details only the owner's tracking view carries as given: every field of
 * orderDetailsSchema but customerDetails, which tracking shows as the spec's flat customer fields.
 */
const ownerOrderDetails = orderDetailsSchema.omit({ customerDetails: true }).partial().shape;

/** GET /api/track-order/{orderNumber} (spec section 3 "Track-order response"). */
export const trackOrderResponseSchema = z.object({
  /** Always true on a 2xx answer. */
  success: z.literal(true),
  /** True for anyone but the logged-in owner: personal fields are masked or left out. */
  masked: z.boolean(),
  /** The order number. */
  orderId: z.string(),
  /** When it was paid, ISO 8601. */
  orderDate: z.string(),
  /** What was charged, in rupees. */
  totalAmount: z.number().int(),
  /** Paid or Refunded; Unpaid for cash on delivery until the cash is collected. */
  paymentStatus: paymentStatusSchema,
  /** How it is paid (absent: Razorpay). */
  paymentMethod: paymentMethodSchema.optional(),
  /** The order's state (Processing, Shipped, ...). */
  status: orderStateSchema,
  /** Full name; masked: its initial ('A.'). */
  customerName: z.string(),
  /** E-mail; masked: 'a***@example.in'. */
  customerEmail: z.string(),
  /** Phone; masked: '******3210'. */
  customerNumber: z.string(),
  /** City (shown to everyone). */
  customerCity: z.string(),
  /** Street address: owner only. */
  customerAddress: z.string().optional(),
  /** State: owner only. */
  customerState: z.string().optional(),
  /** PIN code: owner only. */
  customerPincode: z.string().optional(),
  /** Country: owner only. */
  customerCountry: z.string().optional(),
  /** What was bought. */
  products: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      price: z.number().int(),
      /** Owner only: how each piece was priced (breakup, rate time) and its HUIDs (absent on older orders). */
      pricingRecord: linePricingRecordSchema.optional(),
    }),
  ),
  /** Owner only: the other details the shopper gave at checkout, as given. */
  ...ownerOrderDetails,
  ...trackingFulfilmentShape,
});
export type TrackOrderResponse = z.infer<typeof trackOrderResponseSchema>;

/** One order in GET /api/orders/mine. */
export const myOrderSchema = z.object({
  /** The order number. */
  orderId: z.string(),
  /** When it was paid, ISO 8601. */
  orderDate: z.string(),
  /** What was charged, in rupees. */
  totalAmount: z.number().int(),
  /** The order's state. */
  status: orderStateSchema,
  /** Payment status. */
  paymentStatus: paymentStatusSchema,
  /** Number of pieces. */
  itemCount: z.number().int(),
  /** Names of the pieces, for a one-line summary. */
  productNames: z.array(z.string()),
  /** The tax invoice, once issued (GET /api/orders/{orderNumber}/invoice). */
  invoice: invoiceSummarySchema.optional(),
  /** Credit notes of refunds after the invoice (GET /api/orders/{orderNumber}/credit-notes/{ref}). */
  creditNotes: creditNotesSchema.optional(),
  /** Until when the shopper may cancel it themselves (ISO 8601), while they may. */
  cancellableUntil: z.string().optional(),
  /** An unpaid cash-on-delivery order the shopper may cancel until the shop confirms it. */
  cancellableUnpaid: z.literal(true).optional(),
});
export type MyOrder = z.infer<typeof myOrderSchema>;

/** Answer of GET /api/orders/mine: newest first, at most 20. */
export const myOrdersResponseSchema = z.object({
  /** Always true on a 2xx answer. */
  success: z.literal(true),
  /** The shopper's orders. */
  orders: z.array(myOrderSchema),
});
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;

/** One line of a local order record. */
export const localOrderItemSchema = z.object({
  /** Catalogue product id. */
  productId: z.string(),
  /** Product name. */
  name: z.string(),
  /** Unit price in rupees. */
  price: z.number(),
  /** Pieces. */
  quantity: z.number().int(),
  /** price x quantity. */
  total: z.number(),
  /** Variant, if any. */
  variant: z.string().optional(),
  /** Size, if any. */
  size: z.string().optional(),
  /** Personalisation description, at most 100 characters. */
  customization: z.string().optional(),
});

/** The local order record (spec section 3) kept under ORDER_STORAGE_KEYS.orders. */
export const localOrderRecordSchema = z.object({
  /** Order number. */
  orderId: z.string(),
  /** Provider payment id. */
  paymentId: z.string(),
  /** Total charged in rupees. */
  amount: z.number(),
  /** ISO 8601. */
  orderDate: z.string(),
  /** Lines as bought. */
  items: z.array(localOrderItemSchema),
  /** Buyer's name and e-mail. */
  customer: z.object({ name: z.string(), email: z.string() }),
  /** Shipping in rupees. */
  shipping: z.number(),
  /** Always 'paid'. */
  status: z.literal('paid'),
});
export type LocalOrderRecord = z.infer<typeof localOrderRecordSchema>;
