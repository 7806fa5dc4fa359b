// What the orders screens say, written once (the server's own message is preferred where there is one).
import {
  ENGRAVING_FONT_LABELS,
  isEngravingFont,
  ORDER_STATE,
  type CustomizationType,
  type OrderState,
  type ProofState,
  type RefundReason,
  type RefundStatus,
} from '@rmj/contracts';

export const ORDER_MESSAGES = {
  listFailed: 'The orders could not be loaded. Please check your connection and try again.',
  orderFailed: 'This order could not be loaded. Please check your connection and try again.',
  notFound: 'There is no order with this number. It may have been typed wrongly in the address.',
  noOrders: 'No orders match these filters.',
  moveFailed: 'The order could not be moved. Please try again.',
  proofFailed: 'The proof could not be sent. Please try again.',
  refundFailed: 'The refund could not be made. Please try again.',
  cashFailed: 'The cash could not be recorded. Please try again.',
  invoiceFailed: 'The invoice could not be downloaded. Please try again.',
  creditNoteFailed: 'The credit note could not be downloaded. Please try again.',
  shipmentCorrected: 'Shipment corrected. The customer’s tracking shows the new details.',
  correctionFailed: 'The shipment could not be corrected. Please try again.',
  fileFailed: 'This file could not be loaded.',
  jobCardsFailed: 'The job cards could not be loaded. Please check your connection and try again.',
  noJobCards: 'No orders are in the workshop for these cards.',
  packingFailed: 'The labels could not be loaded. Please check your connection and try again.',
  noParcels: 'No orders were shipped on this day.',
  /** After a move to Shipped, while the server issues the invoice (a moment later). */
  invoiceComing: 'The tax invoice is being issued…',
  /** Shipped, and still no invoice after asking again for a while. */
  invoiceLate: 'The tax invoice is not issued yet. Reload the page in a minute to see it.',
} as const;

/** What the payments of an order taken with payment links say (the server's answers are shown as sent). */
export const LEDGER_WORDS = {
  noPayments: 'No payment received yet.',
  noRequests: 'No payment link yet.',
  requestFailed: 'The payment link could not be made. Please try again.',
  cancelFailed: 'The payment link could not be cancelled. Please try again.',
  overrideFailed: 'The leave to ship could not be recorded. Please try again.',
  refundExtraFailed: 'The extra could not be refunded. Please try again.',
  /** Said once the extra's refund was asked of the provider. */
  extraRefunding: (extraRupees: number) =>
    `Refunding the extra ₹${extraRupees.toLocaleString('en-IN')} to the customer. It shows as refunded once the payment service confirms it.`,
  /** The override as the order records it. */
  overrideRecorded: 'The owner allowed this order to ship before the balance is paid.',
  /** Beside the moves, before shipping is offered. */
  due: (dueRupees: number) => `₹${dueRupees.toLocaleString('en-IN')} is still due on this order.`,
  /** Beside the moves, when the owner allowed shipping with money due. */
  dueOverridden: (dueRupees: number) =>
    `₹${dueRupees.toLocaleString('en-IN')} is still due; the owner allowed this order to ship without it.`,
} as const;

/** The HTTP status of a failed RTK Query call, when it had one. */
export function failureStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

const S = ORDER_STATE;

/** The button that moves an order from `from` to `to` (staff moves only). */
export function moveLabel(from: OrderState, to: OrderState): string {
  switch (to) {
    case S.paid:
      // Cash on delivery: the staff call to the shopper confirmed the order.
      return from === S.awaitingConfirmation ? 'Confirm order (customer called)' : `Move to ${to}`;
    case S.returnedToOrigin:
      return 'Returned to origin (refused at the door)';
    case S.inWorkshop:
      return from === S.qualityCheck ? 'Back to workshop' : 'Start workshop';
    case S.qualityCheck:
      return 'Quality check';
    case S.shipped:
      return 'Ship';
    case S.delivered:
      return 'Delivered';
    case S.returned:
      return 'Returned';
    case S.cancelled:
      return 'Cancel order';
    default:
      return `Move to ${to}`;
  }
}

/** What a done move says. */
export const movedMessage = (to: OrderState): string => `Moved to ${to}.`;

/** How the board and the order page name a proof's state. */
export const PROOF_LABELS: Record<ProofState, string> = {
  'not-needed': 'Not needed',
  'not-sent': 'Not sent',
  sent: 'Waiting for the customer',
  approved: 'Approved',
  'change-requested': 'Change requested',
  overridden: 'Went ahead without an answer',
};

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  cancelled: 'Cancelled',
  returned: 'Returned',
  goodwill: 'Goodwill',
  overpaid: 'Paid beyond the total',
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Pending',
  processed: 'Processed',
  failed: 'Failed',
};

/** How a personalisation's kind is named. */
export const CUSTOMISATION_LABELS: Record<CustomizationType, string> = {
  engraving: 'Engraving',
  fingerprint: 'Fingerprint',
  image: 'Photo',
  pdf: 'PDF file',
  text: 'Printed text',
  combined: 'Engraving with a file',
};

/** An engraving font's label ("Script"), or the key as sent for one this build does not know. */
export const fontLabel = (font: string | undefined): string =>
  font === undefined ? ENGRAVING_FONT_LABELS.script : isEngravingFont(font) ? ENGRAVING_FONT_LABELS[font] : font;
