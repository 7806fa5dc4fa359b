import { screen, waitFor } from '@testing-library/react';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { answerQuotes, quotesSent } from '../../../testing/fake-quotes';
import { renderShop } from '../../../testing/render-cart';

const ring = { id: 'a00000000000000000000001', name: 'Silver Promise Ring', price: 2500, quantity: 2 };
const pieces = { [ring.id]: { name: ring.name, price: 2500 } };
const promos = { SILVER10: { discount: 500, description: '10% off (up to ₹1,500) on orders of ₹2,000 or more' } };

let net: FakeNetwork;
beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
});

it('applies a code the server accepts and shows the server’s discount and total', async () => {
  answerQuotes(net, pieces, promos);
  const { user } = renderShop('/cart', [ring]);
  await user.type(screen.getByLabelText('Promo code'), 'silver10');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByTestId('crt-discount')).toHaveTextContent('-₹500');
  expect(screen.getByTestId('crt-total')).toHaveTextContent('₹4,600');
  expect(screen.getByRole('status')).toHaveTextContent('Promo code SILVER10 applied');
  // The cart's own check on opening, then the code's: lines without prices, the code as typed.
  expect(quotesSent(net).map((r) => r.body)).toEqual([
    { items: [{ productId: ring.id, name: ring.name, quantity: 2 }] },
    { items: [{ productId: ring.id, name: ring.name, quantity: 2 }], promoCode: 'silver10' },
  ]);
  await user.click(screen.getByRole('button', { name: 'Remove code' }));
  expect(screen.getByTestId('crt-total')).toHaveTextContent('₹5,100');
});

it('says why a code does not apply', async () => {
  answerQuotes(net, pieces, promos);
  const { user } = renderShop('/cart', [ring]);
  await user.type(screen.getByLabelText('Promo code'), 'OLD');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Promo code "OLD" is not valid.');
  expect(screen.queryByTestId('crt-discount')).not.toBeInTheDocument();
  // The lines are checked again without the refused code.
  await waitFor(() => expect(quotesSent(net).at(-1)?.body).toEqual({ items: expect.any(Array) }));
});

it('re-checks the applied code when the cart changes, and keeps it waiting while an item cannot be bought', async () => {
  const catalogue = answerQuotes(net, pieces, promos);
  const { user } = renderShop('/cart', [ring]);
  await user.type(screen.getByLabelText('Promo code'), 'SILVER10');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByTestId('crt-discount')).toHaveTextContent('-₹500');
  catalogue.pieces[ring.id].stock = 1;
  await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Only 1 of "Silver Promise Ring" is left. Please change the quantity.',
  );
  expect(screen.getByText(/will be checked once every item in your cart can be bought/)).toHaveTextContent(
    'Promo code SILVER10 will be checked once every item in your cart can be bought.',
  );
  expect(screen.queryByTestId('crt-discount')).not.toBeInTheDocument();
  expect(quotesSent(net).at(-1)?.body).toMatchObject({ promoCode: 'SILVER10' });
});
