/**
 * The frame every mail of the orders service shares: "Hello <name>," above the body, how to reach
 * the shop (the owner's settings: contact phone and e-mail) and the shop's name below it in the text;
 * the shop's heading and the greeting above the body and the same contact line below it in the html.
 */
import { BRAND_FULL_NAME, type ShopLanguage } from '@rmj/contracts';
import { contactFooterHtml, contactFooterLines, type MailContent, type ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { ORDER_MAIL_WORDS, rupees, trackOrderUrl } from './order-mail-words';

/** ₹ without paise, as shoppers read prices: "₹2,500" (staff notices: English). */
export const inr = (amount: number) => rupees(amount);

export { trackOrderUrl };

export interface ShopMailParts {
  subject: string;
  /** Who is greeted. */
  name: string;
  /** The text's lines between the greeting and the signature. */
  text: string[];
  /** The html between the greeting and the end (escaped by the caller). */
  html: string;
  /**
   * The shop's contact details as the settings hold them now (ShopSettingsClient.contact()); none
   * before the catalog has ever answered, and the mail goes without its contact line.
   */
  contact: Pick<ShopContact, 'phone' | 'email'> | undefined;
  /** The shopper's language (the order's): the greeting and the contact line follow it. English when not known. */
  lang?: ShopLanguage;
}

export function shopMail({ subject, name, text, html, contact, lang = 'en' }: ShopMailParts): MailContent {
  const words = ORDER_MAIL_WORDS[lang];
  return {
    subject,
    text: [words.hello(name), '', ...text, '', ...contactFooterLines(contact, lang), `— ${BRAND_FULL_NAME}`].join('\n'),
    html: `<div${words.htmlLang} style="font-family:Arial,sans-serif;color:#222;max-width:560px">
<h2 style="color:#86600b;margin:0 0 12px">${escapeHtml(BRAND_FULL_NAME)}</h2>
<p>${escapeHtml(words.hello(name))}</p>
${html}
${contactFooterHtml(contact, lang)}
</div>`,
  };
}
