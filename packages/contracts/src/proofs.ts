/**
 * Engraving proof approval: before an engraved or combined piece goes into the
 * workshop, the shopper gets the proof with Approve and Request a change links (signed, single
 * use, expiring); staff may go ahead without an answer after PROOF_OVERRIDE_HOURS.
 */
import { z } from 'zod';
import { whatsAppMessage, whatsAppMessageSchema, type WhatsAppMessage } from './payment-requests';

/** Where a proof stands: not needed (nothing engraved), not sent yet, waiting, answered, overridden, expired. */
export const PROOF_STATES = ['not-needed', 'not-sent', 'sent', 'approved', 'change-requested', 'overridden'] as const;
export type ProofState = (typeof PROOF_STATES)[number];

/** Default hours staff wait for an answer before they may override (PROOF_OVERRIDE_HOURS configures it). */
export const PROOF_OVERRIDE_HOURS_DEFAULT = 24;
/** Hours a proof link stays valid. */
export const PROOF_LINK_HOURS = 72;

/** The proof of an order as the order page shows it. */
export const orderProofSchema = z.object({
  state: z.enum(PROOF_STATES),
  /** When the last proof e-mail went, ISO 8601. */
  sentAt: z.string().optional(),
  /** When its links stop working, ISO 8601. */
  expiresAt: z.string().optional(),
  /** When the shopper answered, ISO 8601. */
  answeredAt: z.string().optional(),
  /** The shopper's note with a change request. */
  note: z.string().optional(),
  /** From when staff may override a silent proof, ISO 8601. */
  overrideFrom: z.string().optional(),
  /** How many proofs were sent (a change request leads to another). */
  rounds: z.number().int(),
  /**
   * Only in the answer of sending a proof to a customer with no e-mail address (a WhatsApp or phone
   * order): no e-mail went, and this is the message staff send on WhatsApp instead. Only that
   * answer has it: the link's secret is not kept, so a later page shows it no more (send again).
   */
  whatsApp: whatsAppMessageSchema.optional(),
});
export type OrderProof = z.infer<typeof orderProofSchema>;

/** One engraved line of a proof, as the shopper's proof page shows it. */
export const proofLineSchema = z.object({
  /** Index of the line in the order (the change request names it). */
  line: z.number().int(),
  productName: z.string(),
  /** The engraved words. */
  customName: z.string(),
  /** Font key (script, block, roman, ...). */
  selectedFont: z.string().optional(),
  /** Font size in px. */
  fontSize: z.number().optional(),
  /** True when the line has a proof picture (GET .../proofs/{token}/lines/{line}/picture). */
  hasPicture: z.boolean(),
  /** Characters the words may have (the piece's engraving limit), for a change request. */
  maxLength: z.number().int().optional(),
});

/** GET /api/proofs/{token}: the proof a link points at. */
export const proofViewSchema = z.object({
  orderNumber: z.string(),
  /** First name of the buyer, for the greeting. */
  firstName: z.string(),
  lines: z.array(proofLineSchema),
  /** `sent` while it can be answered; otherwise the answer already given. */
  state: z.enum(PROOF_STATES),
  expiresAt: z.string(),
});
export type ProofView = z.infer<typeof proofViewSchema>;

/** POST /api/proofs/{token}: approve, or ask for a change with new words for some lines. */
export const proofAnswerSchema = z.discriminatedUnion('answer', [
  z.strictObject({ answer: z.literal('approve') }),
  z.strictObject({
    answer: z.literal('change'),
    /** What should change, up to 500 characters. */
    note: z.string().trim().max(500, 'Keep the note under 500 characters.').optional(),
    /** New words (and font) per engraved line; validated like the product page's engraving. */
    lines: z
      .array(
        z.strictObject({
          line: z.number().int().min(0),
          customName: z.string().trim().min(1, 'Please enter the engraving text.'),
          selectedFont: z.string().max(40).optional(),
        }),
      )
      .max(50),
  }),
]);
export type ProofAnswer = z.infer<typeof proofAnswerSchema>;

/** Answer of POST /api/proofs/{token}. */
export const proofAnswerResponseSchema = z.object({
  success: z.literal(true),
  state: z.enum(PROOF_STATES),
  message: z.string(),
});

/** Messages of the proof links. */
export const proofMessages = {
  approved: 'Thank you. Your engraving is approved and goes to our workshop.',
  changeRequested: 'Thank you. We will send you a new proof with your changes.',
  used: 'This link has already been used.',
  expired: 'This link has expired. Please contact us for a new proof.',
  notFound: 'This link is not valid.',
  notYet: (from: string) => `The customer has not answered yet. You can go ahead without an answer from ${from}.`,
  needed: 'Send the engraving proof to the customer before this order goes into the workshop.',
} as const;

/** What the order page's proof panel says when the customer has no e-mail address. */
export const PROOF_WHATSAPP_MESSAGES = {
  /** Beside the WhatsApp link, after sending. */
  noEmail: 'This customer has no e-mail address: no e-mail was sent. Send them the proof on WhatsApp.',
  /** The link's label. */
  open: 'Send the proof on WhatsApp',
} as const;

/** What the WhatsApp message of a proof says. */
export interface ProofWhatsAppText {
  shopName: string;
  customerName: string;
  orderNumber: string;
  /** The proof's page (Approve or Request a change). */
  approveUrl: string;
  /** When the link stops working, as the customer reads it ('7 December 2026, 6:30 pm'). */
  expires: string;
  /** The customer's phone (10 digits). */
  phone: string;
}

/** The proof's WhatsApp message: the words of the proof e-mail, and the wa.me link that opens them. */
export function whatsAppProofMessage(t: ProofWhatsAppText): WhatsAppMessage {
  return whatsAppMessage(
    t.phone,
    [
      `Dear ${t.customerName},`,
      `The engraving proof for your ${t.shopName} order ${t.orderNumber} is ready. Please look at it and approve it, or ask for a change, here:`,
      t.approveUrl,
      `The link works until ${t.expires}.`,
    ].join('\n'),
  );
}
