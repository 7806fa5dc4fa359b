/**
 * The customer's e-mail with a payment link: the same words as the WhatsApp message (contracts'
 * paymentRequestText, one text for both), in the shop's frame. For an order placed from a Tamil
 * page the words are Tamil (order-mail-words.ts), the link the same.
 */
import { BRAND_NAME, type PaymentRequestText, type ShopLanguage } from '@rmj/contracts';
import type { MailContent, ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { ORDER_MAIL_WORDS } from './order-mail-words';
import { shopMail } from './shop-mail';

export function paymentRequestMail(
  request: Omit<PaymentRequestText, 'shopName'>,
  contact: ShopContact | undefined,
  lang: ShopLanguage = 'en',
): MailContent {
  const words = ORDER_MAIL_WORDS[lang].paymentRequest;
  // The frame greets the customer itself: the text's own greeting is left out.
  const text = words.text({ ...request, shopName: BRAND_NAME });
  const url = escapeHtml(request.url);
  return shopMail({
    subject: words.subject(BRAND_NAME, request.orderNumber, request.purpose),
    name: request.customerName,
    text,
    html: `<p>${escapeHtml(text[0])}</p>
<p><a href="${url}" style="display:inline-block;background:#86600b;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${words.payNow}</a></p>
<p>${words.orOpen} <a href="${url}">${url}</a></p>
<p>${escapeHtml(text[2])}</p>`,
    contact,
    lang,
  });
}
