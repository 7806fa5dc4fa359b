import { serverMessage } from '@rmj/api-client';
import { NO_CONNECTION_MESSAGE } from '../../../lib/messages';

/** What to tell the member about a failed call: the server's own words, else the connection message. */
export const failureMessage = (error: unknown): string => serverMessage(error) ?? NO_CONNECTION_MESSAGE;
