/**
 * @jest-environment node
 */
// The home page rendered on the server as the render service does it: the rates query starts during
// render, and the final HTML carries today's rates (the strip is not added after hydration).
import { routes } from '../../../exposes/routes';
import type { HomePage } from './home-page';
import { fakeServerFetch, renderOnServer } from '../../../testing/render-on-server';

it("is rendered on the server with today's rates", async () => {
  const route = routes.find((r) => r.path === '/');
  expect(route?.clientOnly).toBeFalsy();
  const Page = (await route!.load()) as typeof HomePage;
  const { asked } = fakeServerFetch((url) => {
    return url.endsWith('/api/rates')
      ? {
          setAt: '2026-11-29T04:35:00.000Z',
          rates: [
            { key: 'gold-999', paisePerGram: 780200, derived: false },
            { key: 'gold-916', paisePerGram: 715200, derived: true },
            { key: 'silver-999', paisePerGram: 10150, derived: false },
          ],
        }
      : { products: [], currentPage: 1, totalPages: 0, total: 0 };
  });
  const html = await renderOnServer('/', <Page />);

  expect(asked).toContain('http://gateway.test/api/rates');
  expect(html).toContain('Today&#x27;s rates');
  expect(html).toContain('₹7,152');
  expect(html).toContain('₹101.50');
  expect(html).toContain('<time dateTime="2026-11-29T04:35:00.000Z">10:05<!-- -->, <!-- -->29 Nov</time>');
});
