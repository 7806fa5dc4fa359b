// Confirming a payment against the server before telling the shopper anything went wrong: a verify
// that got no definite answer (the gateway's 502/504, the service's 503 "still confirming", a 5xx,
// no answer at all or the browser's own time-out) may have recorded the order, so the browser asks
// again (verify is insert-once: the same payment answers its recorded order) for about a minute.
// Only a definite refusal (a 4xx) ends it early; a window without an answer ends as "unconfirmed",
// which is not a failure.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { VERIFY_CONFIRMATION } from '@rmj/contracts';
import { pause } from './pause';

/** How the confirmation ended. */
export type Confirmation<T> =
  /** The server recorded the order (now or before). */
  | { kind: 'verified'; answer: T }
  /** The server answered definitely that it did not (or that the session ended: 401). */
  | { kind: 'refused'; error: unknown }
  /** No definite answer within the window: the order may still be recorded. */
  | { kind: 'unconfirmed'; error: unknown };

type CallError = FetchBaseQueryError | SerializedError | undefined;

/** True when an error says nothing definite about the payment: ask again. */
export function isUndecided(error: unknown): boolean {
  const e = error as CallError;
  if (!e || !('status' in e)) return false;
  const { status } = e;
  if (typeof status === 'number') return status >= 500 || status === 408 || status === 429;
  // No answer, the browser's own time-out, or an answer that is not the service's JSON (a proxy's HTML 502).
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 'PARSING_ERROR';
}

/** The server's Retry-After (`retryAfterSeconds` of the error body) in ms, or 0. */
function retryAfterMs(error: unknown): number {
  const data = (error as { data?: { retryAfterSeconds?: unknown } } | undefined)?.data;
  const seconds = data?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : 0;
}

/**
 * Calls `attempt` until it gives a definite answer or VERIFY_CONFIRMATION's pauses run out.
 * `onUndecided` is called before each pause (show "Confirming your payment…").
 */
export async function confirmVerify<T>(attempt: () => Promise<T>, onUndecided: () => void): Promise<Confirmation<T>> {
  const delays = VERIFY_CONFIRMATION.retryDelaysMs;
  for (let i = 0; ; i += 1) {
    let error: unknown;
    try {
      return { kind: 'verified', answer: await attempt() };
    } catch (err) {
      if (!isUndecided(err)) return { kind: 'refused', error: err };
      error = err;
    }
    if (i >= delays.length) return { kind: 'unconfirmed', error };
    onUndecided();
    await pause(Math.max(delays[i], Math.min(retryAfterMs(error), VERIFY_CONFIRMATION.maxDelayMs)));
  }
}
