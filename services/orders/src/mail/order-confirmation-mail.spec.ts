import { sampleOrder } from '../testing/sample-order';
import { orderConfirmationMail } from './order-confirmation-mail';

const CONTACT = { phone: '+91 98400 11223', email: 'help@rmj.in', whatsapp: '+91 98400 44556' };

/** The sample order paid at `paidAt`; without its engraving unless `customised`. */
const order = (paidAt: string, customised: boolean) => {
  const paid = sampleOrder({ paidAt: new Date(paidAt) });
  return customised ? paid : { ...paid, lines: paid.lines.map((line) => ({ ...line, customization: undefined })) };
};

it('promises a business day in India for a payment made on Thursday at 01:30 IST (Wednesday 20:00 UTC), never a Sunday', () => {
  const mail = orderConfirmationMail(order('2026-01-07T20:00:00Z', false), 'https://shop.example', CONTACT);
  expect(mail.text).toContain('Estimated delivery: Mon, 12 Jan - Wed, 14 Jan (3-5 business days)');
  expect(mail.html).toContain('Estimated delivery: Mon, 12 Jan - Wed, 14 Jan (3-5 business days)');
});

it('adds 5-7 business days when a piece is customised', () => {
  const mail = orderConfirmationMail(order('2026-01-05T06:00:00Z', true), 'https://shop.example', CONTACT);
  expect(mail.text).toContain('(8-12 business days, including 5-7 additional business days for customised pieces)');
});

it('names the shop by its brand and escapes what the shopper typed in the HTML part', () => {
  const base = order('2026-01-05T06:00:00Z', true);
  const mail = orderConfirmationMail(
    { ...base, customerDetails: { ...base.customerDetails, name: '<img src=x onerror="alert(1)"> O\'Neil & Co' } },
    'https://shop.example',
    CONTACT,
  );
  expect(mail.text).toContain('Thank you for your order at RMJ Jewellers. We have received your payment.');
  expect(mail.text).toMatch(/— RMJ Jewellers — Silver & Gold$/);
  expect(mail.html).toContain('>RMJ Jewellers — Silver &amp; Gold</h2>');
  expect(mail.html).toContain('Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt; O&#39;Neil &amp; Co,');
  expect(mail.html).not.toContain('<img');
});

it("ends with the shop's contact phone and e-mail from the settings, above the signature", () => {
  const mail = orderConfirmationMail(order('2026-01-05T06:00:00Z', false), 'https://shop.example', CONTACT);
  expect(mail.text).toMatch(
    /Questions\? Call \+91 98400 11223 or write to help@rmj\.in\n\n— RMJ Jewellers — Silver & Gold$/,
  );
  expect(mail.html).toContain('<a href="tel:+919840011223" style="color:#86600b">+91 98400 11223</a>');
  expect(mail.html).toContain('<a href="mailto:help@rmj.in" style="color:#86600b">help@rmj.in</a>');
});
