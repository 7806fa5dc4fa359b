// Old gold and silver exchange: the owner's buy-back rates and deduction, the storefront's estimate
// (shown as an estimate, subject to testing in the store) and the customer's request for a visit or a
// call, which staff follow up. No money moves online: the estimate is only a guide.
import type { RateKey } from '@rmj/pricing';
import { z } from 'zod';
import { RATE_KEYS, RATE_LABELS } from './metal-pricing';
import { normaliseIndianPhone } from './phone';

/** The purities a customer may bring, purest gold first: the same keys as today's selling rates. */
export const OLD_GOLD_PURITIES = RATE_KEYS;
export type OldGoldPurity = RateKey;
/** How the page and the back office name each purity. */
export const OLD_GOLD_PURITY_LABELS: Readonly<Record<OldGoldPurity, string>> = RATE_LABELS;

/** The highest deduction the owner may set, percent. */
export const OLD_GOLD_DEDUCTION_MAX_PERCENT = 50;
/** The heaviest lot a customer may enter, grams. */
export const OLD_GOLD_WEIGHT_MAX_GRAMS = 5_000;
/** Requests on one page of the back office's list. */
export const OLD_GOLD_PAGE_SIZE = 20;
/** A note's limit (the customer's, and staff's), in characters. */
export const OLD_GOLD_NOTE_MAX = 500;

/** Exact words of the page, the form and the back office (browser and server alike). */
export const OLD_GOLD_MESSAGES = {
  title: 'Exchange your old gold',
  disclaimer: 'This is an estimate. The final value is decided after testing your gold in our store.',
  unavailable: 'Old-gold estimates are not available at the moment. Please call the shop.',
  purityUnavailable: 'We are not buying this purity online at the moment. Please call the shop.',
  purity: 'Please choose the purity.',
  weight: 'Please enter the weight in grams.',
  weightPositive: 'The weight must be more than 0 grams.',
  weightMax: `The weight must be at most ${OLD_GOLD_WEIGHT_MAX_GRAMS.toLocaleString('en-IN')} grams.`,
  weightDecimals: 'The weight may have at most three decimals (milligrams).',
  name: 'Please enter your name.',
  nameLong: 'Your name must be at most 100 characters.',
  phone: 'Please enter a 10-digit phone number.',
  email: 'Please enter a valid email address, or leave it empty.',
  contactBy: 'Please choose whether you will visit the store or we should call you.',
  preferredTime: 'Please keep the preferred day and time to 100 characters.',
  note: `Please keep the note to ${OLD_GOLD_NOTE_MAX} characters.`,
  submitted: 'Thank you. We have your request and will contact you soon.',
  rate: 'A rate must be a number of rupees per gram, more than ₹0, with at most two decimals.',
  rateMax: 'A rate must be at most ₹1,00,000 a gram.',
  ratesNone: 'Enter a buy-back rate for at least one purity.',
  deduction: `The deduction must be a percentage from 0 to ${OLD_GOLD_DEDUCTION_MAX_PERCENT}, with at most two decimals.`,
  notFound: 'No old-gold request has this id.',
  staffNote: 'Please write a note of what was agreed.',
  staffNoteLong: `Please keep the note to ${OLD_GOLD_NOTE_MAX} characters.`,
  moveRefused: (from: OldGoldRequestState, to: OldGoldRequestState) =>
    `A request that is ${OLD_GOLD_STATE_LABELS[from].toLowerCase()} cannot be marked ${OLD_GOLD_STATE_LABELS[to].toLowerCase()}.`,
} as const;

/** How the customer wants to be met. */
export const OLD_GOLD_CONTACT_BY = ['visit', 'call'] as const;
export type OldGoldContactBy = (typeof OLD_GOLD_CONTACT_BY)[number];
export const OLD_GOLD_CONTACT_BY_LABELS: Readonly<Record<OldGoldContactBy, string>> = {
  visit: 'I will visit the store',
  call: 'Please call me',
};

/** A request's states and the moves staff may make, in one place. */
export const OLD_GOLD_STATES = ['new', 'contacted', 'closed'] as const;
export type OldGoldRequestState = (typeof OLD_GOLD_STATES)[number];
export const OLD_GOLD_STATE_LABELS: Readonly<Record<OldGoldRequestState, string>> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};
export const OLD_GOLD_MOVES: Readonly<Record<OldGoldRequestState, readonly OldGoldRequestState[]>> = {
  new: ['contacted', 'closed'],
  contacted: ['closed'],
  closed: [],
};
export const canMoveOldGold = (from: OldGoldRequestState, to: OldGoldRequestState): boolean =>
  OLD_GOLD_MOVES[from].includes(to);

