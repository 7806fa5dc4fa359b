// A tracked order's lines priced by weight show, under the line, the purity, net weight, the rate
// charged and the HUID of each piece sent; a fixed-price line shows nothing more.
import { screen, within } from '@testing-library/react';
import type { TrackOrderResponse } from '@rmj/contracts';
import { installFakeNetwork } from '@rmj/web-testing';
import { renderShop } from '../../../testing/render-cart';

const tracked: TrackOrderResponse = {
  success: true,
  masked: true,
  orderId: 'RMJ-7K3M9Q2X4P',
  orderDate: '2026-11-29T06:00:00.000Z',
  totalAmount: 142240,
  paymentStatus: 'Paid',
  status: 'Shipped',
  customerName: 'A.',
  customerEmail: 'a***@example.in',
  customerNumber: '******3210',
  customerCity: 'Madurai',
  products: [
    {
      name: 'Ruby Lotus Gold Chain',
      quantity: 2,
      price: 70570,
      pricingRecord: {
        breakup: {
          pricing: 'by-weight',
          purity: '22K916',
          rateKey: 'gold-916',
          netWeightMg: 8450,
          grossWeightMg: 8700,
          ratePaisePerGram: 715200,
          metalValue: 6043440,
          making: { charge: { kind: 'value-addition', basisPoints: 1200 }, amount: 725213 },
          discount: { basisPoints: 1000, on: 'making', amount: 72521 },
          stones: [{ name: 'Ruby', weightMilliCarat: 250, chargePaise: 150000 }],
          stonesValue: 150000,
          hallmarking: 5300,
          taxable: 6851432,
          gst: 205543,
          roundOff: 25,
          total: 7057000,
          totalBeforeDiscount: 7131700,
        },
        rateSetAt: '2026-11-29T04:35:00.000Z',
        huids: ['AB12C3', 'ZX98Y7'],
      },
    },
    { name: 'Silver Promise Ring', quantity: 1, price: 1000 },
  ],
};

it('shows purity, net weight, rate and HUIDs under a line priced by weight', async () => {
  const net = installFakeNetwork();
  net.reply('GET /api/track-order/RMJ-7K3M9Q2X4P', { status: 200, json: tracked });
  const { user } = renderShop('/track-order?order=RMJ-7K3M9Q2X4P');
  await user.click(await screen.findByRole('tab', { name: 'Products' }));
  const chain = screen.getByText('Ruby Lotus Gold Chain × 2').closest('li') as HTMLElement;
  expect(within(chain).getByText('22K916')).toBeInTheDocument();
  expect(within(chain).getByText('Net 8.45 g')).toBeInTheDocument();
  expect(within(chain).getByText('Rate ₹7,152/g')).toBeInTheDocument();
  expect(within(chain).getByText('HUIDs AB12C3, ZX98Y7')).toBeInTheDocument();
  const ring = screen.getByText('Silver Promise Ring × 1').closest('li') as HTMLElement;
  expect(within(ring).queryByText(/Rate|HUID|Net/)).not.toBeInTheDocument();
});
