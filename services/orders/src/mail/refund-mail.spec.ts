import { sampleOrder } from '../testing/sample-order';
import { refundMail } from './refund-mail';

// The sample order: ₹14,600 paid.
const order = sampleOrder();
const CONTACT = { phone: '+91 98400 11223', email: 'help@rmj.in', whatsapp: '+91 98400 44556' };

it('states the full amount and when it arrives (Razorpay normal refunds: 5-7 working days)', () => {
  const mail = refundMail(order, { amountPaise: 1_460_000, refundedPaise: 1_460_000 }, 'https://shop.example', CONTACT);
  expect(mail.subject).toBe(`Your refund of ₹14,600 for RMJ Jewellers order ${order.orderNumber}`);
  expect(mail.text).toContain(
    'We have refunded the full amount of ₹14,600 for your order to the payment method you paid with.',
  );
  expect(mail.text).toContain('It usually reaches your account within 5-7 working days, depending on your bank.');
  expect(mail.text).toContain(`See your order: https://shop.example/track-order?order=${order.orderNumber}`);
  expect(mail.text).not.toContain('In all');
});

it('states a part and, from the second part on, how much has gone back in all', () => {
  const first = refundMail(order, { amountPaise: 250_000, refundedPaise: 250_000 }, 'https://shop.example', CONTACT);
  expect(first.text).toContain('We have refunded ₹2,500 of the ₹14,600 you paid for your order');
  expect(first.text).not.toContain('In all');
  const second = refundMail(
    order,
    { amountPaise: 1_000_000, refundedPaise: 1_250_000 },
    'https://shop.example',
    CONTACT,
  );
  expect(second.text).toContain('We have refunded ₹10,000 of the ₹14,600 you paid');
  expect(second.text).toContain('In all, ₹12,500 of your ₹14,600 has now been refunded.');
  expect(second.html).toContain(
    '<p>It usually reaches your account within 5-7 working days, depending on your bank.</p>',
  );
});

it("tells the customer how to reach the shop, as the owner's settings say", () => {
  const mail = refundMail(order, { amountPaise: 250_000, refundedPaise: 250_000 }, 'https://shop.example', CONTACT);
  expect(mail.text).toContain('Questions? Call +91 98400 11223 or write to help@rmj.in');
  expect(mail.html).toContain('href="mailto:help@rmj.in"');
});

it('names the credit note attached when the refund came after the tax invoice, and none before', () => {
  const mail = refundMail(
    order,
    { amountPaise: 250_000, refundedPaise: 250_000, creditNoteNumber: 'CN/25-26/000007' },
    'https://shop.example',
    CONTACT,
  );
  expect(mail.text).toContain(
    'Our credit note CN/25-26/000007 for this refund, against your tax invoice, is attached to this e-mail.',
  );
  expect(mail.html).toContain('CN/25-26/000007');
  const before = refundMail(order, { amountPaise: 250_000, refundedPaise: 250_000 }, 'https://shop.example', CONTACT);
  expect(before.text).not.toContain('credit note');
});
