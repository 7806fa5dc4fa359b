// /ta/track-order: the form, the tabs, the order's progress with Tamil month names, and the
// server's known answers in Tamil.
import { screen, within } from '@testing-library/react';
import type { TrackOrderResponse } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { renderShop } from '../../../testing/render-cart';

const ORDER = 'RMJ-7K3M9Q2X4P';
const TRACK = `GET /api/track-order/${ORDER}`;
const shipped: TrackOrderResponse = {
  success: true,
  masked: true,
  orderId: ORDER,
  orderDate: '2026-11-20T06:00:00.000Z',
  totalAmount: 123456,
  paymentStatus: 'Paid',
  status: 'Shipped',
  customerName: 'A.',
  customerEmail: 'a***@example.in',
  customerNumber: '******3210',
  customerCity: 'Madurai',
  products: [{ name: 'Engraved Silver Ring', quantity: 1, price: 123456 }],
  timeline: [
    { state: 'Processing', at: '2026-11-20T06:00:00.000Z' },
    { state: 'Shipped', at: '2026-12-02T09:35:00.000Z' },
  ],
  shipment: {
    courier: 'Blue Dart',
    awb: 'BD12345678',
    trackingUrl: 'https://www.bluedart.com/tracking?awb=BD12345678',
    shippedAt: '2026-12-02T09:35:00.000Z',
  },
};

let net: FakeNetwork;
beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
});

it('shows the timeline in Tamil, each date with its Tamil month name in India time', async () => {
  net.reply(TRACK, { status: 200, json: shipped });
  renderShop(`/track-order?order=${ORDER}`, [], 'ta');
  expect(screen.getByRole('heading', { level: 1, name: 'உங்கள் ஆர்டரைக் கண்காணியுங்கள்' })).toBeInTheDocument();
  const progress = await screen.findByRole('region', { name: 'ஆர்டர் நிலவரம்' });
  const steps = within(within(progress).getByRole('list')).getAllByRole('listitem');
  expect(steps).toHaveLength(2);
  expect(steps[0].querySelector('.crt-timeline__state')).toHaveTextContent('உறுதிசெய்யப்பட்டது');
  expect(steps[0].querySelector('time')).toHaveTextContent(/^20 நவம்பர், 2026/);
  expect(steps[1].querySelector('.crt-timeline__state')).toHaveTextContent('அனுப்பப்பட்டது');
  expect(steps[1].querySelector('time')).toHaveTextContent(/^2 டிசம்பர், 2026/);
  expect(steps[1]).toHaveAttribute('aria-current', 'step');
  expect(screen.queryByText(/Nov|Dec/)).toBeNull();

  const tabs = screen.getByRole('tablist', { name: 'ஆர்டர் விவரங்கள்' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['ஆர்டர் தகவல்', 'வாடிக்கையாளர் விவரங்கள்', 'பொருட்கள்']);
  const info = screen.getByRole('tabpanel');
  expect(info).toHaveTextContent('மொத்தத் தொகை₹1,23,456');
  expect(within(info).getByText('செலுத்தப்பட்டது')).toHaveClass('crt-status--paid');
  const shipment = screen.getByRole('region', { name: 'அனுப்புதல்' });
  expect(within(shipment).getByRole('link', { name: /^உங்கள் பார்சலைக் கண்காணியுங்கள்/ })).toHaveAttribute(
    'href',
    'https://www.bluedart.com/tracking?awb=BD12345678',
  );
});

it('says a known answer of the server in Tamil, and an unknown one as the server wrote it', async () => {
  net.reply(TRACK, {
    status: 404,
    json: { statusCode: 404, message: 'Order not found. Please check the order number.' },
  });
  const { user } = renderShop(`/track-order?order=${ORDER}`, [], 'ta');
  expect(await screen.findByRole('alert')).toHaveTextContent('ஆர்டர் கிடைக்கவில்லை. ஆர்டர் எண்ணைச் சரிபார்க்கவும்.');

  net.replyOnly(TRACK, { status: 400, json: { statusCode: 400, message: 'Maintenance until 6 pm.' } });
  await user.click(screen.getByRole('button', { name: 'ஆர்டரைக் கண்காணி' }));
  expect(await screen.findByText('Maintenance until 6 pm.')).toHaveAttribute('role', 'alert');
});

it('asks for the order number in Tamil', async () => {
  const { user } = renderShop('/track-order', [], 'ta');
  await user.click(screen.getByRole('button', { name: 'ஆர்டரைக் கண்காணி' }));
  expect(screen.getByText('உங்கள் ஆர்டர் எண்ணை உள்ளிடவும்.')).toBeInTheDocument();
  expect(screen.getByLabelText('ஆர்டர் எண்')).toHaveAttribute('placeholder', 'எ.கா. RMJ-7K3M9Q2X4P');
});
