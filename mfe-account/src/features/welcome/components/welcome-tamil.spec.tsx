// /welcome on a Tamil page: the greeting, the orders' states, dates and amounts in Tamil.
import { screen, within } from '@testing-library/react';
import type { MyOrder } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { setModuleLoader } from '../../../lib/federated-module';
import { renderPages } from '../../../testing/render-account';

const shipped: MyOrder = {
  orderId: 'RMJ-7K3M9Q2X4P',
  orderDate: '2026-11-20T06:00:00.000Z',
  totalAmount: 123456,
  status: 'Shipped',
  paymentStatus: 'Unpaid',
  itemCount: 1,
  productNames: ['Engraved Silver Ring'],
};

let net: FakeNetwork;
beforeEach(() => {
  setModuleLoader(async () => ({ OrderActions: () => null }));
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('firstName', 'Anjali');
  net = installFakeNetwork();
});
afterEach(() => setModuleLoader());

it("greets the shopper and shows an order's state, payment, date and amount in Tamil", async () => {
  net.reply('GET /api/orders/mine', { status: 200, json: { success: true, orders: [shipped] } });
  renderPages('/welcome', 'ta');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('வருக, Anjali!');
  expect(screen.getByRole('button', { name: 'வெளியேறு' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'உங்கள் சமீபத்திய ஆர்டர்கள்' })).toBeInTheDocument();
  const item = (await screen.findByRole('link', { name: shipped.orderId })).closest('li') as HTMLElement;
  expect(within(item).getByText('அனுப்பப்பட்டது')).toHaveClass('acc-status--shipped');
  expect(within(item).getByText('கட்டணம் செலுத்தப்படவில்லை')).toHaveClass('acc-status--unpaid');
  // Tamil month name, Indian grouping.
  expect(item).toHaveTextContent(/20 நவ.*2026 · ₹1,23,456/);
  expect(item).not.toHaveTextContent('Shipped');
});
