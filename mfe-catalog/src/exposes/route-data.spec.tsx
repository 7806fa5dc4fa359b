import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { expandRoutes } from '@rmj/contracts';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { makeProducts } from '../testing/sample-products';
import { routes } from './routes';

const products = makeProducts(14);

function answerEverything() {
  return installFakeFetch({
    'GET /api/test': { body: { ok: true } },
    'GET /api/products/category': { body: products },
    'GET /api/products/search': { body: { products: products.slice(0, 12), currentPage: 1, totalPages: 2, total: 14 } },
  });
}

/** Opens the catalogue's page at `url` as the shell would; returns what it requested and what its route names. */
async function open(url: string) {
  const { pathname, search } = new URL(url, 'http://localhost');
  const route = expandRoutes('mfe_catalog', routes).find((entry) => entry.path === pathname);
  if (!route) throw new Error(`no route for ${pathname}`);
  const seen = answerEverything();
  const Page = (await route.load()) as ComponentType<Record<string, string>>;
  renderPage(<Page {...route.props} />, { path: url });
  await screen.findAllByRole('article');
  return {
    // The whole address after the origin: a stray '?' (an empty query) would be another download.
    requested: seen.map((request) => request.url.href.slice(request.url.origin.length)),
    named: route.data?.({ params: {}, search }) ?? [],
  };
}

describe('the addresses each page names for early fetching', () => {
  it.each([
    '/',
    '/search?q=silver%20ring',
    '/search?q=silver%20ring&page=2',
    '/category/women',
    '/womens',
    '/category/men',
    '/category/couples',
    '/category/rings',
  ])('%s: exactly the first calls the page makes, so nothing is downloaded twice', async (url) => {
    const { requested, named } = await open(url);
    expect(named.length).toBeGreaterThan(0);
    expect(requested.slice(0, named.length)).toEqual(named);
  });

  it('the kids page names only its connection check (its list call carries headers a preload cannot send)', async () => {
    const { requested, named } = await open('/category/kids');
    expect(named).toEqual(['/api/test']);
    expect(requested).toEqual(['/api/test', '/api/products/category/kids']);
  });

  it('a search without words and the built-in pendants name nothing', () => {
    const search = routes.find((route) => route.path === '/search');
    expect(search?.data?.({ params: {}, search: '?q=%20' })).toEqual([]);
    const pendants = routes.find((route) => route.path === '/category/pendants');
    expect(pendants?.data?.({ params: {}, search: '' })).toEqual([]);
  });
});
