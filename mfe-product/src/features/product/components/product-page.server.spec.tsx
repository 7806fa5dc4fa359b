/**
 * @jest-environment node
 */
// A product page opened from a shared link, rendered on the server as the render service does it: the
// product is asked for once during render, and the final HTML shows its name, price and photograph.
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from '@rmj/router';
import { CartProvider, createShopStore } from '@rmj/cart';
import { LangProvider } from '@rmj/i18n';
import { goldChainByWeight, serverRing } from '../../../testing/sample-products';
import { ProductPage } from './product-page';

it('renders on the server with the product it asked for once', async () => {
  const asked: string[] = [];
  global.fetch = (async (input: Request) => {
    asked.push(input.url);
    return new Response(JSON.stringify(serverRing), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const store = createShopStore({ storage: null, apiOrigin: 'http://gateway.test' });
  const page = () =>
    renderToString(
      <CartProvider store={store}>
        <StaticRouter location={`/product/${serverRing._id}`}>
          <Routes>
            <Route path="/product/:id" element={<ProductPage />} />
          </Routes>
        </StaticRouter>
      </CartProvider>,
    );
  page();
  await Promise.all(store.runningQueries());
  const html = page();

  expect(asked).toEqual([`http://gateway.test/api/products/${serverRing._id}`]);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${serverRing.name}</h1>`));
  expect(html).toContain('₹');
  expect(html).toMatch(/<img[^>]+alt="[^"]*"/);
  expect(html).not.toContain('We could not find this piece');
});

it('renders a piece priced by weight with its rate, hallmark note and breakup in the HTML', async () => {
  global.fetch = (async () =>
    new Response(JSON.stringify(goldChainByWeight), {
      headers: { 'content-type': 'application/json' },
    })) as unknown as typeof fetch;
  const store = createShopStore({ storage: null, apiOrigin: 'http://gateway.test' });
  const page = () =>
    renderToString(
      <CartProvider store={store}>
        <StaticRouter location={`/product/${goldChainByWeight._id}`}>
          <Routes>
            <Route path="/product/:id" element={<ProductPage />} />
          </Routes>
        </StaticRouter>
      </CartProvider>,
    );
  page();
  await Promise.all(store.runningQueries());
  const html = page();

  expect(html).toContain('22K gold rate ₹7,152/g, set 29 Nov, 10:05');
  expect(html).toContain('BIS hallmarked, HUID on every piece');
  expect(html).toContain('<summary>Price breakup</summary>');
  expect(html).toContain('₹68,514.32');
  expect(html).toContain('Inclusive of all taxes');
});

it('renders a Tamil page in Tamil on the server: the Tamil name, the buttons and the breakup', async () => {
  const chain = { ...goldChainByWeight, nameTa: 'மாணிக்கத் தாமரை தங்கச் சங்கிலி' };
  global.fetch = (async () =>
    new Response(JSON.stringify(chain), {
      headers: { 'content-type': 'application/json' },
    })) as unknown as typeof fetch;
  const store = createShopStore({ storage: null, apiOrigin: 'http://gateway.test' });
  const page = () =>
    renderToString(
      <LangProvider lang="ta">
        <CartProvider store={store}>
          <StaticRouter location={`/product/${chain._id}`}>
            <Routes>
              <Route path="/product/:id" element={<ProductPage />} />
            </Routes>
          </StaticRouter>
        </CartProvider>
      </LangProvider>,
    );
  page();
  await Promise.all(store.runningQueries());
  const html = page();

  expect(html).toMatch(/<h1[^>]*>மாணிக்கத் தாமரை தங்கச் சங்கிலி<\/h1>/);
  expect(html).toContain('கூடையில் சேர்');
  expect(html).toContain('இப்போதே வாங்கு');
  expect(html).toContain('<summary>விலை விவரம்</summary>');
  expect(html).toContain('அனைத்து வரிகளும் உட்பட');
  expect(html).not.toContain('Add to cart');
});
