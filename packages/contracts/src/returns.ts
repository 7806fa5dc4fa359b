// Returns and exchanges a shopper starts on a delivered order: the policy's words (one definition,
// read by the policies page, the server's refusal and the form), the request form, the request's
// own state machine (Requested → Approved | Refused; Approved → Received → Passed check | Failed
// check; then Refunded | Exchanged | Closed), what the shopper and the back office read, and every
// message. The orders service keeps the requests (services/orders/src/returns).
import { z } from 'zod';
import { fileIdSchema } from './files';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** What cannot be returned or exchanged: every piece made for one person (the policies page's words). */
export const PERSONALISED_NOT_RETURNABLE =
  'Personalised pieces are not returnable: a piece engraved with a name or a date, made with your fingerprint, photograph, picture or PDF, or made to order for you cannot be returned or exchanged, unless it reaches you damaged or is not what you ordered.';

/** The returns rule in words, from the return window the owner set (0: no returns). */
export function returnsRule(returnWindowDays: number): string {
  if (returnWindowDays === 0) return 'Pieces cannot be returned once delivered.';
  return `You may return a piece within ${days(returnWindowDays)} of delivery, unworn, in its original packaging with its tag and invoice.`;
}

/** Return (money back) or exchange (another size or piece). */
export const RETURN_KINDS = ['return', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_KIND_LABELS: Readonly<Record<ReturnKind, string>> = {
  return: 'Return for a refund',
  exchange: 'Exchange for another size or piece',
};

/** Why the piece goes back, as the form lists it. */
export const RETURN_REASONS = ['wrongSize', 'notAsExpected', 'damaged', 'wrongItem', 'changedMind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  wrongSize: 'It does not fit',
  notAsExpected: 'It is not as I expected',
  damaged: 'It reached me damaged',
  wrongItem: 'It is not what I ordered',
  changedMind: 'I changed my mind',
  other: 'Another reason',
};

/** Picture types a request's photos may be (the upload's own limits apply too). */
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** Most photos a request may carry. */
export const RETURN_PHOTOS_MAX = 3;
/** Longest details text, in characters. */
export const RETURN_DETAILS_MAX = 500;
/** Longest staff note or refusal reason, in characters. */
export const RETURN_NOTE_MAX = 300;

/** The request's states, by code name; the value is stored and shown. */
export const RETURN_STATE = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
  received: 'Received',
  passedCheck: 'Passed check',
  failedCheck: 'Failed check',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
  closed: 'Closed',
} as const;
export type ReturnState = (typeof RETURN_STATE)[keyof typeof RETURN_STATE];
export const RETURN_STATES: readonly ReturnState[] = Object.values(RETURN_STATE);

const R = RETURN_STATE;
/** The allowed moves of a request: nothing else is a move. A failed check closes it (the piece goes back to the shopper). */
export const RETURN_MOVES: { readonly [From in ReturnState]: readonly ReturnState[] } = {
  [R.requested]: [R.approved, R.refused],
  [R.approved]: [R.received],
  [R.received]: [R.passedCheck, R.failedCheck],
  [R.passedCheck]: [R.refunded, R.exchanged],
  [R.failedCheck]: [R.closed],
  [R.refused]: [],
  [R.refunded]: [],
  [R.exchanged]: [],
  [R.closed]: [],
};

/** True when the machine allows a request in `from` to move to `to`. */
export const canMoveReturn = (from: ReturnState, to: ReturnState): boolean => RETURN_MOVES[from]?.includes(to) ?? false;

/** States of a request still open: an order has at most one open request. */
export const OPEN_RETURN_STATES: readonly ReturnState[] = [
  R.requested,
  R.approved,
  R.received,
  R.passedCheck,
  R.failedCheck,
];
export const isOpenReturn = (state: ReturnState): boolean => OPEN_RETURN_STATES.includes(state);

/** Exact words of the form, the server's refusals and the back office. */
export const RETURN_MESSAGES = {
  kind: 'Choose return or exchange.',
  reason: 'Choose why the piece goes back.',
  details: `Please keep the details to ${RETURN_DETAILS_MAX} characters.`,
  photos: `Add at most ${RETURN_PHOTOS_MAX} photos.`,
  photoType: 'Photos must be JPEG or PNG pictures.',
  photoConsent: 'Tick the box to let us use your photos, or remove them.',
  lines: 'Choose the piece (or pieces) to send back.',
  lineUnknown: 'One of the pieces is not on this order. Reload the page and try again.',
  quantity: 'Choose how many of this piece go back.',
  wanted: 'Choose the size or piece you want instead.',
  /** 409: outside the shop's window (from the owner's setting). */
  windowClosed: (windowDays: number) =>
    `This piece was delivered more than ${days(windowDays)} ago: the return window has closed.`,
  /** 409: the shop takes no returns (window 0). */
  noReturns: returnsRule(0),
  /** 409: a personalised or made-to-order line (the policy's words). */
  personalised: PERSONALISED_NOT_RETURNABLE,
  notDelivered: 'Only a delivered order can be returned or exchanged.',
  alreadyOpen: 'A return is already open for this order.',
  settingsUnread: "The shop's return policy could not be read just now. Please try again in a minute.",
  photosNotYours: 'One of the photos could not be found. Please add it again.',
  /** A photo uploaded for something else (the customiser's), under another notice. */
  photosNotReturnPhotos: 'One of the photos was not sent with this form. Please add it again here.',
  notFound: 'No return request has this id.',
  refusalReason: 'Give the reason for refusing, for the customer.',
  refusalReasonLong: `Please keep the reason to ${RETURN_NOTE_MAX} characters.`,
  checkNote: 'Write what the check found.',
  noteLong: `Please keep the note to ${RETURN_NOTE_MAX} characters.`,
  sent: 'Thank you. We have your request and will reply by e-mail.',
  /** 409: someone moved it first (two presses, one move). */
  alreadyMoved: (now: ReturnState) =>
    `This return request has just been moved to ${now} by someone else. Refresh to see it.`,
  /** 409: the machine does not allow the move. */
  moveRefused: (from: ReturnState, to: ReturnState) => `A return request that is ${from} cannot be moved to ${to}.`,
  exchangeOnly: 'Only an exchange request gets a replacement order.',
  /** 409: the piece wanted cannot be bought now (the catalogue's words follow). */
  notBuyable: (why: string) => `The replacement cannot be ordered now: ${why}`,
  returnOnly: 'An exchange request gets a replacement order, not a refund.',
} as const;

/** One order line going back: its index in the order and how many of its pieces. */
export const returnLineSchema = z.strictObject({
  line: z.number({ error: RETURN_MESSAGES.lines }).int().min(0).max(49),
  quantity: z
    .number({ error: RETURN_MESSAGES.quantity })
    .int(RETURN_MESSAGES.quantity)
    .min(1, RETURN_MESSAGES.quantity)
    .max(99),
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

/**
 * What an exchange asks for instead: a size or variant of the same piece (the shopper's form), or
 * another catalogue piece (its product id). The server fills the product id of the first returned
 * line when none is given.
 */
export const wantedPieceSchema = z.strictObject({
  /** Catalogue product id; absent: the same piece as the first returned line. */
  productId: z.string().trim().min(1).max(64).optional(),
  size: z.string().trim().max(40, 'Please keep the size to 40 characters.').optional(),
  variant: z.string().trim().max(60, 'Please keep the design to 60 characters.').optional(),
});
export type WantedPiece = z.infer<typeof wantedPieceSchema>;

/** POST /api/orders/{orderNumber}/returns: the shopper's request. */
export const createReturnRequestSchema = z
  .strictObject({
    kind: z.enum(RETURN_KINDS, { error: RETURN_MESSAGES.kind }),
    reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
    /** What happened, in the shopper's words (up to 500 characters). */
    details: z.string().trim().max(RETURN_DETAILS_MAX, RETURN_MESSAGES.details).optional(),
    /** Photos uploaded first (POST /api/files), by id; at most three. */
    photoFileIds: z.array(fileIdSchema).max(RETURN_PHOTOS_MAX, RETURN_MESSAGES.photos).default([]),
    /** The lines going back, each once. */
    lines: z.array(returnLineSchema).min(1, RETURN_MESSAGES.lines).max(50),
    /** Exchange only: the size or piece wanted. */
    wanted: wantedPieceSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const wanted = value.wanted;
    if (value.kind === 'exchange' && !(wanted?.productId || wanted?.size || wanted?.variant))
      ctx.addIssue({ code: 'custom', path: ['wanted', 'size'], message: RETURN_MESSAGES.wanted });
    if (new Set(value.lines.map((l) => l.line)).size !== value.lines.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: RETURN_MESSAGES.lines });
  });
export type CreateReturnRequest = z.input<typeof createReturnRequestSchema>;

/** One step of a request: the state it reached, when, who (a staff e-mail or 'customer'), and the note. */
export const returnStepSchema = z.object({
  state: z.enum(RETURN_STATE),
  /** ISO 8601. */
  at: z.string(),
  by: z.string(),
  note: z.string().optional(),
});
export type ReturnStep = z.infer<typeof returnStepSchema>;

/** A line going back as the request shows it: the order line's name, size and what was paid for these pieces. */
export const returnLineViewSchema = returnLineSchema.extend({
  name: z.string(),
  size: z.string().optional(),
  variant: z.string().optional(),
  /** Paise paid for these pieces (their share of any discount taken off). */
  paidPaise: z.number().int(),
});

/** A request as its shopper reads it. */
export const returnRequestViewSchema = z.object({
  /** RET-XXXXXXXXXX. */
  returnId: z.string(),
  orderNumber: z.string(),
  kind: z.enum(RETURN_KINDS),
  reason: z.enum(RETURN_REASONS),
  details: z.string().optional(),
  lines: z.array(returnLineViewSchema),
  wanted: wantedPieceSchema.optional(),
  state: z.enum(RETURN_STATE),
  /** Refused: staff's reason, for the shopper. */
  refusalReason: z.string().optional(),
  /** Approved: where to send the parcel (the shop's address as the settings hold it). */
  sendTo: z.string().optional(),
  /** Paise credited for the returned lines (refunded, or set against the replacement). */
  creditPaise: z.number().int(),
  /** Exchanged: the replacement order. */
  replacementOrderNumber: z.string().optional(),
  /** Exchanged: paise the customer pays on the replacement's payment link (it costs more than the credit). */
  differenceDuePaise: z.number().int().optional(),
  /** Exchanged: paise refunded on the original order (the replacement costs less than the credit). */
  differenceRefundedPaise: z.number().int().optional(),
  /** ISO 8601. */
  createdAt: z.string(),
  steps: z.array(returnStepSchema),
});
export type ReturnRequestView = z.infer<typeof returnRequestViewSchema>;

/** GET /api/orders/{orderNumber}/returns: the shopper's requests on their order, newest first, and whether they may start one. */
export const myReturnsResponseSchema = z.object({
  returns: z.array(returnRequestViewSchema),
  /** Until when a request may be made (ISO 8601), when it may be now; absent otherwise. */
  returnableUntil: z.string().optional(),
  /** Why not, when the order may not be returned now (window closed, not delivered, one open). */
  notReturnable: z.string().optional(),
  /** Lines that cannot go back (personalised or made to order), by index. */
  lockedLines: z.array(z.number().int()),
});
export type MyReturnsResponse = z.infer<typeof myReturnsResponseSchema>;

/** A request as the back office reads it: the shopper's view plus the photos and the check. */
export const adminReturnSchema = returnRequestViewSchema.extend({
  photoFileIds: z.array(z.string()),
  customerName: z.string(),
  check: z.object({ passed: z.boolean(), note: z.string() }).optional(),
  /** Passed check: true once the returned pieces are back in stock, false while the catalog is still being asked. */
  stockReturned: z.boolean().optional(),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

/** GET /api/admin/returns query: one state (or every open one), or one order's requests. */
export const adminReturnsQuerySchema = z.strictObject({
  state: z.enum(RETURN_STATE).optional(),
  orderNumber: z.string().trim().max(40).optional(),
});
export type AdminReturnsQuery = z.input<typeof adminReturnsQuerySchema>;

/** GET /api/admin/returns: the requests, oldest first, and how many are in each state. */
export const adminReturnsPageSchema = z.object({
  returns: z.array(adminReturnSchema),
  counts: z.record(z.string(), z.number().int()),
  /** Requests still open (the board's Returns tab count). */
  open: z.number().int(),
});
export type AdminReturnsPage = z.infer<typeof adminReturnsPageSchema>;

/** POST /api/admin/returns/{returnId}/refuse. */
export const refuseReturnRequestSchema = z.strictObject({
  reason: z
    .string({ error: RETURN_MESSAGES.refusalReason })
    .trim()
    .min(1, RETURN_MESSAGES.refusalReason)
    .max(RETURN_NOTE_MAX, RETURN_MESSAGES.refusalReasonLong),
});
export type RefuseReturnRequest = z.infer<typeof refuseReturnRequestSchema>;

/** POST /api/admin/returns/{returnId}/check: what the quality check found. */
export const checkReturnRequestSchema = z.strictObject({
  passed: z.boolean({ error: 'Say whether the piece passed the check.' }),
  note: z
    .string({ error: RETURN_MESSAGES.checkNote })
    .trim()
    .min(1, RETURN_MESSAGES.checkNote)
    .max(RETURN_NOTE_MAX, RETURN_MESSAGES.noteLong),
});
export type CheckReturnRequest = z.infer<typeof checkReturnRequestSchema>;

/** POST /api/admin/returns/{returnId}/exchange: the replacement, priced by the server. */
export const exchangeReturnRequestSchema = z.strictObject({
  /** The piece sent instead (defaults to what the shopper asked for). */
  wanted: wantedPieceSchema.optional(),
});
export type ExchangeReturnRequest = z.infer<typeof exchangeReturnRequestSchema>;

/** The lines of an order as returns looks at them. */
interface CreditLine {
  price: number;
  quantity: number;
}

/**
 * Paise paid for `quantity` pieces of each line going back: whole-rupee prices to paise, less their
 * share of the order's discount (split by value, rounded down, so the credit never exceeds what was
 * paid). Shipping is not given back.
 */
export function returnCreditPaise(
  order: { lines: readonly CreditLine[]; subtotal: number; discount: number },
  lines: readonly ReturnLine[],
): number {
  return lines.reduce((sum, l) => sum + lineCreditPaise(order, l), 0);
}

/** Paise paid for one returned line's pieces (see returnCreditPaise). */
export function lineCreditPaise(
  order: { lines: readonly CreditLine[]; subtotal: number; discount: number },
  line: ReturnLine,
): number {
  const bought = order.lines[line.line];
  if (!bought) return 0;
  const gross = bought.price * 100 * line.quantity;
  if (order.discount <= 0 || order.subtotal <= 0) return gross;
  return gross - Math.ceil((gross * order.discount) / order.subtotal);
}

/** True for a line that cannot go back: personalised, or made or sourced for this order (oversold). */
export function isMadeForOne(
  line: { customization?: unknown; productId: string },
  oversold: readonly string[] = [],
): boolean {
  return Boolean(line.customization) || oversold.includes(line.productId);
}
