// The back office's returns: the board's Returns tab with its count, and a request's panel on its
// order's page with the buttons its state allows, each refusing cleanly when someone pressed first.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { catchDownloads, requestsTo, type CaughtDownloads } from '@rmj/web-testing';
import { RETURN_MESSAGES, type AdminReturn, type AdminReturnsPage } from '@rmj/contracts';
import { renderAdmin, signInAs } from '../../../testing/render-admin';
import { adminOrder, installOrdersNetwork, ORDER_NUMBER, orderRow, ordersPage } from '../testing/admin-orders';

configure({ asyncUtilTimeout: 5000 });

const RETURNS = '/api/admin/returns';
const request = (changes: Partial<AdminReturn> = {}): AdminReturn => ({
  returnId: 'RET-0000000001',
  orderNumber: ORDER_NUMBER,
  kind: 'return',
  reason: 'wrongSize',
  details: 'Too small for my finger.',
  lines: [{ line: 0, quantity: 1, name: 'Silver Name Ring', paidPaise: 250_000 }],
  state: 'Requested',
  creditPaise: 250_000,
  createdAt: '2026-11-28T06:00:00.000Z',
  steps: [{ state: 'Requested', at: '2026-11-28T06:00:00.000Z', by: 'customer' }],
  photoFileIds: ['a'.repeat(32)],
  customerName: 'Anjali Menon',
  ...changes,
});
const page = (returns: AdminReturn[]): AdminReturnsPage => ({
  returns,
  counts: { Requested: returns.length },
  open: returns.length,
});

let downloads: CaughtDownloads;
beforeEach(() => {
  downloads = catchDownloads();
});
afterEach(() => {
  sessionStorage.clear();
  downloads.restore();
});

