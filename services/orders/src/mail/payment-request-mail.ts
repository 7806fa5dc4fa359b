/**
 * The customer's e-mail with a payment link: the same words as the WhatsApp message (contracts'
 * paymentRequestText, one text for both), in the shop's frame.
 */
import { BRAND_NAME, PAYMENT_REQUEST_MESSAGES, paymentRequestText, type PaymentRequestText } from '@rmj/contracts';
import type { MailContent, ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { shopMail } from './shop-mail';

export function paymentRequestMail(
  request: Omit<PaymentRequestText, 'shopName'>,
  contact: ShopContact | undefined,
): MailContent {
  // The frame greets the customer itself: the text's own greeting is left out.
  const [, ...text] = paymentRequestText({ ...request, shopName: BRAND_NAME }).split('\n');
  const url = escapeHtml(request.url);
  return shopMail({
    subject: PAYMENT_REQUEST_MESSAGES.emailSubject(BRAND_NAME, request.orderNumber, request.purpose),
    name: request.customerName,
    text,
    html: `<p>${escapeHtml(text[0])}</p>
<p><a href="${url}" style="display:inline-block;background:#86600b;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Pay now</a></p>
<p>Or open this link: <a href="${url}">${url}</a></p>
<p>${escapeHtml(text[2])}</p>`,
    contact,
  });
}
