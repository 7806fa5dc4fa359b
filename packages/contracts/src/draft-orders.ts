// Draft orders: staff build an order for a customer who asked on WhatsApp, on the phone or at the
// counter, save it, change it and delete it until it is sent. Lines are pieces from the catalogue
// (priced as checkout prices them: today's rates, making, GST) or custom pieces at the price staff
// agreed with the customer. A discount is the owner's to give. Sending (later) creates the order and
// its payment request; a sent draft keeps its order number and can no longer change.
import { z } from 'zod';
import { savedAddressInputSchema, savedAddressSchema } from './account-addresses';
import { customerEmailSchema, customerMessages, customerPhoneSchema } from './customers';
import { rateKeySchema } from './metal-pricing';
import { checkoutLineSchema, pricingSchema, quotedLineSchema } from './orders';
import { staffActorSchema } from './staff-audit';

/** Drafts on one page of the list. */
export const DRAFT_ORDERS_PAGE_SIZE = 20;
/** Most lines in one draft (as a cart's order). */
export const DRAFT_LINES_MAX = 50;
/** Longest staff note on a draft. */
export const DRAFT_NOTE_MAX = 1000;
/** Longest description of a custom piece. */
export const DRAFT_DESCRIPTION_MAX = 300;
/** Highest price of one custom piece, rupees (one crore, the pricing arithmetic's limit). */
export const DRAFT_CUSTOM_PRICE_MAX = 10_000_000;
/** Heaviest custom piece, grams (the pricing arithmetic's limit). */
export const DRAFT_CUSTOM_GRAMS_MAX = 10_000;
/** The product id a custom line is priced under: it is in no catalogue (no stock taken). */
export const DRAFT_CUSTOM_PRODUCT_ID = 'custom';

/** What the draft endpoints answer beyond the fields' own messages. */
export const draftOrderMessages = {
  notFound: 'This draft order was not found.',
  /** 409 of a save, or a delete, of a draft that was sent. */
  alreadySent: (orderNumber: string | undefined) =>
    `This draft was already sent${orderNumber ? ` as order ${orderNumber}` : ''} and can no longer be changed or deleted.`,
  /** 409 of a save made on a draft someone changed since it was read. */
  changed: 'This draft was changed by someone else. Reload it to see their changes, then make yours again.',
  /** 403: a discount is given, changed or taken off by the owner only. */
  ownerDiscount: 'Only the owner can give a discount.',
  customerRequired: 'Please choose the customer.',
  nameRequired: customerMessages.nameRequired,
  linesRequired: 'Add at least one piece to the draft.',
  tooManyLines: `A draft can have at most ${DRAFT_LINES_MAX} lines.`,
  descriptionRequired: 'Please describe the piece.',
  descriptionTooLong: `A description can be at most ${DRAFT_DESCRIPTION_MAX} characters.`,
  weightInvalid: `Enter the net weight in grams, more than 0 and at most ${DRAFT_CUSTOM_GRAMS_MAX.toLocaleString('en-IN')}, with up to 3 decimals.`,
  priceInvalid: 'Enter the price in whole rupees, more than ₹0 and at most ₹1,00,00,000.',
  quantityInvalid: 'The quantity must be a whole number from 1 to 99.',
  discountReasonRequired: 'Please give the reason for the discount.',
  discountAmountInvalid: 'A discount amount is a whole number of rupees, more than ₹0.',
  discountPercentInvalid: 'A discount percentage is a whole number from 1 to 100.',
  /** 400: an amount off cannot be more than the pieces cost. */
  discountTooLarge: (subtotal: number) =>
    `The discount cannot be more than the pieces' total (₹${subtotal.toLocaleString('en-IN')}).`,
  noteTooLong: `A note can be at most ${DRAFT_NOTE_MAX} characters.`,
  versionRequired: 'version is required: send back the version of the draft you changed.',
} as const;

/** The customer the draft is for, as staff chose them on the customers screen (a snapshot). */
export const draftCustomerSchema = z.strictObject(
  {
    /** The id the customer's orders are kept under (customerSummary.ordersUserId). */
    ordersUserId: z
      .string({ error: draftOrderMessages.customerRequired })
      .trim()
      .min(1, draftOrderMessages.customerRequired)
      .max(64),
    /** Name as the shop addresses them. */
    name: z
      .string({ error: draftOrderMessages.nameRequired })
      .trim()
      .min(1, draftOrderMessages.nameRequired)
      .max(100, 'At most 100 characters'),
    /** 10 digits. */
    phone: customerPhoneSchema,
    /** Lower-case; optional (the payment request is then offered by WhatsApp only). */
    email: customerEmailSchema,
  },
  { error: draftOrderMessages.customerRequired },
);
export type DraftCustomer = z.output<typeof draftCustomerSchema>;

