/**
 * @jest-environment node
 */
// A Tamil page arrives in Tamil from the server: the route's load (on the server both languages)
// leaves the words ready, and the first HTML already reads in Tamil, cards and rates included.
import { LangProvider } from '@rmj/i18n';
import { routes } from '../../../exposes/routes';
import type { HomePage } from './home-page';
import { fakeServerFetch, renderOnServer } from '../../../testing/render-on-server';
import { makeProducts } from '../../../testing/sample-products';

it('is rendered on the server in Tamil, a piece with nameTa under its Tamil name', async () => {
  const Page = (await routes.find((r) => r.path === '/')!.load()) as typeof HomePage;
  const products = makeProducts(2, (index) => (index === 0 ? { nameTa: 'தாமரை மோதிரம்' } : {}));
  fakeServerFetch((url) =>
    url.endsWith('/api/rates')
      ? { setAt: '2026-11-29T04:35:00.000Z', rates: [{ key: 'gold-916', paisePerGram: 715200, derived: true }] }
      : { products, currentPage: 1, totalPages: 1, total: 2 },
  );
  const html = await renderOnServer(
    '/',
    <LangProvider lang="ta">
      <Page />
    </LangProvider>,
  );

  expect(html).toContain('உங்கள் அன்பைப் போலவே தனித்துவமான நகைகள்');
  expect(html).toContain('இன்றைய விலை');
  expect(html).toContain('22 காரட் தங்கம்');
  expect(html).toContain('10:05, 29 நவம்பர்');
  expect(html).toContain('2 அழகிய நகைகளில் 1-2 காட்டப்படுகின்றன');
  expect(html).toContain('தாமரை மோதிரம்');
  expect(html).toContain('Item 02');
  expect(html).toContain('கூடையில் சேர்');
  expect(html).not.toContain('Add to Cart');
  expect(html).not.toContain('Explore Collection');
});