describe('the Returns tab', () => {
  it('counts the open requests beside the states and lists them, each linking to its order', async () => {
    const seen = installOrdersNetwork({
      'GET /api/admin/orders': { body: ordersPage([orderRow()], { Processing: 1 }, 1) },
      [`GET ${RETURNS}`]: { body: page([request()]) },
    });
    signInAs('support');
    const { user } = renderAdmin('/admin/orders');
    const tabs = await screen.findByRole('navigation', { name: 'Order states' });
    const tab = await within(tabs).findByRole('link', { name: 'Returns 1' });
    await user.click(tab);
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: 'Returns 1' })).toHaveAttribute('aria-current', 'page'),
    );
    const row = await screen.findByRole('row', { name: /Anjali Menon/ });
    expect(within(row).getByRole('link', { name: ORDER_NUMBER })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_NUMBER}`,
    );
    expect(row).toHaveTextContent('Return for a refund: It does not fit');
    expect(requestsTo(seen, RETURNS).length).toBeGreaterThan(0);
  });
});

describe('a request on its order’s page', () => {
  it('shows the customer’s reason, pieces and photos, and approves it', async () => {
    const seen = installOrdersNetwork({
      [`GET /api/admin/orders/${ORDER_NUMBER}`]: { body: adminOrder({ status: 'Delivered', nextStates: [] }) },
      [`GET ${RETURNS}`]: { body: page([request()]) },
      [`POST ${RETURNS}/RET-0000000001/approve`]: { body: request({ state: 'Approved' }) },
    });
    signInAs('staff');
    const { user } = renderAdmin(`/admin/orders/${ORDER_NUMBER}`);
    const card = await screen.findByRole('article', { name: 'Return request RET-0000000001' });
    expect(card).toHaveTextContent('Too small for my finger.');
    expect(card).toHaveTextContent('Silver Name Ring × 1, paid ₹2,500');
    expect(await within(card).findByRole('img', { name: 'Customer photo 1' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Approved');
    expect(requestsTo(seen, `${RETURNS}/RET-0000000001/approve`)).toHaveLength(1);
  });

  it('asks a refusal for its reason beside the field, and shows a 409 when someone pressed first', async () => {
    installOrdersNetwork({
      [`GET /api/admin/orders/${ORDER_NUMBER}`]: { body: adminOrder({ status: 'Delivered', nextStates: [] }) },
      [`GET ${RETURNS}`]: { body: page([request()]) },
      [`POST ${RETURNS}/RET-0000000001/refuse`]: {
        status: 409,
        body: { statusCode: 409, message: RETURN_MESSAGES.alreadyMoved('Approved') },
      },
    });
    signInAs('staff');
    const { user } = renderAdmin(`/admin/orders/${ORDER_NUMBER}`);
    const card = await screen.findByRole('article', { name: 'Return request RET-0000000001' });
    await user.click(within(card).getByRole('button', { name: 'Refuse' }));
    await user.click(within(card).getByRole('button', { name: 'Refuse the request' }));
    expect(within(card).getByRole('textbox', { name: 'Reason, for the customer' })).toHaveAccessibleDescription(
      RETURN_MESSAGES.refusalReason,
    );
    await user.type(within(card).getByRole('textbox', { name: 'Reason, for the customer' }), 'Worn.');
    await user.click(within(card).getByRole('button', { name: 'Refuse the request' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.alreadyMoved('Approved'));
  });

  it('says while a passed check’s pieces are not back in stock yet, with nothing for staff to do by hand', async () => {
    installOrdersNetwork({
      [`GET /api/admin/orders/${ORDER_NUMBER}`]: { body: adminOrder({ status: 'Returned', nextStates: [] }) },
      [`GET ${RETURNS}`]: {
        body: page([request({ state: 'Passed check', check: { passed: true, note: 'Unworn' }, stockReturned: false })]),
      },
    });
    signInAs('support');
    renderAdmin(`/admin/orders/${ORDER_NUMBER}`);
    const card = await screen.findByRole('article', { name: 'Return request RET-0000000001' });
    expect(within(card).getByText(/^Putting the returned pieces back in stock/)).toBeInTheDocument();
    expect(within(card).queryByText(/by hand/)).toBeNull();
  });

  it('offers support no buttons, and the refund only to the owner after a passed check', async () => {
    installOrdersNetwork({
      [`GET /api/admin/orders/${ORDER_NUMBER}`]: { body: adminOrder({ status: 'Returned', nextStates: [] }) },
      [`GET ${RETURNS}`]: {
        body: page([request({ state: 'Passed check', check: { passed: true, note: 'Unworn' }, stockReturned: true })]),
      },
    });
    signInAs('support');
    const first = renderAdmin(`/admin/orders/${ORDER_NUMBER}`);
    const card = await screen.findByRole('article', { name: 'Return request RET-0000000001' });
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(within(card).getByText('The returned pieces are back in stock.')).toBeInTheDocument();
    first.unmount();
    sessionStorage.clear();
    signInAs('owner');
    renderAdmin(`/admin/orders/${ORDER_NUMBER}`);
    const ownerCard = await screen.findByRole('article', { name: 'Return request RET-0000000001' });
    expect(within(ownerCard).getByRole('button', { name: 'Refund ₹2,500' })).toBeInTheDocument();
  });
});

it('makes an exchange’s replacement order and links to it with what is left to pay', async () => {
  const seen = installOrdersNetwork({
    [`GET /api/admin/orders/${ORDER_NUMBER}`]: { body: adminOrder({ status: 'Returned', nextStates: [] }) },
    [`GET ${RETURNS}`]: {
      body: page([request({ kind: 'exchange', wanted: { size: '14' }, state: 'Passed check' })]),
    },
    [`POST ${RETURNS}/RET-0000000001/exchange`]: {
      body: request({ kind: 'exchange', state: 'Exchanged', replacementOrderNumber: 'RMJ-REPLACE000' }),
    },
  });
  signInAs('staff');
  const { user } = renderAdmin(`/admin/orders/${ORDER_NUMBER}`);
  const card = await screen.findByRole('article', { name: 'Return request RET-0000000001' });
  expect(card).toHaveTextContent('size 14');
  await user.click(within(card).getByRole('button', { name: 'Make the replacement order' }));
  expect(await within(card).findByRole('status')).toHaveTextContent('Replacement order made.');
  expect(requestsTo(seen, `${RETURNS}/RET-0000000001/exchange`)[0].body).toEqual({});
});
