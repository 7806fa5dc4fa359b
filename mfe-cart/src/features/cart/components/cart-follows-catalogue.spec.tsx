// The cart follows the catalogue: opening the cart asks the server for current prices
// and stock; a changed price is applied and shown, a line that cannot be bought is flagged and
// checkout waits until the shopper removes it or lowers the quantity.
import { screen, waitFor, within } from '@testing-library/react';
import { selectCartItems } from '@rmj/cart';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { answerQuotes, quotesSent } from '../../../testing/fake-quotes';
import { logIn, renderShop } from '../../../testing/render-cart';
import en from '../../../i18n/en';

const ring = { id: 'a00000000000000000000001', name: 'Engraved Ring', price: '2,900', image: '/img/r1.jpg' };
const anklet = { id: 'a00000000000000000000003', name: 'Kids Anklet', price: 900 };
const locket = { id: 'a00000000000000000000009', name: 'Old Locket', price: 1500 };
const photo = {
  id: 'a00000000000000000000004',
  name: 'Rose Gold Band',
  price: 3100,
  image: '/api/product-photos/ph_7Kx2/640.webp',
};

let net: FakeNetwork;
beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
});

const lineOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
const checkoutButton = () => screen.getByRole('button', { name: 'Proceed to checkout' });
const checked = () =>
  waitFor(() => expect(screen.getByRole('list', { name: 'Cart items' })).toHaveAttribute('aria-busy', 'false'));

it('applies a price the catalogue changed and tells the shopper, before any payment', async () => {
  answerQuotes(net, { [ring.id]: { name: ring.name, price: 3100 } });
  const { store } = renderShop('/cart', [ring]);
  const line = lineOf('Engraved Ring');
  expect(await within(line).findByRole('status')).toHaveTextContent('Price updated: was ₹2,900, now ₹3,100');
  expect(within(line).getByText('₹3,100')).toBeInTheDocument();
  expect(screen.getByTestId('crt-subtotal')).toHaveTextContent('₹3,100');
  expect(screen.getByTestId('crt-total')).toHaveTextContent('₹3,200');
  expect(selectCartItems(store.getState())[0].price).toBe(3100);
  // The server is told what was chosen, never a price.
  expect(quotesSent(net).map((r) => r.body)).toEqual([
    { items: [{ productId: ring.id, name: ring.name, quantity: 1 }] },
  ]);
  expect(checkoutButton()).toBeEnabled();
});

