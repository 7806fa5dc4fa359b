// Reading the server's message out of a failed call, written once for every remote. The services
// refuse with `{ message: '...' }` (Nest's validation with a list of them); the remotes add their
// own wording for when there is none (a lost connection, a proxy's HTML page).
import type { CallOutcome } from '@rmj/contracts';

/** The message of an answer body: `message` when it is non-blank text, the first of a list of them, else undefined. */
export function bodyMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  const text = Array.isArray(message) ? message[0] : message;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/**
 * The server's message carried by a failed RTK Query call (`error.data`, HTTP errors and
 * `success: false` answers alike); undefined when the server said nothing readable (a failed
 * connection, a time-out, a thrown error), so the caller words that case itself.
 */
export function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  return bodyMessage((error as { data: unknown }).data);
}

/**
 * How an RTK Query call (a mutation's `{ data }` or `{ error }`) went: the server's message when it
 * gave one, else the caller's words for done or failed.
 */
export function callOutcome(
  result: { data: unknown } | { error: unknown },
  words: { done: string; failed: string },
): CallOutcome {
  return 'data' in result
    ? { ok: true, message: bodyMessage(result.data) ?? words.done }
    : { ok: false, message: serverMessage(result.error) ?? words.failed };
}
