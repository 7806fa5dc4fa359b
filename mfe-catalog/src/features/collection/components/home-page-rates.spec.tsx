import { screen, within } from '@testing-library/react';
import type { TodaysRates } from '@rmj/contracts';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { HomePage } from './home-page';
import { fakeSearchServer } from '../../../testing/fake-search-server';

const SET_AT = '2026-11-29T04:35:00.000Z'; // 10:05 in India

const rates: TodaysRates = {
  setAt: SET_AT,
  rates: [
    { key: 'gold-999', paisePerGram: 780250, derived: false },
    { key: 'gold-916', paisePerGram: 715200, derived: true },
    { key: 'gold-750', paisePerGram: 585200, derived: true },
    { key: 'silver-999', paisePerGram: 10150, derived: false },
    { key: 'silver-925', paisePerGram: 9400, derived: true },
  ],
};

function openHome(answer: TodaysRates | { status: number; body: unknown }) {
  const seen = installFakeFetch({
    'GET /api/rates': 'status' in answer ? answer : { body: answer },
    'GET /api/products/search': fakeSearchServer([]),
  });
  renderPage(<HomePage />);
  return seen;
}

describe("Today's rates on the home page", () => {
  it('lists 24K and 22K gold and silver per gram in rupees, and when they were set', async () => {
    openHome(rates);
    const strip = await screen.findByRole('region', { name: "Today's rates" });
    const terms = within(strip)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(strip)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['24K gold', '22K gold', 'Silver']);
    expect(values).toEqual(['₹7,802.50/g per gram', '₹7,152/g per gram', '₹101.50/g per gram']);
    expect(within(strip).getByText(/^Updated/)).toHaveTextContent('Updated 10:05, 29 Nov');
    expect(within(strip).getByText('10:05, 29 Nov').tagName).toBe('TIME');
    expect(within(strip).getByText('10:05, 29 Nov')).toHaveAttribute('datetime', SET_AT);
  });

  it('shows sterling silver when only it is set', async () => {
    openHome({ setAt: SET_AT, rates: [{ key: 'silver-925', paisePerGram: 9400, derived: false }] });
    const strip = await screen.findByRole('region', { name: "Today's rates" });
    expect(
      within(strip)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Silver 925']);
    expect(within(strip).getByRole('definition')).toHaveTextContent('₹94/g');
  });

  it('is not shown before the owner has set a rate', async () => {
    const seen = openHome({ setAt: null, rates: [] });
    await screen.findByText('No products found');
    expect(seen.some((request) => request.url.pathname === '/api/rates')).toBe(true);
    expect(screen.queryByRole('region', { name: "Today's rates" })).not.toBeInTheDocument();
    expect(screen.queryByText("Today's rates")).not.toBeInTheDocument();
  });

  it('is not shown when the rates cannot be read, and the page still works', async () => {
    openHome({ status: 503, body: { message: 'down' } });
    await screen.findByText('No products found');
    expect(screen.queryByText("Today's rates")).not.toBeInTheDocument();
  });
});
