// The messages this remote shows that come in English from elsewhere (the contracts' validation
// rules, the services' answers, this remote's own fallbacks kept as English constants for the
// flows), each with its catalogue key, so a Tamil page shows them in Tamil. An English page shows
// the catalogue's English, which a spec pins as equal to the contract's text. A message not listed
// here (a new server message) is shown as it came.
import { useCallback } from 'react';
import {
  accountErrorMessages,
  accountFieldMessages,
  accountSuccessMessages,
  customerDetailsMessages,
  SESSION_ENDED_MESSAGE,
} from '@rmj/contracts';
import { words, type AccountWordKey } from '../i18n';
import {
  ADDRESS_SAVE_FAILED,
  ADDRESSES_LOAD_FAILED,
  DELETE_ACCOUNT_FAILED,
  FALLBACK_MESSAGES,
  MY_DATA_FAILED,
} from './fallback-messages';

/** Each known English message and the key of its words. */
export const KNOWN_MESSAGES: ReadonlyMap<string, AccountWordKey> = new Map<string, AccountWordKey>([
  [accountFieldMessages.firstName, 'msg.firstName'],
  [accountFieldMessages.lastName, 'msg.lastName'],
  [accountFieldMessages.email, 'msg.email'],
  [accountFieldMessages.password, 'msg.password'],
  // The checkout's phone rule says the same words as the account's.
  [accountFieldMessages.phoneNumber, 'msg.phoneNumber'],
  [accountFieldMessages.verificationCode, 'msg.verificationCode'],
  [accountErrorMessages.invalidCredentials, 'msg.invalidCredentials'],
  [accountErrorMessages.emailTaken, 'msg.emailTaken'],
  [accountErrorMessages.invalidCode, 'msg.invalidCode'],
  [accountErrorMessages.expiredCode, 'msg.expiredCode'],
  [accountErrorMessages.tooManyCodeAttempts, 'msg.tooManyCodeAttempts'],
  [accountErrorMessages.resendTooSoon, 'msg.resendTooSoon'],
  [accountErrorMessages.tooManyLogins, 'msg.tooManyLogins'],
  [accountErrorMessages.tooManyRequests, 'msg.tooManyRequests'],
  [accountErrorMessages.notLoggedIn, 'msg.notLoggedIn'],
  [accountErrorMessages.mailFailed, 'msg.mailFailed'],
  [accountSuccessMessages.codeSent, 'msg.codeSent'],
  [accountSuccessMessages.accountCreated, 'msg.accountCreated'],
  [accountSuccessMessages.passwordReset, 'msg.passwordReset'],
  [FALLBACK_MESSAGES.login, 'msg.loginFailed'],
  [FALLBACK_MESSAGES.registerRequest, 'msg.registerRequestFailed'],
  [FALLBACK_MESSAGES.verify, 'msg.verifyFailed'],
  [FALLBACK_MESSAGES.resetRequest, 'msg.resetRequestFailed'],
  [SESSION_ENDED_MESSAGE, 'msg.sessionEnded'],
  [MY_DATA_FAILED, 'msg.myDataFailed'],
  [DELETE_ACCOUNT_FAILED, 'msg.deleteFailed'],
  [ADDRESSES_LOAD_FAILED, 'msg.addressesLoadFailed'],
  [ADDRESS_SAVE_FAILED, 'msg.addressSaveFailed'],
  [customerDetailsMessages.nameRequired, 'msg.nameRequired'],
  [customerDetailsMessages.phoneRequired, 'msg.phoneRequired'],
  [customerDetailsMessages.addressRequired, 'msg.addressRequired'],
  [customerDetailsMessages.cityRequired, 'msg.cityRequired'],
  [customerDetailsMessages.stateRequired, 'msg.stateRequired'],
  [customerDetailsMessages.zipRequired, 'msg.zipRequired'],
  [customerDetailsMessages.zipInvalid, 'msg.zipInvalid'],
]);

/** The page's words for a message that came in English: `shown('Invalid email or password.')`. */
export function useShownMessage(): (message: string) => string {
  const t = words.useT();
  return useCallback(
    (message: string) => {
      const key = KNOWN_MESSAGES.get(message);
      if (key) return t(key);
      // The login greeting names the shopper: 'Login successful. Welcome, Asha!'
      const prefix = accountSuccessMessages.loginPrefix;
      if (message.startsWith(prefix) && message.endsWith('!')) {
        return t('msg.loginSuccess', { firstName: message.slice(prefix.length, -1) });
      }
      return message;
    },
    [t],
  );
}
