// /welcome's recent orders after payment: each order's state in words and colour, and under it
// mfe-cart's order actions (tax invoice, cancelling), loaded through Module Federation. mfe-cart is
// not running here: the loader's seam gets a stand-in that shows what it was given, and the
// actions' own behaviour is mfe-cart's spec (src/exposes/order-actions.spec.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import { ORDER_ACTIONS_MODULE, type MyOrder, type OrderActionsProps } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { setModuleLoader } from '../../../lib/federated-module';
import { renderPages } from '../../../testing/render-account';

const MINE = 'GET /api/orders/mine';
const base: MyOrder = {
  orderId: 'RMJ-7K3M9Q2X4P',
  orderDate: '2026-11-20T06:00:00.000Z',
  totalAmount: 17100,
  status: 'Processing',
  paymentStatus: 'Paid',
  itemCount: 1,
  productNames: ['Engraved Silver Ring'],
};
const shipped: MyOrder = {
  ...base,
  orderId: 'RMJ-SH1PPED000',
  status: 'Shipped',
  invoice: { invoiceNumber: 'RMJ/26-27/000042', issuedAt: '2026-11-26T09:35:00.000Z' },
};
const refunded: MyOrder = { ...base, orderId: 'RMJ-REFVNDED00', status: 'Refunded', paymentStatus: 'Refunded' };
const returned: MyOrder = {
  ...base,
  orderId: 'RMJ-RETVRNED00',
  status: 'Returned',
  paymentStatus: 'Partially refunded',
};
const justPaid = (): MyOrder => ({ ...base, cancellableUntil: new Date(Date.now() + 30 * 60_000).toISOString() });

/** Stands in for mfe-cart's widget: what it was given, and a button reporting a cancellation. */
function FakeOrderActions(props: OrderActionsProps) {
  return (
    <div className={props.classes.actions} data-testid={`actions-${props.orderNumber}`}>
      {props.placement} {props.invoice?.invoiceNumber ?? 'no invoice'} {props.cancellableUntil ?? 'not cancellable'}
      {props.cancellableUnpaid ? ' unpaid, until confirmed' : ''}
      {props.creditNotes?.map((note) => ` credit note ${note.creditNoteNumber}`)}
      <button
        type="button"
        className={props.classes.cancel.button}
        onClick={() => props.onCancelOutcome({ ok: true, message: 'Cancelled.' })}
      >
        Cancel order
      </button>
    </div>
  );
}

let net: FakeNetwork;
let asked: string[];
beforeEach(() => {
  asked = [];
  setModuleLoader(async (id) => {
    asked.push(id);
    return { OrderActions: FakeOrderActions };
  });
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('firstName', 'Anjali');
  net = installFakeNetwork();
});
afterEach(() => setModuleLoader());

const itemOf = async (orderId: string) =>
  (await screen.findByRole('link', { name: orderId })).closest('li') as HTMLElement;

it('shows each order’s current state in words and in the tracking colours', async () => {
  net.reply(MINE, { status: 200, json: { success: true, orders: [base, shipped, refunded, returned] } });
  renderPages('/welcome');
  expect(within(await itemOf(base.orderId)).getByText('Processing')).toHaveClass('acc-status--pending');
  expect(within(await itemOf(shipped.orderId)).getByText('Shipped')).toHaveClass('acc-status--shipped');
  const refundedItem = await itemOf(refunded.orderId);
  expect(within(refundedItem).getByText('Refunded')).toHaveClass('acc-status--pending');
  expect(refundedItem).not.toHaveTextContent('Payment');
  const returnedItem = await itemOf(returned.orderId);
  expect(within(returnedItem).getByText('Returned')).toBeInTheDocument();
  expect(within(returnedItem).getByText('Payment partially refunded')).toHaveClass('acc-status--unpaid');
});

it('links a delivered order to its tracking page for a return or exchange', async () => {
  const delivered: MyOrder = { ...shipped, orderId: 'RMJ-DE11VERED0', status: 'Delivered' };
  net.reply(MINE, { status: 200, json: { success: true, orders: [delivered, shipped] } });
  renderPages('/welcome');
  const link = within(await itemOf(delivered.orderId)).getByRole('link', {
    name: `Return or exchange order ${delivered.orderId}`,
  });
  expect(link).toHaveAttribute('href', `/track-order?order=${delivered.orderId}`);
  expect(within(await itemOf(shipped.orderId)).queryByRole('link', { name: /Return or exchange/ })).toBeNull();
});

