import { screen } from '@testing-library/react';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { renderShop } from '../../../testing/render-cart';

const ring = { id: 'a00000000000000000000001', name: 'Silver Promise Ring', price: 2500, quantity: 2 };
const quoted = {
  success: true,
  message: 'Promo code SILVER10 applied',
  pricing: {
    lines: [{ productId: ring.id, name: ring.name, price: 2500, quantity: 2, total: 5000, image: '/i.svg' }],
    subtotal: 5000,
    shipping: 100,
    discount: 500,
    total: 4600,
    promo: { code: 'SILVER10', description: '10% off (up to ₹1,500) on orders of ₹2,000 or more' },
  },
};

let net: FakeNetwork;
beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
});

it('applies a code the server accepts and shows the server’s discount and total', async () => {
  net.reply('POST /api/orders/quote', { status: 200, json: quoted });
  const { user } = renderShop('/cart', [ring]);
  await user.type(screen.getByLabelText('Promo code'), 'silver10');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByTestId('crt-discount')).toHaveTextContent('-₹500');
  expect(screen.getByTestId('crt-total')).toHaveTextContent('₹4,600');
  expect(screen.getByRole('status')).toHaveTextContent('Promo code SILVER10 applied');
  expect(net.sent[0].body).toEqual({
    items: [{ productId: ring.id, name: ring.name, quantity: 2 }],
    promoCode: 'silver10',
  });
  await user.click(screen.getByRole('button', { name: 'Remove code' }));
  expect(screen.getByTestId('crt-total')).toHaveTextContent('₹5,100');
});

it('says why a code does not apply', async () => {
  net.reply('POST /api/orders/quote', {
    status: 400,
    json: { success: false, message: 'Promo code "OLD" has expired.' },
  });
  const { user } = renderShop('/cart', [ring]);
  await user.type(screen.getByLabelText('Promo code'), 'OLD');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Promo code "OLD" has expired.');
  expect(screen.queryByTestId('crt-discount')).not.toBeInTheDocument();
});
