// Messages of spec section 8 for the account screens and the rule that styles them.
import { bodyMessage, serverMessage } from '@rmj/api-client';
import { accountSuccessMessages, loginSuccessMessage } from '@rmj/contracts';

export { FALLBACK_MESSAGES } from '../../../lib/fallback-messages';

export const SUCCESS_MESSAGES = {
  login: loginSuccessMessage,
  codeSent: accountSuccessMessages.codeSent,
  accountCreated: accountSuccessMessages.accountCreated,
  passwordReset: accountSuccessMessages.passwordReset,
} as const;

/** Spec section 8: messages containing 'failed' or 'error' are styled as errors, others as success. */
export function isErrorMessage(message: string): boolean {
  return /failed|error/i.test(message);
}

/** The server's message from an RTK Query error (`{status, data}`), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** The server's message from a successful body, else the spec's success text. */
export function successMessage(body: unknown, fallback: string): string {
  return bodyMessage(body) ?? fallback;
}
