/**
 * @jest-environment node
 */
// The women's page rendered on the server as the render service does it (the shell's data passes): its
// queries start during render, the list is asked for after the connection check, and the final HTML
// holds the products as links to their pages, with no loading state.
import { makeProducts } from '../../../testing/sample-products';
import { CategoryPage } from './category-page';
import { fakeServerFetch, renderOnServer } from '../../../testing/render-on-server';

const products = makeProducts(3, () => ({ productCategory: 'Ring' }));

it('renders on the server with its products as links, after the connection check and the list call', async () => {
  const { asked } = fakeServerFetch((url) => {
    return url.endsWith('/api/test') ? { ok: true } : products;
  });
  const html = await renderOnServer('/category/women', <CategoryPage category="women" />);

  expect(asked).toEqual(['http://gateway.test/api/test', 'http://gateway.test/api/products/category/women']);
  expect(html).toContain('Women&#x27;s Collection');
  expect(html).toContain('3 products');
  for (const product of products) expect(html).toContain(`href="/product/${product.id}"`);
});