const quantitySchema = z
  .number({ error: draftOrderMessages.quantityInvalid })
  .int(draftOrderMessages.quantityInvalid)
  .min(1, draftOrderMessages.quantityInvalid)
  .max(99, draftOrderMessages.quantityInvalid);

/**
 * A piece from the catalogue, chosen as a shopper chooses it on the product page: size or variant,
 * quantity, personalisation (uploaded files, the customer's WhatsApp photo or fingerprint, by id).
 */
export const draftCatalogueLineSchema = z.strictObject({
  kind: z.literal('catalogue'),
  ...checkoutLineSchema.omit({ name: true, quantity: true }).shape,
  quantity: quantitySchema,
});
export type DraftCatalogueLine = z.output<typeof draftCatalogueLineSchema>;

/**
 * A piece not in the catalogue, at the price agreed with the customer. The price is per piece, in
 * whole rupees, GST included, as every catalogue price is (the customer is quoted what they pay);
 * the GST inside it is worked out as for a fixed-price piece.
 */
export const draftCustomLineSchema = z.strictObject({
  kind: z.literal('custom'),
  /** What the piece is: 'Mango mala with ruby, 24 inch'. */
  description: z
    .string({ error: draftOrderMessages.descriptionRequired })
    .trim()
    .min(1, draftOrderMessages.descriptionRequired)
    .max(DRAFT_DESCRIPTION_MAX, draftOrderMessages.descriptionTooLong),
  /** Metal and purity ('gold-916'). */
  rateKey: rateKeySchema,
  /** Net metal weight in grams, up to 3 decimals. */
  netWeightGrams: z
    .number({ error: draftOrderMessages.weightInvalid })
    .positive(draftOrderMessages.weightInvalid)
    .max(DRAFT_CUSTOM_GRAMS_MAX, draftOrderMessages.weightInvalid)
    .refine((g) => Math.abs(g * 1000 - Math.round(g * 1000)) < 1e-6, draftOrderMessages.weightInvalid),
  /** Price of one piece, whole rupees, GST included. */
  priceRupees: z
    .number({ error: draftOrderMessages.priceInvalid })
    .int(draftOrderMessages.priceInvalid)
    .min(1, draftOrderMessages.priceInvalid)
    .max(DRAFT_CUSTOM_PRICE_MAX, draftOrderMessages.priceInvalid),
  quantity: quantitySchema,
});
export type DraftCustomLine = z.output<typeof draftCustomLineSchema>;

export const draftLineSchema = z.discriminatedUnion('kind', [draftCatalogueLineSchema, draftCustomLineSchema], {
  error: "Each line is a catalogue piece (kind 'catalogue') or a custom piece (kind 'custom').",
});
export type DraftLine = z.output<typeof draftLineSchema>;
export type DraftLineInput = z.input<typeof draftLineSchema>;

const reasonSchema = z
  .string({ error: draftOrderMessages.discountReasonRequired })
  .trim()
  .min(1, draftOrderMessages.discountReasonRequired)
  .max(200, 'At most 200 characters');

/**
 * The owner's discount on the pieces (before shipping), GST included like a promo code's: whole
 * rupees off, or a whole percentage of the pieces' total (rounded to the rupee).
 */
export const draftDiscountSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('amount'),
      rupees: z
        .number({ error: draftOrderMessages.discountAmountInvalid })
        .int(draftOrderMessages.discountAmountInvalid)
        .min(1, draftOrderMessages.discountAmountInvalid)
        .max(DRAFT_CUSTOM_PRICE_MAX * 99, draftOrderMessages.discountAmountInvalid),
      reason: reasonSchema,
    }),
    z.strictObject({
      kind: z.literal('percent'),
      percent: z
        .number({ error: draftOrderMessages.discountPercentInvalid })
        .int(draftOrderMessages.discountPercentInvalid)
        .min(1, draftOrderMessages.discountPercentInvalid)
        .max(100, draftOrderMessages.discountPercentInvalid),
      reason: reasonSchema,
    }),
  ],
  { error: "A discount is an amount (kind 'amount') or a percentage (kind 'percent')." },
);
export type DraftDiscount = z.output<typeof draftDiscountSchema>;

