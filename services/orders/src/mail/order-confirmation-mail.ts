/**
 * The order-confirmation e-mail: order number, lines with their personalisation, total, delivery
 * estimate (contracts' deliveryEstimate: business days in India, dates in IST, one rule for every place
 * that prints one).
 */
import {
  BRAND_NAME,
  deliveryEstimate,
  describeCustomization,
  PAYMENT_METHOD,
  paymentMethodOf,
  type OrderRecord,
} from '@rmj/contracts';
import type { MailContent, ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { byWeightDetails } from './line-details';
import { inr, shopMail, trackOrderUrl } from './shop-mail';

export function orderConfirmationMail(
  order: OrderRecord & { paidPaise?: number },
  shopUrl: string,
  contact: ShopContact | undefined,
): MailContent {
  const name = order.customerDetails.name;
  const cod = paymentMethodOf(order) === PAYMENT_METHOD.cod;
  // An order paid with links: the first payment may be an advance; the customer learns what is still due.
  const paidRupees = Math.round((order.paidPaise ?? 0) / 100);
  const advance = paymentMethodOf(order) === PAYMENT_METHOD.paymentLink && paidRupees < order.total;
  // Cash on delivery: nothing was paid yet; the shopper learns the cash to keep ready and the call to expect.
  const received = cod
    ? `We have received your order. You pay ${inr(order.total)} in cash on delivery; we will call you on ${order.customerDetails.phone} to confirm it before we start.`
    : advance
      ? `We have received your advance of ${inr(paidRupees)}. The balance of ${inr(order.total - paidRupees)} is due before your order is shipped; we will send you a link to pay it.`
      : 'We have received your payment.';
  const customised = order.lines.some((line) => line.customization);
  const trackUrl = trackOrderUrl(shopUrl, order.orderNumber);
  const lines = order.lines.map((line) => ({
    text: `${line.quantity} x ${line.name}${line.size ? ` (size ${line.size})` : ''} - ${inr(line.total)}`,
    // A piece priced by weight: how it was priced (purity, net weight, rate) and its HUIDs when known.
    details: [byWeightDetails(line), line.customization ? describeCustomization(line.customization) : undefined].filter(
      (d): d is string => Boolean(d),
    ),
  }));
  const totals = [
    ['Subtotal', inr(order.subtotal)],
    ...(order.discount
      ? [[`Discount${order.promoCode ? ` (${order.promoCode})` : ''}`, `-${inr(order.discount)}`]]
      : []),
    ['Shipping', inr(order.shipping)],
    cod ? ['Cash to pay on delivery', inr(order.total)] : ['Total paid', inr(order.total)],
  ];
  const address = [
    order.customerDetails.address,
    order.customerDetails.city,
    order.customerDetails.state,
    order.customerDetails.zipCode,
    order.customerDetails.country,
  ].join(', ');
  const estimate = deliveryEstimate(order.paidAt, customised);
  const text = [
    `Thank you for your order at ${BRAND_NAME}. ${received}`,
    '',
    `Order number: ${order.orderNumber}`,
    '',
    ...lines.flatMap((l) => [l.text, ...l.details.map((d) => `    ${d}`)]),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    `Delivering to: ${address}`,
    estimate,
    '',
    `Track your order: ${trackUrl}`,
  ];
  const html = `<p>Thank you for your order. ${escapeHtml(received)}</p>
<p style="font-size:18px"><strong>Order number: ${escapeHtml(order.orderNumber)}</strong></p>
<ul>${lines.map((l) => `<li>${escapeHtml(l.text)}${l.details.map((d) => `<br><span style="color:#555">${escapeHtml(d)}</span>`).join('')}</li>`).join('')}</ul>
<table>${totals.map(([label, value]) => `<tr><td style="padding-right:16px">${escapeHtml(label)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`).join('')}</table>
<p>Delivering to: ${escapeHtml(address)}<br>${escapeHtml(estimate)}</p>
<p><a href="${escapeHtml(trackUrl)}" style="color:#86600b">Track your order</a></p>`;
  // A cash-on-delivery order is confirmed by the shop's call, not by this e-mail.
  const subject = cod
    ? `Your RMJ order ${order.orderNumber} is placed: we will call you to confirm it`
    : `Your RMJ order ${order.orderNumber} is confirmed`;
  return shopMail({ subject, name, text, html, contact });
}
