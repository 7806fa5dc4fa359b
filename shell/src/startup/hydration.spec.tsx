// Hydrating a server-rendered page: the browser starts from the server's HTML and state, renders the
// same markup (React reports no mismatch), asks for none of the page's data again, and only then
// shows what is the shopper's own (the cart kept in this browser).
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { BrowserRouter, StaticRouter } from '@rmj/router';
import { cartActions, CartProvider, createShopStore } from '@rmj/cart';
import { jsonForScript, SSR_STATE_ELEMENT_ID } from '@rmj/contracts';
import { App } from '../app/app';
import { initFederation } from '../federation/federation';
import { preloadPage } from '../federation/remote-page';
import { RouteRegistry } from '../routing/route-registry';
import { stateForBrowser } from '../ssr/render-page';
import { listingApi, PRODUCTS, ssrConfig, ssrLoadRemote, ssrRoutes } from '../testing/ssr-fixtures';
import { prepareHydration, readServerState } from './hydration';
import { HYDRATED_ATTRIBUTE } from './hydration-signal';
import { basenameOf, LangProvider, pathInLang, type Lang } from '@rmj/i18n';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

/** What the server sends for /category/women (or /ta/category/women): its HTML and state (made as the render service does). */
async function serverPage(lang: Lang = 'en'): Promise<{ html: string; state: string }> {
  const registry = new RouteRegistry();
  await registry.settle(['mfe_catalog']);
  await preloadPage({ ...ssrRoutes[0], remote: 'mfe_catalog' } as never);
  const store = createShopStore({ storage: null });
  store.injectApi(listingApi);
  // The answer the server's first pass received (jsdom has no fetch; the server's own test covers the call).
  const upsert = listingApi.util.upsertQueryData('products', undefined, { success: true, products: PRODUCTS });
  await (store.dispatch as (thunk: typeof upsert) => Promise<unknown>)(upsert);
  const html = renderToString(
    <LangProvider lang={lang}>
      <CartProvider store={store}>
        <StaticRouter basename={basenameOf(lang)} location={pathInLang('/category/women', lang)}>
          <App chatPhone={ssrConfig.chatPhone} registry={registry} />
        </StaticRouter>
      </CartProvider>
    </LangProvider>,
  );
  return { html, state: jsonForScript(stateForBrowser(store.getState() as Record<string, unknown>)) };
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
jest.setTimeout(30_000);

let root: Root | undefined;
beforeEach(() => {
  jest
    .mocked(loadRemote)
    .mockReset()
    .mockImplementation(ssrLoadRemote as typeof loadRemote);
  initFederation(ssrConfig, async () => ssrConfig, {});
  window.history.pushState({}, '', '/category/women');
  localStorage.clear();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

it('hydrates the server’s page without a mismatch or a second request, then shows this browser’s cart', async () => {
  const { html, state } = await serverPage();
  // Any request from here on is a second download of the page's data (or of anything else).
  const asked = jest.fn();
  global.fetch = asked;
  // This shopper has two rings in the cart (the server, which has no cart, rendered 0).
  createShopStore().dispatch(cartActions.itemAdded({ id: 'r1', name: 'Silver ring', price: 1200, quantity: 2 }));
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${state}</script>`;
  const errors = jest.spyOn(console, 'error');

  const serverState = readServerState(document);
  expect(serverState).toBeDefined();
  const registry = new RouteRegistry();
  expect(await prepareHydration(registry, window.location)).toBe(true);
  const store = createShopStore({ serverState });
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <StrictMode>
        <CartProvider store={store} serverState={serverState}>
          <BrowserRouter>
            <App chatPhone={ssrConfig.chatPhone} registry={registry} />
          </BrowserRouter>
        </CartProvider>
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });

  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  for (const { name } of PRODUCTS) expect(screen.getByText(name)).toBeInTheDocument();
  expect(asked).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument());
});

it('hydrates a Tamil page (/ta/category/women) in Tamil without a mismatch', async () => {
  const { html, state } = await serverPage('ta');
  window.history.pushState({}, '', '/ta/category/women');
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${state}</script>`;
  const errors = jest.spyOn(console, 'error');
  const serverState = readServerState(document);
  const registry = new RouteRegistry();
  expect(await prepareHydration(registry, window.location)).toBe(true);
  const store = createShopStore({ serverState });
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <StrictMode>
        <LangProvider lang="ta">
          <CartProvider store={store} serverState={serverState}>
            <BrowserRouter basename="/ta">
              <App chatPhone={ssrConfig.chatPhone} registry={registry} />
            </BrowserRouter>
          </CartProvider>
        </LangProvider>
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  for (const { name } of PRODUCTS) expect(screen.getByText(name)).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'ஆர்டரைக் கண்காணி' })[0]).toHaveAttribute('href', '/ta/track-order');
});

it('marks #root with data-hydrated only once the page has hydrated (the signal a tap can wait for)', async () => {
  const { html, state } = await serverPage();
  global.fetch = jest.fn();
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${state}</script>`;
  const container = document.getElementById('root') as HTMLElement;
  // The server's HTML looks finished but answers to nothing yet.
  expect(container).not.toHaveAttribute(HYDRATED_ATTRIBUTE);

  const serverState = readServerState(document);
  const registry = new RouteRegistry();
  expect(await prepareHydration(registry, window.location)).toBe(true);
  const store = createShopStore({ serverState });
  await act(async () => {
    root = hydrateRoot(
      container,
      <CartProvider store={store} serverState={serverState}>
        <BrowserRouter>
          <App chatPhone={ssrConfig.chatPhone} registry={registry} />
        </BrowserRouter>
      </CartProvider>,
    );
  });

  expect(container).toHaveAttribute(HYDRATED_ATTRIBUTE);
  for (const { name } of PRODUCTS) expect(screen.getByText(name)).toBeInTheDocument();
});
