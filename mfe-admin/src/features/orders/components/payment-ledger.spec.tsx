// Orders taken with payment links in the back office: the order page's payments (asked, paid, due,
// each payment and its warning, each link with its WhatsApp message), asking for the balance,
// cancelling a link after a confirmation, the owner's leave to ship with money due, the due amount
// beside the moves and the server's refusal to ship; the board's new method, status and state; a
// cash-on-delivery order's payment without provider ids; the invoice asked for again after shipping.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { requestsTo } from '@rmj/web-testing';
import {
  PAYMENT_REQUEST_MESSAGES,
  type AdminOrder,
  type OrderPaymentLedger,
  type PaymentRequest,
} from '@rmj/contracts';
import { renderAdmin, signInAs } from '../../../testing/render-admin';
import { adminOrder, installOrdersNetwork, ORDER_NUMBER, orderRow, ordersPage } from '../testing/admin-orders';

configure({ asyncUtilTimeout: 5000 });

const BOARD = '/api/admin/orders';
const ORDER = `/api/admin/orders/${ORDER_NUMBER}`;
const MOVES = `${ORDER}/moves`;
const REQUESTS = `${ORDER}/payment-requests`;
const OVERRIDE = `${ORDER}/balance-override`;
const PAGE = `/admin/orders/${ORDER_NUMBER}`;
const OWNER = { id: 'staff-owner', email: 'owner@rmj.test', role: 'owner' as const };

afterEach(() => sessionStorage.clear());

const link = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  linkId: 'plink_1',
  purpose: 'advance',
  amountRupees: 13500,
  status: 'paid',
  url: 'https://rzp.io/i/advance',
  expiresAt: '2026-12-06T06:00:00.000Z',
  createdAt: '2026-11-29T06:00:00.000Z',
  createdBy: OWNER,
  emailed: true,
  whatsApp: { text: 'Dear Lakshmi,\nPlease pay the advance', url: 'https://wa.me/919840012345?text=advance' },
  ...overrides,
});

const balanceLink = link({
  linkId: 'plink_2',
  purpose: 'balance',
  amountRupees: 31500,
  status: 'open',
  url: 'https://rzp.io/i/balance',
  emailed: false,
  whatsApp: { text: 'Dear Lakshmi,\nPlease pay the balance', url: 'https://wa.me/919840012345?text=balance' },
});

/** ₹45,000 asked as a ₹13,500 advance (paid), ₹31,500 due. */
const ledger = (overrides: Partial<OrderPaymentLedger> = {}): OrderPaymentLedger => ({
  totalRupees: 45000,
  askedRupees: 13500,
  paidRupees: 13500,
  dueRupees: 31500,
  payments: [
    { paymentId: 'pay_A1', linkId: 'plink_1', amountRupees: 13500, refundedRupees: 0, at: '2026-11-29T07:00:00.000Z' },
  ],
  requests: [link()],
  canRequestBalance: true,
  canOverrideBalance: false,
  extraRupees: 0,
  extraRefundedRupees: 0,
  extraLeftRupees: 0,
  canRefundExtra: false,
  ...overrides,
});

/** A payment-link order in Quality check with its advance paid. */
const linkOrder = (overrides: Partial<AdminOrder> = {}, ledgerOverrides: Partial<OrderPaymentLedger> = {}) =>
  adminOrder({
    status: 'Quality check',
    paymentStatus: 'Partially paid',
    paymentMethod: 'payment_link',
    amountDueRupees: 31500,
    total: 45000,
    payment: {
      provider: 'Razorpay',
      providerOrderId: 'plink_1',
      paymentId: 'pay_A1',
      capturedRupees: 13500,
      refundedRupees: 0,
    },
    proof: { state: 'not-needed', rounds: 0 },
    nextStates: ['Shipped', 'In workshop'],
    paymentLedger: ledger(ledgerOverrides),
    ...overrides,
  });

const answer = (message: string, request: PaymentRequest, after: OrderPaymentLedger) => ({
  body: { success: true, message, paymentRequest: request, ledger: after },
});

const payment = () => screen.getByRole('region', { name: 'Payment' });

