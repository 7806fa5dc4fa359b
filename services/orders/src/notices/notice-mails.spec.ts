import { localClock } from './daily-summary.service';
import { adminOrderUrl, newOrderNotice, refundFailedNotice, shopperCancelledNotice } from './notice-mails';

const order = { orderNumber: 'RMJ-7K3M9Q2X4P', customerName: '<b>Asha</b> & Co', total: 14600 };

it('links the order in the back office and escapes the customer name in the html', () => {
  const mail = newOrderNotice(order, ['1 x Silver Promise Ring - ₹2,500'], 'https://shop.example');
  expect(adminOrderUrl('https://shop.example', order.orderNumber)).toBe(
    'https://shop.example/admin/orders/RMJ-7K3M9Q2X4P',
  );
  expect(mail.text).toContain('Open it in the back office: https://shop.example/admin/orders/RMJ-7K3M9Q2X4P');
  expect(mail.text).toContain('Amount: ₹14,600');
  expect(mail.html).toContain('Customer: &lt;b&gt;Asha&lt;/b&gt; &amp; Co');
  expect(mail.html).not.toContain('<b>Asha');
});

it("says a failed refund's amount and the provider's words", () => {
  const mail = refundFailedNotice(order, { amountRupees: 2500, error: 'Insufficient balance' }, 'https://shop.example');
  expect(mail.subject).toBe('Refund failed for order RMJ-7K3M9Q2X4P');
  expect(mail.text).toContain('A refund of ₹2,500 for order RMJ-7K3M9Q2X4P did not go through.');
  expect(mail.text).toContain('The payment provider said: Insufficient balance');
});

it("tells the shop a shopper's cancellation: a refund for a paid order, none for unconfirmed cash on delivery", () => {
  const paid = shopperCancelledNotice(order, 'https://shop.example');
  expect(paid.text).toContain('the full amount of ₹14,600 is refunded automatically');
  const unpaid = shopperCancelledNotice(order, 'https://shop.example', true);
  expect(unpaid.subject).toBe('Order RMJ-7K3M9Q2X4P cancelled by the shopper');
  expect(unpaid.text).toContain('nothing was paid, so there is nothing to refund');
  expect(unpaid.text).not.toContain('refunded automatically');
});

it("reads the shop's local date and time, so the summary's day turns at midnight in India, not UTC", () => {
  // 20:00 UTC on 30 Nov is 01:30 on 1 Dec in India.
  expect(localClock(new Date('2026-11-30T20:00:00Z'), 'Asia/Kolkata')).toEqual({
    date: '2026-12-01',
    minutes: 90,
    label: 'Tue, 1 Dec 2026',
  });
  expect(localClock(new Date('2026-11-30T20:00:00Z'), 'UTC').date).toBe('2026-11-30');
});
