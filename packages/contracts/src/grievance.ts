// The grievance (complaint) form and the back office's complaints desk. India's consumer-protection
// e-commerce rules ask a shop to acknowledge a complaint within 48 hours and resolve it within one
// month: the ticket carries both promises, and the desk flags the ones that are late.
import { z } from 'zod';
import { ORDER_NUMBER_PATTERN } from './order-records';

/** What a complaint is about: the form's short list, in its order. */
export const GRIEVANCE_SUBJECTS = ['order-delivery', 'product-quality', 'refund', 'personal-data', 'other'] as const;
export type GrievanceSubject = (typeof GRIEVANCE_SUBJECTS)[number];

/** How each subject reads on the form, the e-mails and the desk. */
export const GRIEVANCE_SUBJECT_LABELS: Record<GrievanceSubject, string> = {
  'order-delivery': 'Order or delivery',
  'product-quality': 'Product quality',
  refund: 'Refund',
  'personal-data': 'Personal data',
  other: 'Something else',
};

/** A complaint's states, in the order it moves through them. */
export const GRIEVANCE_STATES = ['new', 'acknowledged', 'resolved'] as const;
export type GrievanceState = (typeof GRIEVANCE_STATES)[number];

/** Hours within which a complaint is acknowledged. */
export const GRIEVANCE_ACK_HOURS = 48;
/** Days within which a complaint is resolved ("one month"). */
export const GRIEVANCE_RESOLVE_DAYS = 30;
/** The description's limit, in characters. */
export const GRIEVANCE_DESCRIPTION_MAX = 2000;
/** A ticket number: GRV-<year>-<six digits>. */
export const GRIEVANCE_TICKET_PATTERN = /^GRV-\d{4}-\d{6}$/;
/** A resolution note's limit, in characters. */
export const GRIEVANCE_NOTE_MAX = 2000;

/** The promises, as the confirmation and the e-mail word them. */
export const GRIEVANCE_PROMISE = `We will acknowledge your complaint within ${GRIEVANCE_ACK_HOURS} hours and resolve it within one month.`;

/** Exact words of the form's messages (browser and server alike, 400). */
export const GRIEVANCE_MESSAGES = {
  name: 'Please enter your name.',
  nameLong: 'Your name must be at most 100 characters.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  orderNumber: 'Order numbers look like RMJ-ABCDE12345. Please check it, or leave it empty.',
  subject: 'Please choose what your complaint is about.',
  description: 'Please describe your complaint.',
  descriptionLong: `Please keep the description to ${GRIEVANCE_DESCRIPTION_MAX} characters.`,
  note: 'Please write how the complaint was resolved.',
  noteLong: `Please keep the note to ${GRIEVANCE_NOTE_MAX} characters.`,
  submitted: 'Thank you. Your complaint is registered.',
  notFound: 'No complaint has this ticket number.',
  alreadyAcknowledged: 'This complaint was already acknowledged.',
  alreadyResolved: 'This complaint was already resolved.',
} as const;

