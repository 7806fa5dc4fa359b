/**
 * The customer's e-mail at each customer-facing move of an order (CUSTOMER_MAIL_STATES):
 * in the workshop, shipped (courier, AWB, tracking link; the tax invoice attached by the sender),
 * delivered, cancelled and returned (a refund has its own e-mail with the amount: refund-mail.ts). Every mail
 * links to the order's tracking page.
 */
import { BRAND_NAME, PAYMENT_STATUS, type OrderRecord, type OrderState, type Shipment } from '@rmj/contracts';
import type { MailContent, ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { inr, shopMail, trackOrderUrl } from './shop-mail';

/** What a move's mail says: its subject line and paragraphs, and a link to show (the courier's page). */
interface MoveWording {
  subject: string;
  paragraphs: string[];
  link?: { label: string; url: string };
}

function wordingFor(order: OrderRecord, to: OrderState, shipment?: Shipment): MoveWording | undefined {
  const n = order.orderNumber;
  switch (to) {
    case 'In workshop':
      return {
        subject: `Your ${BRAND_NAME} order ${n} is being made`,
        paragraphs: [
          'Good news: our craftsmen have started making your order.',
          'We will write again as soon as it is on its way to you.',
        ],
      };
    case 'Shipped':
      return {
        subject: `Your ${BRAND_NAME} order ${n} has shipped`,
        paragraphs: [
          'Your order is on its way.',
          ...(shipment ? [`Courier: ${shipment.courier}`, `AWB number: ${shipment.awb}`] : []),
          ...(order.paymentStatus === PAYMENT_STATUS.unpaid
            ? [`Please keep ${inr(order.total)} ready in cash for the courier.`]
            : []),
          'Your tax invoice is attached to this e-mail.',
        ],
        link: shipment ? { label: 'Track your parcel', url: shipment.trackingUrl } : undefined,
      };
    case 'Delivered':
      return {
        subject: `Your ${BRAND_NAME} order ${n} has been delivered`,
        paragraphs: ['Your order has been delivered. We hope you love it.', 'Thank you for shopping with us.'],
      };
    case 'Cancelled':
      return {
        subject: `Your ${BRAND_NAME} order ${n} is cancelled`,
        paragraphs: [
          'Your order has been cancelled.',
          // Cash on delivery before the cash: nothing was taken, nothing goes back.
          order.paymentStatus === PAYMENT_STATUS.unpaid
            ? 'Nothing was charged for it, so there is nothing to pay or refund.'
            : `The full amount of ${inr(order.total)} goes back to your payment method in 5-7 working days.`,
        ],
      };
    case 'Returned':
      return {
        subject: `We have received your ${BRAND_NAME} order ${n} back`,
        paragraphs: [
          'Your order has come back to us.',
          'We will let you know as soon as the money is on its way back to you.',
        ],
      };
    // Refunded: the refund's own e-mail (refund-mail.ts, once per refund) tells the customer, with the amount.
    default:
      return undefined;
  }
}

/** The mail of a move to `to`, or undefined for a state the customer is not told about. */
export function orderMoveMail(
  order: OrderRecord,
  to: OrderState,
  shopUrl: string,
  contact: ShopContact | undefined,
  shipment?: Shipment,
): MailContent | undefined {
  const wording = wordingFor(order, to, shipment);
  if (!wording) return undefined;
  const trackUrl = trackOrderUrl(shopUrl, order.orderNumber);
  const text = [
    ...wording.paragraphs,
    ...(wording.link ? ['', `${wording.link.label}: ${wording.link.url}`] : []),
    '',
    `Order number: ${order.orderNumber}`,
    `See your order: ${trackUrl}`,
  ];
  const html = `${wording.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${wording.link ? `<p><a href="${escapeHtml(wording.link.url)}" style="color:#86600b">${escapeHtml(wording.link.label)}</a></p>` : ''}
<p style="font-size:18px"><strong>Order number: ${escapeHtml(order.orderNumber)}</strong></p>
<p><a href="${escapeHtml(trackUrl)}" style="color:#86600b">See your order</a></p>`;
  return shopMail({ subject: wording.subject, name: order.customerDetails.name, text, html, contact });
}
