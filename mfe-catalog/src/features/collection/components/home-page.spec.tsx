import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomePage } from './home-page';
import { installFakeFetch, requestsTo, renderPage } from '@rmj/web-testing';
import { fakeSearchServer } from '../../../testing/fake-search-server';
import { makeProducts, withPhotos } from '../../../testing/sample-products';
import { LISTING_CARD_SIZES } from '../../../lib/card-sizes';

const products = makeProducts(30, (index) =>
  index === 0 ? { isNew: true, discount: 15, oldPrice: 1500, gram: 4 } : {},
);

describe('HomePage', () => {
  it('shows the hero, promo strip, tiles and testimonial', async () => {
    installFakeFetch({ 'GET /api/products/search': fakeSearchServer([]) });
    renderPage(<HomePage />);
    expect(screen.getByText('Jewels as unique as your love')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/contact');
    expect(
      screen.getByText('COMPLIMENTARY SIZING | CERTIFIED GEMSTONES | LIFETIME WARRANTY | SECURE PACKAGING'),
    ).toBeInTheDocument();
    for (const tile of ['Ethically Sourced', 'Master Craftsmanship', 'Quality Guarantee', 'Elegant Gift Box']) {
      expect(screen.getByRole('heading', { name: tile })).toBeInTheDocument();
    }
    expect(screen.getByText(/Priya Raman, Madurai/)).toBeInTheDocument();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('asks the server for one page of 12, shows a spinner first, then the page and the count line', async () => {
    const seen = installFakeFetch({ 'GET /api/products/search': fakeSearchServer(products) });
    renderPage(<HomePage />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-12 of 30 exquisite pieces')).toBeInTheDocument();
    expect(Object.fromEntries(requestsTo(seen, '/api/products/search')[0].url.searchParams)).toEqual({
      q: '',
      page: '1',
      limit: '12',
    });
    expect(requestsTo(seen, '/api/all-products')).toHaveLength(0);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const first = screen.getByRole('article', { name: 'Item 01' });
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText('15% OFF')).toBeInTheDocument();
    expect(within(first).getByText('₹1,500').tagName).toBe('S');
    expect(within(first).getByText('(4 gram)')).toBeInTheDocument();
  });

  it('shows photographs with their srcset and sizes, the first screenful at once, and out-of-stock pieces', async () => {
    const photographed = makeProducts(6, (index) => ({
      ...withPhotos(`ph${index + 1}`),
      ...(index === 1 ? { inStock: false } : {}),
    }));
    installFakeFetch({ 'GET /api/products/search': fakeSearchServer(photographed) });
    renderPage(<HomePage />);
    await screen.findByText('Showing 1-6 of 6 exquisite pieces');
    const cards = screen.getAllByRole('article');
    for (const [index, card] of cards.entries()) {
      const webp = card.querySelector('picture source[type="image/webp"]');
      expect(webp?.getAttribute('srcset')).toContain(`/api/product-photos/ph${index + 1}/320.webp 320w`);
      expect(webp).toHaveAttribute('sizes', LISTING_CARD_SIZES);
      const img = within(card).getByRole('img', { name: `Item 0${index + 1}` });
      expect(img).toHaveAttribute('width', '1280');
      expect(img).toHaveAttribute('height', '1280');
      expect(img).toHaveAttribute('loading', index < 4 ? 'eager' : 'lazy');
    }
    expect(within(cards[1]).getByText('Out of stock')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it('pages through the list and resets to page 1 when the category changes, closing the dropdown', async () => {
    const seen = installFakeFetch({ 'GET /api/products/search': fakeSearchServer(products) });
    renderPage(<HomePage />);
    await screen.findByText('Showing 1-12 of 30 exquisite pieces');
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 25-30 of 30 exquisite pieces')).toBeInTheDocument();
    expect(scroll.mock.contexts[0]).toHaveAttribute('id', 'cat-home-collection');
    scroll.mockRestore();

    await userEvent.click(screen.getByRole('button', { name: /Category/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Men' }));
    expect(await screen.findByText('Showing 1-12 of 15 exquisite pieces')).toBeInTheDocument();
    expect(requestsTo(seen, '/api/products/search').at(-1)?.url.searchParams.get('peopleCategory')).toBe('male');
    expect(screen.queryByRole('radio', { name: 'Men' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('filters by an inclusive price range, hides page controls for one page, and parses non-numbers as 0', async () => {
    installFakeFetch({ 'GET /api/products/search': fakeSearchServer(products) });
    renderPage(<HomePage />);
    await screen.findByText('Showing 1-12 of 30 exquisite pieces');
    await userEvent.click(screen.getByRole('button', { name: /Price Range/ }));
    const min = screen.getByLabelText('Minimum price');
    const max = screen.getByLabelText('Maximum price');
    await userEvent.clear(min);
    await userEvent.type(min, '5000');
    await userEvent.clear(max);
    await userEvent.type(max, '8000');
    expect(await screen.findByText('Showing 1-4 of 4 exquisite pieces')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await userEvent.clear(min);
    await userEvent.type(min, 'abc');
    expect(min).toHaveValue('0');
    expect(await screen.findByText('Showing 1-8 of 8 exquisite pieces')).toBeInTheDocument();
  });

  it('sorts by price high to low and by name A-Z on the server', async () => {
    const seen = installFakeFetch({ 'GET /api/products/search': fakeSearchServer(products) });
    renderPage(<HomePage />);
    await screen.findByText('Showing 1-12 of 30 exquisite pieces');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price, high to low');
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Item 30'));
    expect(requestsTo(seen, '/api/products/search').at(-1)?.url.searchParams.get('sortBy')).toBe('price-desc');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Alphabetically, A-Z');
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Item 01'));
  });

  it('Add to Cart opens the product page with productData and leaves the cart alone', async () => {
    installFakeFetch({ 'GET /api/products/search': fakeSearchServer(products) });
    const { store, location } = renderPage(<HomePage />);
    await screen.findByText('Showing 1-12 of 30 exquisite pieces');
    const card = screen.getByRole('article', { name: 'Item 02' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(location.current?.pathname).toBe('/product/p2');
    expect(location.current?.state).toEqual({ productData: products[1] });
    expect(store.getState().cart.items).toHaveLength(0);
  });

  it('shows the error with Retry, which loads again', async () => {
    let fail = true;
    jest.useFakeTimers({ advanceTimers: true });
    const server = fakeSearchServer(products);
    installFakeFetch({
      'GET /api/products/search': (request) => (fail ? { status: 500, body: { message: 'boom' } } : server(request)),
    });
    renderPage(<HomePage />);
    expect(
      await screen.findByText('Failed to load products. Please try again later. Error: boom', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Showing 1-12 of 30 exquisite pieces')).toBeInTheDocument());
    jest.useRealTimers();
  });
});
