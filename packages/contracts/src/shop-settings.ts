/**
 * The shop's settings: what the owner changes on the settings screen (seller details for tax
 * invoices, contact numbers, shipping, store hours, returns, who receives notices). The catalog
 * service keeps one versioned document; every other part reads it (public subset, or the internal
 * endpoint) and keeps a few seconds' copy. Messages are written for the person at the form.
 */
import { z } from 'zod';
import { gstinProblem } from './gstin';
import { GST_STATE_CODES, gstStateCodeOf } from './india-states';
import { normaliseIndianPhone } from './phone';
export { mapEmbedHref, phoneHref, shopAddressLine, whatsappHref } from './shop-links';
import { WEEK_DAYS } from './shop-settings-rules';
import { SIMPLE_EMAIL_SHAPE } from './text-shapes';

/** Longest return window the owner may set, in days. */
export const RETURN_WINDOW_MAX_DAYS = 30;

/** Every message of the settings, by field. */
export const SHOP_SETTINGS_MESSAGES = {
  legalName: "Enter the shop's legal name (at most 100 characters), as registered for GST",
  streetAddress: 'Enter the street address (at most 200 characters)',
  city: 'Enter the town or city (at most 60 characters)',
  state: 'Choose an Indian state or union territory',
  pin: 'PIN code must be 6 digits, such as 624601',
  gstin: (problem: string) => `GSTIN ${problem}`,
  gstinState: (gstinCode: string, state: string, stateCode: string) =>
    `GSTIN starts with ${gstinCode}, but ${state}'s GST state code is ${stateCode}: check the GSTIN or the state`,
  phone: 'Enter an Indian phone number, such as +91 94430 12345',
  email: 'Enter an e-mail address, such as care@example.in',
  whatsapp: 'Enter the WhatsApp number as an Indian number, such as +91 98765 43210',
  shippingFee: 'Shipping fee must be a whole number of rupees, 0 or more',
  codLimit: 'Cash on delivery limit must be a whole number of rupees, 0 or more (0 turns cash on delivery off)',
  lowStockThreshold: 'Low stock must be a whole number of pieces from 0 to 1000',
  freeShippingThreshold: 'Free shipping from must be a whole number of rupees, 0 or more (leave it empty for never)',
  storeHours: 'Describe the store hours in words (at most 120 characters), such as Every day 10:30 am to 9:30 pm',
  openingDays: 'Choose at least one day',
  openingTime: 'Use a 24-hour time, such as 10:30',
  closesAfterOpens: 'Closing time must be after opening time',
  openingHours: 'Give between 1 and 7 sets of opening hours',
  returnWindow: `Return window must be a whole number of days from 0 to ${RETURN_WINDOW_MAX_DAYS}`,
  noticeRecipient: 'Each notice recipient must be an e-mail address',
  noticeRecipientTwice: 'This e-mail address is listed twice',
  grievanceOfficerName: "Enter the grievance officer's name (at most 100 characters)",
  grievanceOfficerEmail: "Enter the grievance officer's e-mail address, such as care@example.in",
  grievanceOfficerPhone: "Enter the grievance officer's phone as an Indian number, such as +91 94430 12345",
  /** 409 of a save made on values someone else has changed since they were read. */
  conflict: 'These settings were changed by someone else. Reload to see their changes, then make yours again.',
  /** The form's message after a save. */
  saved: 'Settings saved. The shop shows them within a few seconds.',
} as const;

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, message);
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(TIME, SHOP_SETTINGS_MESSAGES.openingTime);
const rupees = (message: string) => z.number({ error: message }).int(message).min(0, message).max(10_000_000, message);
const indianPhone = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => normaliseIndianPhone(value) !== undefined, message);
const email = (message: string) => z.string().trim().max(254, message).regex(SIMPLE_EMAIL_SHAPE, message);

