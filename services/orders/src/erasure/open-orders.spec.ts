import { ORDER_STATE, ORDER_STATES, PAYMENT_STATUS } from '@rmj/contracts';
import { isOpenOrder } from './open-orders';
import { isMaskedBuyer, maskedBuyerSet } from './masking';

const order = (status: string, paymentStatus: string = PAYMENT_STATUS.paid) => ({
  _id: 'order_1',
  orderNumber: 'RMJ-AAAAAAAAAA',
  status,
  paymentStatus,
});

describe('an order that keeps an account from being deleted', () => {
  it('is one the shop still has to deliver, or take back and refund', () => {
    const open = ORDER_STATES.filter((s) => isOpenOrder(order(s), false));
    expect(open).toEqual([
      ORDER_STATE.awaitingConfirmation,
      ORDER_STATE.paid,
      ORDER_STATE.inWorkshop,
      ORDER_STATE.qualityCheck,
      ORDER_STATE.shipped,
      ORDER_STATE.cancelled,
      ORDER_STATE.returned,
    ]);
  });

  it('is closed once delivered, refunded, or cancelled with the money back', () => {
    expect(isOpenOrder(order(ORDER_STATE.delivered), false)).toBe(false);
    expect(isOpenOrder(order(ORDER_STATE.refunded, PAYMENT_STATUS.refunded), false)).toBe(false);
    expect(isOpenOrder(order(ORDER_STATE.cancelled, PAYMENT_STATUS.refunded), false)).toBe(false);
  });

  it('is closed once a cash-on-delivery order nothing was paid for is cancelled or returned to origin', () => {
    expect(isOpenOrder(order(ORDER_STATE.cancelled, PAYMENT_STATUS.unpaid), false)).toBe(false);
    expect(isOpenOrder(order(ORDER_STATE.returnedToOrigin, PAYMENT_STATUS.unpaid), false)).toBe(false);
  });

  it('is open while a refund is pending, whatever its state', () => {
    expect(isOpenOrder(order(ORDER_STATE.delivered, PAYMENT_STATUS.partiallyRefunded), true)).toBe(true);
  });
});

describe('the masked buyer', () => {
  it('keeps the state, PIN and country and removes the rest', () => {
    expect(maskedBuyerSet('customerDetails')).toEqual({
      'customerDetails.name': 'Deleted customer',
      'customerDetails.email': '',
      'customerDetails.phone': '',
      'customerDetails.address': '',
      'customerDetails.city': '',
    });
    expect(isMaskedBuyer({ name: 'Deleted customer', email: '' })).toBe(true);
    expect(isMaskedBuyer({ name: 'Anjali', email: 'a@b.in' })).toBe(false);
  });
});
