// A catalogue page rendered on the server as the render service does it: rendered, its queries
// awaited, rendered again until no query runs (at most four passes), then the final HTML.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CartProvider, createShopStore } from '@rmj/cart';
import { StaticRouter } from '@rmj/router';

/** `global.fetch` answering each request with `answer(url)` as JSON, every URL asked kept in `asked`. */
export function fakeServerFetch(answer: (url: string) => unknown): { asked: string[] } {
  const asked: string[] = [];
  global.fetch = (async (input: Request) => {
    asked.push(input.url);
    return new Response(JSON.stringify(answer(input.url)), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { asked };
}

/** The HTML of `page` at `location` once its calls (to http://gateway.test) have answered. */
export async function renderOnServer(location: string, page: ReactElement): Promise<string> {
  const store = createShopStore({ storage: null, apiOrigin: 'http://gateway.test' });
  const render = () =>
    renderToString(
      <CartProvider store={store}>
        <StaticRouter location={location}>{page}</StaticRouter>
      </CartProvider>,
    );
  for (let pass = 0; pass < 4; pass += 1) {
    render();
    const running = store.runningQueries();
    if (running.length === 0) break;
    await Promise.all(running);
  }
  return render();
}