/** One set of opening hours: the days, and the opening and closing times (24 h, the store's local time). */
export const openingHoursSchema = z
  .object({
    /** The days these hours apply to. */
    days: z.array(z.enum(WEEK_DAYS)).min(1, SHOP_SETTINGS_MESSAGES.openingDays),
    /** Opening time, 'HH:MM'. */
    opens: time,
    /** Closing time, 'HH:MM', after `opens`. */
    closes: time,
  })
  // Compared only when both are times (a malformed one has its own message).
  .refine((hours) => !TIME.test(hours.opens) || !TIME.test(hours.closes) || hours.closes > hours.opens, {
    message: SHOP_SETTINGS_MESSAGES.closesAfterOpens,
    path: ['closes'],
  });
export type OpeningHoursSetting = z.infer<typeof openingHoursSchema>;

/** Who answers shoppers' complaints: named on the seller page and in the footer. */
export const grievanceOfficerSchema = z.object({
  name: text(100, SHOP_SETTINGS_MESSAGES.grievanceOfficerName),
  email: email(SHOP_SETTINGS_MESSAGES.grievanceOfficerEmail),
  phone: indianPhone(SHOP_SETTINGS_MESSAGES.grievanceOfficerPhone),
});
export type GrievanceOfficer = z.output<typeof grievanceOfficerSchema>;

/** The fields, before the checks across fields (the public subset is cut from this). */
const settingsFields = z.object({
  /** The seller's legal name on tax invoices. */
  legalName: text(100, SHOP_SETTINGS_MESSAGES.legalName),
  /** Street address (door number and street). */
  streetAddress: text(200, SHOP_SETTINGS_MESSAGES.streetAddress),
  /** Town or city. */
  city: text(60, SHOP_SETTINGS_MESSAGES.city),
  /** State or union territory: the GSTIN's state and the invoices' place of supply rule. */
  state: z
    .string()
    .trim()
    .refine((state) => gstStateCodeOf(state) !== undefined, SHOP_SETTINGS_MESSAGES.state),
  /** PIN code, 6 digits. */
  pin: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, SHOP_SETTINGS_MESSAGES.pin),
  /** The seller's GSTIN (upper case; check character verified; its state code is the state's). */
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((gstin, ctx) => {
      const problem = gstinProblem(gstin);
      if (problem) ctx.addIssue({ code: 'custom', message: SHOP_SETTINGS_MESSAGES.gstin(problem) });
    }),
  /** Contact phone as people read and dial it ('+91 94430 12345'). */
  phone: indianPhone(SHOP_SETTINGS_MESSAGES.phone),
  /** Contact e-mail. */
  email: email(SHOP_SETTINGS_MESSAGES.email),
  /** The number the floating chat button opens a WhatsApp conversation with. */
  whatsapp: indianPhone(SHOP_SETTINGS_MESSAGES.whatsapp),
  /** Flat shipping fee in whole rupees. */
  shippingFeeRupees: rupees(SHOP_SETTINGS_MESSAGES.shippingFee),
  /** Subtotal in whole rupees from which shipping is free; null: never. */
  freeShippingThresholdRupees: rupees(SHOP_SETTINGS_MESSAGES.freeShippingThreshold).nullable(),
  /**
   * The largest order total, in whole rupees, that may be paid in cash on delivery; 0 or absent
   * (settings saved before it existed): cash on delivery is off.
   */
  codLimitRupees: rupees(SHOP_SETTINGS_MESSAGES.codLimit).optional(),
  /**
   * A piece with this many or fewer in stock is low (the owner's stock report and daily mail);
   * absent (settings saved before it existed): LOW_STOCK_DEFAULT_THRESHOLD.
   */
  lowStockThreshold: z
    .number({ error: SHOP_SETTINGS_MESSAGES.lowStockThreshold })
    .int(SHOP_SETTINGS_MESSAGES.lowStockThreshold)
    .min(0, SHOP_SETTINGS_MESSAGES.lowStockThreshold)
    .max(1000, SHOP_SETTINGS_MESSAGES.lowStockThreshold)
    .optional(),
  /** The store hours in words, as the contact page shows them. */
  storeHours: text(120, SHOP_SETTINGS_MESSAGES.storeHours),
  /** The same hours, structured (search engines' opening hours). */
  openingHours: z
    .array(openingHoursSchema)
    .min(1, SHOP_SETTINGS_MESSAGES.openingHours)
    .max(7, SHOP_SETTINGS_MESSAGES.openingHours),
  /** Days after delivery within which a piece may be returned (0: no returns). */
  returnWindowDays: z
    .number({ error: SHOP_SETTINGS_MESSAGES.returnWindow })
    .int(SHOP_SETTINGS_MESSAGES.returnWindow)
    .min(0, SHOP_SETTINGS_MESSAGES.returnWindow)
    .max(RETURN_WINDOW_MAX_DAYS, SHOP_SETTINGS_MESSAGES.returnWindow),
  /** Staff e-mail addresses that receive the shop's notices (new orders, cancellations...). */
  noticeRecipients: z
    .array(email(SHOP_SETTINGS_MESSAGES.noticeRecipient).toLowerCase())
    .max(50)
    .superRefine((emails, ctx) => {
      emails.forEach((address, index) => {
        if (emails.indexOf(address) !== index)
          ctx.addIssue({ code: 'custom', path: [index], message: SHOP_SETTINGS_MESSAGES.noticeRecipientTwice });
      });
    }),
  /** The grievance officer (public: the seller page and the footer show them). */
  grievanceOfficer: grievanceOfficerSchema,
});