const optionalText = (max: number, message: string, pattern?: RegExp) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((value) => value === '' || !pattern || pattern.test(value), message)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** Body of POST /api/grievances (the complaint form). */
export const grievanceRequestSchema = z.strictObject(
  {
    name: z
      .string({ error: GRIEVANCE_MESSAGES.name })
      .trim()
      .min(1, GRIEVANCE_MESSAGES.name)
      .max(100, GRIEVANCE_MESSAGES.nameLong),
    email: z
      .string({ error: GRIEVANCE_MESSAGES.email })
      .trim()
      .min(1, GRIEVANCE_MESSAGES.email)
      .max(254, GRIEVANCE_MESSAGES.email)
      .pipe(z.email({ error: GRIEVANCE_MESSAGES.email })),
    /** Optional: digits, spaces, +, -, ( and ), at least 7 digits. */
    phone: optionalText(20, GRIEVANCE_MESSAGES.phone, /^(?=(?:\D*\d){7})[0-9+\-() ]+$/),
    /** Optional: the order it is about (RMJ- and 10 characters, upper case). */
    orderNumber: z
      .string({ error: GRIEVANCE_MESSAGES.orderNumber })
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || ORDER_NUMBER_PATTERN.test(value), GRIEVANCE_MESSAGES.orderNumber)
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    subject: z.enum(GRIEVANCE_SUBJECTS, { error: GRIEVANCE_MESSAGES.subject }),
    description: z
      .string({ error: GRIEVANCE_MESSAGES.description })
      .trim()
      .min(1, GRIEVANCE_MESSAGES.description)
      .max(GRIEVANCE_DESCRIPTION_MAX, GRIEVANCE_MESSAGES.descriptionLong),
    /**
     * The form's own id for this submission (a UUID made when the form opens): a second press or a
     * retried request answers the same ticket instead of opening another.
     */
    submissionId: z.uuid({ error: 'submissionId must be a UUID' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);
export type GrievanceRequest = z.input<typeof grievanceRequestSchema>;
export type GrievanceInput = z.output<typeof grievanceRequestSchema>;

/** Answer to POST /api/grievances. */
export const grievanceResponseSchema = z.object({
  ticket: z.string(),
  message: z.string(),
  /** The promises (acknowledged within 48 hours, resolved within one month). */
  promise: z.string(),
});
export type GrievanceResponse = z.infer<typeof grievanceResponseSchema>;

/** Who did an action on the desk, and when. */
export const grievanceActionSchema = z.object({ at: z.string(), by: z.string() });

/** One complaint as the desk shows it. */
export const adminGrievanceSchema = z.object({
  ticket: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  orderNumber: z.string().optional(),
  subject: z.enum(GRIEVANCE_SUBJECTS),
  description: z.string(),
  state: z.enum(GRIEVANCE_STATES),
  createdAt: z.string(),
  /** Whole hours since it was received. */
  ageHours: z.number().int(),
  acknowledgementLate: z.boolean(),
  resolutionLate: z.boolean(),
  acknowledged: grievanceActionSchema.optional(),
  resolved: grievanceActionSchema.extend({ note: z.string() }).optional(),
});
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;

/** Query of the desk's list: one state, or every state. */
export const adminGrievancesQuerySchema = z.strictObject({
  state: z.enum(GRIEVANCE_STATES, { error: 'state must be new, acknowledged or resolved' }).optional(),
});
export type AdminGrievancesQuery = z.infer<typeof adminGrievancesQuerySchema>;

export const adminGrievancesResponseSchema = z.object({ grievances: z.array(adminGrievanceSchema) });
export type AdminGrievancesResponse = z.infer<typeof adminGrievancesResponseSchema>;

/** Body of the desk's resolve action. */
export const resolveGrievanceRequestSchema = z.strictObject({
  note: z
    .string({ error: GRIEVANCE_MESSAGES.note })
    .trim()
    .min(1, GRIEVANCE_MESSAGES.note)
    .max(GRIEVANCE_NOTE_MAX, GRIEVANCE_MESSAGES.noteLong),
});
export type ResolveGrievanceRequest = z.infer<typeof resolveGrievanceRequestSchema>;

const HOUR_MS = 3_600_000;

/** The late flags of a complaint at `now`: acknowledgement past 48 hours, resolution past 30 days. */
export function grievanceFlags(
  grievance: { state: GrievanceState; createdAt: Date },
  now: Date,
): { ageHours: number; acknowledgementLate: boolean; resolutionLate: boolean } {
  const ageMs = now.getTime() - grievance.createdAt.getTime();
  return {
    ageHours: Math.max(0, Math.floor(ageMs / HOUR_MS)),
    acknowledgementLate: grievance.state === 'new' && ageMs > GRIEVANCE_ACK_HOURS * HOUR_MS,
    resolutionLate: grievance.state !== 'resolved' && ageMs > GRIEVANCE_RESOLVE_DAYS * 24 * HOUR_MS,
  };
}

/** A complaint's age as the desk writes it: "5 h", "3 days". */
export function grievanceAgeText(ageHours: number): string {
  if (ageHours < 48) return `${ageHours} h`;
  return `${Math.floor(ageHours / 24)} days`;
}
