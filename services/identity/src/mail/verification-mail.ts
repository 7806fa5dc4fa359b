import { BRAND_FULL_NAME, type ShopLanguage } from '@rmj/contracts';
import { contactFooterHtml, contactFooterLines, type MailContent, type ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import type { CodePurpose } from '../codes/verification-code.schema';
import { MAIL_WORDS } from './mail-words';

export type { MailContent };

/**
 * The mail carrying a code: what it is for, the code, that it lasts 10 minutes, and how to reach the
 * shop; in the shopper's language (the page they asked from, or the account's).
 */
export function verificationMail(
  contact: ShopContact | undefined,
  purpose: CodePurpose,
  code: string,
  firstName?: string,
  lang: ShopLanguage = 'en',
): MailContent {
  const words = MAIL_WORDS[lang];
  const { subject, what } = words.code[purpose];
  const hello = words.hello(firstName);
  const text = [
    hello,
    '',
    words.useCodeText(what),
    '',
    `    ${code}`,
    '',
    words.codeValid,
    words.codeIgnore,
    '',
    ...contactFooterLines(contact, lang),
    `— ${BRAND_FULL_NAME}`,
  ].join('\n');
  const html = `<div${words.htmlLang} style="font-family:Arial,sans-serif;color:#222;max-width:480px">
<h2 style="color:#86600b;margin:0 0 12px">${escapeHtml(BRAND_FULL_NAME)}</h2>
<p>${escapeHtml(hello)}</p>
<p>${words.useCodeHtml(what)}</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:16px 0">${code}</p>
<p>${words.codeValid}</p>
<p style="color:#666;font-size:13px">${words.codeIgnore}</p>
${contactFooterHtml(contact, lang)}
</div>`;
  return { subject, text, html };
}

/** Sent instead of a code when a reset is asked for an e-mail without an account. */
export function noAccountMail(contact: ShopContact | undefined, lang: ShopLanguage = 'en'): MailContent {
  const words = MAIL_WORDS[lang];
  const body = words.noAccount.body;
  const text = [words.hello(), '', ...body, '', ...contactFooterLines(contact, lang), `— ${BRAND_FULL_NAME}`].join(
    '\n',
  );
  const html = `<div${words.htmlLang} style="font-family:Arial,sans-serif;color:#222;max-width:480px">
<h2 style="color:#86600b;margin:0 0 12px">${escapeHtml(BRAND_FULL_NAME)}</h2>
${body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${contactFooterHtml(contact, lang)}
</div>`;
  return { subject: words.noAccount.subject, text, html };
}
