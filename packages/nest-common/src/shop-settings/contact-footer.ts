/**
 * The line at the end of every customer e-mail: how to reach the shop, from the owner's settings
 * (so a changed phone or e-mail shows in the next mail sent, within the settings reader's few seconds).
 */
import { phoneHref, type ShopLanguage } from '@rmj/contracts';
import type { ShopContact } from './shop-settings-reader';

/**
 * The footer's words: 'Questions? Call +91 94430 12345 or write to care@example.in'; empty when the
 * contact is not known (the catalog has never answered): a courtesy line, so the mail goes without it.
 */
export function contactFooterText(
  contact: Pick<ShopContact, 'phone' | 'email'> | undefined,
  lang: ShopLanguage = 'en',
): string {
  if (!contact) return '';
  if (lang === 'ta') return `சந்தேகங்களுக்கு ${contact.phone} என்ற எண்ணில் அழைக்கவும் அல்லது ${contact.email}-க்கு எழுதவும்`;
  return `Questions? Call ${contact.phone} or write to ${contact.email}`;
}

/** The footer and the blank line after it, as lines of a text mail; none when the contact is not known. */
export function contactFooterLines(
  contact: Pick<ShopContact, 'phone' | 'email'> | undefined,
  lang: ShopLanguage = 'en',
): string[] {
  return contact ? [contactFooterText(contact, lang), ''] : [];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** The same footer as html: small grey words with the phone and the e-mail as links (empty when not known). */
export function contactFooterHtml(
  contact: Pick<ShopContact, 'phone' | 'email'> | undefined,
  lang: ShopLanguage = 'en',
): string {
  if (!contact) return '';
  const phone = `<a href="${escapeHtml(phoneHref(contact.phone))}" style="color:#86600b">${escapeHtml(contact.phone)}</a>`;
  const email = `<a href="mailto:${escapeHtml(contact.email)}" style="color:#86600b">${escapeHtml(contact.email)}</a>`;
  const words =
    lang === 'ta'
      ? `சந்தேகங்களுக்கு ${phone} என்ற எண்ணில் அழைக்கவும் அல்லது ${email}-க்கு எழுதவும்`
      : `Questions? Call ${phone} or write to ${email}`;
  return `<p style="color:#666;font-size:13px;border-top:1px solid #eee;padding-top:8px">${words}</p>`;
}
