import { CASH_ON_DELIVERY_MESSAGES as M, codEligibility, paymentMethodOf } from './cash-on-delivery';

const ok = { limitRupees: 20_000, signedIn: true, phone: '9876543210', totalRupees: 20_000, lines: [{}] };

describe('who may pay cash on delivery', () => {
  it('is anyone signed in with a phone, a total within the limit and no personalised piece', () => {
    expect(codEligibility(ok)).toEqual({ eligible: true });
  });

  it('is nobody while the owner has set no limit, or 0', () => {
    expect(codEligibility({ ...ok, limitRupees: undefined })).toMatchObject({ reason: 'off', message: M.refusals.off });
    expect(codEligibility({ ...ok, limitRupees: 0 })).toMatchObject({ reason: 'off' });
  });

  it('refuses with a reason the shopper can act on', () => {
    expect(codEligibility({ ...ok, totalRupees: 20_001 })).toEqual({
      eligible: false,
      reason: 'overLimit',
      message: 'Cash on delivery is available for orders up to ₹20,000.',
    });
    expect(codEligibility({ ...ok, lines: [{}, { customization: { type: 'engraving' } }] })).toMatchObject({
      reason: 'madeToOrder',
      message: M.refusals.madeToOrder,
    });
    expect(codEligibility({ ...ok, signedIn: false })).toMatchObject({ reason: 'login' });
    expect(codEligibility({ ...ok, phone: '  ' })).toMatchObject({ reason: 'phone', message: M.refusals.phone });
  });

  it('reads an order without a method as paid through Razorpay', () => {
    expect(paymentMethodOf({})).toBe('razorpay');
    expect(paymentMethodOf({ paymentMethod: 'cod' })).toBe('cod');
  });
});
