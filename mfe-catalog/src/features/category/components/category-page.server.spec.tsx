/**
 * @jest-environment node
 */
// The women's page rendered on the server as the render service does it (the shell's data passes): its
// queries start during render, the list is asked for after the connection check, and the final HTML
// holds the products as links to their pages, with no loading state.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@rmj/router';
import { CartProvider, createShopStore } from '@rmj/cart';
import { makeProducts } from '../../../testing/sample-products';
import { CategoryPage } from './category-page';

const products = makeProducts(3, () => ({ productCategory: 'Ring' }));

it('renders on the server with its products as links, after the connection check and the list call', async () => {
  const asked: string[] = [];
  global.fetch = (async (input: Request) => {
    asked.push(input.url);
    const body = input.url.endsWith('/api/test') ? { ok: true } : products;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const store = createShopStore({ storage: null, apiOrigin: 'http://gateway.test' });
  const page = () =>
    renderToString(
      <CartProvider store={store}>
        <StaticRouter location="/category/women">
          <CategoryPage category="women" />
        </StaticRouter>
      </CartProvider>,
    );
  for (let pass = 0; pass < 4; pass += 1) {
    page();
    const running = store.runningQueries();
    if (running.length === 0) break;
    await Promise.all(running);
  }
  const html = page();

  expect(asked).toEqual(['http://gateway.test/api/test', 'http://gateway.test/api/products/category/women']);
  expect(html).toContain('Women&#x27;s Collection');
  expect(html).toContain('3 products');
  for (const product of products) expect(html).toContain(`href="/product/${product.id}"`);
});
