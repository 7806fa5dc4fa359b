// A shopper who ordered from a Tamil page reads every mail of the order in Tamil, subject too, with
// prices in Indian grouping, Tamil month names and links to the shop's /ta pages.
import { mixedOrder } from '../invoices/testing/invoice-fixtures';
import { proofMail, indiaTime } from '../proofs/proof-mail';
import { returnApprovedMail } from '../returns/return-mails';
import { sampleOrder } from '../testing/sample-order';
import { orderConfirmationMail } from './order-confirmation-mail';
import { orderMoveMail } from './order-move-mail';
import { paymentRequestMail } from './payment-request-mail';
import { refundMail } from './refund-mail';

const CONTACT = { phone: '+91 98400 11223', email: 'help@rmj.in', whatsapp: '+91 98400 44556' };
const order = { ...sampleOrder({ paidAt: new Date('2026-01-05T06:00:00Z') }), language: 'ta' as const };

it('writes the confirmation in Tamil: subject, greeting, totals, the Tamil delivery dates and the /ta tracking link', () => {
  const mail = orderConfirmationMail(order, 'https://shop.example', CONTACT);
  expect(mail.subject).toBe(`உங்கள் RMJ ஆர்டர் ${order.orderNumber} உறுதிசெய்யப்பட்டது`);
  expect(mail.text).toMatch(/^வணக்கம் Asha Iyer,\n/);
  expect(mail.text).toContain('துணை மொத்தம்: ₹14,500');
  expect(mail.text).toMatch(/டெலிவரி எதிர்பார்ப்பு: ஜனவரி \d+, \S+ - ஜனவரி \d+, \S+ \(8-12 வேலை நாட்கள்/);
  expect(mail.text).toContain(`https://shop.example/ta/track-order?order=${order.orderNumber}`);
  expect(mail.text).toContain('சந்தேகங்களுக்கு +91 98400 11223 என்ற எண்ணில் அழைக்கவும்');
  expect(mail.html).toMatch(/^<div lang="ta"/);
});

it('names the personalisation of a line in Tamil, the engraved words as the shopper wrote them', () => {
  const engraved = {
    ...order,
    lines: order.lines.map((line, index) =>
      index === 0
        ? {
            ...line,
            customization: { type: 'engraving' as const, customName: 'கார்த்திக்', selectedFont: 'tamil-classic' },
          }
        : line,
    ),
  };
  const mail = orderConfirmationMail(engraved, 'https://shop.example', CONTACT);
  expect(mail.text).toContain('பொறிப்பு: "கார்த்திக்" (தமிழ் மரபு)');
});

it('tells a Tamil shopper who pays cash on delivery what to keep ready and that the shop will call', () => {
  const cod = { ...order, paymentMethod: 'cod', paymentStatus: 'Unpaid' } as typeof order;
  const mail = orderConfirmationMail(cod, 'https://shop.example', CONTACT);
  expect(mail.subject).toBe(`உங்கள் RMJ ஆர்டர் ${order.orderNumber} பெறப்பட்டது: உறுதிசெய்ய உங்களை அழைப்போம்`);
  expect(mail.text).toContain('டெலிவரியின்போது ₹14,600 பணமாகச் செலுத்துங்கள்');
  expect(mail.text).toContain('டெலிவரியின்போது செலுத்த வேண்டிய பணம்: ₹14,600');
});

it("says a piece priced by weight's purity, net weight and rate in Tamil", () => {
  const mail = orderConfirmationMail({ ...mixedOrder(), language: 'ta' }, 'https://shop.example', CONTACT);
  expect(mail.text).toContain('தங்கம் 22K916 · நிகர எடை 12.345 கிராம் · கிராமுக்கு ₹7,152 · HUID AB12C3');
  expect(mail.text).toContain('Silver 925 · ஒவ்வொன்றின் நிகர எடை 25.500 கிராம் · கிராமுக்கு ₹88');
});

it('tells a Tamil shopper of a shipment, a cancellation and a refund in Tamil', () => {
  const shipped = orderMoveMail(order, 'Shipped', 'https://shop.example', CONTACT, {
    courier: 'DTDC',
    awb: 'D123',
    trackingUrl: 'https://dtdc.example/D123',
  } as never);
  expect(shipped?.subject).toBe(`உங்கள் RMJ Jewellers ஆர்டர் ${order.orderNumber} அனுப்பப்பட்டது`);
  expect(shipped?.text).toContain('கூரியர்: DTDC');
  expect(shipped?.text).toContain('உங்கள் வரி விலைப்பட்டியல் இந்த மின்னஞ்சலுடன் இணைக்கப்பட்டுள்ளது.');
  const cancelled = orderMoveMail(order, 'Cancelled', 'https://shop.example', CONTACT);
  expect(cancelled?.text).toContain('முழுத் தொகை ₹14,600 நீங்கள் செலுத்திய முறைக்கே 5-7 வேலை நாட்களில் திரும்ப வரும்.');
  const refund = refundMail(order, { amountPaise: 250000, refundedPaise: 250000 }, 'https://shop.example', CONTACT);
  expect(refund.subject).toBe(`RMJ Jewellers ஆர்டர் ${order.orderNumber}: ₹2,500 பணம் திருப்பி அளிக்கப்பட்டது`);
});

it('asks a Tamil shopper to approve the engraving in Tamil, the moment with a Tamil month', () => {
  const at = new Date('2026-03-05T09:00:00Z');
  const mail = proofMail({
    orderNumber: order.orderNumber,
    customerName: 'Asha Iyer',
    lines: [{ line: 0, productName: 'Silver Promise Ring', customName: 'அனு' }] as never,
    approveUrl: 'https://shop.example/ta/order-proof/t',
    changeUrl: 'https://shop.example/ta/order-proof/t?answer=change',
    expires: indiaTime(at, 'ta'),
    contact: CONTACT,
    lang: 'ta',
  });
  expect(mail.subject).toBe(`உங்கள் RMJ ஆர்டர் ${order.orderNumber}: பொறிப்பு மாதிரிக்கு ஒப்புதல் அளியுங்கள்`);
  expect(mail.text).toContain('Silver Promise Ring: "அனு"');
  expect(mail.text).toContain('ஒப்புதல் அளி: https://shop.example/ta/order-proof/t');
  expect(mail.text).toContain('5 மார்ச், 2026');
});

it('writes return and payment-link mails in Tamil for a Tamil order', () => {
  const facts = {
    returnId: 'R1',
    orderNumber: order.orderNumber,
    kind: 'return' as const,
    name: 'Asha',
    shopUrl: 'https://s',
  };
  const approved = returnApprovedMail({ ...facts, lang: 'ta' }, 'RMJ, Madurai', CONTACT);
  expect(approved.subject).toBe(`ஆர்டர் ${order.orderNumber}: திருப்பி அனுப்புவதற்கான உங்கள் கோரிக்கை ஏற்கப்பட்டது`);
  expect(approved.text).toContain(`https://s/ta/track-order?order=${order.orderNumber}`);
  const link = paymentRequestMail(
    {
      customerName: 'Asha',
      orderNumber: order.orderNumber,
      purpose: 'balance',
      amountRupees: 123456,
      totalRupees: 200000,
      url: 'https://pay.example/l',
      expiresAt: new Date('2026-12-07T10:00:00Z'),
    },
    CONTACT,
    'ta',
  );
  expect(link.text).toContain('மீதித் தொகை ₹1,23,456 (ஆர்டர் மொத்தம் ₹2,00,000)');
  expect(link.text).toContain('இந்த இணைப்பு 7 டிசம்பர், 2026 வரை செயல்படும்.');
});
