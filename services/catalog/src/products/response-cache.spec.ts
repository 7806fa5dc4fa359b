import { ResponseCache } from './response-cache';

const body = (n: number) => ({ body: Buffer.alloc(n), etag: `W/"${n}"` });

describe('ResponseCache', () => {
  it('returns what was stored for the same catalogue generation only', () => {
    const cache = new ResponseCache(1000);
    cache.set(1, 'a', body(10));
    expect(cache.get(1, 'a')?.etag).toBe('W/"10"');
    expect(cache.get(2, 'a')).toBeUndefined();
    cache.set(2, 'b', body(10));
    expect(cache.get(2, 'a')).toBeUndefined();
  });

  it('drops the least recently used bodies past its byte budget and skips huge ones', () => {
    const cache = new ResponseCache(1000);
    cache.set(1, 'a', body(200));
    cache.set(1, 'b', body(200));
    cache.get(1, 'a');
    cache.set(1, 'c', body(200));
    cache.set(1, 'd', body(200));
    cache.set(1, 'e', body(200));
    cache.set(1, 'f', body(200));
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.get(1, 'f')).toBeDefined();
    cache.set(1, 'huge', body(600));
    expect(cache.get(1, 'huge')).toBeUndefined();
  });

  it('counts the compressed copies against its budget, and a replaced entry once', () => {
    const cache = new ResponseCache(1000);
    const withCopies = (n: number) => ({ ...body(n), br: Buffer.alloc(n), gzip: Buffer.alloc(n) });
    // 240 bytes each with their copies: four fit in 1000, a fifth pushes the oldest out.
    cache.set(1, 'a', withCopies(80));
    cache.set(1, 'a', withCopies(80));
    cache.set(1, 'b', withCopies(80));
    cache.set(1, 'c', withCopies(80));
    cache.set(1, 'd', withCopies(80));
    expect(cache.get(1, 'a')).toBeDefined();
    cache.set(1, 'e', withCopies(80));
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.get(1, 'a')).toBeDefined();
    expect(cache.get(1, 'e')).toBeDefined();
  });

  it('stores nothing when given no memory', () => {
    const cache = new ResponseCache(0);
    cache.set(1, 'a', body(1));
    expect(cache.get(1, 'a')).toBeUndefined();
  });
});
