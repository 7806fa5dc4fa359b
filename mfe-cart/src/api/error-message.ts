import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** What a shopper is told when the request did not reach the shop or got no answer. */
export const NETWORK_REASON = 'The shop could not be reached. Please check your connection and try again.';

/** The server's `message` only (an answer without one gives undefined). */
export function serverMessage(error: unknown): string | undefined {
  const data = (error as FetchBaseQueryError | undefined)?.data as { message?: unknown } | undefined;
  return data && typeof data === 'object' && typeof data.message === 'string' ? data.message : undefined;
}

/** The server's `message`, else a plain reason for a failed connection or a thrown Error, else undefined. */
export function errorMessage(error: unknown): string | undefined {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof Error) return error.message;
  const e = error as FetchBaseQueryError | SerializedError | undefined;
  if (e && 'status' in e && (e.status === 'FETCH_ERROR' || e.status === 'TIMEOUT_ERROR')) return NETWORK_REASON;
  if (e && !('status' in e) && typeof e.message === 'string') return e.message;
  return undefined;
}

/**
 * True when the shop refused the call because the shopper is not logged in any more (401: the
 * session expired, was ended by logout elsewhere, or the token is no longer valid).
 */
export function isSessionEnded(error: unknown): boolean {
  return (error as FetchBaseQueryError | undefined)?.status === 401;
}
