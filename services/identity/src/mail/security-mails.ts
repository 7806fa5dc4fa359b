/**
 * Mails that tell an account's owner about something done with their address, in the account's
 * language; each ends with how to reach the shop (the owner's settings: contact phone and e-mail).
 */
import { BRAND_FULL_NAME, type ShopLanguage } from '@rmj/contracts';
import { contactFooterHtml, contactFooterLines, type ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { MAIL_WORDS, type MailWords } from './mail-words';
import type { MailContent } from './verification-mail';

type SecurityMail = 'passwordChanged' | 'registrationAttempt' | 'accountDeleted';

function mail(
  contact: ShopContact | undefined,
  which: SecurityMail,
  firstName: string | undefined,
  lang: ShopLanguage,
): MailContent {
  const words: MailWords = MAIL_WORDS[lang];
  const { subject, body } = words[which];
  const lines = [words.hello(firstName), ...body];
  const text = [
    ...lines.flatMap((line) => [line, '']),
    ...contactFooterLines(contact, lang),
    `— ${BRAND_FULL_NAME}`,
  ].join('\n');
  const html = `<div${words.htmlLang} style="font-family:Arial,sans-serif;color:#222;max-width:480px">
<h2 style="color:#86600b;margin:0 0 12px">${escapeHtml(BRAND_FULL_NAME)}</h2>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${contactFooterHtml(contact, lang)}
</div>`;
  return { subject, text, html };
}

/** After a password reset: so an owner who did not ask for it finds out at once. */
export function passwordChangedMail(
  contact: ShopContact | undefined,
  firstName?: string,
  lang: ShopLanguage = 'en',
): MailContent {
  return mail(contact, 'passwordChanged', firstName, lang);
}

/** Register step 1 for an address that already has an account: the answer on screen is the same as for a new address, so the owner learns it here. */
export function registrationAttemptMail(
  contact: ShopContact | undefined,
  firstName?: string,
  lang: ShopLanguage = 'en',
): MailContent {
  return mail(contact, 'registrationAttempt', firstName, lang);
}

/** After the account was deleted: what went and what the shop keeps, to the address just erased. */
export function accountDeletedMail(
  contact: ShopContact | undefined,
  firstName?: string,
  lang: ShopLanguage = 'en',
): MailContent {
  return mail(contact, 'accountDeleted', firstName, lang);
}
