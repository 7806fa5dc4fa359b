import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VelKadaPage } from './vel-kada-page';
import { VEL_KADA_DEFAULT_FILTER, filterVelKada } from '../lib/vel-kada-filter';
import { VEL_KADA_PRODUCTS } from '../lib/vel-kada.data';
import { installFakeFetch, renderPage } from '@rmj/web-testing';

const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('Vel Kada', () => {
  it('has eight built-in items priced 2,900 to 7,200, one out of stock', () => {
    expect(VEL_KADA_PRODUCTS).toHaveLength(8);
    expect(VEL_KADA_PRODUCTS.map((item) => item.price)).toContain('2,900');
    expect(VEL_KADA_PRODUCTS.map((item) => item.price)).toContain('7,200');
    expect(VEL_KADA_PRODUCTS.filter((item) => !item.inStock)).toHaveLength(1);
  });

  it('filters by availability, price and category and sorts (featured by id)', () => {
    const f = VEL_KADA_DEFAULT_FILTER;
    expect(filterVelKada(VEL_KADA_PRODUCTS, f).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(filterVelKada(VEL_KADA_PRODUCTS, { ...f, inStockOnly: true }).map((item) => item.id)).not.toContain(4);
    expect(filterVelKada(VEL_KADA_PRODUCTS, { ...f, minPrice: 4100, maxPrice: 5800 }).map((item) => item.id)).toEqual([
      2, 4, 8,
    ]);
    expect(filterVelKada(VEL_KADA_PRODUCTS, { ...f, category: 'Womens' }).map((item) => item.id)).toEqual([3, 6, 8]);
    expect(filterVelKada(VEL_KADA_PRODUCTS, { ...f, sort: 'price-asc' })[0].price).toBe('2,900');
    expect(filterVelKada(VEL_KADA_PRODUCTS, { ...f, sort: 'price-desc' })[0].price).toBe('7,200');
    const az = names(filterVelKada(VEL_KADA_PRODUCTS, { ...f, sort: 'alpha-asc' }));
    expect(az).toEqual([...az].sort((a, b) => a.localeCompare(b)));
    expect(names(filterVelKada(VEL_KADA_PRODUCTS, { ...f, sort: 'alpha-desc' }))).toEqual([...az].reverse());
  });

  it('sorts A-Z by the Tamil names on a Tamil page', () => {
    const az = filterVelKada(VEL_KADA_PRODUCTS, { ...VEL_KADA_DEFAULT_FILTER, sort: 'alpha-asc' }, 'ta');
    const tamil = az.map((item) => item.nameTa);
    expect(tamil).toEqual([...tamil].sort((a, b) => a.localeCompare(b)));
  });

  it('lists no piece whose price cannot be read (never as ₹0) and sorts the rest by their price', () => {
    const unpriced = { ...VEL_KADA_PRODUCTS[0], id: 9, price: 'On request' };
    const shown = filterVelKada([unpriced, ...VEL_KADA_PRODUCTS], { ...VEL_KADA_DEFAULT_FILTER, sort: 'price-asc' });
    expect(shown.map((item) => item.id)).not.toContain(9);
    expect(shown.map((item) => item.priceRupees).slice(0, 2)).toEqual([2900, 3200]);
  });

  it('updates the count on screen without any server call and opens a card with productData', async () => {
    const seen = installFakeFetch({});
    const { location } = renderPage(<VelKadaPage />);
    expect(screen.getByText('8 products')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(screen.getByText('7 products')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Mens');
    expect(screen.getByText('2 products')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price, high to low');
    const cards = screen.getAllByRole('article');
    expect(within(cards[0]).getByText('₹7,200')).toBeInTheDocument();
    const link = within(cards[0]).getByRole('link');
    expect(link).toHaveAttribute('href', '/product/7');
    await userEvent.click(link);
    expect(location.current?.pathname).toBe('/product/7');
    expect(location.current?.state).toEqual({ productData: VEL_KADA_PRODUCTS[6] });
    expect(seen).toHaveLength(0);
  });
});
