// The order's life as a typed state machine (STYLE rule 15): its states,
// the moves allowed between them (one table, one `canMove`), and how each state and payment status
// is shown (label and the spec's tracking colour). Free of zod, so the tracking and welcome
// screens import it without the schemas; order-records.ts builds the zod enums from it.

/**
 * The order's states by the name code uses for them; the value is what the orders service stores
 * in `status` and answers. A paid order's first state is "Paid" (money captured, nothing made
 * yet): stored and shown as 'Processing', as every order has been since the shop opened. A
 * cash-on-delivery order starts unpaid in 'Awaiting confirmation' and joins it once staff confirm.
 */
export const ORDER_STATE = {
  /** An order staff took (a draft sent) waiting for its first payment on a payment link. */
  awaitingPayment: 'Awaiting payment',
  /** A cash-on-delivery order placed unpaid, waiting for staff to confirm it by a call to the shopper. */
  awaitingConfirmation: 'Awaiting confirmation',
  /** Paid (or, cash on delivery, confirmed), waiting for the workshop. */
  paid: 'Processing',
  /** Being made (engraved, cast, set). */
  inWorkshop: 'In workshop',
  /** Made; being checked before it is packed. */
  qualityCheck: 'Quality check',
  /** Handed to the courier. */
  shipped: 'Shipped',
  /** Received by the shopper. */
  delivered: 'Delivered',
  /** Called off before the workshop started. */
  cancelled: 'Cancelled',
  /** Came back: refused, undeliverable or returned by the shopper. */
  returned: 'Returned',
  /** The money went back to the shopper (after a cancellation or a return). */
  refunded: 'Refunded',
  /** A cash-on-delivery parcel refused at the door and sent back by the courier: stock back, nothing to refund. */
  returnedToOrigin: 'Returned to origin',
} as const;

/** A state of an order, as stored in `status` and sent in tracking answers. */
export type OrderState = (typeof ORDER_STATE)[keyof typeof ORDER_STATE];

/** Every order state, in lifecycle order. */
export const ORDER_STATES: readonly OrderState[] = Object.values(ORDER_STATE);

const S = ORDER_STATE;

/**
 * The allowed moves: from each state, the states it may go to next. Nothing else is a move; the
 * last two states end the order (Delivered can still become Returned).
 */
export const ORDER_MOVES: { readonly [From in OrderState]: readonly OrderState[] } = {
  // The first payment on a link moves it to Processing (the system); staff may call it off unpaid.
  [S.awaitingPayment]: [S.paid, S.cancelled],
  // Staff confirm a cash-on-delivery order by a call (Processing) or call it off; until then its
  // shopper may call it off too (FulfilmentService.customerCancel).
  [S.awaitingConfirmation]: [S.paid, S.cancelled],
  [S.paid]: [S.inWorkshop, S.cancelled],
  [S.inWorkshop]: [S.qualityCheck],
  // A piece that fails the check goes back to the bench.
  [S.qualityCheck]: [S.shipped, S.inWorkshop],
  // A parcel can come back undelivered before anyone received it.
  // Returned to origin: a cash-on-delivery parcel refused at the door (FulfilmentService allows it
  // only for an unpaid cash-on-delivery order).
  [S.shipped]: [S.delivered, S.returned, S.returnedToOrigin],
  [S.delivered]: [S.returned],
  [S.cancelled]: [S.refunded],
  [S.returned]: [S.refunded],
  [S.refunded]: [],
  [S.returnedToOrigin]: [],
};

/** True when `value` is one of the order states. */
export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/** True when the machine allows an order in `from` to move to `to` (false for anything unknown). */
export function canMove(from: OrderState, to: OrderState): boolean {
  return isOrderState(from) && ORDER_MOVES[from].includes(to);
}

/** The spec's tracking colours (section 2): order status Shipped blue, else orange. */
export type OrderStatusColour = 'blue' | 'orange';
/** The spec's tracking colours (section 2): payment status Paid green, else orange-red. */
export type PaymentStatusColour = 'green' | 'orange-red';

/** How each state is shown to shoppers: its label and tracking colour. */
export const ORDER_STATE_DISPLAY: {
  readonly [State in OrderState]: { readonly label: string; readonly colour: OrderStatusColour };
} = {
  [S.awaitingPayment]: { label: 'Awaiting payment', colour: 'orange' },
  [S.awaitingConfirmation]: { label: 'Awaiting confirmation', colour: 'orange' },
  [S.paid]: { label: 'Processing', colour: 'orange' },
  [S.inWorkshop]: { label: 'In workshop', colour: 'orange' },
  [S.qualityCheck]: { label: 'Quality check', colour: 'orange' },
  [S.shipped]: { label: 'Shipped', colour: 'blue' },
  [S.delivered]: { label: 'Delivered', colour: 'orange' },
  [S.cancelled]: { label: 'Cancelled', colour: 'orange' },
  [S.returned]: { label: 'Returned', colour: 'orange' },
  [S.refunded]: { label: 'Refunded', colour: 'orange' },
  [S.returnedToOrigin]: { label: 'Returned to origin', colour: 'orange' },
};

