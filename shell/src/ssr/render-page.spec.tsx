/**
 * @jest-environment node
 */
// The shell's server render, as the render service calls it: the frame around the owning remote's page
// with the page's first data; personal pages left to the browser; a failing page left to the browser
// in its region only; a path no remote serves is 404.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeNetwork, API_ORIGIN, PRODUCTS, ssrConfig, ssrLoadRemote } from '../testing/ssr-fixtures';
import { renderPage } from './render-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  jest
    .mocked(loadRemote)
    .mockReset()
    .mockImplementation(ssrLoadRemote as typeof loadRemote);
  network = fakeNetwork();
  global.fetch = network.fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const request = (url: string) => ({
  url,
  runtimeConfig: ssrConfig,
  shellOrigin: API_ORIGIN,
  apiOrigin: API_ORIGIN,
  budgetMs: 5_000,
});

describe('renderPage', () => {
  it("renders a listing with its products, the shell's frame and the state the browser hydrates from", async () => {
    const result = await renderPage(request('/category/women'));
    if (result.kind !== 'rendered') throw new Error(`not rendered: ${result.reason}`);
    expect(result.status).toBe(200);
    for (const { name } of PRODUCTS) expect(result.html).toContain(name);
    expect(result.html).not.toContain('Loading products');
    expect(result.html).toContain('Skip to content');
    expect(result.remote).toBe('mfe_catalog');
    expect(result.styles).toEqual(['/mfe/catalog/styles.abc.css']);
    // The files the browser's hydration asks for first: the container beside the manifest, then its route list.
    expect(result.scripts).toEqual({
      container: '/mfe/catalog/remoteEntry.js',
      routes: ['/mfe/catalog/__federation_expose_routes.abc.js'],
    });
    // The API was asked on the gateway's origin, once.
    expect(network.asked.filter((url) => url.includes('/api/'))).toEqual([`${API_ORIGIN}/api/products?category=women`]);
    const state = JSON.parse(result.state) as { ssrTestApi: { queries: Record<string, { status: string }> } };
    expect(Object.values(state.ssrTestApi.queries).map((query) => query.status)).toEqual(['fulfilled']);
  });

  it('renders a Tamil address in Tamil: the same route under /ta, the frame in Tamil, its links kept under /ta', async () => {
    const result = await renderPage(request('/ta/category/women'));
    if (result.kind !== 'rendered') throw new Error(`not rendered: ${result.reason}`);
    expect(result.status).toBe(200);
    expect(result.remote).toBe('mfe_catalog');
    for (const { name } of PRODUCTS) expect(result.html).toContain(name);
    expect(result.html).toContain('உள்ளடக்கத்துக்குச் செல்லவும்');
    expect(result.html).not.toContain('Skip to content');
    expect(result.html).toContain('href="/ta/track-order"');
    // The switch leads to the same page in English.
    expect(result.html).toContain('href="/category/women"');
  });

  it('renders /ta alone as the Tamil home, and /ta/admin as not found (the back office is English only)', async () => {
    const home = await renderPage(request('/ta'));
    expect(home.kind === 'rendered' && home.html).toContain('முகப்பு');
    const staff = await renderPage(request('/ta/admin'));
    expect(staff).toEqual(expect.objectContaining({ kind: 'rendered', status: 404 }));
    expect(staff.kind === 'rendered' && staff.html).toContain('பக்கம் கிடைக்கவில்லை');
  });

  it('leaves personal pages to the browser', async () => {
    expect(await renderPage(request('/cart'))).toEqual({ kind: 'client', reason: 'personal' });
  });

  it('answers 404 with the not-found page for a path no remote serves', async () => {
    const result = await renderPage(request('/no-such-page'));
    expect(result).toEqual(expect.objectContaining({ kind: 'rendered', status: 404 }));
    expect(result.kind === 'rendered' && result.html).toContain('Page not found');
  });

  it('renders the frame when the page itself fails, leaving that region to the browser', async () => {
    const result = await renderPage(request('/broken'));
    if (result.kind !== 'rendered') throw new Error(`not rendered: ${result.reason}`);
    expect(result.clientRegions).toBe(1);
    expect(result.html).toContain('Skip to content');
    // React's marker for a boundary the client renders.
    expect(result.html).toContain('<!--$!-->');
  });

  it('keeps only answered queries in the state: a call still running at the budget is the browser’s to make', async () => {
    global.fetch = ((input: RequestInfo | URL) =>
      (input instanceof Request ? input.url : String(input)).includes('/api/')
        ? new Promise<Response>(() => undefined)
        : network.fetch(input)) as typeof fetch;
    const result = await renderPage({ ...request('/category/women'), budgetMs: 300 });
    if (result.kind !== 'rendered') throw new Error(`not rendered: ${result.reason}`);
    expect(result.html).toContain('Loading products');
    const state = JSON.parse(result.state) as { ssrTestApi: { queries: Record<string, unknown> } };
    expect(state.ssrTestApi.queries).toEqual({});
  });
});
