/**
 * The customer's e-mail for each refund the provider has processed: how much went back (the whole
 * payment, or part of it and how much in all so far) and when to expect it. Razorpay's normal
 * refunds (the speed this shop uses) reach the customer in 5-7 working days, depending on the bank.
 * A refund after the tax invoice names its GST credit note, which the sender attaches.
 */
import { BRAND_NAME, type OrderRecord } from '@rmj/contracts';
import type { MailContent, ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { inr, shopMail, trackOrderUrl } from './shop-mail';

/** When a normal refund shows in the customer's account (Razorpay's documented time). */
export const REFUND_ARRIVAL = 'It usually reaches your account within 5-7 working days, depending on your bank.';

export interface RefundMailInput {
  /** This refund, in paise. */
  amountPaise: number;
  /** Every processed refund of the order so far, this one included, in paise. */
  refundedPaise: number;
  /** The GST credit note issued for this refund (attached), when the order had its tax invoice. */
  creditNoteNumber?: string;
}

export function refundMail(
  order: Pick<OrderRecord, 'orderNumber' | 'total' | 'customerDetails'>,
  { amountPaise, refundedPaise, creditNoteNumber }: RefundMailInput,
  shopUrl: string,
  contact: ShopContact | undefined,
): MailContent {
  const amount = inr(amountPaise / 100);
  const paid = inr(order.total);
  const full = amountPaise >= order.total * 100;
  const paragraphs = [
    full
      ? `We have refunded the full amount of ${amount} for your order to the payment method you paid with.`
      : `We have refunded ${amount} of the ${paid} you paid for your order to the payment method you paid with.`,
    // A second part: say where the order stands in all.
    ...(!full && refundedPaise > amountPaise
      ? [`In all, ${inr(refundedPaise / 100)} of your ${paid} has now been refunded.`]
      : []),
    REFUND_ARRIVAL,
    ...(creditNoteNumber
      ? [`Our credit note ${creditNoteNumber} for this refund, against your tax invoice, is attached to this e-mail.`]
      : []),
  ];
  const trackUrl = trackOrderUrl(shopUrl, order.orderNumber);
  const text = [...paragraphs, '', `Order number: ${order.orderNumber}`, `See your order: ${trackUrl}`];
  const html = `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:18px"><strong>Order number: ${escapeHtml(order.orderNumber)}</strong></p>
<p><a href="${escapeHtml(trackUrl)}" style="color:#86600b">See your order</a></p>`;
  return shopMail({
    subject: `Your refund of ${amount} for ${BRAND_NAME} order ${order.orderNumber}`,
    name: order.customerDetails.name,
    text,
    html,
    contact,
  });
}
