// Checkout's 409 PRICE_CHANGED (create-razorpay-order): the quote's price hold ran out and today's
// rate moved the price. The body says by how much (`message`, the orders service's
// rateChangedMessage) and may carry the new prices and a new hold; read tolerantly.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_ERROR_CODES, type PriceHold } from '@rmj/contracts';
import { knownEn } from '../../../i18n/known-en';

/** What a PRICE_CHANGED answer tells the checkout. */
export interface PriceChanged {
  /** The server's words: "Today's gold rate changed while you were checking out: ₹X is now ₹Y". */
  message: string;
  /** The new hold, when the answer carries one. */
  hold?: PriceHold;
}

/** When the shopper is told nothing clearer (the server always sends a message). */
export const PRICE_CHANGED_FALLBACK = knownEn['known.ratesChanged'];

const isHold = (value: unknown): value is PriceHold =>
  typeof (value as PriceHold | undefined)?.id === 'string' &&
  typeof (value as PriceHold | undefined)?.expiresAt === 'string';

/** The PRICE_CHANGED answer in a failed call's error, else undefined. */
export function priceChangedOf(error: unknown): PriceChanged | undefined {
  const e = error as FetchBaseQueryError | undefined;
  if (e?.status !== 409) return undefined;
  const body = e.data as { code?: unknown; message?: unknown; hold?: unknown } | undefined;
  if (body?.code !== API_ERROR_CODES.priceChanged) return undefined;
  return {
    message: typeof body.message === 'string' && body.message !== '' ? body.message : PRICE_CHANGED_FALLBACK,
    ...(isHold(body.hold) ? { hold: body.hold } : {}),
  };
}
