// Messages of spec section 8 for the account screens and the rule that styles them.
import { bodyMessage, serverMessage } from '@rmj/api-client';
import { accountSuccessMessages, loginSuccessMessage } from '@rmj/contracts';

export const FALLBACK_MESSAGES = {
  login: 'Login failed. Please try again.',
  registerRequest: 'Registration request failed. Please try again.',
  verify: 'Verification failed. Please check the code and try again.',
  resetRequest: 'Password reset request failed. Please try again.',
} as const;

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
