// Deleting a shopper's account (the right to erasure under India's DPDP Act). Identity is the entry
// point: it asks orders and catalog to erase or anonymise what they hold first, then deletes its own
// records. GST law keeps tax invoices for 8 years, so orders keeps them with the buyer masked.
import { z } from 'zod';
import { emailSchema } from './identity';

/** What the shopper reads and sees answered, word for word. */
export const ACCOUNT_DELETION_MESSAGES = {
  /** 400: the typed address is not the account's. */
  confirmMismatch: 'Type the e-mail address of this account exactly to confirm.',
  /** 403: a staff sign-in (staff accounts are the owner's to manage in the back office). */
  notAShopper: 'Only a shop account can be deleted here; staff accounts are managed by the owner.',
  /** 503: a service could not finish; the account still works and a retry finishes the job. */
  unavailable:
    'We could not delete your account just now. Your account still works: please try again in a few minutes.',
  /** 200: done (the shopper is signed out and sees it on the home page). */
  deleted: 'Your account has been deleted. A confirmation has been sent to your e-mail address.',
} as const;

/** 409: an order is still open (paid but not delivered, cancelled or refunded, or its refund is pending). */
export function openOrdersMessage(orderNumbers: readonly string[]): string {
  const one = orderNumbers.length === 1;
  return (
    `Your account cannot be deleted while ${one ? 'an order is' : 'orders are'} still open: ${orderNumbers.join(', ')}. ` +
    `You can delete it once ${one ? 'it has' : 'they have'} been delivered, cancelled or refunded. Nothing was deleted.`
  );
}

/** DELETE /api/account body: the shopper types the account's e-mail address to confirm. */
export const deleteAccountRequestSchema = z.strictObject({
  /** The account's e-mail address, typed again (compared trimmed and lower-cased). */
  email: emailSchema,
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** Answer of DELETE /api/account once everything is erased (the token no longer works). */
export const deleteAccountResponseSchema = z.object({
  success: z.literal(true),
  /** ACCOUNT_DELETION_MESSAGES.deleted. */
  message: z.string(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** Body of the internal erasure calls identity makes to orders and catalog. */
export const erasureRequestSchema = z.strictObject({
  /** The account being deleted (identity's user id). */
  userId: z.string().trim().min(1).max(64),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** Answer of POST /internal/erasure/orders: refused while an order is open, else what was anonymised. */
export const orderErasureResponseSchema = z.discriminatedUnion('erased', [
  z.object({
    /** Nothing was changed: these orders are still open. */
    erased: z.literal(false),
    /** Order numbers (RMJ-...) still open. */
    openOrders: z.array(z.string()).min(1),
  }),
  z.object({
    erased: z.literal(true),
    /** Orders whose buyer was masked and account detached by this call (0 on a repeat). */
    orders: z.number().int().min(0),
    /** Tax invoices whose buyer was masked by this call. */
    invoices: z.number().int().min(0),
    /** Unpaid checkouts and payment orders of the account masked or removed by this call. */
    checkouts: z.number().int().min(0),
  }),
]);
export type OrderErasureResponse = z.infer<typeof orderErasureResponseSchema>;

/** Answer of POST /internal/erasure/files: what this call removed (0 on a repeat). */
export const filesErasureResponseSchema = z.object({
  erased: z.literal(true),
  /** Stored files of the account deleted. */
  files: z.number().int().min(0),
  /** Consent records whose link to the account and browser was removed. */
  consents: z.number().int().min(0),
});
export type FilesErasureResponse = z.infer<typeof filesErasureResponseSchema>;

/** The buyer's name on orders and invoices of a deleted account. */
export const ERASED_CUSTOMER_NAME = 'Deleted customer';
/** The account id orders of a deleted account are detached to (no account has it: ids are ObjectIds). */
export const ERASED_ACCOUNT_ID = 'erased';
