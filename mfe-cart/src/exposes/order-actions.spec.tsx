// The order actions as another remote renders them through Module Federation (/welcome's list of
// recent orders): the exposed module in the real shop store, with a host's own class names and
// `list` placement. /track-order's own use is covered by the tracking page's specs.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider, createShopStore } from '@rmj/cart';
import {
  cancelMessages,
  isOrderActionsModule,
  type CallOutcome,
  type OrderActionsClasses,
  type OrderActionsProps,
} from '@rmj/contracts';
import { blobText, catchDownloads, installFakeNetwork, type CaughtDownloads, type FakeNetwork } from '@rmj/web-testing';
import * as exposed from './order-actions';
import { OrderActions } from './order-actions';

const ORDER = 'RMJ-7K3M9Q2X4P';
const LIST_CLASSES: OrderActionsClasses = {
  actions: 'host-orders__actions',
  invoice: { button: 'host-orders__action', problem: 'host-orders__problem' },
  cancel: {
    button: 'host-orders__action',
    confirm: 'host-orders__confirm',
    question: 'host-orders__question',
    yes: 'host-orders__action host-orders__action--strong',
    no: 'host-orders__action',
  },
  outcome: { done: 'host-orders__done', problem: 'host-orders__problem' },
};
const invoice = { invoiceNumber: 'RMJ/26-27/000042', issuedAt: '2026-11-26T09:35:00.000Z' };
const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000).toISOString();

let net: FakeNetwork;
let downloads: CaughtDownloads;
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userId', 'u-1');
  net = installFakeNetwork();
  downloads = catchDownloads();
});
afterEach(() => downloads.restore());

function renderInList(props: Partial<OrderActionsProps> = {}) {
  const outcomes: CallOutcome[] = [];
  const user = userEvent.setup();
  const { container } = render(
    <CartProvider store={createShopStore({ storage: null })}>
      <OrderActions
        orderNumber={ORDER}
        placement="list"
        classes={LIST_CLASSES}
        onCancelOutcome={(outcome) => outcomes.push(outcome)}
        {...props}
      />
    </CartProvider>,
  );
  return { outcomes, user, container };
}

it('exposes the module in the shape the contract declares', () => {
  expect(isOrderActionsModule(exposed)).toBe(true);
});

it('shows nothing for an order without an invoice or an open window', () => {
  const { container } = renderInList({ cancellableUntil: new Date(Date.now() - 1000).toISOString() });
  expect(container).toBeEmptyDOMElement();
});

it('downloads a credit note from a list of orders, in the host’s look, under the note’s number', async () => {
  net.reply(`GET /api/orders/${ORDER}/credit-notes/CN-26-27-000003`, {
    status: 200,
    text: '%PDF-1.7 credit note',
    contentType: 'application/pdf',
  });
  const { user } = renderInList({
    invoice,
    creditNotes: [{ creditNoteNumber: 'CN/26-27/000003', issuedAt: '2026-11-28T09:35:00.000Z', amount: 250_000 }],
  });
  const button = screen.getByRole('button', { name: 'Download credit note CN/26-27/000003' });
  expect(button).toHaveClass('host-orders__action');
  await user.click(button);
  await waitFor(() => expect(downloads.saved).toHaveLength(1));
  expect(downloads.saved[0].name).toBe('CN-26-27-000003.pdf');
  expect(await blobText(downloads.saved[0].blob)).toBe('%PDF-1.7 credit note');
  expect(net.sent.at(-1)).toMatchObject({ authorization: 'Bearer tok' });
});

it('downloads an issued tax invoice with the shopper’s token, under the invoice’s number', async () => {
  net.reply(`GET /api/orders/${ORDER}/invoice`, {
    status: 200,
    text: '%PDF-1.7 tax invoice',
    contentType: 'application/pdf',
  });
  const { user } = renderInList({ invoice });
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  const button = screen.getByRole('button', { name: 'Download tax invoice' });
  expect(button).toHaveClass('host-orders__action');
  await user.click(button);
  await waitFor(() => expect(downloads.saved).toHaveLength(1));
  expect(downloads.saved[0].name).toBe('RMJ-26-27-000042.pdf');
  expect(await blobText(downloads.saved[0].blob)).toBe('%PDF-1.7 tax invoice');
  expect(net.sent.at(-1)).toMatchObject({ path: `/api/orders/${ORDER}/invoice`, authorization: 'Bearer tok' });
});

it('says why an invoice could not be downloaded', async () => {
  net.reply(`GET /api/orders/${ORDER}/invoice`, { networkError: true });
  const { user } = renderInList({ invoice });
  await user.click(screen.getByRole('button', { name: 'Download tax invoice' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The tax invoice could not be downloaded. Please try again.');
  expect(alert).toHaveClass('host-orders__problem');
  expect(downloads.saved).toHaveLength(0);
});

it('cancels after asking with the order’s number, says so under the buttons and tells the host', async () => {
  net.reply(`POST /api/orders/${ORDER}/cancel`, {
    status: 200,
    json: { success: true, status: 'Cancelled', message: cancelMessages.done },
  });
  const { user, outcomes } = renderInList({ cancellableUntil: inHalfAnHour() });
  expect(screen.queryByText(/You can cancel this order until/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  const question = screen.getByRole('group', {
    name: `Cancel order ${ORDER}? The full amount goes back to your payment method.`,
  });
  expect(question).toHaveClass('host-orders__confirm');
  expect(screen.getByRole('button', { name: 'Yes, cancel the order' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Keep the order' }));
  expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveFocus();
  expect(net.sent.filter((r) => r.method === 'POST')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(cancelMessages.done);
  expect(status).toHaveClass('host-orders__done');
  expect(outcomes).toEqual([{ ok: true, message: cancelMessages.done }]);
  expect(net.sent.find((r) => r.method === 'POST')).toEqual({
    method: 'POST',
    path: `/api/orders/${ORDER}/cancel`,
    body: {},
    authorization: 'Bearer tok',
  });
});

it('cancels an unconfirmed cash-on-delivery order in a list without promising money back', async () => {
  net.reply(`POST /api/orders/${ORDER}/cancel`, {
    status: 200,
    json: { success: true, status: 'Cancelled', message: cancelMessages.unpaid.done },
  });
  const { user, outcomes } = renderInList({ cancellableUnpaid: true });
  // No deadline to show in a list either.
  expect(screen.queryByText(/You can cancel this order until/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  screen.getByRole('group', { name: `Cancel order ${ORDER}? Nothing has been paid, so nothing is charged.` });
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(
    'Your order is cancelled. Nothing was paid for it, so there is nothing to pay or refund.',
  );
  expect(outcomes).toEqual([{ ok: true, message: cancelMessages.unpaid.done }]);
});

it('shows the server’s reason when it is too late to cancel', async () => {
  net.reply(`POST /api/orders/${ORDER}/cancel`, {
    status: 409,
    json: { statusCode: 409, success: false, message: cancelMessages.tooLate },
  });
  const { user, outcomes } = renderInList({ cancellableUntil: inHalfAnHour() });
  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(cancelMessages.tooLate);
  expect(outcomes).toEqual([{ ok: false, message: cancelMessages.tooLate }]);
});
