// Checkout shapes of the orders service (spec sections 3, 5, 7 and 9): customer details with the
// spec's messages, the lines the browser sends to be priced, promo codes, the payment key, the
// payment order, verification. Shared by services/orders (validation at the edge) and mfe-cart
// (react-hook-form + zod resolver, typed RTK Query calls). Amounts: rupees are whole numbers,
// the provider's amounts are paise (integers).
import { z } from 'zod';
import { combinedFileSchema, customizationSchema } from './cart';
import { linePricingRecordSchema, panSchema, priceHoldSchema } from './metal-pricing';
import { COUNTRIES, customerDetailsMessages, ORDER_CURRENCY } from './order-constants';
import { normaliseIndianPhone, PHONE_TEXT_MAX } from './phone';
import { SIMPLE_EMAIL_SHAPE } from './text-shapes';

export {
  COUNTRIES,
  customerDetailsMessages,
  GUEST_NAME,
  ORDER_CURRENCY,
  ORDER_SHIPPING_RUPEES,
} from './order-constants';

/** A required text field: trimmed, the spec's message when missing or blank, at most `max` characters. */
function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
}

/**
 * Required text that must also match a shape (e-mail, phone, ZIP). The length is checked first and
 * aborts, so the shape only ever sees a bounded string.
 */
function requiredShaped(required: string, invalid: string, shape: RegExp, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, { error: invalid, abort: true })
    .regex(shape, invalid);
}

/** Customer details of the checkout form and of a saved order (spec section 3). */
export const customerDetailsSchema = z.object({
  /** Full name ('Guest' prefilled when unknown). */
  name: requiredText(customerDetailsMessages.nameRequired, 100),
  /** E-mail for the confirmation (simple shape: something@something.tld). */
  email: requiredShaped(
    customerDetailsMessages.emailRequired,
    customerDetailsMessages.emailInvalid,
    SIMPLE_EMAIL_SHAPE,
    254,
  ),
  /**
   * Phone number, exactly 10 digits, kept in that one form: '98765 43210', '+91 98765 43210' and
   * '09876543210' are read as 9876543210 (so staff find the order however it was written).
   */
  phone: z
    .string({ error: customerDetailsMessages.phoneRequired })
    .trim()
    .min(1, customerDetailsMessages.phoneRequired)
    .max(PHONE_TEXT_MAX, { error: customerDetailsMessages.phoneInvalid, abort: true })
    .transform((written) => normaliseIndianPhone(written) ?? written)
    .pipe(z.string().regex(/^\d{10}$/, customerDetailsMessages.phoneInvalid)),
  /** Street address. */
  address: requiredText(customerDetailsMessages.addressRequired, 300),
  /** Town or city. */
  city: requiredText(customerDetailsMessages.cityRequired, 100),
  /** State or region. */
  state: requiredText(customerDetailsMessages.stateRequired, 100),
  /** Postal code, exactly 6 digits (Indian PIN). */
  zipCode: requiredShaped(customerDetailsMessages.zipRequired, customerDetailsMessages.zipInvalid, /^\d{6}$/, 6),
  /** One of COUNTRIES; India when absent. */
  country: z.enum(COUNTRIES, { error: `Country must be one of ${COUNTRIES.join(', ')}` }).default('India'),
});
export type CustomerDetails = z.output<typeof customerDetailsSchema>;
export type CustomerDetailsInput = z.input<typeof customerDetailsSchema>;

/**
 * What the shopper states at checkout beyond the cart, kept on the pending and the paid order
 * exactly as validated here, and given back to the order's owner. The orders service stores and
 * copies these fields by this schema's keys (never one by one), and the owner's tracking view
 * carries every field but `customerDetails` as is: a field added here (a gift message, say) is
 * validated, stored and tracked without another edit in contracts or the service.
 */
export const orderDetailsSchema = z.object({
  /** Who is buying and where it goes. */
  customerDetails: customerDetailsSchema,
  /**
   * The buyer's PAN, required when the order's total is PAN_THRESHOLD_RUPEES or more (checked by
   * the server against its own total). Stored and shown only masked (maskPan).
   */
  pan: panSchema.optional(),
});
export type OrderDetails = z.output<typeof orderDetailsSchema>;

/**
 * A line's personalisation as sent for pricing and kept on the order: the cart's Customization
 * without embedded file data (files travel by id), plus the engraving proof's file id.
 */
