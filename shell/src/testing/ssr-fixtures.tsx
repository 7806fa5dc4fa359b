// Test fixtures of server rendering: a remote whose listing page reads its products through a shop
// api (RTK Query, created like every remote's), a personal page, a page whose render throws, and a
// network edge answering the remote's manifest and the API.
import type { JSX } from 'react';
import { createShopApi, shopBaseQuery } from '@rmj/api-client';
import { useInjectApi } from '@rmj/cart';
import type { RemoteRoute, RuntimeConfig } from '@rmj/contracts';

export const API_ORIGIN = 'http://gateway.test';
export const PRODUCTS = [{ name: 'Silver Name Ring' }, { name: 'Gold Heart Pendant' }];

export const listingApi = createShopApi({
  reducerPath: 'ssrTestApi',
  baseQuery: shopBaseQuery(),
  endpoints: (build) => ({
    products: build.query<{ success: true; products: { name: string }[] }, void>({
      query: () => '/products?category=women',
    }),
  }),
});

function ListingPage(): JSX.Element {
  useInjectApi(listingApi);
  const { data } = listingApi.useProductsQuery();
  return (
    <section>
      <h1>Women</h1>
      {data ? (
        <ul>
          {data.products.map((product) => (
            <li key={product.name}>{product.name}</li>
          ))}
        </ul>
      ) : (
        <p>Loading products…</p>
      )}
    </section>
  );
}

function BrokenPage(): JSX.Element {
  throw new Error('this page cannot render on a server');
}

export const ssrRoutes: RemoteRoute[] = [
  { path: '/category/women', page: 'CategoryPage', load: async () => ListingPage },
  { path: '/broken', page: 'BrokenPage', load: async () => BrokenPage },
];
export const personalRoutes: RemoteRoute[] = [
  { path: '/cart', page: 'CartPage', clientOnly: true, load: async () => ListingPage },
];

export const ssrConfig: RuntimeConfig = {
  remotes: {
    mfe_catalog: { entry: '/mfe/catalog/mf-manifest.json', paths: ['/category/*', '/broken'] },
    mfe_cart: { entry: '/mfe/cart/mf-manifest.json', paths: ['/cart/*'] },
  },
  chatPhone: '919876543210',
};

/** loadRemote stand-in for the two remotes above. */
export async function ssrLoadRemote(id: string): Promise<unknown> {
  const routes = id === 'mfe_catalog/routes' ? ssrRoutes : id === 'mfe_cart/routes' ? personalRoutes : undefined;
  if (!routes) throw new Error(`unknown module ${id}`);
  return { routes, requires: {}, version: 'test' };
}

/** fetch stand-in: the remotes' manifests and the products call; records every address asked for. */
export function fakeNetwork(): { fetch: typeof fetch; asked: string[] } {
  const asked: string[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const fake = async (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    asked.push(url);
    if (url.endsWith('/mf-manifest.json')) {
      return json({
        metaData: { ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server' } },
        exposes: [
          {
            name: 'routes',
            assets: {
              css: { sync: [], async: ['styles.abc.css'] },
              js: { sync: ['__federation_expose_routes.abc.js'] },
            },
          },
        ],
      });
    }
    if (url.endsWith('/api/products?category=women')) return json({ success: true, products: PRODUCTS });
    return new Response('not found', { status: 404 });
  };
  return { fetch: fake as typeof fetch, asked };
}
