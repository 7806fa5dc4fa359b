import { screen, waitFor, within } from '@testing-library/react';
import type { TrackOrderResponse } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { logIn, renderShop } from '../../../testing/render-cart';

const tracked: TrackOrderResponse = {
  success: true,
  masked: true,
  orderId: 'RMJ-7K3M9Q2X4P',
  orderDate: '2026-01-05T06:00:00.000Z',
  totalAmount: 17100,
  paymentStatus: 'Paid',
  status: 'Processing',
  customerName: 'A.',
  customerEmail: 'a***@example.in',
  customerNumber: '******3210',
  customerCity: 'Madurai',
  products: [{ name: 'Gold Heart Pendant', quantity: 1, price: 12000 }],
};

let net: FakeNetwork;
beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
});

it('needs an order number', async () => {
  const { user } = renderShop('/track-order');
  await user.click(screen.getByRole('button', { name: 'Track Order' }));
  expect(screen.getByText('Please enter your order number.')).toBeInTheDocument();
  expect(net.sent).toHaveLength(0);
});

it('reads TRACKING... while loading, then shows the three tabs with status colours', async () => {
  const release = net.hold('GET /api/track-order/RMJ-7K3M9Q2X4P', { status: 200, json: tracked });
  const { user } = renderShop('/track-order');
  await user.type(screen.getByLabelText('Order number'), 'RMJ-7K3M9Q2X4P');
  await user.click(screen.getByRole('button', { name: 'Track Order' }));
  expect(await screen.findByRole('button', { name: 'TRACKING...' })).toBeDisabled();
  release();
  const tabs = await screen.findByRole('tablist');
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((t) => t.textContent),
  ).toEqual(['Order Info', 'Customer Details', 'Products']);
  expect(screen.getByText('Paid')).toHaveClass('crt-status--paid');
  expect(screen.getByText('Processing')).toHaveClass('crt-status--pending');
  expect(screen.getByText('₹17,100')).toBeInTheDocument();
  await user.click(within(tabs).getByRole('tab', { name: 'Customer Details' }));
  expect(screen.getByText('a***@example.in')).toBeInTheDocument();
  expect(screen.getByText(/Log in as the buyer/)).toBeInTheDocument();
  await user.click(within(tabs).getByRole('tab', { name: 'Products' }));
  expect(screen.getByText('Gold Heart Pendant × 1')).toBeInTheDocument();
});

it("sends a visitor's request without a token and the logged-in owner's with it", async () => {
  net.reply('GET /api/track-order/RMJ-7K3M9Q2X4P', { status: 200, json: tracked });
  const { user } = renderShop('/track-order?order=RMJ-7K3M9Q2X4P');
  await screen.findByRole('tablist');
  logIn();
  await user.click(screen.getByRole('button', { name: 'Track Order' }));
  await waitFor(() => expect(net.sent).toHaveLength(2));
  expect(net.sent.map((r) => r.authorization)).toEqual([undefined, 'Bearer tok']);
});

it('colours Shipped blue and a payment that is not Paid orange-red', async () => {
  net.reply('GET /api/track-order/RMJ-7K3M9Q2X4P', {
    status: 200,
    json: { ...tracked, status: 'Shipped', paymentStatus: 'Refunded' },
  });
  renderShop('/track-order?order=RMJ-7K3M9Q2X4P');
  expect(await screen.findByText('Shipped')).toHaveClass('crt-status--shipped');
  expect(screen.getByText('Refunded')).toHaveClass('crt-status--unpaid');
});

it('shows the server’s message, or the spec’s fallback', async () => {
  net.reply('GET /api/track-order/RMJ-0000000000', {
    status: 404,
    json: { success: false, message: 'Order not found. Please check the order number.' },
  });
  net.reply('GET /api/track-order/RMJ-1111111111', { networkError: true });
  const { user } = renderShop('/track-order');
  const field = screen.getByLabelText('Order number');
  await user.type(field, 'RMJ-0000000000');
  await user.click(screen.getByRole('button', { name: 'Track Order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Order not found. Please check the order number.');
  await user.clear(field);
  await user.type(field, 'RMJ-1111111111');
  await user.click(screen.getByRole('button', { name: 'Track Order' }));
  expect(await screen.findByText('An error occurred while tracking the order.')).toBeInTheDocument();
});
