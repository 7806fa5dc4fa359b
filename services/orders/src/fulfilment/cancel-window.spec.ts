import { ORDER_STATE, PAYMENT_STATUS } from '@rmj/contracts';
import { shopperCancel } from './cancel-window';

const now = new Date('2026-11-30T10:00:00.000Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const paid = { paidAt: minutesAgo(10), paymentMethod: 'razorpay' as const, paymentStatus: PAYMENT_STATUS.paid };
const cod = { paidAt: minutesAgo(600), paymentMethod: 'cod' as const, paymentStatus: PAYMENT_STATUS.unpaid };

describe('shopperCancel', () => {
  it('lets a paid order be cancelled within the hour while Processing, until a time', () => {
    expect(shopperCancel(paid, ORDER_STATE.paid, now)).toEqual({
      kind: 'paid',
      from: ORDER_STATE.paid,
      until: new Date(paid.paidAt.getTime() + 60 * 60_000),
    });
    expect(shopperCancel({ ...paid, paidAt: minutesAgo(61) }, ORDER_STATE.paid, now)).toBeUndefined();
    expect(shopperCancel(paid, ORDER_STATE.inWorkshop, now)).toBeUndefined();
  });

  it('lets an unpaid cash-on-delivery order be cancelled while it awaits confirmation, however long ago', () => {
    expect(shopperCancel(cod, ORDER_STATE.awaitingConfirmation, now)).toEqual({
      kind: 'unpaid',
      from: ORDER_STATE.awaitingConfirmation,
    });
  });

  it('refuses a cash-on-delivery order once the shop confirmed it, even within the hour', () => {
    expect(shopperCancel({ ...cod, paidAt: minutesAgo(5) }, ORDER_STATE.paid, now)).toBeUndefined();
    expect(shopperCancel(cod, ORDER_STATE.shipped, now)).toBeUndefined();
  });

  it('refuses a payment-link order awaiting its first payment (staff call it off)', () => {
    const link = {
      paidAt: minutesAgo(5),
      paymentMethod: 'payment_link' as const,
      paymentStatus: PAYMENT_STATUS.unpaid,
    };
    expect(shopperCancel(link, ORDER_STATE.awaitingPayment, now)).toBeUndefined();
  });
});
