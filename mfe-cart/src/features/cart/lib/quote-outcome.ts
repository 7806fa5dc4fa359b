// What a quote call (POST /api/orders/quote) came back with, read once: the server's answer (also
// one with `success: false`, which @rmj/api-client hands over as an error with the body in `data`:
// a line cannot be bought), a refusal (400: the promo code does not apply), or no answer at all.
// And what the cart does with an answer: each line's state and the prices that changed.
import type { CartItem } from '@rmj/cart';
import { parsePrice, type QuoteResponse, type QuotedLine } from '@rmj/contracts';
import { failureReason } from './failure-reason';

export type QuoteOutcome =
  | { kind: 'answer'; answer: QuoteResponse }
  | { kind: 'refused'; message?: string }
  | { kind: 'failed'; message?: string };

/** Whether a line can be bought, as the last quote said. */
export interface LineCheck {
  availability: NonNullable<QuotedLine['availability']>;
  /** Pieces available (capped by the server). */
  stock?: number;
  /** Why it cannot be bought (the server's words; the line says 'line.cannotBuy' when it sent none). */
  message?: string;
}

/** A unit price the server changed: what the cart said (null when it could not be read) and what it is now. */
export interface PriceChange {
  was: number | null;
  now: number;
}

const isAnswer = (body: unknown): body is QuoteResponse =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as QuoteResponse).success === 'boolean' &&
  Array.isArray((body as QuoteResponse).pricing?.lines);

/** Reads an RTK Query result of the quote call. */
export function outcomeOf(result: { data?: QuoteResponse; error?: unknown }): QuoteOutcome {
  if (result.data) return { kind: 'answer', answer: result.data };
  const error = result.error as { status?: unknown; data?: unknown } | undefined;
  if (isAnswer(error?.data)) return { kind: 'answer', answer: error.data };
  const message = failureReason(error);
  // 429 (too many checks) and every failure of the shop or the connection: no answer about the cart.
  if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500 && error.status !== 429)
    return { kind: 'refused', message };
  return { kind: 'failed', message };
}

/**
 * An answer laid onto the cart lines it was asked about (in the order they were sent): each line's
 * check, by cartIdentifier, and each unit price that differs from the cart's. A line not sold online
 * has no price to take.
 */
export function readAnswer(
  answer: QuoteResponse,
  asked: readonly CartItem[],
): { checks: Record<string, LineCheck>; changes: Record<string, PriceChange> } {
  const checks: Record<string, LineCheck> = {};
  const changes: Record<string, PriceChange> = {};
  asked.forEach((item, i) => {
    const line = answer.pricing.lines[i];
    if (!line || line.productId !== String(item.id)) return;
    const availability = line.availability ?? 'in-stock';
    checks[item.cartIdentifier] = {
      availability,
      ...(line.stock === undefined ? {} : { stock: line.stock }),
      ...(availability === 'in-stock' || !line.message ? {} : { message: line.message }),
    };
    const was = parsePrice(item.price);
    if (availability !== 'unavailable' && Number.isInteger(line.price) && line.price !== was)
      changes[item.cartIdentifier] = { was, now: line.price };
  });
  return { checks, changes };
}

/** True when a line of the cart cannot be bought as it is. */
export const isBlocked = (checks: Record<string, LineCheck>, items: readonly CartItem[]): boolean =>
  items.some((item) => {
    const check = checks[item.cartIdentifier];
    return check !== undefined && check.availability !== 'in-stock';
  });
