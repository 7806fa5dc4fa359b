import { screen, within } from '@testing-library/react';
import { LangProvider } from '@rmj/i18n';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { words } from '../../../i18n';
import { fakeSearchServer } from '../../../testing/fake-search-server';
import { makeProducts } from '../../../testing/sample-products';
import { HomePage } from './home-page';

const products = makeProducts(14, (index) =>
  index === 0
    ? { nameTa: 'தாமரை மோதிரம்', isNew: true, discount: 15, oldPrice: 1500, gram: 4, productCategory: 'Ring' }
    : {},
);

beforeAll(() => words.load('ta'));

it('reads in Tamil on a Tamil page: hero, filters, sort, count, cards and pager', async () => {
  installFakeFetch({ 'GET /api/products/search': fakeSearchServer(products) });
  renderPage(
    <LangProvider lang="ta">
      <HomePage />
    </LangProvider>,
  );
  expect(screen.getByText('உங்கள் அன்பைப் போலவே தனித்துவமான நகைகள்')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'தொகுப்பைப் பாருங்கள்' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'மேலும் அறிய' })).toHaveAttribute('href', '/contact');
  expect(screen.getByRole('heading', { name: 'அழகிய நகைத் தொகுப்பு' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /வகை/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /விலை வரம்பு/ })).toBeInTheDocument();
  const sort = screen.getByRole('combobox', { name: 'வரிசைப்படுத்து' });
  expect(within(sort).getByRole('option', { name: 'விலை: குறைவு முதல் அதிகம்' })).toBeInTheDocument();

  expect(await screen.findByText('14 அழகிய நகைகளில் 1-12 காட்டப்படுகின்றன')).toBeInTheDocument();
  const first = screen.getByRole('article', { name: 'தாமரை மோதிரம்' });
  expect(within(first).getByText('புதியது')).toBeInTheDocument();
  expect(within(first).getByText('15% தள்ளுபடி')).toBeInTheDocument();
  expect(within(first).getByText('(4 கிராம்)')).toBeInTheDocument();
  expect(within(first).getByText('₹1,500').tagName).toBe('S');
  expect(within(first).getByRole('button', { name: 'கூடையில் சேர்' })).toBeInTheDocument();
  // Opened in a new tab or by a crawler, the card's link stays on the Tamil side.
  expect(within(first).getByRole('link', { name: 'தாமரை மோதிரம்' })).toHaveAttribute('href', '/ta/product/p1');
  // A piece without a Tamil name keeps its English one.
  expect(screen.getByRole('article', { name: 'Item 02' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'பக்கங்கள்' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'அடுத்து' })).toBeInTheDocument();
  // No English of the page is left on it.
  for (const english of ['Explore Collection', 'Sort by', 'Add to Cart', 'Showing', 'Next']) {
    expect(screen.queryByText(new RegExp(english))).toBeNull();
  }
});
