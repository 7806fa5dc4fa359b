// A payment link paid twice: the order page's Payment panel shows the extra paid beyond the total,
// the owner refunds it after a confirmation (one request, the order read again, the note gone), a
// refusal is said beside it, and a role that cannot refund sees the extra without the button.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { requestsTo } from '@rmj/web-testing';
import {
  PAYMENT_REQUEST_MESSAGES,
  REFUND_EXTRA_MESSAGES,
  type AdminOrder,
  type OrderPaymentLedger,
} from '@rmj/contracts';
import { renderAdmin, signInAs } from '../../../testing/render-admin';
import { adminOrder, installOrdersNetwork, ORDER_NUMBER } from '../testing/admin-orders';

configure({ asyncUtilTimeout: 5000 });

const ORDER = `/api/admin/orders/${ORDER_NUMBER}`;
const EXTRA = `${ORDER}/refunds/extra`;
const PAGE = `/admin/orders/${ORDER_NUMBER}`;

afterEach(() => sessionStorage.clear());

/** ₹20,000 asked on one link and paid twice: ₹20,000 beyond the total. */
const ledger = (overrides: Partial<OrderPaymentLedger> = {}): OrderPaymentLedger => ({
  totalRupees: 20000,
  askedRupees: 20000,
  paidRupees: 40000,
  dueRupees: 0,
  payments: [
    { paymentId: 'pay_A1', linkId: 'plink_1', amountRupees: 20000, refundedRupees: 0, at: '2026-11-29T07:00:00.000Z' },
    {
      paymentId: 'pay_A2',
      linkId: 'plink_1',
      amountRupees: 20000,
      refundedRupees: 0,
      at: '2026-11-29T07:05:00.000Z',
      note: PAYMENT_REQUEST_MESSAGES.overpaid(20000),
    },
  ],
  requests: [],
  canRequestBalance: false,
  canOverrideBalance: false,
  extraRupees: 20000,
  extraRefundedRupees: 0,
  extraLeftRupees: 20000,
  canRefundExtra: true,
  ...overrides,
});

/** A Processing order paid by link, paid twice. */
const paidTwice = (ledgerOverrides: Partial<OrderPaymentLedger> = {}): AdminOrder =>
  adminOrder({
    status: 'Processing',
    paymentStatus: 'Paid',
    paymentMethod: 'payment_link',
    amountDueRupees: 0,
    total: 20000,
    payment: {
      provider: 'Razorpay',
      providerOrderId: 'plink_1',
      paymentId: 'pay_A1',
      capturedRupees: 40000,
      refundedRupees: 0,
    },
    proof: { state: 'not-needed', rounds: 0 },
    nextStates: ['Cancelled'],
    paymentLedger: ledger(ledgerOverrides),
  });

const refundedAfter = ledger({
  payments: [
    { paymentId: 'pay_A1', linkId: 'plink_1', amountRupees: 20000, refundedRupees: 0, at: '2026-11-29T07:00:00.000Z' },
    {
      paymentId: 'pay_A2',
      linkId: 'plink_1',
      amountRupees: 20000,
      refundedRupees: 20000,
      at: '2026-11-29T07:05:00.000Z',
    },
  ],
  extraRefundedRupees: 20000,
  extraLeftRupees: 0,
  canRefundExtra: false,
});

const payment = () => screen.getByRole('region', { name: 'Payment' });

it('lets the owner refund the extra after a confirmation, once, and shows it refunded', async () => {
  let reads = 0;
  const seen = installOrdersNetwork({
    [`GET ${ORDER}`]: () => {
      reads += 1;
      return { body: reads === 1 ? paidTwice() : { ...paidTwice(), paymentLedger: refundedAfter } };
    },
    [`POST ${EXTRA}`]: { body: { ...paidTwice(), paymentLedger: refundedAfter } },
  });
  signInAs('owner');
  const { user } = renderAdmin(PAGE);
  const extra = await screen.findByRole('region', { name: 'Paid beyond the total' });
  expect(extra).toHaveTextContent('Paid beyond the total: ₹20,000.');
  expect(within(payment()).getByRole('note')).toHaveTextContent(PAYMENT_REQUEST_MESSAGES.overpaid(20000));

  await user.click(within(extra).getByRole('button', { name: 'Refund the extra ₹20,000' }));
  // Nothing is refunded before the confirmation.
  expect(requestsTo(seen, EXTRA)).toHaveLength(0);
  await user.click(within(extra).getByRole('button', { name: 'Yes, refund ₹20,000 to the customer' }));

  expect(await within(extra).findByRole('status')).toHaveTextContent('Refunding the extra ₹20,000 to the customer.');
  expect(requestsTo(seen, EXTRA)).toHaveLength(1);
  expect(requestsTo(seen, EXTRA)[0].body).toEqual({ amountRupees: 20000 });
  await waitFor(() => expect(extra).toHaveTextContent('Paid beyond the total: ₹20,000, of which ₹20,000 refunded.'));
  expect(within(extra).queryByRole('button', { name: /Refund the extra/ })).not.toBeInTheDocument();
  expect(within(payment()).queryByRole('note')).not.toBeInTheDocument();
});

it('shows the refusal beside the button', async () => {
  installOrdersNetwork({
    [`GET ${ORDER}`]: { body: paidTwice() },
    [`POST ${EXTRA}`]: { status: 409, body: { statusCode: 409, message: REFUND_EXTRA_MESSAGES.otherRefund } },
  });
  signInAs('owner');
  const { user } = renderAdmin(PAGE);
  const extra = await screen.findByRole('region', { name: 'Paid beyond the total' });
  await user.click(within(extra).getByRole('button', { name: 'Refund the extra ₹20,000' }));
  await user.click(within(extra).getByRole('button', { name: 'Yes, refund ₹20,000 to the customer' }));
  expect(await within(extra).findByRole('alert')).toHaveTextContent(REFUND_EXTRA_MESSAGES.otherRefund);
});

it('shows the extra without the button to a role that cannot refund', async () => {
  installOrdersNetwork({ [`GET ${ORDER}`]: { body: paidTwice({ canRefundExtra: false }) } });
  signInAs('staff');
  renderAdmin(PAGE);
  const extra = await screen.findByRole('region', { name: 'Paid beyond the total' });
  expect(extra).toHaveTextContent('Paid beyond the total: ₹20,000.');
  expect(within(extra).queryByRole('button', { name: /Refund the extra/ })).not.toBeInTheDocument();
});
