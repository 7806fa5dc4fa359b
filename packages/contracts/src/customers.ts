// The back office's customers (identity owns them): every shop account, and the people staff take
// orders for on WhatsApp, the phone or at the counter (a customer record). One customer per phone
// number and per e-mail; staff notes are kept with who and when, and never changed.
import { z } from 'zod';
import { savedAddressInputSchema, savedAddressSchema, SAVED_ADDRESSES_MAX } from './account-addresses';
import { normaliseIndianPhone, PHONE_TEXT_MAX } from './phone';
import { staffActorSchema } from './staff-audit';
import { SIMPLE_EMAIL_SHAPE } from './text-shapes';

/**
 * The two kinds of customer: `account` (a shopper registered on the site; their details are theirs
 * to change) and `record` (made by staff for someone who ordered outside the site).
 */
export const CUSTOMER_KINDS = ['account', 'record'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

/** Customers on one page of the list. */
export const CUSTOMERS_PAGE_SIZE = 20;
/** Longest staff note. */
export const CUSTOMER_NOTE_MAX = 1000;

/** What the customers endpoints answer beyond the fields' own messages. */
export const customerMessages = {
  /** 409 naming the customer who already has the phone number. */
  phoneTaken: (name: string) => `A customer with this phone number already exists: ${name}.`,
  /** 409 naming the customer who already has the e-mail. */
  emailTaken: (name: string) => `A customer with this e-mail already exists: ${name}.`,
  /** 404. */
  notFound: 'This customer was not found.',
  /** 409: staff edit the records they made; an account holder changes their own details. */
  accountNotEditable: "A shopper's account details are changed by the shopper: add a note instead.",
  nameRequired: 'Please enter the customer’s name.',
  phoneInvalid: 'Please enter a valid 10-digit phone number.',
  emailInvalid: 'Please enter a valid e-mail address.',
  noteRequired: 'Please write the note.',
  noteTooLong: `A note can be at most ${CUSTOMER_NOTE_MAX} characters.`,
  tooManyAddresses: `A customer can have up to ${SAVED_ADDRESSES_MAX} addresses.`,
  /** 409: linking asks for an account holding the record's phone number or e-mail. */
  linkNotShared: 'This account does not have the customer’s phone number or e-mail, so it cannot be joined.',
  /** 409: a record joins one account, once. */
  alreadyLinked: 'This customer is already joined to an account.',
  /** 409: only a record staff made is joined to an account. */
  linkOnlyRecords: 'Only a customer added by staff can be joined to an account.',
  /** 200 after the code is mailed: where it went (masked). */
  linkCodeSent: (maskedEmail: string) =>
    `A code was e-mailed to ${maskedEmail}. Ask the customer to read it out if they agree to join the orders.`,
  codeRequired: 'Please enter the 6-digit code.',
} as const;

/** A phone as staff type it ('98765 43210', '+91 98765 43210'), kept as the 10-digit national number. */
export const customerPhoneSchema = z
  .string({ error: customerMessages.phoneInvalid })
  .trim()
  .max(PHONE_TEXT_MAX, { error: customerMessages.phoneInvalid, abort: true })
  .transform((written) => normaliseIndianPhone(written) ?? written)
  .pipe(z.string().regex(/^\d{10}$/, customerMessages.phoneInvalid));

/** An optional e-mail: blank means none; kept trimmed and lower-cased (one customer per e-mail). */
export const customerEmailSchema = z
  .string({ error: customerMessages.emailInvalid })
  .trim()
  .max(254, { error: customerMessages.emailInvalid, abort: true })
  .transform((email) => email.toLowerCase())
  .pipe(z.union([z.literal(''), z.string().regex(SIMPLE_EMAIL_SHAPE, customerMessages.emailInvalid)]))
  .optional()
  .transform((email) => (email ? email : undefined));

/** POST /api/admin/customers and PUT /api/admin/customers/{customerId}: a customer record's details. */
export const customerInputSchema = z.strictObject({
  /** Full name as the shop addresses them. */
  name: z
    .string({ error: customerMessages.nameRequired })
    .trim()
    .min(1, customerMessages.nameRequired)
    .max(100, 'At most 100 characters'),
  /** Mobile or landline, any usual Indian form; kept as 10 digits. */
  phone: customerPhoneSchema,
  /** Optional; blank for none. */
  email: customerEmailSchema,
  /** Delivery addresses, the first the usual one (the whole list: an edit replaces it). */
  addresses: z.array(savedAddressInputSchema).max(SAVED_ADDRESSES_MAX, customerMessages.tooManyAddresses).default([]),
});
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerFields = z.output<typeof customerInputSchema>;

/** POST /api/admin/customers/{customerId}/notes. */
export const customerNoteInputSchema = z.strictObject({
  text: z
    .string({ error: customerMessages.noteRequired })
    .trim()
    .min(1, customerMessages.noteRequired)
    .max(CUSTOMER_NOTE_MAX, customerMessages.noteTooLong),
});
export type CustomerNoteInput = z.input<typeof customerNoteInputSchema>;

/** POST /api/admin/customers/{customerId}/link-code: mail the account's holder a code to agree to the link. */
export const customerLinkCodeRequestSchema = z.strictObject({
  /** The account to join the record to (one of the record's `possibleAccounts`). */
  accountId: z.string({ error: 'accountId is required' }).trim().min(1, 'accountId is required').max(64),
});
export type CustomerLinkCodeRequest = z.input<typeof customerLinkCodeRequestSchema>;

/** POST /api/admin/customers/{customerId}/link: the code the customer read out. */
export const customerLinkRequestSchema = customerLinkCodeRequestSchema.extend({
  code: z
    .string({ error: customerMessages.codeRequired })
    .trim()
    .regex(/^\d{6}$/, customerMessages.codeRequired),
});
export type CustomerLinkRequest = z.input<typeof customerLinkRequestSchema>;

/** Answer of the link-code call. */
export const customerLinkCodeResponseSchema = z.object({
  success: z.literal(true),
  /** customerMessages.linkCodeSent. */
  message: z.string(),
});
export type CustomerLinkCodeResponse = z.infer<typeof customerLinkCodeResponseSchema>;

/** GET /api/admin/customers query. */
export const customersQuerySchema = z.strictObject({
  /** A phone number, e-mail or name, or a part of one (any case). */
  q: z.string().trim().max(100, 'Search text can be at most 100 characters').optional(),
  /** Page, from 1. */
  page: z
    .string()
    .regex(/^\d{1,4}$/, 'page must be a whole number')
    .optional(),
});
export type CustomersQuery = z.input<typeof customersQuerySchema>;

/** One customer as the list shows them. */
export const customerSummarySchema = z.object({
  /** The account's id (kind `account`) or the record's (kind `record`). */
  id: z.string(),
  kind: z.enum(CUSTOMER_KINDS),
  name: z.string(),
  /** 10 digits; an account's is the one given at registration. */
  phone: z.string(),
  /** Lower-case; a record may have none. */
  email: z.string().optional(),
  /**
   * The id the customer's orders are kept under (`userId` of GET /api/admin/customer-orders): the
   * account's id; a record's own id.
   */
  ordersUserId: z.string(),
  /** When the account registered or staff made the record (ISO 8601). */
  createdAt: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/** GET /api/admin/customers answer: newest customers first. */
export const customersPageSchema = z.object({
  customers: z.array(customerSummarySchema),
  /** Customers matching, over every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomersPage = z.infer<typeof customersPageSchema>;

/** A staff note: kept as written, never edited or removed. */
export const customerNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** Who wrote it. */
  by: staffActorSchema,
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

/** GET /api/admin/customers/{customerId}, and the answer of every change. */
export const customerDetailSchema = customerSummarySchema.extend({
  /** An account's saved addresses (newest first), or the record's. */
  addresses: z.array(savedAddressSchema),
  /** Staff notes, newest first. */
  notes: z.array(customerNoteSchema),
  /** Who made the record (records only). */
  createdBy: staffActorSchema.optional(),
  /** A record joined to an account (with the customer's consent by code): the account's id. */
  linkedTo: z.string().optional(),
  /**
   * A record not joined yet: accounts registered with its phone number or e-mail, which it may be
   * joined to once the customer agrees by code.
   */
  possibleAccounts: z
    .array(z.object({ id: z.string(), name: z.string(), match: z.enum(['phone', 'email']) }))
    .optional(),
  /** An account: the records joined to it (their orders are the account holder's too). */
  linkedRecords: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
