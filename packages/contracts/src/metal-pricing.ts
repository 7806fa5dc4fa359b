// A jeweller's pricing on the wire: today's metal rates, a piece priced by weight and its price
// breakup, hallmark unique IDs (HUIDs), the price hold of a checkout and the buyer's PAN. The
// arithmetic itself is @rmj/pricing's (integer paise); these are the shapes the parts exchange.
import { GOLD_FINENESSES, SILVER_FINENESSES, type RateKey } from '@rmj/pricing';
import { z } from 'zod';

/** Every rate the owner may set: one per metal and purity, purest first. */
export const RATE_KEYS = [
  ...GOLD_FINENESSES.map((f) => `gold-${f}` as const),
  ...SILVER_FINENESSES.map((f) => `silver-${f}` as const),
] as const satisfies readonly RateKey[];
export const rateKeySchema = z.enum(RATE_KEYS, { error: 'Choose a metal and purity from the list.' });

/** How a shopper and the rate screen name each rate. */
export const RATE_LABELS: Readonly<Record<RateKey, string>> = {
  'gold-999': 'Gold 24K (999)',
  'gold-916': 'Gold 22K (916)',
  'gold-750': 'Gold 18K (750)',
  'gold-585': 'Gold 14K (585)',
  'silver-999': 'Silver (999)',
  'silver-925': 'Silver sterling (925)',
};

/** One of today's rates. */
export const metalRateSchema = z.object({
  key: rateKeySchema,
  /** Paise per gram of the alloy. */
  paisePerGram: z.number().int().positive(),
  /** Worked out from its metal's 999 rate by fineness (the owner chose so), not typed in. */
  derived: z.boolean(),
});
export type MetalRate = z.infer<typeof metalRateSchema>;

/** GET /api/rates: today's rates as the storefront shows them. */
export const todaysRatesSchema = z.object({
  /** The rates set, purest first; empty before the owner has set any. */
  rates: z.array(metalRateSchema),
  /** When the owner last set them, ISO 8601 (null: never). */
  setAt: z.string().nullable(),
});
export type TodaysRates = z.infer<typeof todaysRatesSchema>;

/** Rupees per gram as the owner types them: up to two decimals. */
const rupeesPerGram = z
  .number({ error: 'A rate must be a number of rupees per gram.' })
  .positive('A rate must be more than ₹0 a gram.')
  .max(100_000, 'A rate must be at most ₹1,00,000 a gram.')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'A rate may have at most two decimals (paise).');

/**
 * PUT /api/admin/rates (owner only): the rates typed in (₹ per gram), and which purities are derived
 * from their metal's 999 rate instead (their typed value, if any, is ignored). Rates not named keep
 * no value: a piece priced by weight in a purity without a rate cannot be bought until it has one.
 */
export const setRatesRequestSchema = z.strictObject({
  rates: z.partialRecord(rateKeySchema, rupeesPerGram),
  derived: z.array(rateKeySchema).max(RATE_KEYS.length).default([]),
});
export type SetRatesRequest = z.output<typeof setRatesRequestSchema>;
export type SetRatesRequestInput = z.input<typeof setRatesRequestSchema>;

/** One change of the rates, kept for ever. */
export const rateChangeSchema = z.object({
  /** When, ISO 8601. */
  at: z.string(),
  /** Who (the staff member's e-mail). */
  by: z.string(),
  /** The whole set of rates after the change. */
  rates: z.array(metalRateSchema),
});
export type RateChange = z.infer<typeof rateChangeSchema>;

/** GET /api/admin/rates: the rates now and their history, newest first. */
export const adminRatesSchema = todaysRatesSchema.extend({
  /** Who set the rates now in force (null: never set). */
  setBy: z.string().nullable(),
  history: z.array(rateChangeSchema),
});
export type AdminRates = z.infer<typeof adminRatesSchema>;

/** How a piece is priced: one price set by the owner, or from its net weight and today's rate. */
export const PRICING_MODES = ['fixed', 'by-weight'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];
export const pricingModeSchema = z.enum(PRICING_MODES, {
  error: 'Choose how the piece is priced: fixed or by weight.',
});

/** Making charges as Indian jewellers quote them (the wire form of @rmj/pricing's MakingCharge). */
export const makingChargeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('per-gram'), paisePerGram: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('value-addition'), basisPoints: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('fixed'), paise: z.number().int().nonnegative() }),
]);
export type MakingChargeWire = z.infer<typeof makingChargeSchema>;
export const MAKING_KINDS = ['per-gram', 'value-addition', 'fixed'] as const;
export type MakingKind = (typeof MAKING_KINDS)[number];

/** A stone set in a piece. */
export const stoneSchema = z.object({
  /** What it is: 'Ruby', 'CZ'. */
  name: z.string(),
  /** Thousandths of a carat (0.25 ct = 250), when recorded. */
  weightMilliCarat: z.number().int().positive().optional(),
  /** Its charge before GST, paise. */
  chargePaise: z.number().int().nonnegative(),
});
export type StoneWire = z.infer<typeof stoneSchema>;

