/**
 * The order-confirmation e-mail: order number, lines with their personalisation, total, delivery
 * estimate (contracts' deliveryEstimate: business days in India, dates in IST, one rule for every place
 * that prints one), in the language the shopper checked out in (the order's `language`).
 */
import {
  describeCustomization,
  PAYMENT_METHOD,
  paymentMethodOf,
  type OrderRecord,
  type ShopLanguage,
} from '@rmj/contracts';
import type { MailContent, ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { byWeightDetails } from './line-details';
import { ORDER_MAIL_WORDS, rupees, trackOrderUrl } from './order-mail-words';
import { shopMail } from './shop-mail';

export function orderConfirmationMail(
  order: OrderRecord & { paidPaise?: number; language?: ShopLanguage },
  shopUrl: string,
  contact: ShopContact | undefined,
): MailContent {
  const lang = order.language ?? 'en';
  const words = ORDER_MAIL_WORDS[lang];
  const w = words.confirmation;
  const inr = (amount: number) => rupees(amount, lang);
  const name = order.customerDetails.name;
  const cod = paymentMethodOf(order) === PAYMENT_METHOD.cod;
  // An order paid with links: the first payment may be an advance; the customer learns what is still due.
  const paidRupees = Math.round((order.paidPaise ?? 0) / 100);
  const advance = paymentMethodOf(order) === PAYMENT_METHOD.paymentLink && paidRupees < order.total;
  // Cash on delivery: nothing was paid yet; the shopper learns the cash to keep ready and the call to expect.
  const received = cod
    ? w.receivedCod(inr(order.total), order.customerDetails.phone)
    : advance
      ? w.receivedAdvance(inr(paidRupees), inr(order.total - paidRupees))
      : w.receivedPaid;
  const customised = order.lines.some((line) => line.customization);
  const trackUrl = trackOrderUrl(shopUrl, order.orderNumber, lang);
  const lines = order.lines.map((line) => ({
    text: `${line.quantity} x ${line.name}${line.size ? w.size(line.size) : ''} - ${inr(line.total)}`,
    // A piece priced by weight: how it was priced (purity, net weight, rate) and its HUIDs when known.
    details: [
      byWeightDetails(line, lang),
      line.customization ? describeCustomization(line.customization, lang) : undefined,
    ].filter((d): d is string => Boolean(d)),
  }));
  const totals = [
    [w.subtotal, inr(order.subtotal)],
    ...(order.discount ? [[w.discount(order.promoCode), `-${inr(order.discount)}`]] : []),
    [w.shipping, inr(order.shipping)],
    cod ? [w.cashOnDelivery, inr(order.total)] : [w.totalPaid, inr(order.total)],
  ];
  const address = [
    order.customerDetails.address,
    order.customerDetails.city,
    order.customerDetails.state,
    order.customerDetails.zipCode,
    order.customerDetails.country,
  ].join(', ');
  const estimate = words.deliveryEstimate(order.paidAt, customised);
  const text = [
    w.thanksText(received),
    '',
    `${words.orderNumber}: ${order.orderNumber}`,
    '',
    ...lines.flatMap((l) => [l.text, ...l.details.map((d) => `    ${d}`)]),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    `${w.deliveringTo}: ${address}`,
    estimate,
    '',
    `${words.trackYourOrder}: ${trackUrl}`,
  ];
  const html = `<p>${escapeHtml(w.thanksHtml(received))}</p>
<p style="font-size:18px"><strong>${words.orderNumber}: ${escapeHtml(order.orderNumber)}</strong></p>
<ul>${lines.map((l) => `<li>${escapeHtml(l.text)}${l.details.map((d) => `<br><span style="color:#555">${escapeHtml(d)}</span>`).join('')}</li>`).join('')}</ul>
<table>${totals.map(([label, value]) => `<tr><td style="padding-right:16px">${escapeHtml(label)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`).join('')}</table>
<p>${w.deliveringTo}: ${escapeHtml(address)}<br>${escapeHtml(estimate)}</p>
<p><a href="${escapeHtml(trackUrl)}" style="color:#86600b">${words.trackYourOrder}</a></p>`;
  // A cash-on-delivery order is confirmed by the shop's call, not by this e-mail.
  const subject = cod ? w.subjectCod(order.orderNumber) : w.subjectPaid(order.orderNumber);
  return shopMail({ subject, name, text, html, contact, lang });
}
