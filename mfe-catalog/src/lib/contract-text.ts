// Fixed texts that @rmj/contracts words once for the browser and the server alike (a form schema's
// messages, a server's thanks, the labels of purities and choices), in the page's language: a known
// English text becomes its word in this remote's catalogue; any other text (a server's own message,
// a rate limit's wait) is shown as it came.
import {
  GRIEVANCE_MESSAGES,
  GRIEVANCE_PROMISE,
  OLD_GOLD_CONTACT_BY_LABELS,
  OLD_GOLD_MESSAGES,
  OLD_GOLD_PURITY_LABELS,
  type GrievanceSubject,
} from '@rmj/contracts';
import type { Translate } from '@rmj/i18n';
import type { WordKey } from '../i18n';

const KNOWN: ReadonlyArray<readonly [string, WordKey]> = [
  [GRIEVANCE_MESSAGES.name, 'grievance.msgName'],
  [GRIEVANCE_MESSAGES.nameLong, 'grievance.msgNameLong'],
  [GRIEVANCE_MESSAGES.email, 'grievance.msgEmail'],
  [GRIEVANCE_MESSAGES.phone, 'grievance.msgPhone'],
  [GRIEVANCE_MESSAGES.orderNumber, 'grievance.msgOrder'],
  [GRIEVANCE_MESSAGES.subject, 'grievance.msgSubject'],
  [GRIEVANCE_MESSAGES.description, 'grievance.msgDescription'],
  [GRIEVANCE_MESSAGES.descriptionLong, 'grievance.msgDescriptionLong'],
  [GRIEVANCE_MESSAGES.submitted, 'grievance.msgSubmitted'],
  [GRIEVANCE_PROMISE, 'grievance.msgPromise'],
  [OLD_GOLD_MESSAGES.title, 'oldGold.title'],
  [OLD_GOLD_MESSAGES.disclaimer, 'oldGold.disclaimer'],
  [OLD_GOLD_MESSAGES.unavailable, 'oldGold.unavailable'],
  [OLD_GOLD_MESSAGES.purityUnavailable, 'oldGold.purityUnavailable'],
  [OLD_GOLD_MESSAGES.purity, 'oldGold.msgPurity'],
  [OLD_GOLD_MESSAGES.weight, 'oldGold.msgWeight'],
  [OLD_GOLD_MESSAGES.weightPositive, 'oldGold.msgWeightPositive'],
  [OLD_GOLD_MESSAGES.weightMax, 'oldGold.msgWeightMax'],
  [OLD_GOLD_MESSAGES.weightDecimals, 'oldGold.msgWeightDecimals'],
  // The same words as the complaint form's.
  [OLD_GOLD_MESSAGES.name, 'grievance.msgName'],
  [OLD_GOLD_MESSAGES.nameLong, 'grievance.msgNameLong'],
  [OLD_GOLD_MESSAGES.phone, 'oldGold.msgPhone'],
  [OLD_GOLD_MESSAGES.email, 'oldGold.msgEmail'],
  [OLD_GOLD_MESSAGES.contactBy, 'oldGold.msgContactBy'],
  [OLD_GOLD_MESSAGES.preferredTime, 'oldGold.msgPreferredTime'],
  [OLD_GOLD_MESSAGES.note, 'oldGold.msgNote'],
  [OLD_GOLD_MESSAGES.submitted, 'oldGold.msgSubmitted'],
  [OLD_GOLD_CONTACT_BY_LABELS.visit, 'oldGold.visit'],
  [OLD_GOLD_CONTACT_BY_LABELS.call, 'oldGold.call'],
  [OLD_GOLD_PURITY_LABELS['gold-999'], 'purity.gold999'],
  [OLD_GOLD_PURITY_LABELS['gold-916'], 'purity.gold916'],
  [OLD_GOLD_PURITY_LABELS['gold-750'], 'purity.gold750'],
  [OLD_GOLD_PURITY_LABELS['gold-585'], 'purity.gold585'],
  [OLD_GOLD_PURITY_LABELS['silver-999'], 'purity.silver999'],
  [OLD_GOLD_PURITY_LABELS['silver-925'], 'purity.silver925'],
];
const BY_TEXT = new Map(KNOWN);

/** A contract's English text in the page's language (an unknown text unchanged). */
export function contractText(text: string, t: Translate<WordKey>): string {
  const key = BY_TEXT.get(text);
  return key ? t(key) : text;
}

/** The same for an optional text (a field without an error). */
export function maybeContractText(text: string | undefined, t: Translate<WordKey>): string | undefined {
  return text === undefined ? undefined : contractText(text, t);
}

/** The complaint subjects as GRIEVANCE_SUBJECT_LABELS of @rmj/contracts word them, in the page's language. */
export const SUBJECT_WORDS: Record<GrievanceSubject, WordKey> = {
  'order-delivery': 'grievance.subjectOrder',
  'product-quality': 'grievance.subjectQuality',
  refund: 'grievance.subjectRefund',
  'personal-data': 'grievance.subjectData',
  other: 'grievance.subjectOther',
};
