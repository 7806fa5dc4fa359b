/**
 * The customer's e-mail at each customer-facing move of an order (CUSTOMER_MAIL_STATES):
 * in the workshop, shipped (courier, AWB, tracking link; the tax invoice attached by the sender),
 * delivered, cancelled and returned (a refund has its own e-mail with the amount: refund-mail.ts). Every mail
 * links to the order's tracking page, in the language the shopper checked out in.
 */
import { PAYMENT_STATUS, type OrderRecord, type OrderState, type Shipment, type ShopLanguage } from '@rmj/contracts';
import type { MailContent, ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { ORDER_MAIL_WORDS, rupees, trackOrderUrl } from './order-mail-words';
import { shopMail } from './shop-mail';

/** What a move's mail says: its subject line and paragraphs, and a link to show (the courier's page). */
interface MoveWording {
  subject: string;
  paragraphs: string[];
  link?: { label: string; url: string };
}

function wordingFor(
  order: OrderRecord,
  to: OrderState,
  lang: ShopLanguage,
  shipment?: Shipment,
): MoveWording | undefined {
  const n = order.orderNumber;
  const w = ORDER_MAIL_WORDS[lang].moves;
  const inr = (amount: number) => rupees(amount, lang);
  switch (to) {
    case 'In workshop':
      return { subject: w.workshop.subject(n), paragraphs: w.workshop.paragraphs };
    case 'Shipped':
      return {
        subject: w.shipped.subject(n),
        paragraphs: [
          w.shipped.onItsWay,
          ...(shipment ? [w.shipped.courier(shipment.courier), w.shipped.awb(shipment.awb)] : []),
          ...(order.paymentStatus === PAYMENT_STATUS.unpaid ? [w.shipped.keepCash(inr(order.total))] : []),
          w.shipped.invoiceAttached,
        ],
        link: shipment ? { label: w.shipped.trackParcel, url: shipment.trackingUrl } : undefined,
      };
    case 'Delivered':
      return { subject: w.delivered.subject(n), paragraphs: w.delivered.paragraphs };
    case 'Cancelled':
      return {
        subject: w.cancelled.subject(n),
        paragraphs: [
          w.cancelled.cancelled,
          // Cash on delivery before the cash: nothing was taken, nothing goes back.
          order.paymentStatus === PAYMENT_STATUS.unpaid
            ? w.cancelled.nothingCharged
            : w.cancelled.refundAll(inr(order.total)),
        ],
      };
    case 'Returned':
      return { subject: w.returned.subject(n), paragraphs: w.returned.paragraphs };
    // Refunded: the refund's own e-mail (refund-mail.ts, once per refund) tells the customer, with the amount.
    default:
      return undefined;
  }
}

/** The mail of a move to `to`, or undefined for a state the customer is not told about. */
export function orderMoveMail(
  order: OrderRecord & { language?: ShopLanguage },
  to: OrderState,
  shopUrl: string,
  contact: ShopContact | undefined,
  shipment?: Shipment,
): MailContent | undefined {
  const lang = order.language ?? 'en';
  const words = ORDER_MAIL_WORDS[lang];
  const wording = wordingFor(order, to, lang, shipment);
  if (!wording) return undefined;
  const trackUrl = trackOrderUrl(shopUrl, order.orderNumber, lang);
  const text = [
    ...wording.paragraphs,
    ...(wording.link ? ['', `${wording.link.label}: ${wording.link.url}`] : []),
    '',
    `${words.orderNumber}: ${order.orderNumber}`,
    `${words.seeYourOrder}: ${trackUrl}`,
  ];
  const html = `${wording.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${wording.link ? `<p><a href="${escapeHtml(wording.link.url)}" style="color:#86600b">${escapeHtml(wording.link.label)}</a></p>` : ''}
<p style="font-size:18px"><strong>${words.orderNumber}: ${escapeHtml(order.orderNumber)}</strong></p>
<p><a href="${escapeHtml(trackUrl)}" style="color:#86600b">${words.seeYourOrder}</a></p>`;
  return shopMail({ subject: wording.subject, name: order.customerDetails.name, text, html, contact, lang });
}