const decimalsAtMost = (n: number, places: number) => {
  const scaled = n * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

// ---------------------------------------------------------------------------------------------
// The estimate (pure: the page works it live, the service stores it with the request)

/** The owner's buy-back terms as the estimate uses them. */
export interface BuybackTerms {
  /** Paise per gram of the alloy, per purity bought. */
  ratesPaisePerGram: Partial<Record<OldGoldPurity, number>>;
  /** The deduction (melting and testing loss), hundredths of a percent: 2.5% = 250. */
  deductionBasisPoints: number;
}

/** An estimate and its breakup. */
export const oldGoldEstimateSchema = z.object({
  purity: z.enum(OLD_GOLD_PURITIES),
  /** The weight entered, milligrams. */
  weightMg: z.number().int().positive(),
  /** The buy-back rate used, paise per gram. */
  ratePaisePerGram: z.number().int().positive(),
  /** Weight × rate, paise. */
  metalValuePaise: z.number().int().nonnegative(),
  /** The deduction used, hundredths of a percent. */
  deductionBasisPoints: z.number().int().nonnegative(),
  /** The deduction, paise. */
  deductionPaise: z.number().int().nonnegative(),
  /** Rounding to the rupee, paise (−50 to +49). */
  roundOffPaise: z.number().int(),
  /** The estimate, whole rupees. */
  estimateRupees: z.number().int().nonnegative(),
});
export type OldGoldEstimate = z.infer<typeof oldGoldEstimateSchema>;

/** Grams as typed (up to 3 decimals) to whole milligrams. */
export const milligramsOf = (grams: number): number => Math.round(grams * 1000);

/**
 * The estimate of `weightMg` of `purity` at the owner's terms: weight × buy-back rate × (1 − deduction),
 * rounded to the rupee; null when the owner has no buy-back rate for that purity.
 */
export function oldGoldEstimate(purity: OldGoldPurity, weightMg: number, terms: BuybackTerms): OldGoldEstimate | null {
  const rate = terms.ratesPaisePerGram[purity];
  if (rate === undefined || !(rate > 0) || !(weightMg > 0)) return null;
  const metalValuePaise = Math.round((weightMg * rate) / 1000);
  const deductionPaise = Math.round((metalValuePaise * terms.deductionBasisPoints) / 10_000);
  const net = metalValuePaise - deductionPaise;
  const estimateRupees = Math.round(net / 100);
  return {
    purity,
    weightMg,
    ratePaisePerGram: rate,
    metalValuePaise,
    deductionBasisPoints: terms.deductionBasisPoints,
    deductionPaise,
    roundOffPaise: estimateRupees * 100 - net,
    estimateRupees,
  };
}

/** A percentage as the owner types it (2.5) to hundredths of a percent (250), and back. */
export const basisPointsOfPercent = (percent: number): number => Math.round(percent * 100);
export const percentOfBasisPoints = (basisPoints: number): number => basisPoints / 100;

// ---------------------------------------------------------------------------------------------
// The owner's buy-back settings

/** One purity's buy-back rate. */
export const buybackRateSchema = z.object({
  purity: z.enum(OLD_GOLD_PURITIES),
  /** Paise per gram of the alloy. */
  paisePerGram: z.number().int().positive(),
});
export type BuybackRate = z.infer<typeof buybackRateSchema>;

/** GET /api/old-gold/rates: today's buy-back table for the page (empty rates: not available). */
export const buybackTableSchema = z.object({
  /** The purities bought, purest gold first; empty before the owner has set any. */
  rates: z.array(buybackRateSchema),
  /** The deduction, hundredths of a percent. */
  deductionBasisPoints: z.number().int().nonnegative(),
  /** When the owner last set them, ISO 8601 (null: never). */
  setAt: z.string().nullable(),
});
export type BuybackTable = z.infer<typeof buybackTableSchema>;

/** The table's rates as the estimate takes them. */
export function buybackTermsOf(table: Pick<BuybackTable, 'rates' | 'deductionBasisPoints'>): BuybackTerms {
  return {
    ratesPaisePerGram: Object.fromEntries(table.rates.map((r) => [r.purity, r.paisePerGram])),
    deductionBasisPoints: table.deductionBasisPoints,
  };
}

/** GET /api/admin/old-gold/rates: the table and who set it. */
export const adminBuybackSchema = buybackTableSchema.extend({
  /** Who set it (e-mail; null: never set). */
  setBy: z.string().nullable(),
});
export type AdminBuyback = z.infer<typeof adminBuybackSchema>;

const rupeesPerGram = z
  .number({ error: OLD_GOLD_MESSAGES.rate })
  .positive(OLD_GOLD_MESSAGES.rate)
  .max(100_000, OLD_GOLD_MESSAGES.rateMax)
  .refine((n) => decimalsAtMost(n, 2), OLD_GOLD_MESSAGES.rate);

/** PUT /api/admin/old-gold/rates (the owner only): ₹ per gram per purity bought, and the deduction in percent. */
export const setBuybackRequestSchema = z.strictObject({
  rates: z
    .partialRecord(z.enum(OLD_GOLD_PURITIES, { error: 'Choose a purity from the list.' }), rupeesPerGram)
    .refine((rates) => Object.values(rates).some((r) => r !== undefined), OLD_GOLD_MESSAGES.ratesNone),
  deductionPercent: z
    .number({ error: OLD_GOLD_MESSAGES.deduction })
    .min(0, OLD_GOLD_MESSAGES.deduction)
    .max(OLD_GOLD_DEDUCTION_MAX_PERCENT, OLD_GOLD_MESSAGES.deduction)
    .refine((n) => decimalsAtMost(n, 2), OLD_GOLD_MESSAGES.deduction),
});
export type SetBuybackRequest = z.output<typeof setBuybackRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The customer's request

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** The weight as typed, grams (up to 3 decimals). */
export const oldGoldWeightSchema = z
  .number({ error: OLD_GOLD_MESSAGES.weight })
  .positive(OLD_GOLD_MESSAGES.weightPositive)
  .max(OLD_GOLD_WEIGHT_MAX_GRAMS, OLD_GOLD_MESSAGES.weightMax)
  .refine((n) => decimalsAtMost(n, 3), OLD_GOLD_MESSAGES.weightDecimals);

/** POST /api/old-gold/requests: the page's form. */
export const oldGoldRequestSchema = z.strictObject(
  {
    name: z
      .string({ error: OLD_GOLD_MESSAGES.name })
      .trim()
      .min(1, OLD_GOLD_MESSAGES.name)
      .max(100, OLD_GOLD_MESSAGES.nameLong),
    /** Any usual way of writing an Indian number; kept as its 10 digits. */
    phone: z.string({ error: OLD_GOLD_MESSAGES.phone }).transform((text, ctx) => {
      const digits = normaliseIndianPhone(text.trim());
      if (!digits) {
        ctx.addIssue({ code: 'custom', message: OLD_GOLD_MESSAGES.phone });
        return z.NEVER;
      }
      return digits;
    }),
    email: z
      .string({ error: OLD_GOLD_MESSAGES.email })
      .trim()
      .max(254, OLD_GOLD_MESSAGES.email)
      .refine((v) => v === '' || z.email().safeParse(v).success, OLD_GOLD_MESSAGES.email)
      .optional()
      .transform((v) => (v ? v.toLowerCase() : undefined)),
    purity: z.enum(OLD_GOLD_PURITIES, { error: OLD_GOLD_MESSAGES.purity }),
    weightGrams: oldGoldWeightSchema,
    contactBy: z.enum(OLD_GOLD_CONTACT_BY, { error: OLD_GOLD_MESSAGES.contactBy }),
    /** Free text: "Saturday morning". */
    preferredTime: optionalText(100, OLD_GOLD_MESSAGES.preferredTime),
    note: optionalText(OLD_GOLD_NOTE_MAX, OLD_GOLD_MESSAGES.note),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);
export type OldGoldRequest = z.input<typeof oldGoldRequestSchema>;
export type OldGoldRequestInput = z.output<typeof oldGoldRequestSchema>;

/** Answer to POST /api/old-gold/requests. */
export const oldGoldRequestResponseSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** The estimate as quoted now (null: no buy-back rate for that purity). */
  estimate: oldGoldEstimateSchema.nullable(),
});
export type OldGoldRequestResponse = z.infer<typeof oldGoldRequestResponseSchema>;

