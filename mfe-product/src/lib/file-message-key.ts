// Upload messages come as the contracts' English texts, from the browser's own check or from the
// server's answer. A page in Tamil shows the same message from this remote's words; a text it does
// not know (a new server message) is shown as it came.
import { CONSENT_MESSAGES, FILE_MESSAGES } from '@rmj/contracts/upload-rules';
import type { WordKey } from '../i18n';

const KEYS: ReadonlyMap<string, WordKey> = new Map<string, WordKey>([
  [CONSENT_MESSAGES.required, 'file.error.consentRequired'],
  [CONSENT_MESSAGES.outdated, 'file.error.consentOutdated'],
  [FILE_MESSAGES.invalidType, 'file.error.invalidType'],
  [FILE_MESSAGES.combinedInvalidType, 'file.error.combinedInvalidType'],
  [FILE_MESSAGES.tooLarge, 'file.error.tooLarge'],
  [FILE_MESSAGES.unsupportedType, 'file.error.unsupportedType'],
  [FILE_MESSAGES.unreadableImage, 'file.error.unreadableImage'],
  [FILE_MESSAGES.imageTooManyPixels, 'file.error.imageTooManyPixels'],
  [FILE_MESSAGES.animationTooLarge, 'file.error.animationTooLarge'],
  [FILE_MESSAGES.decoderBusy, 'file.error.decoderBusy'],
  [FILE_MESSAGES.empty, 'file.error.empty'],
  [FILE_MESSAGES.tooMany, 'file.error.tooMany'],
  [FILE_MESSAGES.dailyQuota, 'file.error.dailyQuota'],
  [FILE_MESSAGES.storageFull, 'file.error.storageFull'],
  [FILE_MESSAGES.failed, 'file.error.failed'],
]);

/** This remote's key for an upload message, when it knows the message. */
export const fileMessageKey = (message: string): WordKey | undefined => KEYS.get(message);
