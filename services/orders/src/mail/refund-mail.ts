/**
 * The customer's e-mail for each refund the provider has processed: how much went back (the whole
 * payment, or part of it and how much in all so far) and when to expect it, in the order's language.
 * Razorpay's normal refunds (the speed this shop uses) reach the customer in 5-7 working days,
 * depending on the bank. A refund after the tax invoice names its GST credit note, which the sender attaches.
 */
import type { OrderRecord, ShopLanguage } from '@rmj/contracts';
import type { MailContent, ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { ORDER_MAIL_WORDS, rupees, trackOrderUrl } from './order-mail-words';
import { shopMail } from './shop-mail';

/** When a normal refund shows in the customer's account (Razorpay's documented time). */
export const REFUND_ARRIVAL = ORDER_MAIL_WORDS.en.refund.arrival;

export interface RefundMailInput {
  /** This refund, in paise. */
  amountPaise: number;
  /** Every processed refund of the order so far, this one included, in paise. */
  refundedPaise: number;
  /** The GST credit note issued for this refund (attached), when the order had its tax invoice. */
  creditNoteNumber?: string;
}

export function refundMail(
  order: Pick<OrderRecord, 'orderNumber' | 'total' | 'customerDetails'> & { language?: ShopLanguage },
  { amountPaise, refundedPaise, creditNoteNumber }: RefundMailInput,
  shopUrl: string,
  contact: ShopContact | undefined,
): MailContent {
  const lang = order.language ?? 'en';
  const words = ORDER_MAIL_WORDS[lang];
  const w = words.refund;
  const amount = rupees(amountPaise / 100, lang);
  const paid = rupees(order.total, lang);
  const full = amountPaise >= order.total * 100;
  const paragraphs = [
    full ? w.full(amount) : w.part(amount, paid),
    // A second part: say where the order stands in all.
    ...(!full && refundedPaise > amountPaise ? [w.inAll(rupees(refundedPaise / 100, lang), paid)] : []),
    w.arrival,
    ...(creditNoteNumber ? [w.creditNote(creditNoteNumber)] : []),
  ];
  const trackUrl = trackOrderUrl(shopUrl, order.orderNumber, lang);
  const text = [...paragraphs, '', `${words.orderNumber}: ${order.orderNumber}`, `${words.seeYourOrder}: ${trackUrl}`];
  const html = `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:18px"><strong>${words.orderNumber}: ${escapeHtml(order.orderNumber)}</strong></p>
<p><a href="${escapeHtml(trackUrl)}" style="color:#86600b">${words.seeYourOrder}</a></p>`;
  return shopMail({
    subject: w.subject(amount, order.orderNumber),
    name: order.customerDetails.name,
    text,
    html,
    contact,
    lang,
  });
}