export const orderCustomizationSchema = customizationSchema.omit({ fileData: true }).extend({
  /** combined: the file part, by reference only. */
  file: combinedFileSchema.omit({ data: true }).optional(),
  /** engraving: id of the rendered proof PNG (POST /api/files), when the product page made one. */
  proofFileId: z.string().max(100).optional(),
});
export type OrderCustomization = z.infer<typeof orderCustomizationSchema>;

/** One cart line sent to be priced: what was chosen, never what it costs. */
export const checkoutLineSchema = z.object({
  /** Catalogue product id (24 hex characters). */
  productId: z.string({ error: 'productId is required' }).trim().min(1, 'productId is required').max(64),
  /** Name as the cart shows it: only used in messages when the product cannot be found. */
  name: z.string().max(200).optional(),
  /** Pieces, 1-99. */
  quantity: z.number({ error: 'quantity must be a whole number from 1 to 99' }).int().min(1).max(99),
  /** Size as free text (mm or ring size). */
  size: z.string().trim().max(40).optional(),
  /** Variant label. */
  variant: z.string().trim().max(60).optional(),
  /** Personalisation, if any. */
  customization: orderCustomizationSchema.optional(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/** A promo code as typed: trimmed and upper-cased. */
export const promoCodeSchema = z
  .string({ error: 'Please enter a promo code.' })
  .trim()
  .toUpperCase()
  .min(1, 'Please enter a promo code.')
  .max(30, 'Unknown promo code.');

/** POST /api/orders/quote: prices the cart (and checks a promo code) without creating anything. */
export const quoteRequestSchema = z.strictObject({
  /** Lines to price, 1-50. */
  items: z.array(checkoutLineSchema).min(1, 'Your cart is empty.').max(50, 'At most 50 lines per order.'),
  /** Promo code to apply, if any. */
  promoCode: promoCodeSchema.optional(),
  /** The price hold of the quote the shopper was shown (quoteResponse.hold): its prices apply while it lasts. */
  holdId: z.string().trim().max(64).optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** A line as the server priced it. */
export const pricedLineSchema = z.object({
  /** Catalogue product id. */
  productId: z.string(),
  /** Product name from the catalogue. */
  name: z.string(),
  /** Unit price in whole rupees, from the catalogue. */
  price: z.number().int(),
  /** Pieces. */
  quantity: z.number().int(),
  /** price x quantity in rupees. */
  total: z.number().int(),
  /** Picture address from the catalogue. */
  image: z.string(),
  /** Size chosen. */
  size: z.string().optional(),
  /** Variant chosen. */
  variant: z.string().optional(),
  /** Personalisation as bought. */
  customization: orderCustomizationSchema.optional(),
  /** What the workshop makes, as the catalogue described the piece when it was bought (absent on older orders). */
  make: z
    .object({
      /** Metal: Gold or Silver. */
      metal: z.string(),
      /** Fineness in parts per thousand, when the catalogue recorded it. */
      fineness: z.number().int().positive().optional(),
      /** Metal weight in grams, when recorded. */
      gram: z.number().positive().optional(),
      /** Finished dimensions, when recorded. */
      dimensions: z.string().optional(),
    })
    .optional(),
  /** The price per piece as worked (rates, weights, purity, making, stones, tax) and, once sent, the HUIDs. */
  pricingRecord: linePricingRecordSchema.optional(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

/** The server's price of a cart, in whole rupees. */
export const pricingSchema = z.object({
  /** Each line as priced. */
  lines: z.array(pricedLineSchema),
  /** Sum of line totals. */
  subtotal: z.number().int(),
  /** Flat shipping (100). */
  shipping: z.number().int(),
  /** Promo discount (0 without a code). */
  discount: z.number().int(),
  /** subtotal - discount + shipping: what is charged. */
  total: z.number().int(),
  /** The applied code and how it reads, when one was applied. */
  promo: z.object({ code: z.string(), description: z.string() }).optional(),
});
export type Pricing = z.infer<typeof pricingSchema>;

/**
 * Whether a quoted line can be bought now: `in-stock`; `sold-out` (none left); `not-enough` (fewer
 * left than the cart's lines of that product ask for, added up); `unavailable` (unknown, archived
 * or unpublished: not sold online).
 */
export const LINE_AVAILABILITY = ['in-stock', 'sold-out', 'not-enough', 'unavailable'] as const;
export type LineAvailability = (typeof LINE_AVAILABILITY)[number];

/**
 * A line of a quote: as priced, plus what the cart shows about it. The extra fields are optional so
 * an answer without them (an older service) still parses; a paid order's lines never carry them.
 */
export const quotedLineSchema = pricedLineSchema.extend({
  /** Pieces available, capped at 99 (the most one line may ask for); 0 when sold out or unavailable. */
  stock: z.number().int().nonnegative().optional(),
  /** Whether the line can be bought as it is. */
  availability: z.enum(LINE_AVAILABILITY).optional(),
  /** Why it cannot, in the shopper's words (only when availability is not `in-stock`). */
  message: z.string().optional(),
});
export type QuotedLine = z.infer<typeof quotedLineSchema>;

/** Answer of POST /api/orders/quote. */
export const quoteResponseSchema = z.object({
  /**
   * True when every line can be bought and the code (if any) applies. False (still 200) when a line
   * cannot: `message` says why and every line carries its availability, so the cart flags each.
   */
  success: z.boolean(),
  /** What to show. */
  message: z.string(),
  /**
   * The server's prices. A line that is `unavailable` has price and total 0 (nothing to charge) and
   * the name the cart sent; the sums cover the other lines.
   */
  pricing: pricingSchema.extend({ lines: z.array(quotedLineSchema) }),
  /** The hold on these prices (and the rates behind them), when every line can be bought: send its id to checkout. */
  hold: priceHoldSchema.optional(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** Answer of GET /api/razorpay-key. */
export const paymentKeyResponseSchema = z.object({
  /** True when the key is configured. */
  success: z.boolean(),
  /** The provider's public key id. */
  key: z.string(),
  /** Address of the provider's browser checkout script (the provider's host, or this shop for the sandbox). */
  checkoutScript: z.string(),
});
export type PaymentKeyResponse = z.infer<typeof paymentKeyResponseSchema>;

/** POST /api/create-razorpay-order: the spec's {amount, currency, receipt} plus what the server prices. */
export const createPaymentOrderRequestSchema = quoteRequestSchema.extend({
  /** Total in rupees as the browser computed it: informational only, never charged. */
  amount: z.number().nonnegative().optional(),
  /** Always INR. */
  currency: z.literal(ORDER_CURRENCY, { error: 'currency must be INR' }).default(ORDER_CURRENCY),
  /** The browser's reference for this attempt (kept on the pending order). */
  receipt: z.string().trim().max(40).optional(),
  ...orderDetailsSchema.shape,
});
export type CreatePaymentOrderRequest = z.input<typeof createPaymentOrderRequestSchema>;

/** Answer of POST /api/create-razorpay-order. */
export const createPaymentOrderResponseSchema = z.object({
  /** True when the provider order exists. */
  success: z.boolean(),
  /** What to show. */
  message: z.string(),
  /** The provider's order: open the payment window with it. */
  order: z.object({
    /** Provider order id (order_...). */
    id: z.string(),
    /** Amount to charge in paise (= pricing.total x 100). */
    amount: z.number().int(),
    /** INR. */
    currency: z.string(),
  }),
  /** The server's prices: what the shopper is shown and charged. */
  pricing: pricingSchema,
});
export type CreatePaymentOrderResponse = z.infer<typeof createPaymentOrderResponseSchema>;

/** POST /api/verify-payment: what the payment window's handler received. */
export const verifyPaymentRequestSchema = z.object({
  /** Provider order id. */
  razorpay_order_id: z.string({ error: 'razorpay_order_id is required' }).trim().min(1).max(64),
  /** Provider payment id. */
  razorpay_payment_id: z.string({ error: 'razorpay_payment_id is required' }).trim().min(1).max(64),
  /** HMAC-SHA256 hex of `order_id|payment_id` with the key secret. */
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required' })
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'Invalid payment signature'),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** Answer of POST /api/verify-payment. */
export const verifyPaymentResponseSchema = z.object({
  /** True when the payment is genuine and the order is recorded. */
  success: z.boolean(),
  /** What to show. */
  message: z.string(),
  /** The order number (RMJ-...), for tracking. */
  orderId: z.string().optional(),
  /** When the order was recorded, ISO 8601. */
  orderDate: z.string().optional(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** What became of a payment webhook: recorded or noted, not relevant, or seen before. */
export const PAYMENT_WEBHOOK_OUTCOMES = ['processed', 'ignored', 'duplicate'] as const;

/** Answer of POST /api/payments/webhook (to the payment provider, 200 for every genuine event). */
export const paymentWebhookResponseSchema = z.object({
  /** processed, ignored or duplicate. */
  status: z.enum(PAYMENT_WEBHOOK_OUTCOMES),
});
export type PaymentWebhookResponse = z.infer<typeof paymentWebhookResponseSchema>;
