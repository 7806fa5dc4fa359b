import {
  askedRupees,
  paymentAskSchema,
  paymentRequestText,
  sendDraftRequestSchema,
  whatsAppPaymentMessage,
  PAYMENT_REQUEST_MESSAGES,
} from './payment-requests';

const text = {
  shopName: 'RMJ Jewellers',
  customerName: 'Lakshmi',
  orderNumber: 'RMJ-ABCDEFGHJK',
  purpose: 'advance' as const,
  amountRupees: 15000,
  totalRupees: 50000,
  url: 'https://rzp.io/i/abc123',
  expiresAt: new Date('2026-12-07T10:00:00Z'),
};

describe('payment requests', () => {
  it('says what is asked, the link and until when, in India time', () => {
    expect(paymentRequestText(text)).toBe(
      [
        'Dear Lakshmi,',
        'Thank you for your order RMJ-ABCDEFGHJK with RMJ Jewellers. Please pay an advance of ₹15,000 (order total ₹50,000) with this secure link:',
        'https://rzp.io/i/abc123',
        'The link works until 7 December 2026.',
      ].join('\n'),
    );
    expect(paymentRequestText({ ...text, purpose: 'whole', amountRupees: 50000 })).toContain(
      'Please pay the full amount of ₹50,000 with',
    );
  });

  it('opens WhatsApp to the customer’s Indian number with the text filled in', () => {
    const message = whatsAppPaymentMessage({ ...text, phone: '98765 43210' });
    expect(message.url.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(message.url.split('?text=')[1]!)).toBe(message.text);
    expect(message.text).toContain('https://rzp.io/i/abc123');
  });

  it('asks for the whole amount or an advance below the total', () => {
    expect(askedRupees({ kind: 'whole' }, 50000)).toBe(50000);
    expect(askedRupees({ kind: 'advancePercent', percent: 30 }, 50001)).toBe(15000);
    expect(askedRupees({ kind: 'advanceAmount', rupees: 10000 }, 50000)).toBe(10000);
    expect(askedRupees({ kind: 'advanceAmount', rupees: 50000 }, 50000)).toBeUndefined();
    expect(askedRupees({ kind: 'advancePercent', percent: 1 }, 10)).toBe(1);
  });

  it('keeps the expiry within 1 to 30 days, 7 by default', () => {
    expect(sendDraftRequestSchema.parse({ version: 2, ask: { kind: 'whole' } }).expiryDays).toBe(7);
    const refused = sendDraftRequestSchema.safeParse({ version: 2, ask: { kind: 'whole' }, expiryDays: 31 });
    expect(refused.success ? '' : refused.error.issues[0]!.message).toBe(PAYMENT_REQUEST_MESSAGES.expiryInvalid);
    const percent = paymentAskSchema.safeParse({ kind: 'advancePercent', percent: 100 });
    expect(percent.success ? '' : percent.error.issues[0]!.message).toBe(
      PAYMENT_REQUEST_MESSAGES.advancePercentInvalid,
    );
  });
});
