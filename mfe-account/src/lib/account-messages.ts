// Messages of spec section 8 for the account screens and the rule that styles them.
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

function messageOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'message' in value) {
    const message = (value as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
    // NestJS validation errors may carry a list of messages.
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return undefined;
}

/** The server's message from an RTK Query error (`{status, data}`), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    return messageOf((error as { data: unknown }).data) ?? fallback;
  }
  return fallback;
}

/** The server's message from a successful body, else the spec's success text. */
export function successMessage(body: unknown, fallback: string): string {
  return messageOf(body) ?? fallback;
}