/** POST /api/admin/draft-orders: a new draft. */
export const draftOrderInputSchema = z.strictObject({
  customer: draftCustomerSchema,
  /** Where it goes; may be filled in later (sending needs it). */
  deliveryAddress: savedAddressInputSchema.optional(),
  lines: z
    .array(draftLineSchema, { error: draftOrderMessages.linesRequired })
    .min(1, draftOrderMessages.linesRequired)
    .max(DRAFT_LINES_MAX, draftOrderMessages.tooManyLines),
  /** The owner's discount, if any. */
  discount: draftDiscountSchema.optional(),
  /** Staff's note (what the customer asked for, when they will pay...). */
  note: z.string().trim().max(DRAFT_NOTE_MAX, draftOrderMessages.noteTooLong).optional(),
});
export type DraftOrderInput = z.input<typeof draftOrderInputSchema>;
export type DraftOrderFields = z.output<typeof draftOrderInputSchema>;

/** PUT /api/admin/draft-orders/{draftId}: the whole draft again, with the version it was read at. */
export const draftOrderUpdateSchema = draftOrderInputSchema.extend({
  version: z
    .number({ error: draftOrderMessages.versionRequired })
    .int(draftOrderMessages.versionRequired)
    .nonnegative(draftOrderMessages.versionRequired),
});
export type DraftOrderUpdate = z.input<typeof draftOrderUpdateSchema>;

/** GET /api/admin/draft-orders query. */
export const draftOrdersQuerySchema = z.strictObject({
  /** Page, from 1. */
  page: z
    .string()
    .regex(/^\d{1,4}$/, 'page must be a whole number')
    .optional(),
});
export type DraftOrdersQuery = z.input<typeof draftOrdersQuerySchema>;

/**
 * A line as priced for the draft: a catalogue line exactly as the quote prices it (its availability
 * and message when it cannot be bought); a custom line at staff's price, under DRAFT_CUSTOM_PRODUCT_ID,
 * named by its description, with the GST inside its price in `pricingRecord` (paise).
 */
export const draftPricedLineSchema = quotedLineSchema.extend({
  kind: z.enum(['catalogue', 'custom']),
});
export type DraftPricedLine = z.infer<typeof draftPricedLineSchema>;

/**
 * The draft's pricing now, in the quote's shape: `discount` is the owner's discount (0 without one),
 * shipping follows the shop's rule on what is paid for the pieces, `total` is what sending would ask.
 */
export const draftPricingSchema = pricingSchema.extend({
  lines: z.array(draftPricedLineSchema),
  /** True when every catalogue line can be bought now (as the quote's `success`). */
  buyable: z.boolean(),
  /** 'Prices checked', or why a line cannot be bought (the quote's message). */
  message: z.string(),
});
export type DraftPricing = z.infer<typeof draftPricingSchema>;

/** One draft as the list shows it. */
export const draftOrderSummarySchema = z.object({
  id: z.string(),
  /** Moved on by every save: send it back to save again. */
  version: z.number().int(),
  customer: z.object({ ordersUserId: z.string(), name: z.string(), phone: z.string(), email: z.string().optional() }),
  lineCount: z.number().int(),
  /** The total as priced at the last save, rupees (today's may differ: open the draft). */
  totalWhenSaved: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  createdBy: staffActorSchema,
  /** ISO 8601. */
  updatedAt: z.string(),
  updatedBy: staffActorSchema,
  /** When it was sent (ISO 8601): it is then an order and no longer changes. */
  sentAt: z.string().optional(),
  /** The order sending made. */
  orderNumber: z.string().optional(),
});
export type DraftOrderSummary = z.infer<typeof draftOrderSummarySchema>;

/** GET /api/admin/draft-orders answer: newest first. */
export const draftOrdersPageSchema = z.object({
  drafts: z.array(draftOrderSummarySchema),
  /** Drafts over every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DraftOrdersPage = z.infer<typeof draftOrdersPageSchema>;

/** One draft with what it holds and its pricing now (GET, and the answer of every save). */
export const draftOrderSchema = draftOrderSummarySchema.extend({
  deliveryAddress: savedAddressSchema.omit({ id: true }).optional(),
  lines: z.array(draftLineSchema),
  discount: draftDiscountSchema.optional(),
  note: z.string().optional(),
  pricing: draftPricingSchema,
});
export type DraftOrder = z.infer<typeof draftOrderSchema>;

/** Answer of DELETE /api/admin/draft-orders/{draftId}. */
export const draftOrderDeletedSchema = z.object({ success: z.literal(true), message: z.string() });
export type DraftOrderDeleted = z.infer<typeof draftOrderDeletedSchema>;

/** Whether two discounts are the same rule (kind, value and reason): a staff save may keep the owner's, never change it. */
export function sameDiscount(a: DraftDiscount | undefined, b: DraftDiscount | undefined): boolean {
  if (!a || !b) return !a && !b;
  if (a.kind !== b.kind || a.reason !== b.reason) return false;
  return a.kind === 'amount' ? a.rupees === (b as typeof a).rupees : a.percent === (b as typeof a).percent;
}
