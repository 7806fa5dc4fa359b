// Words the back office uses in more than one place.
import { serverMessage } from '@rmj/api-client';

/** When a call failed without a readable answer (no connection, a time-out, a proxy's page). */
export const NO_CONNECTION_MESSAGE = 'We could not reach the shop. Please check your connection and try again.';

/** The server's message for a failed call, else `fallback`. */
export const failureMessage = (error: unknown, fallback: string): string => serverMessage(error) ?? fallback;