/** Each state's label on Tamil pages (the glossary's words), beside `ORDER_STATE_DISPLAY`'s English. */
export const ORDER_STATE_LABELS_TA: { readonly [State in OrderState]: string } = {
  [S.awaitingPayment]: 'கட்டணத்துக்குக் காத்திருக்கிறது',
  [S.awaitingConfirmation]: 'உறுதிசெய்யக் காத்திருக்கிறது',
  [S.paid]: 'உறுதிசெய்யப்பட்டது',
  [S.inWorkshop]: 'தயாரிப்பில்',
  [S.qualityCheck]: 'தரச் சோதனை',
  [S.shipped]: 'அனுப்பப்பட்டது',
  [S.delivered]: 'டெலிவரி செய்யப்பட்டது',
  [S.cancelled]: 'ரத்து செய்யப்பட்டது',
  [S.returned]: 'திருப்பி அனுப்பப்பட்டது',
  [S.refunded]: 'பணம் திருப்பி அளிக்கப்பட்டது',
  [S.returnedToOrigin]: 'அனுப்பியவருக்கே திரும்பியது',
};

/** An order's status as a shopper reads it in `lang`; a status this build does not know is shown as sent. */
export function orderStatusLabel(status: string, lang: 'en' | 'ta' = 'en'): string {
  return lang === 'ta' && isOrderState(status) ? ORDER_STATE_LABELS_TA[status] : orderStatusDisplay(status).label;
}

/**
 * How an order's status is shown. A status this build does not know (an answer from a newer
 * service) is shown as sent, in the colour of "not shipped".
 */
export function orderStatusDisplay(status: string): { label: string; colour: OrderStatusColour } {
  return isOrderState(status) ? ORDER_STATE_DISPLAY[status] : { label: status, colour: 'orange' };
}

/** Payment statuses of a recorded order, by code name; the value is stored and sent as `paymentStatus`. */
export const PAYMENT_STATUS = {
  /** The money was captured (online), or the courier's cash was recorded as collected (cash on delivery). */
  paid: 'Paid',
  /** Part of the money went back (a partial refund after a return). */
  partiallyRefunded: 'Partially refunded',
  /** All of the money went back to the shopper. */
  refunded: 'Refunded',
  /** Part paid: a payment-link order whose advance is in and whose balance is due. */
  partiallyPaid: 'Partially paid',
  /** Nothing paid yet: a payment-link order before its first payment, or a cash-on-delivery order until staff record the cash collected (shown orange-red). */
  unpaid: 'Unpaid',
} as const;

/** A payment status, as stored and sent in `paymentStatus`. */
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** The tracking colour of a payment status: Paid green, anything else orange-red. */
export function paymentStatusColour(status: string): PaymentStatusColour {
  return status === PAYMENT_STATUS.paid ? 'green' : 'orange-red';
}

/**
 * Who makes each move: `staff` moves are the buttons of the back office; `system` moves
 * follow an event (the refund's `refund.processed` webhook moves a cancelled or returned order to
 * Refunded); a shopper makes only `Processing → Cancelled`, within ORDER_CANCEL_WINDOW_MINUTES of paying,
 * and `Awaiting confirmation → Cancelled` for their unpaid cash-on-delivery order until the shop
 * confirms it (once confirmed, they call the shop).
 */
export type OrderMoveActorKind = 'staff' | 'customer' | 'system';

/** Minutes after paying during which the shopper may cancel an order the workshop has not started. */
export const ORDER_CANCEL_WINDOW_MINUTES = 60;

/** States a move to which e-mails the customer (in the workshop, shipped, delivered, cancelled, refunded). */
export const CUSTOMER_MAIL_STATES: readonly OrderState[] = [
  S.inWorkshop,
  S.shipped,
  S.delivered,
  S.cancelled,
  S.returned,
  S.refunded,
];

/** Moves made by the system only (after a processed refund), never by a button. */
export const SYSTEM_ONLY_MOVES: readonly (readonly [OrderState, OrderState])[] = [
  [S.awaitingPayment, S.paid],
  [S.cancelled, S.refunded],
  [S.returned, S.refunded],
];

/** True for a move a staff member may press (allowed by the machine and not system-only). */
export function isStaffMove(from: OrderState, to: OrderState): boolean {
  return canMove(from, to) && !SYSTEM_ONLY_MOVES.some(([f, t]) => f === from && t === to);
}

/** 409 message of a move the machine does not allow. */
export const moveRefusedMessage = (from: string, to: string): string =>
  `An order that is ${from} cannot be moved to ${to}.`;

/** 409 message when the order moved while the caller was looking at it (two staff, one button). */
export const orderAlreadyMovedMessage = (now: string): string =>
  `This order has just been moved to ${now} by someone else. Refresh to see it.`;