it('passes an unconfirmed cash-on-delivery order to the order actions as cancellable without a deadline', async () => {
  const cod: MyOrder = {
    ...base,
    orderId: 'RMJ-C0DAWA1T00',
    status: 'Awaiting confirmation',
    paymentStatus: 'Unpaid',
    cancellableUnpaid: true,
  };
  net.reply(MINE, { status: 200, json: { success: true, orders: [cod] } });
  renderPages('/welcome');
  const actions = await within(await itemOf(cod.orderId)).findByTestId(`actions-${cod.orderId}`);
  expect(actions).toHaveTextContent('list no invoice not cancellable unpaid, until confirmed');
});

it('renders mfe-cart’s order actions under each order, with its invoice, its window and this list’s look', async () => {
  const order = justPaid();
  net.reply(MINE, { status: 200, json: { success: true, orders: [order, shipped] } });
  renderPages('/welcome');
  const first = await within(await itemOf(order.orderId)).findByTestId(`actions-${order.orderId}`);
  expect(first).toHaveTextContent(`list no invoice ${order.cancellableUntil}`);
  expect(first).toHaveClass('acc-orders__actions');
  expect(within(first).getByRole('button', { name: 'Cancel order' })).toHaveClass('acc-orders__action');
  const second = await within(await itemOf(shipped.orderId)).findByTestId(`actions-${shipped.orderId}`);
  expect(second).toHaveTextContent('list RMJ/26-27/000042 not cancellable');
  // One load of the module for the whole list.
  expect(asked).toEqual([ORDER_ACTIONS_MODULE]);
});

it('passes a refunded order’s credit notes to the order actions, beside its invoice', async () => {
  const refundedAfterShipping: MyOrder = {
    ...shipped,
    orderId: 'RMJ-CRED1TN0TE',
    status: 'Refunded',
    paymentStatus: 'Refunded',
    creditNotes: [{ creditNoteNumber: 'CN/26-27/000003', issuedAt: '2026-11-28T09:35:00.000Z', amount: 1_710_000 }],
  };
  net.reply(MINE, { status: 200, json: { success: true, orders: [refundedAfterShipping] } });
  renderPages('/welcome');
  const actions = await within(await itemOf(refundedAfterShipping.orderId)).findByTestId(
    `actions-${refundedAfterShipping.orderId}`,
  );
  expect(actions).toHaveTextContent('list RMJ/26-27/000042 not cancellable credit note CN/26-27/000003');
});

it('reads the list again after a cancellation, so the order’s new state shows', async () => {
  const order = justPaid();
  net.reply(MINE, { status: 200, json: { success: true, orders: [order] } });
  net.reply(MINE, {
    status: 200,
    json: { success: true, orders: [{ ...order, status: 'Cancelled', cancellableUntil: undefined }] },
  });
  const { user } = renderPages('/welcome');
  const item = await itemOf(order.orderId);
  await user.click(await within(item).findByRole('button', { name: 'Cancel order' }));
  expect(await within(item).findByText('Cancelled')).toHaveClass('acc-status--pending');
  await waitFor(() => expect(net.sent.filter((r) => r.path === '/api/orders/mine')).toHaveLength(2));
});

it('still lists the orders when mfe-cart cannot be reached, without their actions', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // React reports the error its boundary caught; the boundary's own line is the one that matters.
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setModuleLoader(() => Promise.reject(new Error('mfe_cart is down')));
  net.reply(MINE, { status: 200, json: { success: true, orders: [justPaid(), shipped] } });
  renderPages('/welcome');
  const item = await itemOf(shipped.orderId);
  expect(within(item).getByText('Shipped')).toHaveClass('acc-status--shipped');
  expect(screen.getByRole('link', { name: base.orderId })).toBeInTheDocument();
  await waitFor(() => expect(warn).toHaveBeenCalled());
  for (const listed of screen.getAllByRole('listitem')) expect(within(listed).queryByRole('button')).toBeNull();
  warn.mockRestore();
  reported.mockRestore();
});
