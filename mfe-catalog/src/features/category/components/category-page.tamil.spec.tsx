import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LangProvider } from '@rmj/i18n';
import { installFakeFetch, requestsTo, renderPage } from '@rmj/web-testing';
import { words } from '../../../i18n';
import { makeProducts } from '../../../testing/sample-products';
import { CategoryPage } from './category-page';

const products = makeProducts(3, (index) => ({
  productCategory: 'Kada',
  ...(index === 0 ? { nameTa: 'வேல் காப்பு', inStock: false } : {}),
}));

beforeAll(() => words.load('ta'));

it('lists a category in Tamil, its filters and sort worded in Tamil while the API gets the same values', async () => {
  const seen = installFakeFetch({ 'GET /api/test': { body: {} }, 'GET /api/products/category': { body: products } });
  renderPage(
    <LangProvider lang="ta">
      <CategoryPage category="men" />
    </LangProvider>,
  );
  expect(screen.getByRole('heading', { name: 'ஆண்கள் தொகுப்பு' })).toBeInTheDocument();
  expect(await screen.findByText('3 பொருட்கள்')).toBeInTheDocument();

  const card = screen.getByRole('article', { name: 'வேல் காப்பு' });
  expect(within(card).getByText('கையிருப்பில் இல்லை')).toBeInTheDocument();
  expect(within(card).getByText('காப்பு')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'விவரங்களைப் பார்க்க' })).toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^வகை/ }));
  await user.click(screen.getByRole('radio', { name: 'காப்பு' }));
  await user.click(screen.getByRole('button', { name: /உலோகம்/ }));
  expect(screen.getAllByRole('radio', { name: 'அனைத்தும்' })).toHaveLength(2);
  await user.click(screen.getByRole('radio', { name: 'வெள்ளி' }));
  await user.click(screen.getByRole('button', { name: /விலை வரம்பு/ }));
  expect(screen.getByLabelText('குறைந்தபட்ச விலை')).toBeInTheDocument();
  const sort = screen.getByRole('combobox', { name: 'வரிசைப்படுத்து' });
  await user.selectOptions(sort, 'விலை: அதிகம் முதல் குறைவு');
  expect(screen.getByRole('list', { name: 'எங்கள் உறுதிமொழிகள்' })).toBeInTheDocument();

  // The debounced request carries the values the API knows, whatever the page's language.
  await waitFor(() =>
    expect(Object.fromEntries(requestsTo(seen, '/api/products/category/men').at(-1)!.url.searchParams)).toEqual({
      productCategory: 'Kada',
      productType: 'Silver',
      sortBy: 'price-desc',
    }),
  );
  expect(await screen.findByText('3 பொருட்கள்')).toBeInTheDocument();
});
