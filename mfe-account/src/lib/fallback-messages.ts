// This remote's own English messages for a call that failed without the server's words (spec
// section 8 and the pages' own). The flows keep them as they are; the page shows them in its
// language (shown-message.ts).

/** The account screen's messages when a call fails without the server's message. */
export const FALLBACK_MESSAGES = {
  login: 'Login failed. Please try again.',
  registerRequest: 'Registration request failed. Please try again.',
  verify: 'Verification failed. Please check the code and try again.',
  resetRequest: 'Password reset request failed. Please try again.',
} as const;

export const MY_DATA_FAILED = 'Your data could not be downloaded. Please try again.';
export const DELETE_ACCOUNT_FAILED = 'Your account could not be deleted. Please try again.';
export const ADDRESSES_LOAD_FAILED = 'We could not load your addresses. Please try again.';
export const ADDRESS_SAVE_FAILED = 'We could not save the address. Please try again.';
