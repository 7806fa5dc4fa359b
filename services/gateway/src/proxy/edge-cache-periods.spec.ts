// The edge cache keeps each answer for its own period: the cache's (CATALOGUE_EDGE_CACHE_MS), or the
// shorter one its contract caps it at (maxCacheMs: the shop's settings show a change within seconds).
import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { SHOP_SETTINGS_CACHE_MS } from '@rmj/contracts';
import type { Request, Response } from 'express';
import { publicCatalogueGetOf } from '../routing/api-routes';
import { CatalogueEdgeCache } from './edge-cache';

const get = (path: string) =>
  ({ method: 'GET', path, originalUrl: path, headers: { 'accept-encoding': 'identity' } }) as unknown as Request;

/** Stores a catalog answer for `path` as the proxy would. */
function store(cache: CatalogueEdgeCache, path: string): string {
  const key = cache.keyOf(get(path))!.key;
  const upstream = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    complete: true,
  });
  cache.capture(key, get(path) as unknown as IncomingMessage, upstream as unknown as IncomingMessage);
  upstream.emit('data', Buffer.from('{"ok":true}'));
  upstream.emit('end');
  return key;
}

const fakeRes = () => ({ setHeader: () => undefined, end: () => undefined, statusCode: 0 }) as unknown as Response;

describe('edge cache periods', () => {
  it("caps the shop's settings at their contract's few seconds, whatever the cache's period", () => {
    expect(publicCatalogueGetOf('GET', '/api/settings')).toMatchObject({ maxCacheMs: SHOP_SETTINGS_CACHE_MS });
    let now = 0;
    const cache = new CatalogueEdgeCache({ ttlMs: 60_000, maxBytes: 1024 * 1024, now: () => now });
    const settings = store(cache, '/api/settings');
    const listing = store(cache, '/api/all-products');
    now = SHOP_SETTINGS_CACHE_MS - 1;
    expect(cache.serve(settings, get('/api/settings'), fakeRes())).toBe(true);
    now = SHOP_SETTINGS_CACHE_MS;
    expect(cache.serve(settings, get('/api/settings'), fakeRes())).toBe(false);
    expect(cache.serve(listing, get('/api/all-products'), fakeRes())).toBe(true);
    cache.close();
  });
});
