import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@rmj/router';
import { cartActions, createShopStore, CartProvider, selectCartItems, type NewCartItem } from '@rmj/cart';
import { installFakeNetwork } from '@rmj/web-testing';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { answerQuotes } from '../../../testing/fake-quotes';
import { InWords } from '../../../testing/words';
import { CartPage } from './cart-page';

const pendant: NewCartItem = {
  id: 'p1',
  name: 'Fingerprint Pendant',
  price: 12500,
  image: '/img/p1.jpg',
  customization: { type: 'fingerprint', uploadedFile: { name: 'thumb.png' }, fileId: 'f1' },
};
const ring: NewCartItem = {
  id: 'r1',
  name: 'Engraved Ring',
  price: '2,900',
  size: '7',
  variant: 'Silver',
  image: '/img/r1.jpg',
  customization: { type: 'engraving', customName: 'ANU', selectedFont: 'serif' },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** The cart page with these lines, once its price check on opening has answered. */
async function renderCart(...items: NewCartItem[]) {
  const store = createShopStore({ storage: null });
  for (const item of items) store.dispatch(cartActions.itemAdded(item));
  render(
    <CartProvider store={store}>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route
            path="/cart"
            element={
              <InWords>
                <CartPage />
              </InWords>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </CartProvider>,
  );
  if (items.length > 0)
    await waitFor(() => expect(screen.getByRole('list', { name: 'Cart items' })).toHaveAttribute('aria-busy', 'false'));
  return store;
}

const summary = (testId: string) => screen.getByTestId(testId).textContent;
const lineOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  // Opening the cart checks its prices with the server: here the catalogue agrees with the cart.
  answerQuotes(installFakeNetwork(), {
    p1: { name: 'Fingerprint Pendant', price: 12500 },
    r1: { name: 'Engraved Ring', price: 2900 },
    g: { name: 'Gold chain', price: 123456 },
    l: { name: 'Locket', price: 4500 },
  });
});
afterEach(() => jest.useRealTimers());

describe('empty cart', () => {
  it('says the cart is empty and links to shopping and to login', async () => {
    await renderCart();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account');
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
  });
});

describe('cart with items', () => {
  it('shows each line with picture, name, personalisation, size, variant and unit price', async () => {
    await renderCart(pendant, ring);
    const first = lineOf('Fingerprint Pendant');
    expect(within(first).getByRole('img', { name: 'Fingerprint Pendant' })).toHaveAttribute('src', '/img/p1.jpg');
    expect(within(first).getByText('Fingerprint: thumb.png')).toBeInTheDocument();
    expect(within(first).getByText('₹12,500')).toBeInTheDocument();
    const second = lineOf('Engraved Ring');
    expect(within(second).getByText('Engraving: "ANU" (Elegant Serif)')).toBeInTheDocument();
    expect(within(second).getByText('Size: 7')).toBeInTheDocument();
    expect(within(second).getByText('Variant: Silver')).toBeInTheDocument();
    expect(within(second).getByText('₹2,900')).toBeInTheDocument();
  });

  it('disables the minus button at quantity 1 and enables it above', async () => {
    await renderCart(ring);
    const line = lineOf('Engraved Ring');
    const minus = within(line).getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    fireEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    expect(within(line).getByText('2')).toBeInTheDocument();
    expect(minus).toBeEnabled();
  });

  it('plus and minus change the quantity and the totals', async () => {
    const store = await renderCart(pendant, ring);
    expect(summary('crt-subtotal')).toBe('₹15,400');
    expect(summary('crt-total')).toBe('₹15,500');
    const line = lineOf('Fingerprint Pendant');
    fireEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    expect(summary('crt-subtotal')).toBe('₹40,400');
    fireEvent.click(within(line).getByRole('button', { name: 'Decrease quantity' }));
    expect(within(line).getByText('2')).toBeInTheDocument();
    expect(summary('crt-subtotal')).toBe('₹27,900');
    expect(summary('crt-total')).toBe('₹28,000');
    expect(selectCartItems(store.getState()).map((i) => i.quantity)).toEqual([2, 1]);
  });

  it('remove drops the line, and removing the last one shows the empty state', async () => {
    await renderCart(pendant, ring);
    fireEvent.click(within(lineOf('Fingerprint Pendant')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('heading', { name: 'Fingerprint Pendant' })).not.toBeInTheDocument();
    expect(summary('crt-subtotal')).toBe('₹2,900');
    fireEvent.click(within(lineOf('Engraved Ring')).getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('summary shows Subtotal, Shipping ₹100 and Total with Indian digit grouping', async () => {
    await renderCart(
      { id: 'g', name: 'Gold chain', price: 123456, quantity: 2 },
      { id: 'l', name: 'Locket', price: '4,500.00' },
    );
    expect(screen.getByText('Subtotal')).toBeInTheDocument();
    expect(summary('crt-subtotal')).toBe('₹2,51,412');
    expect(summary('crt-shipping')).toBe('₹100');
    expect(summary('crt-total')).toBe('₹2,51,512');
  });

  it("charges shipping by the owner's settings: the fee, free from the threshold on", async () => {
    const { noticeRecipients: _private, ...store } = SHOP_SETTINGS_FIXTURE;
    const net = installFakeNetwork();
    answerQuotes(net, { r1: { name: 'Engraved Ring', price: 2900 }, g: { name: 'Gold chain', price: 123456 } });
    net.reply('GET /api/settings', {
      status: 200,
      json: { version: 2, settings: { ...store, shippingFeeRupees: 150, freeShippingThresholdRupees: 100000 } },
    });
    await renderCart(ring);
    await waitFor(() => expect(summary('crt-shipping')).toBe('₹150'));
    expect(summary('crt-total')).toBe('₹3,050');
  });
});

describe('Proceed to checkout', () => {
  it('asks a visitor to log in, and the notice disappears after 3 seconds', async () => {
    jest.useFakeTimers();
    await renderCart(ring);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to complete your purchase');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Please log in to complete your purchase')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Please log in to complete your purchase')).not.toBeInTheDocument();
  });

  it('Go to Login stores /cart as redirectAfterLogin and opens /account', async () => {
    await renderCart(ring);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/cart');
    expect(screen.getByTestId('where')).toHaveTextContent('/account');
  });

  it('Cancel closes the notice', async () => {
    await renderCart(ring);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('a visitor with only a token (no userId) is still asked to log in', async () => {
    localStorage.setItem('token', 't');
    await renderCart(ring);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to complete your purchase');
  });

  it('opens the customer-details form for a logged-in shopper, with India as the country', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('userId', 'u1');
    await renderCart(ring);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const form = await screen.findByRole('dialog', { name: 'Customer Details' });
    expect(within(form).getByLabelText('Country')).toHaveValue('India');
    expect(within(form).getByLabelText('Full Name')).toHaveValue('Guest');
  });
});

describe('the thumbnail of an upload', () => {
  it('shows the shopper’s file, and nothing when this browser may not read it (a cart copied elsewhere)', async () => {
    await renderCart(pendant);
    const thumb = within(lineOf('Fingerprint Pendant')).getByRole('img', { name: 'Your upload: thumb.png' });
    expect(thumb).toHaveAttribute('src', '/api/files/f1');
    fireEvent.error(thumb);
    expect(
      within(lineOf('Fingerprint Pendant')).queryByRole('img', { name: 'Your upload: thumb.png' }),
    ).not.toBeInTheDocument();
    expect(within(lineOf('Fingerprint Pendant')).getByText('Fingerprint: thumb.png')).toBeInTheDocument();
  });
});