/** A price breakup as the server worked it with @rmj/pricing (paise throughout). */
export const priceBreakupSchema = z.discriminatedUnion('pricing', [
  z.object({
    pricing: z.literal('by-weight'),
    /** '22K916', 'Silver 925'. */
    purity: z.string(),
    rateKey: rateKeySchema,
    netWeightMg: z.number().int().positive(),
    grossWeightMg: z.number().int().positive(),
    /** The rate used, paise per gram. */
    ratePaisePerGram: z.number().int().positive(),
    metalValue: z.number().int().nonnegative(),
    making: z.object({ charge: makingChargeSchema, amount: z.number().int().nonnegative() }),
    discount: z.object({
      basisPoints: z.number().int().nonnegative().optional(),
      on: z.enum(['making', 'whole']),
      amount: z.number().int().nonnegative(),
    }),
    stones: z.array(stoneSchema),
    stonesValue: z.number().int().nonnegative(),
    hallmarking: z.number().int().nonnegative(),
    taxable: z.number().int().nonnegative(),
    gst: z.number().int().nonnegative(),
    roundOff: z.number().int(),
    total: z.number().int().nonnegative(),
    totalBeforeDiscount: z.number().int().nonnegative(),
  }),
  z.object({
    pricing: z.literal('fixed'),
    taxable: z.number().int().nonnegative(),
    gst: z.number().int().nonnegative(),
    roundOff: z.number().int(),
    total: z.number().int().nonnegative(),
    totalBeforeDiscount: z.number().int().nonnegative(),
  }),
]);
export type PriceBreakupWire = z.infer<typeof priceBreakupSchema>;

/**
 * What a product answer adds for a jeweller's pricing (all optional: older answers and the built-in
 * samples parse). Spread into productSchema.
 */
export const productPricingFields = {
  /** How it is priced (absent: fixed). */
  pricingMode: pricingModeSchema.optional(),
  /** Weight of the whole piece with its stones, grams (3 decimals); `gram` is the net metal weight. */
  grossGram: z.number().positive().optional(),
  /** Stones set in the piece. */
  stones: z.array(stoneSchema).optional(),
  /** Sold hallmarked by BIS (each piece carries its HUID). */
  hallmarked: z.boolean().optional(),
  /** The price's breakup at today's rate (by weight) or the GST inside a fixed price. */
  breakup: priceBreakupSchema.optional(),
  /** The rate the price was worked from (by weight), and when the owner set it. */
  rate: z.object({ key: rateKeySchema, paisePerGram: z.number().int().positive(), setAt: z.string() }).optional(),
};

/** A hallmark unique ID: 6 letters and digits, as BIS marks it on the piece. */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;
export const HUID_MESSAGE = 'A HUID is 6 letters and digits, as marked on the piece (for example AB12C3).';
export const huidSchema = z.string({ error: HUID_MESSAGE }).trim().toUpperCase().regex(HUID_PATTERN, HUID_MESSAGE);

/** One HUID of a product: in stock, or sold on an order. */
export const productHuidSchema = z.object({
  huid: z.string(),
  state: z.enum(['in-stock', 'sold']),
  /** The order it went out on, when sold. */
  orderNumber: z.string().optional(),
  /** When it was added, ISO 8601. */
  addedAt: z.string(),
});
export type ProductHuid = z.infer<typeof productHuidSchema>;

/** GET /api/admin/catalogue/products/:productId/huids. */
export const productHuidsSchema = z.object({ huids: z.array(productHuidSchema) });
export type ProductHuids = z.infer<typeof productHuidsSchema>;

/** POST /api/admin/catalogue/products/:productId/huids: HUIDs of new pieces (each once in the whole shop). */
export const addHuidsRequestSchema = z.strictObject({
  huids: z.array(huidSchema).min(1, 'Enter at least one HUID.').max(500, 'Add at most 500 HUIDs at a time.'),
});
export type AddHuidsRequest = z.output<typeof addHuidsRequestSchema>;

/**
 * What a paid order's line records of its piece's price: the breakup charged per piece (rates,
 * weights, purity, making, stones, tax), and the HUIDs of the pieces sent (one per piece; a piece
 * made to order gets its HUID, and its actual net weight, at Quality check).
 */
export const linePricingRecordSchema = z.object({
  breakup: priceBreakupSchema,
  /** When the rate used was set, ISO 8601 (by weight). */
  rateSetAt: z.string().optional(),
  huids: z.array(z.string()).optional(),
  /** Net weight the workshop weighed at Quality check, mg (made-to-order pieces). */
  actualNetWeightMg: z.number().int().positive().optional(),
});
export type LinePricingRecord = z.infer<typeof linePricingRecordSchema>;

/** How long a checkout's quote holds its prices and rates: a shopper who pays within it pays what they were shown. */
export const PRICE_HOLD_MINUTES_DEFAULT = 10;

/** The hold a quote answers: pass `holdId` to checkout to be charged at its prices while it lasts. */
export const priceHoldSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
});
export type PriceHold = z.infer<typeof priceHoldSchema>;

/** What checkout says when the hold ran out and the rate moved the price. */
export function rateChangedMessage(metal: 'gold' | 'silver', was: string, now: string): string {
  return `Today's ${metal} rate changed while you were checking out: ${was} is now ${now}`;
}

/** Orders of this total or more (rupees) ask for the buyer's PAN. */
export const PAN_THRESHOLD_RUPEES = 200_000;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const PAN_MESSAGE = 'Please enter a valid PAN: 5 letters, 4 digits and a letter (for example ABCDE1234F).';
export const PAN_REQUIRED_MESSAGE = 'Orders of ₹2,00,000 or more need the buyer’s PAN.';
export const panSchema = z.string({ error: PAN_MESSAGE }).trim().toUpperCase().regex(PAN_PATTERN, PAN_MESSAGE);

/** A PAN as stored and printed: only its last five characters (ABCDE1234F → XXXXX1234F). */
export function maskPan(pan: string): string {
  const p = pan.trim().toUpperCase();
  return `${'X'.repeat(Math.max(0, p.length - 5))}${p.slice(-5)}`;
}