/** Who did a staff action, when, and their note. */
export const oldGoldActionSchema = z.object({
  state: z.enum(OLD_GOLD_STATES),
  at: z.string(),
  by: z.string(),
  note: z.string(),
});

/** One request as the back office lists it. */
export const adminOldGoldRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 10 digits. */
  phone: z.string(),
  email: z.string().optional(),
  purity: z.enum(OLD_GOLD_PURITIES),
  weightMg: z.number().int().positive(),
  contactBy: z.enum(OLD_GOLD_CONTACT_BY),
  preferredTime: z.string().optional(),
  note: z.string().optional(),
  /** The estimate as quoted when the customer sent the request. */
  estimate: oldGoldEstimateSchema.nullable(),
  state: z.enum(OLD_GOLD_STATES),
  createdAt: z.string(),
  /** Staff's moves, oldest first. */
  actions: z.array(oldGoldActionSchema),
});
export type AdminOldGoldRequest = z.infer<typeof adminOldGoldRequestSchema>;

/** GET /api/admin/old-gold/requests query. */
export const adminOldGoldQuerySchema = z.strictObject({
  /** Page, from 1. */
  page: z
    .string()
    .regex(/^\d{1,4}$/, 'page must be a whole number')
    .optional(),
});
export type AdminOldGoldQuery = z.input<typeof adminOldGoldQuerySchema>;

/** GET /api/admin/old-gold/requests: newest first. */
export const adminOldGoldPageSchema = z.object({
  requests: z.array(adminOldGoldRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOldGoldPage = z.infer<typeof adminOldGoldPageSchema>;

/** POST /api/admin/old-gold/requests/:id/state: mark contacted or closed, with a note. */
export const moveOldGoldRequestSchema = z.strictObject({
  state: z.enum(['contacted', 'closed'], { error: 'state must be contacted or closed' }),
  note: z
    .string({ error: OLD_GOLD_MESSAGES.staffNote })
    .trim()
    .min(1, OLD_GOLD_MESSAGES.staffNote)
    .max(OLD_GOLD_NOTE_MAX, OLD_GOLD_MESSAGES.staffNoteLong),
});
export type MoveOldGoldRequest = z.infer<typeof moveOldGoldRequestSchema>;
