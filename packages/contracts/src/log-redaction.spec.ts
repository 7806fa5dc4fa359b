import { redactUrl } from './log-redaction';

const token = 'Zm9vYmFy'.repeat(5);
const fileId = 'c0ffee'.padEnd(32, '0');

describe('redactUrl (what logs and trace spans show of an address)', () => {
  it.each([
    [`/api/proofs/${token}`, '/api/proofs/:token'],
    [`/api/proofs/${token}?answer=approve`, '/api/proofs/:token'],
    [`/api/proofs/${token}/lines/0/picture`, '/api/proofs/:token/lines/0/picture'],
    [`/API/Proofs/${token}/anything`, '/API/Proofs/:token/anything'],
    [`/order-proof/${token}`, '/order-proof/:token'],
    [`/order-proof/${token}?answer=change`, '/order-proof/:token'],
    ['/api/track-order/RMJ-AB12CD34EF', '/api/track-order/:orderNumber'],
    ['/api/orders/RMJ-AB12CD34EF/invoice', '/api/orders/:orderNumber/invoice'],
    ['/api/orders/RMJ-AB12CD34EF/cancel', '/api/orders/:orderNumber/cancel'],
    ['/api/admin/orders/RMJ-AB12CD34EF/moves', '/api/admin/orders/:orderNumber/moves'],
    ['/track-order?order=RMJ-AB12CD34EF', '/track-order?order=:orderNumber'],
    ['/track-order?x=1&order=RMJ-AB12CD34EF#top', '/track-order?x=1&order=:orderNumber#top'],
    // Staff search orders by a customer's phone or e-mail; a shopper's product search stays readable.
    ['/api/admin/orders?q=%2B91%2098765%2043210&page=2', '/api/admin/orders?q=:search&page=2'],
    ['/api/admin/orders?status=paid&q=meena%40example.com', '/api/admin/orders?status=paid&q=:search'],
    ['/api/products/search?q=silver+ring', '/api/products/search?q=silver+ring'],
    [`/api/files/${fileId}?sig=1`, '/api/files/:id'],
    [`/internal/files/${fileId}`, '/internal/files/:fileId'],
    [`/api/admin/files/${fileId}`, '/api/admin/files/:fileId'],
    [`http://127.0.0.1:3002/api/proofs/${token}`, 'http://127.0.0.1:3002/api/proofs/:token'],
    [`http://orders:3002/api/track-order/RMJ-1`, 'http://orders:3002/api/track-order/:orderNumber'],
  ])('%s → %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });

  it('keeps addresses that hold no secret, including literal neighbours of a secret place', () => {
    for (const url of [
      '/api/orders/mine',
      '/api/orders/mine/last-details',
      '/api/orders/quote',
      '/api/admin/orders?tab=shipped',
      '/api/products/search?q=ring&page=2',
      '/category/women?sort=price-asc',
      '/api/proofs',
      '/',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