it('flags a sold-out line and blocks checkout until it is removed', async () => {
  answerQuotes(net, {
    [ring.id]: { name: ring.name, price: 2900 },
    [anklet.id]: { name: anklet.name, price: 900, stock: 0 },
  });
  logIn();
  const { user } = renderShop('/cart', [ring, anklet]);
  expect(await within(lineOf('Kids Anklet')).findByRole('alert')).toHaveTextContent(
    '"Kids Anklet" is sold out. Please remove it from your cart to continue.',
  );
  expect(within(lineOf('Engraved Ring')).queryByRole('alert')).not.toBeInTheDocument();
  expect(checkoutButton()).toBeDisabled();
  expect(screen.getByText(en['checkout.blocked'])).toBeInTheDocument();
  await user.click(within(lineOf('Kids Anklet')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(quotesSent(net)).toHaveLength(2));
  await checked();
  expect(screen.queryByText(en['checkout.blocked'])).not.toBeInTheDocument();
  expect(checkoutButton()).toBeEnabled();
  await user.click(checkoutButton());
  expect(await screen.findByRole('dialog', { name: 'Customer Details' })).toBeInTheDocument();
});

it('flags a quantity above the stock (lines of one piece added up) until the shopper lowers it', async () => {
  answerQuotes(net, { [ring.id]: { name: ring.name, price: 2900, stock: 2 } });
  const { user } = renderShop('/cart', [{ ...ring, quantity: 3 }]);
  const line = lineOf('Engraved Ring');
  expect(await within(line).findByRole('alert')).toHaveTextContent(
    'Only 2 of "Engraved Ring" are left. Please change the quantity.',
  );
  expect(within(line).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  expect(checkoutButton()).toBeDisabled();
  await user.click(within(line).getByRole('button', { name: 'Decrease quantity' }));
  await waitFor(() => expect(within(lineOf('Engraved Ring')).queryByRole('alert')).not.toBeInTheDocument());
  expect(checkoutButton()).toBeEnabled();
  expect(quotesSent(net).at(-1)?.body).toEqual({ items: [{ productId: ring.id, name: ring.name, quantity: 2 }] });
});

it('flags a piece that is no longer sold, keeping the rest of the cart as it is', async () => {
  answerQuotes(net, { [ring.id]: { name: ring.name, price: 2900 } });
  renderShop('/cart', [ring, locket]);
  expect(await within(lineOf('Old Locket')).findByRole('alert')).toHaveTextContent(
    '"Old Locket" is no longer available. Please remove it from your cart to continue.',
  );
  expect(within(lineOf('Old Locket')).getByText('₹1,500')).toBeInTheDocument();
  expect(within(lineOf('Old Locket')).queryByRole('status')).not.toBeInTheDocument();
  expect(checkoutButton()).toBeDisabled();
});

it('a price check that gets no answer blocks nothing (checkout asks the server again)', async () => {
  net.reply('POST /api/orders/quote', { networkError: true });
  logIn();
  const { user } = renderShop('/cart', [ring]);
  await checked();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(checkoutButton());
  expect(await screen.findByRole('dialog', { name: 'Customer Details' })).toBeInTheDocument();
});

it('Proceed to checkout waits for the check: a cart just found sold out never opens the form', async () => {
  const release = net.hold('POST /api/orders/quote', {
    status: 200,
    json: {
      success: false,
      message: '"Engraved Ring" is sold out. Please remove it from your cart to continue.',
      pricing: {
        lines: [
          {
            productId: ring.id,
            name: ring.name,
            price: 2900,
            quantity: 1,
            total: 2900,
            image: '/img/r1.jpg',
            stock: 0,
            availability: 'sold-out',
            message: '"Engraved Ring" is sold out. Please remove it from your cart to continue.',
          },
        ],
        subtotal: 2900,
        shipping: 100,
        discount: 0,
        total: 3000,
      },
    },
  });
  logIn();
  const { user } = renderShop('/cart', [ring]);
  await user.click(checkoutButton());
  release();
  expect(await within(lineOf('Engraved Ring')).findByRole('alert')).toHaveTextContent('is sold out');
  expect(screen.queryByRole('dialog', { name: 'Customer Details' })).not.toBeInTheDocument();
  expect(checkoutButton()).toBeDisabled();
});

it('draws a photograph at the size of its box (srcset, sizes, width and height); a drawn picture as before', async () => {
  answerQuotes(net, { [ring.id]: { name: ring.name, price: 2900 }, [photo.id]: { name: photo.name, price: 3100 } });
  renderShop('/cart', [photo, ring]);
  await checked();
  const picture = within(lineOf('Rose Gold Band')).getByRole('img', { name: 'Rose Gold Band' });
  expect(picture).toHaveAttribute('src', '/api/product-photos/ph_7Kx2/640.webp');
  expect(picture).toHaveAttribute(
    'srcset',
    '/api/product-photos/ph_7Kx2/320.webp 320w, /api/product-photos/ph_7Kx2/640.webp 640w',
  );
  expect(picture).toHaveAttribute('sizes', '(min-width: 600px) 96px, 72px');
  expect(picture).toHaveAttribute('width', '72');
  expect(picture).toHaveAttribute('height', '72');
  const drawn = within(lineOf('Engraved Ring')).getByRole('img', { name: 'Engraved Ring' });
  expect(drawn).toHaveAttribute('src', '/img/r1.jpg');
  expect(drawn).not.toHaveAttribute('srcset');
  expect(drawn).not.toHaveAttribute('sizes');
});
