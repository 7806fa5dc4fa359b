import { screen } from '@testing-library/react';
import { useLocation } from '@rmj/router';
import { blobText, catchDownloads, installFakeFetch, installFakeNetwork, renderPage, requestsTo } from './index';

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

  it('answers a text reply that reads as a file of its content type', async () => {
    const net = installFakeNetwork();
    net.reply('GET /api/file', { status: 200, text: '%PDF-1.7', contentType: 'application/pdf' });
    const file = await (await fetch(new Request('/api/file'))).blob();
    expect(file.type).toBe('application/pdf');
    expect(await blobText(file)).toBe('%PDF-1.7');
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

  it('answers a file as raw text of its content type', async () => {
    installFakeFetch({ 'GET /api/files': { text: 'png-bytes', contentType: 'image/png' } });
    const file = await (await fetch(new Request('/api/files/1'))).blob();
    expect(file.type).toBe('image/png');
    expect(await blobText(file)).toBe('png-bytes');
  });
});

describe('catchDownloads', () => {
  it('catches a saved file with its name, and puts everything back on restore', async () => {
    const { click } = HTMLAnchorElement.prototype;
    const downloads = catchDownloads();
    const href = URL.createObjectURL(new Blob(['a,b'], { type: 'text/csv' }));
    const link = Object.assign(document.createElement('a'), { href, download: 'list.csv' });
    link.click();
    URL.revokeObjectURL(href);
    expect(downloads.saved).toEqual([{ name: 'list.csv', href: 'blob:file-1', blob: expect.any(Blob) }]);
    expect(await blobText(downloads.saved[0].blob)).toBe('a,b');
    expect(downloads.revoked).toEqual(['blob:file-1']);
    downloads.restore();
    expect(HTMLAnchorElement.prototype.click).toBe(click);
    expect(URL.createObjectURL).toBeUndefined();
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