/** The GSTIN's first two digits must be the chosen state's GST code. */
function checkGstinState(settings: { gstin: string; state: string }, ctx: z.RefinementCtx): void {
  const stateCode = gstStateCodeOf(settings.state);
  const gstin = settings.gstin.trim().toUpperCase();
  if (!stateCode || gstinProblem(gstin)) return;
  if (gstin.slice(0, 2) !== stateCode)
    ctx.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: SHOP_SETTINGS_MESSAGES.gstinState(gstin.slice(0, 2), GST_STATE_CODES[stateCode], stateCode),
    });
}

/** Every setting, checked whole (the settings screen's form and PUT /api/admin/settings). */
export const shopSettingsSchema = settingsFields.superRefine(checkGstinState);
export type ShopSettings = z.output<typeof shopSettingsSchema>;
/** The form's values before the checks (what the owner typed). */
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;
/** Who receives the shop's notices: staff e-mail addresses, lower case. */
export type NoticeRecipients = ShopSettings['noticeRecipients'];

/** What anyone may read: everything but who receives the notices and the low-stock threshold. */
export const publicShopSettingsSchema = settingsFields.omit({ noticeRecipients: true, lowStockThreshold: true });
export type PublicShopSettings = z.output<typeof publicShopSettingsSchema>;

/** The settings as stored: the values, their version (1 for the first), when and by whom last changed. */
export const shopSettingsRecordSchema = z.object({
  settings: shopSettingsSchema,
  /** Goes up by one with each save; a save names the version it was made on. */
  version: z.number().int().min(1),
  /** Last change, ISO 8601 (absent for the first values). */
  updatedAt: z.string().optional(),
  /** Who made it (their e-mail). */
  updatedBy: z.string().optional(),
});
export type ShopSettingsRecord = z.output<typeof shopSettingsRecordSchema>;

/** GET /api/settings: the storefront's subset. */
export const publicShopSettingsResponseSchema = z.object({
  settings: publicShopSettingsSchema,
  version: z.number().int().min(1),
});
export type PublicShopSettingsResponse = z.output<typeof publicShopSettingsResponseSchema>;

/** PUT /api/admin/settings: every value, and the version the owner's form was read at. */
export const shopSettingsUpdateSchema = z.strictObject({
  settings: shopSettingsSchema,
  /** The version the values were read at: a newer stored version refuses the save (409). */
  version: z.number().int().min(1),
});
export type ShopSettingsUpdate = z.input<typeof shopSettingsUpdateSchema>;

/** How long a reader keeps the settings it read before asking again (a change shows within this). */
export const SHOP_SETTINGS_CACHE_MS = 5_000;
