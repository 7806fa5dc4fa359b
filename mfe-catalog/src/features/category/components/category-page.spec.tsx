import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryPage } from './category-page';
import { installFakeFetch, requestsTo, renderPage } from '@rmj/web-testing';
import { makeProducts } from '../../../testing/sample-products';

const products = makeProducts(3, () => ({ productCategory: 'Ring' }));

afterEach(() => jest.useRealTimers());

describe('CategoryPage (server-backed)', () => {
  it('checks connectivity first, then lists the category with its count', async () => {
    const seen = installFakeFetch({
      'GET /api/test': { body: { ok: true } },
      'GET /api/products/category': { body: products },
    });
    renderPage(<CategoryPage category="women" />);
    expect(screen.getByRole('heading', { name: "Women's Collection" })).toBeInTheDocument();
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    expect(seen.map((request) => request.url.pathname)).toEqual(['/api/test', '/api/products/category/women']);
    expect(requestsTo(seen, '/api/products/category/women')[0].url.search).toBe('');
    expect(screen.getByRole('button', { name: /Price Range/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('refetches 300 ms after a filter change with only the set filters in the query', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const seen = installFakeFetch({ 'GET /api/test': { body: {} }, 'GET /api/products/category': { body: products } });
    renderPage(<CategoryPage category="men" />);
    await act(async () => jest.advanceTimersByTimeAsync(350));
    expect(screen.getByText('3 products')).toBeInTheDocument();
    const list = () => requestsTo(seen, '/api/products/category/men');
    expect(list()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Category/ }));
    await user.click(screen.getByRole('radio', { name: 'Kada' }));
    await user.click(screen.getByRole('button', { name: /Material/ }));
    await user.click(screen.getByRole('radio', { name: 'Silver' }));
    await user.click(screen.getByRole('button', { name: /Price Range/ }));
    await user.clear(screen.getByLabelText('Minimum price'));
    await user.type(screen.getByLabelText('Minimum price'), '2000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price, low to high');
    await act(async () => jest.advanceTimersByTimeAsync(299));
    expect(list()).toHaveLength(1);
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(list()).toHaveLength(2);
    expect(Object.fromEntries(list()[1].url.searchParams)).toEqual({
      productCategory: 'Kada',
      productType: 'Silver',
      minPrice: '2000',
      sortBy: 'price-asc',
    });
  });

  it('sends maxPrice only below 50000', async () => {
    const seen = installFakeFetch({ 'GET /api/test': { body: {} }, 'GET /api/products/category': { body: [] } });
    renderPage(<CategoryPage category="women" />);
    await screen.findByText('0 products');
    await userEvent.click(screen.getByRole('button', { name: /Price Range/ }));
    await userEvent.clear(screen.getByLabelText('Maximum price'));
    await userEvent.type(screen.getByLabelText('Maximum price'), '9000');
    await waitFor(() => expect(requestsTo(seen, '/api/products/category/women')).toHaveLength(2));
    expect(requestsTo(seen, '/api/products/category/women')[1].url.search).toBe('?maxPrice=9000');
    expect(
      screen.getByText('No products found matching your filters. Try adjusting your criteria.'),
    ).toBeInTheDocument();
  });

  it('shows the connectivity failure and retries it', async () => {
    let up = false;
    installFakeFetch({
      'GET /api/test': () => (up ? { body: {} } : { networkError: 'refused' }),
      'GET /api/products/category': { body: products },
    });
    renderPage(<CategoryPage category="women" />);
    expect(
      await screen.findByText('Cannot connect to server. Please ensure the backend is running.'),
    ).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 products')).toBeInTheDocument();
  });

  it('shows the load failure with the server message, and Retry loads again', async () => {
    let fail = true;
    installFakeFetch({
      'GET /api/test': { body: {} },
      'GET /api/products/category': () => (fail ? { status: 500, body: { message: 'db down' } } : { body: products }),
    });
    renderPage(<CategoryPage category="men" />);
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load products. Please try again later. Error: db down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 products')).toBeInTheDocument();
  });

  it('kids page: failure text without the Error part; JSON headers on the call', async () => {
    const seen = installFakeFetch({
      'GET /api/test': { body: {} },
      'GET /api/products/category': { status: 500, body: {} },
    });
    renderPage(<CategoryPage category="kids" />);
    expect(await screen.findByText('Failed to load products. Please try again later.')).toBeInTheDocument();
    const [call] = requestsTo(seen, '/api/products/category/kids');
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.headers.get('accept')).toBe('application/json');
  });

  it('Add to Cart opens the product with productData and category, without touching the cart', async () => {
    installFakeFetch({ 'GET /api/test': { body: {} }, 'GET /api/products/category': { body: products } });
    const { store, location } = renderPage(<CategoryPage category="women" />);
    await screen.findByText('3 products');
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Item 02' })).getByRole('button', { name: 'Add to Cart' }),
    );
    expect(location.current?.pathname).toBe('/product/p2');
    expect(location.current?.state).toEqual({ productData: products[1], category: 'ring' });
    expect(store.getState().cart.items).toEqual([]);
  });
});

describe('CategoryPage couples / rings', () => {
  it('is the Couple Rings Collection with open dropdowns, couple categories and no connectivity check', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const seen = installFakeFetch({ 'GET /api/products/category': { body: products } });
    const { location } = renderPage(<CategoryPage category="rings" />);
    expect(screen.getByRole('heading', { name: 'Couple Rings Collection' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Engagement' })).toBeInTheDocument();
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    expect(seen.map((request) => request.url.pathname)).toEqual(['/api/products/category/couples']);
    await userEvent.click(screen.getByRole('heading', { name: 'Item 01' }));
    expect(log).toHaveBeenCalled();
    expect(location.current?.pathname).toBe('/');
    log.mockRestore();
  });

  it('shows the rings empty text', async () => {
    installFakeFetch({ 'GET /api/products/category': { body: [] } });
    renderPage(<CategoryPage category="couples" />);
    expect(
      await screen.findByText('No rings found matching your filters. Try adjusting your criteria.'),
    ).toBeInTheDocument();
  });
});
