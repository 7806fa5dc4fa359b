import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomListingPage } from './custom-listing-page';
import { installFakeFetch, requestsTo, renderPage } from '@rmj/web-testing';
import { makeProducts } from '../../../testing/sample-products';

const products = makeProducts(4, (index) => ({
  image: `/r${index}.jpg`,
  images: undefined,
  customizationType: 'engraving',
}));
const ok = (list = products) => ({ body: { success: true, products: list, message: 'ok' } });

afterEach(() => jest.useRealTimers());

describe('CustomListingPage', () => {
  it.each([
    ['women', 'rings', '4 elegant rings'],
    ['women', 'bracelets', '4 exquisite bracelets'],
    ['women', 'pendants', '4 stunning pendants'],
    ['men', 'rings', '4 distinctive rings'],
    ['men', 'bracelets', '4 premium bracelets'],
    ['men', 'pendants', '4 distinctive pendants'],
    ['kids', 'rings', '4 adorable rings'],
    ['kids', 'bracelets', '4 adorable bracelets'],
    ['kids', 'pendants', '4 adorable pendants'],
  ] as const)('%s %s: checks connectivity, calls its listing and says "%s"', async (people, piece, count) => {
    const seen = installFakeFetch({ 'GET /api/test': { body: {} }, [`GET /api/${people}-${piece}`]: ok() });
    renderPage(<CustomListingPage people={people} piece={piece} />);
    expect(await screen.findByText(count)).toBeInTheDocument();
    expect(seen.map((request) => request.url.pathname)).toEqual(['/api/test', `/api/${people}-${piece}`]);
  });

  it('sends the price bounds of the page and refetches 300 ms after a customisation change', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const seen = installFakeFetch({ 'GET /api/test': { body: {} }, 'GET /api/kids-rings': ok() });
    renderPage(<CustomListingPage people="kids" piece="rings" />);
    await act(async () => jest.advanceTimersByTimeAsync(350));
    const calls = () => requestsTo(seen, '/api/kids-rings');
    expect(calls()[0].url.search).toBe('?minPrice=0&maxPrice=5000');
    await user.click(screen.getByRole('button', { name: /Customization Type/ }));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'all',
      'Fingerprint',
      'Combined',
      'engraving',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Fingerprint' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Alphabetically, Z-A');
    await act(async () => jest.advanceTimersByTimeAsync(299));
    expect(calls()).toHaveLength(1);
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(calls()).toHaveLength(2);
    expect(calls()[1].url.search).toBe('?minPrice=0&maxPrice=5000&customizationType=Fingerprint&sortBy=alpha-desc');
  });

  it('offers the customisation values of bracelets and pendants', async () => {
    installFakeFetch({
      'GET /api/test': { body: {} },
      'GET /api/men-bracelets': ok(),
      'GET /api/women-pendants': ok(),
    });
    const { unmount } = renderPage(<CustomListingPage people="men" piece="bracelets" />);
    await userEvent.click(screen.getByRole('button', { name: /Customization Type/ }));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'all',
      'fingerprint',
      'engraving',
    ]);
    unmount();
    renderPage(<CustomListingPage people="women" piece="pendants" />);
    await userEvent.click(screen.getByRole('button', { name: /Customization Type/ }));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'all',
      'image',
      'engraving',
    ]);
  });

  it('keeps the previous list when an answer has success: false', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    installFakeFetch({
      'GET /api/test': { body: {} },
      'GET /api/women-rings': (request) =>
        request.url.searchParams.get('customizationType')
          ? { body: { success: false, products: [], message: 'nope' } }
          : ok(),
    });
    renderPage(<CustomListingPage people="women" piece="rings" />);
    await screen.findByText('4 elegant rings');
    await userEvent.click(screen.getByRole('button', { name: /Customization Type/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Combined' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('4 elegant rings')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('shows the rings empty text', async () => {
    installFakeFetch({ 'GET /api/test': { body: {} }, 'GET /api/men-rings': ok([]) });
    renderPage(<CustomListingPage people="men" piece="rings" />);
    expect(
      await screen.findByText('No rings found matching your filters. Try adjusting your criteria.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 distinctive rings')).toBeInTheDocument();
  });

  it('shows the connectivity message when /api/test fails', async () => {
    const seen = installFakeFetch({ 'GET /api/test': { networkError: 'refused' }, 'GET /api/women-rings': ok() });
    renderPage(<CustomListingPage people="women" piece="rings" />);
    expect(
      await screen.findByText('Cannot connect to server. Please ensure the backend is running.'),
    ).toBeInTheDocument();
    expect(requestsTo(seen, '/api/women-rings')).toHaveLength(0);
  });

  it('shows the failure with "Unknown error" (kids: without it) and Retry refetches', async () => {
    let fail = true;
    installFakeFetch({
      'GET /api/test': { body: {} },
      'GET /api/men-pendants': () => (fail ? { status: 503, body: 'x' } : ok()),
    });
    const { unmount } = renderPage(<CustomListingPage people="men" piece="pendants" />);
    expect(
      await screen.findByText('Failed to load products. Please try again later. Error: Unknown error'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('4 distinctive pendants')).toBeInTheDocument();
    unmount();

    installFakeFetch({ 'GET /api/test': { body: {} }, 'GET /api/kids-pendants': { status: 500, body: {} } });
    renderPage(<CustomListingPage people="kids" piece="pendants" />);
    expect(await screen.findByText('Failed to load products. Please try again later.')).toBeInTheDocument();
  });

  it('Add to Cart passes productData and the piece; broken images fall back to the placeholder', async () => {
    installFakeFetch({ 'GET /api/test': { body: {} }, 'GET /api/women-bracelets': ok() });
    const { store, location } = renderPage(<CustomListingPage people="women" piece="bracelets" />);
    await screen.findByText('4 exquisite bracelets');
    const card = screen.getByRole('article', { name: 'Item 03' });
    const img = within(card).getByRole('img');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(location.current?.pathname).toBe('/product/p3');
    expect(location.current?.state).toEqual({ productData: products[2], category: 'bracelet' });
    expect(store.getState().cart.items).toEqual([]);
  });
});
