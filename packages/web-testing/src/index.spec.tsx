import { screen } from '@testing-library/react';
import { useLocation } from '@rmj/router';
import { installFakeFetch, installFakeNetwork, renderPage, requestsTo } from './index';

describe('installFakeNetwork', () => {
  it('answers queued replies in order, repeats the last, and records what was sent', async () => {
    const net = installFakeNetwork();
    net.reply('POST /api/login', { status: 401, json: { message: 'no' } });
    net.reply('POST /api/login', { status: 200, json: { success: true } });
    const send = () =>
      fetch(
        new Request('/api/login', {
          method: 'POST',
          headers: { Authorization: 'Bearer t' },
          body: JSON.stringify({ email: 'a@b.in' }),
        }),
      );
    expect((await send()).status).toBe(401);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect(net.sent[0]).toEqual({
      method: 'POST',
      path: '/api/login',
      body: { email: 'a@b.in' },
      authorization: 'Bearer t',
    });
  });

  it('refuses a request nobody scripted, naming it', async () => {
    installFakeNetwork();
    await expect(fetch(new Request('/api/unknown'))).rejects.toThrow('No fake reply for GET /api/unknown');
  });
});

describe('installFakeFetch', () => {
  it('answers by the longest matching path prefix and 404 otherwise', async () => {
    const seen = installFakeFetch({
      'GET /api/products': { body: { all: true } },
      'GET /api/products/category': { body: { category: true } },
    });
    expect(await (await fetch(new Request('/api/products/category/women'))).json()).toEqual({ category: true });
    expect((await fetch(new Request('/api/other'))).status).toBe(404);
    expect(requestsTo(seen, '/api/products/category/women')).toHaveLength(1);
  });
});

describe('renderPage', () => {
  function Where() {
    const location = useLocation();
    return <p>{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
  }

  it('renders at the path with its query and navigation state, inside the shop store', () => {
    const { store, location } = renderPage(<Where />, { path: '/product/7?x=1', state: { from: 'card' } });
    expect(screen.getByText('/product/7?x=1 {"from":"card"}')).toBeInTheDocument();
    expect(location.current).toEqual({ pathname: '/product/7', search: '?x=1', state: { from: 'card' } });
    expect(store.getState().cart.items).toEqual([]);
  });
});
