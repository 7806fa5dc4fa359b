import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryPage } from './category-page';
import { filterPendants } from './luxury-pendants-page';
import { LUXURY_PENDANTS } from '../lib/luxury-pendants.data';
import { installFakeFetch, renderPage } from '@rmj/web-testing';

describe('luxury pendants', () => {
  it('has eight samples 501-508 priced 4,500 to 18,500', () => {
    expect(LUXURY_PENDANTS.map((item) => item.id)).toEqual([501, 502, 503, 504, 505, 506, 507, 508]);
    const prices = LUXURY_PENDANTS.map((item) => Number(item.price.replace(/,/g, '')));
    expect(Math.min(...prices)).toBe(4500);
    expect(Math.max(...prices)).toBe(18500);
  });

  it('filters by inclusive price and case-insensitive category, and sorts locally', () => {
    const base = { minPrice: 0, maxPrice: 20000, category: 'all', sort: 'featured' as const };
    expect(filterPendants(LUXURY_PENDANTS, { ...base, minPrice: 4500, maxPrice: 6800 }).map((item) => item.id)).toEqual(
      [503, 504, 507],
    );
    expect(filterPendants(LUXURY_PENDANTS, { ...base, category: 'GEMSTONE' }).map((item) => item.id)).toEqual([
      505, 508,
    ]);
    expect(filterPendants(LUXURY_PENDANTS, { ...base, sort: 'price-desc' })[0].id).toBe(501);
    expect(filterPendants(LUXURY_PENDANTS, { ...base, sort: 'alpha-asc' })[0].name).toBe('Antique Filigree Medallion');
  });

  it('shows the count, filters on screen without calling the server, and opens a pendant', async () => {
    const seen = installFakeFetch({});
    const { location } = renderPage(<CategoryPage category="pendants" />);
    expect(screen.getByText('8 pendants found')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pearl' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Pearl' }));
    expect(screen.getByText('1 pendants found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await userEvent.clear(screen.getByLabelText('Maximum price'));
    await userEvent.type(screen.getByLabelText('Maximum price'), '6000');
    expect(screen.getByText('2 pendants found')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Om Sacred Pendant' })).getByRole('button', { name: 'Add to Cart' }),
    );
    expect(location.current?.pathname).toBe('/product/507');
    expect(location.current?.state).toEqual({ productData: LUXURY_PENDANTS[6], category: 'pendant' });
    const link = screen.getByRole('link', { name: 'Engraved Name Locket' });
    expect(link).toHaveAttribute('href', '/product/504');
    await userEvent.click(link);
    expect(location.current?.pathname).toBe('/product/504');
    expect(seen).toHaveLength(0);
  });
});
