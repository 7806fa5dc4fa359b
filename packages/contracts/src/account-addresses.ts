// A shopper's saved delivery addresses (identity keeps them with the account) and what the checkout
// is filled from for a returning customer: the account's name, e-mail and phone, the saved
// addresses, and the last order's details (orders). The fields and messages are the checkout's own.
import { z } from 'zod';
import { customerDetailsSchema } from './orders';

/** Addresses an account may keep. */
export const SAVED_ADDRESSES_MAX = 10;

/** Answers of the address endpoints beyond the fields' own messages. */
export const savedAddressMessages = {
  /** 409: the account already keeps SAVED_ADDRESSES_MAX addresses. */
  tooMany: `You can keep up to ${SAVED_ADDRESSES_MAX} addresses. Please remove one first.`,
  /** 404: no such address on this account. */
  notFound: 'This address is not in your account.',
  /** 200 on removal. */
  removed: 'The address was removed.',
} as const;

/** An address as the shopper gives it: the checkout's customer details without the e-mail (the account's). */
export const savedAddressInputSchema = z.strictObject(customerDetailsSchema.omit({ email: true }).shape);
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;
/** The same, as validated (trimmed, phone as 10 digits, country India when absent). */
export type SavedAddressFields = z.output<typeof savedAddressInputSchema>;

/** A saved address. */
export const savedAddressSchema = z.object({
  /** Id within the account. */
  id: z.string(),
  /** Who receives the parcel. */
  name: z.string(),
  /** 10-digit phone. */
  phone: z.string(),
  /** Street address. */
  address: z.string(),
  /** Town or city. */
  city: z.string(),
  /** State or region (for India, one of INDIA_STATE_NAMES). */
  state: z.string(),
  /** PIN or postal code. */
  zipCode: z.string(),
  /** One of COUNTRIES. */
  country: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** Answer of GET /api/account/addresses: the account's own details and its addresses, newest first. */
export const accountAddressesResponseSchema = z.object({
  /** Always true on a 2xx answer. */
  success: z.literal(true),
  /** The account holder: first and last name, login e-mail, phone given at registration. */
  profile: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** Saved addresses, the most recently saved or changed first. */
  addresses: z.array(savedAddressSchema),
});
export type AccountAddressesResponse = z.infer<typeof accountAddressesResponseSchema>;

/** Answer of POST /api/account/addresses and PUT /api/account/addresses/:addressId. */
export const savedAddressResponseSchema = z.object({
  /** Always true on a 2xx answer. */
  success: z.literal(true),
  /** The address as kept. */
  address: savedAddressSchema,
});
export type SavedAddressResponse = z.infer<typeof savedAddressResponseSchema>;

/** Answer of DELETE /api/account/addresses/:addressId. */
export const addressRemovedResponseSchema = z.object({
  /** Always true on a 2xx answer. */
  success: z.literal(true),
  /** savedAddressMessages.removed. */
  message: z.string(),
});
export type AddressRemovedResponse = z.infer<typeof addressRemovedResponseSchema>;

/** Answer of GET /api/orders/mine/last-details: the details of the shopper's latest order, if any. */
export const lastOrderDetailsResponseSchema = z.object({
  /** Always true on a 2xx answer. */
  success: z.literal(true),
  /** As given at that checkout; absent when the shopper has no order yet. */
  customerDetails: customerDetailsSchema.optional(),
});
export type LastOrderDetailsResponse = z.output<typeof lastOrderDetailsResponseSchema>;
