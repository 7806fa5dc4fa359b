import { byWeightLines, mixedOrder } from '../invoices/testing/invoice-fixtures';
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

it('goes without the contact line, inventing none, when the shop settings were never read', () => {
  const mail = orderConfirmationMail(order('2026-01-05T06:00:00Z', false), 'https://shop.example', undefined);
  expect(mail.text).not.toContain('Questions?');
  expect(mail.text).toMatch(/\n\n— RMJ Jewellers — Silver & Gold$/);
  expect(mail.html).not.toContain('Questions?');
});

describe('pieces priced by weight', () => {
  const mixed = () => {
    const order = mixedOrder();
    // The bangles' HUIDs come with the stock take; the anklets are not hallmarked.
    return { ...order, lines: [...order.lines, byWeightLines()[1]] };
  };

  it('shows under each its purity, net weight, rate and HUIDs, in the text and the HTML', () => {
    const mail = orderConfirmationMail(mixed(), 'https://shop.example', CONTACT);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('1 x Gold Lakshmi Kasu Necklace - ₹1,02,044');
      expect(part).toContain('Gold 22K916 · net weight 12.345 g · rate ₹7,152 a gram · HUID AB12C3');
      expect(part).toContain('Silver 925 · net weight 25.500 g each · rate ₹88 a gram');
      expect(part).toContain('3 x Gold Plain Bangle - ₹1,97,826');
      expect(part).toContain(
        'Gold 22K916 · net weight 8.200 g each · rate ₹7,152 a gram · HUIDs HX4K21, HX4K22, HX4K23',
      );
    }
    expect(mail.text).toContain(
      '2 x Silver Anklets (pair) (size 10 in) - ₹5,344\n    Silver 925 · net weight 25.500 g each',
    );
    expect(mail.html).toContain('<br><span style="color:#555">Gold 22K916 · net weight 12.345 g');
  });

  it('leaves the HUIDs out until they are known, and says nothing more of a fixed-price piece', () => {
    const order = mixedOrder();
    const unmarked = { ...order.lines[0], pricingRecord: { ...order.lines[0].pricingRecord!, huids: [] } };
    const mail = orderConfirmationMail(
      { ...order, lines: [unmarked, ...order.lines.slice(1)] },
      'https://shop.example',
      CONTACT,
    );
    expect(mail.text).toContain(
      '1 x Gold Lakshmi Kasu Necklace - ₹1,02,044\n    Gold 22K916 · net weight 12.345 g · rate ₹7,152 a gram\n',
    );
    expect(mail.text).not.toContain('HUID');
    expect(mail.text).toContain('1 x Gold Heart Pendant - ₹12,000\n');
    expect(mail.text).toContain('1 x Silver Promise Ring (size 12) - ₹2,500\n    Engraving: "Asha & Ravi"');
  });
});

it('tells a cash-on-delivery shopper the cash to pay and the call to expect, and never that the payment was received', () => {
  const cod = {
    ...order('2026-01-05T06:00:00Z', false),
    paymentMethod: 'cod' as const,
    paymentStatus: 'Unpaid' as const,
  };
  const mail = orderConfirmationMail(cod, 'https://shop.example', CONTACT);
  const total = `₹${cod.total.toLocaleString('en-IN')}`;
  expect(mail.text).toContain(`You pay ${total} in cash on delivery; we will call you on ${cod.customerDetails.phone}`);
  expect(mail.text).toContain(`Cash to pay on delivery: ${total}`);
  expect(mail.text).not.toContain('We have received your payment');
  expect(mail.text).not.toContain('Total paid');
  expect(mail.html).toContain('Cash to pay on delivery');
});

it('tells a customer who paid an advance on a payment link what is still due before shipping', () => {
  const advance = {
    ...order('2026-01-05T06:00:00Z', false),
    paymentMethod: 'payment_link' as const,
    paymentStatus: 'Partially paid' as const,
  };
  const mail = orderConfirmationMail(
    { ...advance, paidPaise: Math.round(advance.total * 0.3) * 100 },
    'https://shop.example',
    CONTACT,
  );
  const paid = Math.round(advance.total * 0.3);
  expect(mail.text).toContain(
    `We have received your advance of ₹${paid.toLocaleString('en-IN')}. The balance of ₹${(advance.total - paid).toLocaleString('en-IN')} is due before your order is shipped`,
  );
  const whole = orderConfirmationMail({ ...advance, paidPaise: advance.total * 100 }, 'https://shop.example', CONTACT);
  expect(whole.text).toContain('We have received your payment.');
});
