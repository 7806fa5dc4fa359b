// Cash on delivery in the back office: the board's "Paid by" filter and "COD to collect" view with
// its count, and an order's page: confirm after the call, the cancellation that refunds nothing,
// Returned to origin, and recording the cash (sent as typed; a second press's refusal reloads).
import { configure, screen, waitFor, within } from '@testing-library/react';
import { requestsTo } from '@rmj/web-testing';
import { CASH_ON_DELIVERY_MESSAGES, type AdminOrder } from '@rmj/contracts';
import { renderAdmin, signInAs } from '../../../testing/render-admin';
import { adminOrder, installOrdersNetwork, ORDER_NUMBER, orderRow, ordersPage } from '../testing/admin-orders';
import { indianToday } from './cash-on-delivery-panel';

configure({ asyncUtilTimeout: 5000 });

const BOARD = '/api/admin/orders';
const ORDER = `/api/admin/orders/${ORDER_NUMBER}`;
const MOVES = `${ORDER}/moves`;
const CASH = `${ORDER}/cash-collected`;
const PAGE = `/admin/orders/${ORDER_NUMBER}`;

afterEach(() => sessionStorage.clear());

/** A cash-on-delivery order of one plain ring: ₹2,600 to collect. */
const codOrder = (overrides: Partial<AdminOrder> = {}): AdminOrder =>
  adminOrder({
    status: 'Awaiting confirmation',
    paymentStatus: 'Unpaid',
    paymentMethod: 'cod',
    amountDueRupees: 2600,
    canRecordCash: false,
    lines: [{ productId: 'p1', name: 'Silver Ring', price: 2500, quantity: 1, total: 2500, image: '/img/ring.svg' }],
    subtotal: 2500,
    shipping: 100,
    total: 2600,
    payment: {
      provider: 'Cash on delivery',
      providerOrderId: 'cod_1',
      paymentId: 'cod_1',
      capturedRupees: 0,
      refundedRupees: 0,
    },
    proof: { state: 'not-needed', rounds: 0 },
    nextStates: ['Processing', 'Cancelled'],
    ...overrides,
  });

describe('the board', () => {
  it('filters by payment method and shows the cash to collect with its count', async () => {
    const seen = installOrdersNetwork({
      [`GET ${BOARD}`]: {
        body: ordersPage([orderRow({ paymentMethod: 'cod', paymentStatus: 'Unpaid', status: 'Delivered' })], {}, 1, 4),
      },
    });
    signInAs('staff');
    const { user } = renderAdmin('/admin/orders');
    const toCollect = await screen.findByRole('button', { name: 'COD to collect (4)' });
    const row = screen.getByRole('row', { name: /RMJ-7K3M9Q2X4P/ });
    expect(within(row).getByText('Cash on delivery')).toBeInTheDocument();
    expect(within(row).getByText('Unpaid')).toBeInTheDocument();

    await user.click(toCollect);
    await waitFor(() =>
      expect(Object.fromEntries(requestsTo(seen, BOARD).at(-1)!.url.searchParams)).toEqual({ codToCollect: 'yes' }),
    );
    expect(screen.getByRole('button', { name: 'COD to collect (4)' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByLabelText('Paid by'), 'Cash on delivery');
    await waitFor(() =>
      expect(Object.fromEntries(requestsTo(seen, BOARD).at(-1)!.url.searchParams)).toEqual({
        codToCollect: 'yes',
        paymentMethod: 'cod',
      }),
    );
  });
});

describe('a cash-on-delivery order', () => {
  it('is confirmed after the call, and its cancellation says nothing is refunded', async () => {
    const seen = installOrdersNetwork({
      [`GET ${ORDER}`]: { body: codOrder() },
      [`POST ${MOVES}`]: { body: codOrder({ status: 'Processing', nextStates: ['In workshop', 'Cancelled'] }) },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    const cash = await screen.findByRole('region', { name: 'Cash on delivery' });
    expect(within(cash).getByText('₹2,600')).toBeInTheDocument();
    expect(within(cash).queryByRole('form', { name: 'Cash collected' })).not.toBeInTheDocument();
    expect(screen.getByText(/Payment: Unpaid \(cash on delivery\)/)).toBeInTheDocument();
    // Its history starts when it was placed, not paid.
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Placed (cash on delivery)')).toBeInTheDocument();
    expect(within(history).queryByText('Paid')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(
      screen.getByText('Cancel this order? Nothing was paid, so nothing is refunded; the stock is returned.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep the order' }));

    await user.click(screen.getByRole('button', { name: 'Confirm order (customer called)' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Moved to Processing.');
    expect(requestsTo(seen, MOVES)[0].body).toEqual({ from: 'Awaiting confirmation', to: 'Processing' });
  });

  it('shows a refusal of the cash (recorded by someone else a moment ago) and reads the order again', async () => {
    const seen = installOrdersNetwork({
      [`GET ${ORDER}`]: { body: codOrder({ status: 'Shipped', canRecordCash: true, nextStates: ['Delivered'] }) },
      [`POST ${CASH}`]: { status: 409, body: { statusCode: 409, message: CASH_ON_DELIVERY_MESSAGES.alreadyCollected } },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record cash collected' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CASH_ON_DELIVERY_MESSAGES.alreadyCollected);
    await waitFor(() => expect(requestsTo(seen, ORDER)).toHaveLength(2));
  });

  it('offers Returned to origin once shipped', async () => {
    installOrdersNetwork({
      [`GET ${ORDER}`]: {
        body: codOrder({
          status: 'Shipped',
          canRecordCash: true,
          nextStates: ['Delivered', 'Returned', 'Returned to origin'],
        }),
      },
    });
    signInAs('staff');
    renderAdmin(PAGE);
    expect(await screen.findByRole('button', { name: 'Returned to origin (refused at the door)' })).toBeInTheDocument();
  });

  it('records the cash collected as typed and shows who recorded it', async () => {
    const shipped = codOrder({ status: 'Delivered', canRecordCash: true, nextStates: ['Returned'] });
    const paid = codOrder({
      status: 'Delivered',
      paymentStatus: 'Paid',
      amountDueRupees: 0,
      cashCollection: {
        amountRupees: 2600,
        collectedOn: '2026-11-28',
        recordedAt: '2026-11-29T05:30:00.000Z',
        recordedBy: 'staff@rmj.in',
      },
    });
    let recorded = false;
    const seen = installOrdersNetwork({
      [`GET ${ORDER}`]: () => ({ body: recorded ? paid : shipped }),
      [`POST ${CASH}`]: () => {
        recorded = true;
        return { body: paid };
      },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    const form = await screen.findByRole('form', { name: 'Cash collected' });
    expect(within(form).getByLabelText('Amount collected (₹)')).toHaveValue(2600);
    expect(within(form).getByLabelText('Collected on')).toHaveValue(indianToday());
    const day = within(form).getByLabelText('Collected on');
    await user.clear(day);
    await user.type(day, '2026-11-28');
    await user.click(within(form).getByRole('button', { name: 'Record cash collected' }));
    expect(await screen.findByText('Cash of ₹2,600 recorded. The order is paid.')).toBeInTheDocument();
    expect(requestsTo(seen, CASH)[0].body).toEqual({ amountRupees: 2600, collectedOn: '2026-11-28' });
    const cash = screen.getByRole('region', { name: 'Cash on delivery' });
    await waitFor(() => expect(within(cash).getByText(/on 2026-11-28 \(recorded by staff@rmj.in/)).toBeInTheDocument());
  });
});
