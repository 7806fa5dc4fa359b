// /welcome: greeting from storage (default 'User'), Go to purchase, Logout, the guard, recent orders.
import { screen, waitFor, within } from '@testing-library/react';
import { SESSION_ENDED_MESSAGE } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { currentPath, renderPages } from '../../../testing/render-account';

let net: FakeNetwork;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  net = installFakeNetwork();
  net.reply('GET /api/orders/mine', { status: 200, json: { success: true, orders: [] } });
});

function storeSession(firstName?: string) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userId', 'u-1');
  if (firstName) localStorage.setItem('firstName', firstName);
  localStorage.setItem('lastName', 'Pillai');
}

it('greets the stored first name', () => {
  storeSession('Lakshmi');
  renderPages('/welcome');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Lakshmi!');
  expect(screen.getByText('You have successfully logged in to your account.')).toBeInTheDocument();
});

it('greets "User" when no first name is stored', () => {
  storeSession();
  renderPages('/welcome');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, User!');
});

it('Go to purchase opens the all-products listing and keeps the session', async () => {
  storeSession('Lakshmi');
  const { user } = renderPages('/welcome');
  await user.click(screen.getByRole('button', { name: 'Go to purchase' }));
  expect(currentPath()).toBe('/all-products');
  expect(localStorage.getItem('token')).toBe('tok');
});

it('Logout clears token, userId, firstName, lastName and the local order history, and opens the login form', async () => {
  net.reply('POST /api/logout', { status: 200, json: { success: true, message: 'You have been logged out.' } });
  storeSession('Lakshmi');
  localStorage.setItem('rmjCart', '[]');
  localStorage.setItem('orders', '[{"orderId":"RMJ-7K3M9Q2X4P"}]');
  localStorage.setItem('lastOrderId', 'RMJ-7K3M9Q2X4P');
  const { user } = renderPages('/welcome');
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  expect(currentPath()).toBe('/account');
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  // A plain logout is not an ended session: no note.
  expect(screen.queryByText(SESSION_ENDED_MESSAGE)).toBeNull();
  for (const key of ['token', 'userId', 'firstName', 'lastName', 'orders', 'lastOrderId'])
    expect(localStorage.getItem(key)).toBeNull();
  expect(localStorage.getItem('rmjCart')).toBe('[]');
  // The server ends the session too, so the token stops working for checkout.
  await waitFor(() =>
    expect(net.sent.filter((r) => r.path === '/api/logout')).toEqual([
      { method: 'POST', path: '/api/logout', body: undefined, authorization: 'Bearer tok' },
    ]),
  );
});

it.each([
  [
    'refuses the token (already expired or revoked)',
    { status: 401, json: { statusCode: 401, message: 'You are not logged in.' } },
  ],
  ['cannot be reached', { networkError: true as const }],
])('Logout still logs out here when the server %s', async (_what, reply) => {
  net.reply('POST /api/logout', reply);
  storeSession('Lakshmi');
  const { user } = renderPages('/welcome');
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  expect(currentPath()).toBe('/account');
  expect(localStorage.getItem('token')).toBeNull();
  await waitFor(() => expect(net.sent.filter((r) => r.path === '/api/logout')).toHaveLength(1));
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
});

it('sends a visitor without a session to /account', () => {
  localStorage.setItem('firstName', 'Ghost');
  renderPages('/welcome');
  expect(currentPath()).toBe('/account');
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
});

it('lists the shopper’s recent orders, each linking to its tracking view', async () => {
  storeSession('Lakshmi');
  const orders = [
    {
      orderId: 'RMJ-7K3M9Q2X4P',
      orderDate: '2026-01-05T06:00:00.000Z',
      totalAmount: 17100,
      status: 'Processing',
      paymentStatus: 'Paid',
      itemCount: 3,
      productNames: ['Gold Heart Pendant', 'Silver Promise Ring'],
    },
  ];
  installFakeNetwork().reply('GET /api/orders/mine', { status: 200, json: { success: true, orders } });
  renderPages('/welcome');
  const section = await screen.findByRole('region', { name: 'Your recent orders' });
  const link = await within(section).findByRole('link', { name: 'RMJ-7K3M9Q2X4P' });
  expect(link).toHaveAttribute('href', '/track-order?order=RMJ-7K3M9Q2X4P');
  expect(section).toHaveTextContent('₹17,100');
  expect(section).toHaveTextContent('Gold Heart Pendant, Silver Promise Ring');
});

it('says so when the shopper has no orders yet', async () => {
  storeSession('Lakshmi');
  renderPages('/welcome');
  expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  expect(net.sent.find((r) => r.path === '/api/orders/mine')).toBeDefined();
});

it('sends a shopper whose session has ended to the login form, which says so, and forgets the session and order history', async () => {
  storeSession('Lakshmi');
  localStorage.setItem('orders', '[]');
  localStorage.setItem('lastOrderId', 'RMJ-7K3M9Q2X4P');
  net.replyOnly('GET /api/orders/mine', {
    status: 401,
    json: { statusCode: 401, success: false, message: SESSION_ENDED_MESSAGE },
  });
  renderPages('/welcome');
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(currentPath()).toBe('/account');
  expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
  for (const key of ['token', 'userId', 'firstName', 'lastName', 'orders', 'lastOrderId'])
    expect(localStorage.getItem(key)).toBeNull();
});
