import { createApi } from '@reduxjs/toolkit/query/react';
import { render, screen } from '@testing-library/react';
import { createShopStore } from '../create-shop-store';
import { selectCartItems } from '../cart-selectors';
import { cartActions } from '../cart-slice';
import { CartProvider } from './cart-provider';
import { useInjectApi } from './use-inject-api';

/** A real RTK Query api whose base query answers from memory (no network in unit tests). */
function makeApi() {
  let calls = 0;
  const api = createApi({
    reducerPath: 'testApi',
    baseQuery: async (arg: string) => {
      calls += 1;
      return { data: { echo: arg } };
    },
    endpoints: (build) => ({
      echo: build.query<{ echo: string }, string>({ query: (arg) => arg }),
    }),
  });
  return { api, calls: () => calls };
}

afterEach(() => jest.restoreAllMocks());

it('injectApi adds the reducer and middleware once, however often it is called', async () => {
  const { api, calls } = makeApi();
  const store = createShopStore({ storage: null });
  store.injectApi(api);
  store.injectApi(api);
  expect(store.getState()).toHaveProperty('testApi');

  const result = await store.dispatch(api.endpoints.echo.initiate('hi'));
  expect(result.data).toEqual({ echo: 'hi' });
  // a second subscription is served from the cache: one middleware, one request
  await store.dispatch(api.endpoints.echo.initiate('hi'));
  expect(calls()).toBe(1);
  // the cart keeps working next to the api
  store.dispatch(cartActions.itemAdded({ id: 'x', name: 'X', price: 1 }));
  expect(selectCartItems(store.getState())).toHaveLength(1);
});

it('useInjectApi lets a page use the api hooks in its first render', async () => {
  const error = jest.spyOn(console, 'error');
  const { api } = makeApi();
  function Page() {
    useInjectApi(api);
    const { data, isLoading } = api.endpoints.echo.useQuery('from page');
    return <p>{isLoading ? 'Loading' : data?.echo}</p>;
  }
  const store = createShopStore({ storage: null });
  const view = render(
    <CartProvider store={store}>
      <Page />
    </CartProvider>,
  );
  expect((await screen.findByText('from page')).tagName).toBe('P');
  view.rerender(
    <CartProvider store={store}>
      <Page />
    </CartProvider>,
  );
  expect(screen.getByText('from page').tagName).toBe('P');
  expect(error).not.toHaveBeenCalled();
});

it('useInjectApi outside a CartProvider throws', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { api } = makeApi();
  function Page() {
    useInjectApi(api);
    return null;
  }
  expect(() => render(<Page />)).toThrow('useInjectApi must be used within a CartProvider');
});
