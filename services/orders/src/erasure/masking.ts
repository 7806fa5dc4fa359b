// What stays of a buyer once their account is deleted: the state, PIN and country that decide the
// GST place of supply (and the invoice's tax split); the name becomes "Deleted customer" and the
// e-mail, phone, street, town and the (masked) PAN are removed.
import { ERASED_CUSTOMER_NAME } from '@rmj/contracts';

/** The buyer fields erased on orders, pending checkouts and invoices, with what they become. */
export const ERASED_BUYER_FIELDS = {
  name: ERASED_CUSTOMER_NAME,
  email: '',
  phone: '',
  address: '',
  city: '',
} as const;

/** A `$set` masking the buyer stored under `prefix` (`customerDetails`, `content.buyer`). */
export function maskedBuyerSet(prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(ERASED_BUYER_FIELDS).map(([field, value]) => [`${prefix}.${field}`, value]));
}

/**
 * A `$unset` removing the buyer's masked PAN kept at `path` (`pan` on orders and pending checkouts,
 * `content.buyer.pan` on invoices): even masked, with the name gone it is the one thing left that
 * points at a person.
 */
export function erasedPanUnset(path: string): Record<string, ''> {
  return { [path]: '' };
}

/** The same removal as a versioned change's field (`undefined` removes it). */
export function erasedPan(path: string): Record<string, undefined> {
  return { [path]: undefined };
}

/** True when the stored buyer is already masked (a repeated erasure changes nothing). */
export function isMaskedBuyer(buyer: { name?: unknown; email?: unknown } | undefined): boolean {
  return buyer?.name === ERASED_CUSTOMER_NAME && buyer?.email === '';
}