describe('an order taken with payment links', () => {
  it('shows what was asked, paid and is due, each payment and each link, and no single provider payment', async () => {
    const order = linkOrder(
      {},
      {
        askedRupees: 45000,
        paidRupees: 14000,
        payments: [
          {
            paymentId: 'pay_A1',
            linkId: 'plink_1',
            amountRupees: 13500,
            refundedRupees: 0,
            at: '2026-11-29T07:00:00.000Z',
          },
          {
            paymentId: 'pay_B2',
            linkId: 'plink_0',
            amountRupees: 500,
            refundedRupees: 500,
            at: '2026-11-29T08:00:00.000Z',
            note: PAYMENT_REQUEST_MESSAGES.paidAfterClose,
          },
        ],
        requests: [link(), balanceLink],
        canRequestBalance: false,
      },
    );
    installOrdersNetwork({ [`GET ${ORDER}`]: { body: order } });
    signInAs('support');
    renderAdmin(PAGE);
    const panel = await screen.findByRole('region', { name: 'Payment' });
    expect(screen.getByText('Payment: Partially paid (payment link)')).toBeInTheDocument();
    const facts = within(panel).getByText('Order total').closest('dl')!;
    expect(facts).toHaveTextContent('Partially paid');
    expect(facts).toHaveTextContent('Paid byPayment link');
    expect(facts).toHaveTextContent('Order total₹45,000');
    expect(facts).toHaveTextContent('Asked₹45,000');
    expect(facts).toHaveTextContent('Paid₹14,000');
    expect(facts).toHaveTextContent('Due₹31,500');
    expect(facts).toHaveTextContent('Refunded₹500');
    expect(within(panel).queryByText('Provider order')).not.toBeInTheDocument();

    const payments = within(panel).getByRole('list', { name: 'Payments received' });
    expect(within(payments).getAllByRole('listitem')).toHaveLength(2);
    expect(within(payments).getByText('pay_B2')).toBeInTheDocument();
    expect(within(payments).getByRole('note')).toHaveTextContent(PAYMENT_REQUEST_MESSAGES.paidAfterClose);

    const advance = within(panel).getByRole('region', { name: 'Advance: ₹13,500' });
    expect(advance).toHaveTextContent('StatusPaid');
    expect(advance).toHaveTextContent('E-mailed to the customer.');
    // A paid link is not shared again.
    expect(within(advance).queryByLabelText('WhatsApp message')).not.toBeInTheDocument();

    const balance = within(panel).getByRole('region', { name: 'Balance: ₹31,500' });
    expect(balance).toHaveTextContent('StatusWaiting for payment');
    expect(balance).toHaveTextContent('Not e-mailed (the customer has no e-mail address).');
    expect(within(balance).getByRole('link', { name: 'https://rzp.io/i/balance' })).toHaveAttribute(
      'href',
      'https://rzp.io/i/balance',
    );
    expect(within(balance).getByLabelText('WhatsApp message')).toHaveValue('Dear Lakshmi,\nPlease pay the balance');
    expect(within(balance).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(balance).getByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919840012345?text=balance',
    );
    // Support reads only.
    expect(within(panel).queryByRole('button', { name: 'Cancel link' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('form', { name: 'Ask for the balance' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Ship without the balance' })).not.toBeInTheDocument();
  });

  it('asks for the balance with the days the link stays open, says so and reads the order again', async () => {
    const after = ledger({ askedRupees: 45000, requests: [link(), balanceLink], canRequestBalance: false });
    let reads = 0;
    const seen = installOrdersNetwork({
      [`GET ${ORDER}`]: () => {
        reads += 1;
        return { body: reads === 1 ? linkOrder() : linkOrder({}, after) };
      },
      [`POST ${REQUESTS}`]: {
        status: 201,
        ...answer(PAYMENT_REQUEST_MESSAGES.balanceRequested(31500), balanceLink, after),
      },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    const form = await screen.findByRole('form', { name: 'Ask for the balance' });
    const days = within(form).getByLabelText('Link open for (days)');
    expect(days).toHaveValue(7);
    await user.clear(days);
    await user.type(days, '40');
    await user.click(within(form).getByRole('button', { name: 'Ask for the balance' }));
    expect(await within(form).findByText(PAYMENT_REQUEST_MESSAGES.expiryInvalid)).toBeInTheDocument();
    expect(requestsTo(seen, REQUESTS)).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '10');
    await user.click(within(form).getByRole('button', { name: 'Ask for the balance' }));
    expect(await within(payment()).findByRole('status')).toHaveTextContent(
      'A payment link for the balance of ₹31,500 is ready to share.',
    );
    expect(requestsTo(seen, REQUESTS)[0].body).toEqual({ expiryDays: 10 });
    // The order is read again: the new link with its WhatsApp message, and no second ask.
    const balance = await within(payment()).findByRole('region', { name: 'Balance: ₹31,500' });
    expect(within(balance).getByRole('link', { name: 'Open WhatsApp' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Ask for the balance' })).not.toBeInTheDocument());
  });

  it('cancels a link only after a confirmation, and shows a refusal', async () => {
    const open = linkOrder({}, { requests: [link(), balanceLink], canRequestBalance: false });
    const seen = installOrdersNetwork({
      [`GET ${ORDER}`]: { body: open },
      [`POST ${REQUESTS}/plink_2/cancel`]: {
        status: 409,
        body: { statusCode: 409, message: PAYMENT_REQUEST_MESSAGES.requestNotOpen('Paid') },
      },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    const balance = await screen.findByRole('region', { name: 'Balance: ₹31,500' });
    await user.click(within(balance).getByRole('button', { name: 'Cancel link' }));
    expect(requestsTo(seen, `${REQUESTS}/plink_2/cancel`)).toHaveLength(0);
    await user.click(within(balance).getByRole('button', { name: 'Cancel the link for ₹31,500' }));
    expect(await within(payment()).findByRole('alert')).toHaveTextContent('This payment link is already paid.');
    expect(requestsTo(seen, `${REQUESTS}/plink_2/cancel`)[0].body).toEqual({});
    await waitFor(() => expect(requestsTo(seen, ORDER)).toHaveLength(2));
  });

  it('shows a cancelled link’s answer', async () => {
    const open = linkOrder({}, { requests: [link(), balanceLink], canRequestBalance: false });
    const cancelled = { ...balanceLink, status: 'cancelled' as const, cancelledAt: '2026-11-30T05:00:00.000Z' };
    installOrdersNetwork({
      [`GET ${ORDER}`]: { body: open },
      [`POST ${REQUESTS}/plink_2/cancel`]: answer(PAYMENT_REQUEST_MESSAGES.cancelled, cancelled, ledger()),
    });
    signInAs('owner');
    const { user } = renderAdmin(PAGE);
    const balance = await screen.findByRole('region', { name: 'Balance: ₹31,500' });
    await user.click(within(balance).getByRole('button', { name: 'Cancel link' }));
    await user.click(within(balance).getByRole('button', { name: 'Cancel the link for ₹31,500' }));
    expect(await within(payment()).findByRole('status')).toHaveTextContent(PAYMENT_REQUEST_MESSAGES.cancelled);
  });

  it('says what is due beside Ship, and shows the server’s refusal to ship', async () => {
    const due = PAYMENT_REQUEST_MESSAGES.balanceDue(31500);
    installOrdersNetwork({
      [`GET ${ORDER}`]: { body: linkOrder() },
      [`POST ${MOVES}`]: { status: 409, body: { statusCode: 409, message: due } },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    const actions = await screen.findByRole('region', { name: 'Next steps' });
    expect(within(actions).getByText(due)).toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Ship' }));
    const form = within(actions).getByRole('form', { name: 'Ship the order' });
    await user.selectOptions(within(form).getByLabelText('Courier'), 'DTDC');
    await user.type(within(form).getByLabelText('Air-waybill (AWB) number'), 'D1234567');
    await user.click(within(form).getByRole('button', { name: 'Ship the order' }));
    expect(await within(actions).findByRole('alert')).toHaveTextContent(due);
  });

  it('lets the owner ship without the balance, with a reason, and shows the leave', async () => {
    const override = { reason: 'Regular customer, pays on delivery', at: '2026-11-30T05:00:00.000Z', by: OWNER };
    const after = ledger({ balanceOverride: override, canOverrideBalance: false });
    let reads = 0;
    const seen = installOrdersNetwork({
      [`GET ${ORDER}`]: () => {
        reads += 1;
        return { body: reads === 1 ? linkOrder({}, { canOverrideBalance: true }) : linkOrder({}, after) };
      },
      [`POST ${OVERRIDE}`]: {
        body: { success: true, message: PAYMENT_REQUEST_MESSAGES.overrideRecorded, ledger: after },
      },
    });
    signInAs('owner');
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Ship without the balance' }));
    const form = screen.getByRole('form', { name: 'Ship without the balance' });
    await user.click(within(form).getByRole('button', { name: 'Allow shipping without the balance' }));
    expect(await within(form).findByText(PAYMENT_REQUEST_MESSAGES.overrideReasonRequired)).toBeInTheDocument();
    expect(requestsTo(seen, OVERRIDE)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Why may it ship before the balance is paid?'), override.reason);
    await user.click(within(form).getByRole('button', { name: 'Allow shipping without the balance' }));
    expect(await within(payment()).findByRole('status')).toHaveTextContent(PAYMENT_REQUEST_MESSAGES.overrideRecorded);
    expect(requestsTo(seen, OVERRIDE)[0].body).toEqual({ reason: override.reason });
    const leave = await within(payment()).findByRole('note', { name: 'Leave to ship' });
    expect(leave).toHaveTextContent(`Reason: ${override.reason}. By owner@rmj.test (owner)`);
    const actions = screen.getByRole('region', { name: 'Next steps' });
    expect(
      within(actions).getByText('₹31,500 is still due; the owner allowed this order to ship without it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship without the balance' })).not.toBeInTheDocument();
  });
});

describe('a partly paid order before shipping', () => {
  it('shows what is due beside the moves, and its cancel says the customer gets back what they paid', async () => {
    installOrdersNetwork({
      [`GET ${ORDER}`]: { body: linkOrder({ status: 'Processing', nextStates: ['In workshop', 'Cancelled'] }) },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('group', { name: 'Confirm the cancellation' })).toHaveTextContent(
      'Cancel this order? The customer gets back what they paid and the stock is returned.',
    );
    // Shipping is not offered yet: the amount due, without the warning about shipping.
    const actions = screen.getByRole('region', { name: 'Next steps' });
    expect(within(actions).getByText('₹31,500 is still due on this order.')).toBeInTheDocument();
    expect(within(actions).queryByText(PAYMENT_REQUEST_MESSAGES.balanceDue(31500))).not.toBeInTheDocument();
  });
});

describe('the board', () => {
  it('lists the payment link method, the partly paid status and the awaiting payment state', async () => {
    const seen = installOrdersNetwork({
      [`GET ${BOARD}`]: {
        body: ordersPage(
          [orderRow({ paymentMethod: 'payment_link', paymentStatus: 'Partially paid', status: 'In workshop' })],
          { 'Awaiting payment': 2 },
        ),
      },
    });
    signInAs('staff');
    const { user } = renderAdmin('/admin/orders');
    const row = await screen.findByRole('row', { name: /RMJ-7K3M9Q2X4P/ });
    expect(within(row).getByText('Payment link')).toBeInTheDocument();
    expect(within(row).getByText('Partially paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Awaiting payment 2' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Paid by')).getByRole('option', { name: 'Payment link' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Payment'), 'Partially paid');
    await user.selectOptions(screen.getByLabelText('Paid by'), 'Payment link');
    await waitFor(() =>
      expect(Object.fromEntries(requestsTo(seen, BOARD).at(-1)!.url.searchParams)).toEqual({
        paymentStatus: 'Partially paid',
        paymentMethod: 'payment_link',
      }),
    );
  });
});

describe('the payment panel and the invoice', () => {
  it('names cash on delivery and shows no provider ids for a cash-on-delivery order', async () => {
    installOrdersNetwork({
      [`GET ${ORDER}`]: {
        body: adminOrder({
          status: 'Processing',
          paymentStatus: 'Unpaid',
          paymentMethod: 'cod',
          amountDueRupees: 27500,
          payment: {
            provider: 'Cash on delivery',
            providerOrderId: 'cod_1',
            paymentId: 'cod_1',
            capturedRupees: 0,
            refundedRupees: 0,
          },
        }),
      },
    });
    signInAs('support');
    renderAdmin(PAGE);
    const panel = await screen.findByRole('region', { name: 'Payment' });
    expect(panel).toHaveTextContent('Paid byCash on delivery');
    expect(within(panel).queryByText('cod_1')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Provider')).not.toBeInTheDocument();
  });

  it('asks for a shipped order again until its invoice is issued', async () => {
    const shipment = {
      courier: 'DTDC',
      awb: 'D1234567',
      trackingUrl: 'https://www.dtdc.in/tracking.asp',
      shippedAt: '2026-11-30T05:00:00.000Z',
    };
    const shipped = adminOrder({ status: 'Shipped', nextStates: ['Delivered', 'Returned'], shipment });
    let reads = 0;
    const seen = installOrdersNetwork({
      [`GET ${ORDER}`]: () => {
        reads += 1;
        if (reads === 1) return { body: adminOrder({ status: 'Quality check', nextStates: ['Shipped'] }) };
        return {
          body:
            reads < 3
              ? shipped
              : { ...shipped, invoice: { invoiceNumber: 'RMJ/26-27/000043', issuedAt: '2026-11-30T05:00:02.000Z' } },
        };
      },
      [`POST ${MOVES}`]: { body: shipped },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const form = screen.getByRole('form', { name: 'Ship the order' });
    await user.selectOptions(within(form).getByLabelText('Courier'), 'DTDC');
    await user.type(within(form).getByLabelText('Air-waybill (AWB) number'), 'D1234567');
    await user.click(within(form).getByRole('button', { name: 'Ship the order' }));
    const panel = screen.getByRole('region', { name: 'Shipment and invoice' });
    expect(await within(panel).findByText('The tax invoice is being issued…')).toBeInTheDocument();
    expect(await within(panel).findByText(/Tax invoice RMJ\/26-27\/000043/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(requestsTo(seen, ORDER).length).toBeGreaterThanOrEqual(3);
  }, 15000);
});
