import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AllProductsPage } from './all-products-page';
import { installFakeFetch, requestsTo, renderPage } from '@rmj/web-testing';
import { makeProducts } from '../../../testing/sample-products';

const products = makeProducts(14, (index) => (index === 13 ? { price: 70000 } : {}));

afterEach(() => jest.useRealTimers());

describe('AllProductsPage', () => {
  it('retries a failed load twice, 1 s apart, then shows the products', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const seen = installFakeFetch({
      'GET /api/all-products': () =>
        ++calls <= 2 ? { status: 502, body: { message: 'bad gateway' } } : { body: { success: true, products } },
    });
    renderPage(<AllProductsPage />);
    await act(async () => jest.advanceTimersByTimeAsync(10));
    expect(requestsTo(seen, '/api/all-products')).toHaveLength(1);
    await act(async () => jest.advanceTimersByTimeAsync(990));
    expect(requestsTo(seen, '/api/all-products')).toHaveLength(2);
    await act(async () => jest.advanceTimersByTimeAsync(999));
    expect(requestsTo(seen, '/api/all-products')).toHaveLength(2);
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(requestsTo(seen, '/api/all-products')).toHaveLength(3);
    // The default price cap of 60000 hides the 70000 piece.
    expect(await screen.findByText('Showing 1-12 of 13 products')).toBeInTheDocument();
    expect(requestsTo(seen, '/api/all-products')[0].url.search).toBe('?limit=1000');
  });

  it('gives up after three tries and shows the error', async () => {
    jest.useFakeTimers();
    const seen = installFakeFetch({ 'GET /api/all-products': { status: 500, body: { message: 'down' } } });
    renderPage(<AllProductsPage />);
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(requestsTo(seen, '/api/all-products')).toHaveLength(3);
    expect(await screen.findByText('Failed to load products. Please try again later. Error: down')).toBeInTheDocument();
  });

  it('does not ask again after an answer with success: false, and shows no error (spec: only logged)', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const seen = installFakeFetch({
      'GET /api/all-products': { body: { success: false, products: [], message: 'Catalogue is being updated' } },
    });
    renderPage(<AllProductsPage />);
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(requestsTo(seen, '/api/all-products')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('Product list not updated:', 'Catalogue is being updated');
    expect(screen.queryByText(/Failed to load products/)).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('sorts newest first and pages 12 at a time', async () => {
    installFakeFetch({ 'GET /api/all-products': { body: { success: true, products } } });
    renderPage(<AllProductsPage />);
    await screen.findByText('Showing 1-12 of 13 products');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest First');
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Item 13');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 13-13 of 13 products')).toBeInTheDocument();
  });
});
