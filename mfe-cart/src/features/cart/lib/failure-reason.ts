// Why a checkout call failed, in the words the shopper is shown after 'Payment initialization
// failed: ' and the like: the server's own message first (read by @rmj/api-client), else a plain
// reason for a connection that failed or a thrown Error.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { serverMessage } from '@rmj/api-client';
import { knownEn } from '../../../i18n/known-en';

/** What a shopper is told when the request did not reach the shop or got no answer (in Tamil on a Tamil page). */
const NETWORK_REASON = knownEn['known.network'];

/** The server's `message`, else a plain reason for a failed connection or a thrown Error, else undefined. */
export function failureReason(error: unknown): string | undefined {
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
