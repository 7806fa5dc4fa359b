import { PageCache } from './page-cache';

describe('PageCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('serves a page until it is older than its time to live', () => {
    const cache = new PageCache<string>(30_000, 10, clock);
    cache.set('/category/women', 'page', cache.generation);
    now += 29_999;
    expect(cache.get('/category/women')).toBe('page');
    now += 1;
    expect(cache.get('/category/women')).toBeUndefined();
  });

  it('keeps at most the given number of pages, dropping the least recently used', () => {
    const cache = new PageCache<string>(30_000, 2, clock);
    cache.set('/a', 'A', cache.generation);
    cache.set('/b', 'B', cache.generation);
    expect(cache.get('/a')).toBe('A');
    cache.set('/c', 'C', cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBe('A');
    expect(cache.get('/c')).toBe('C');
  });

  it('drops everything on clear and refuses a page rendered before the clear', () => {
    const cache = new PageCache<string>(30_000, 10, clock);
    cache.set('/a', 'A', cache.generation);
    const before = cache.generation;
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', 'stale', before);
    expect(cache.get('/b')).toBeUndefined();
    cache.set('/b', 'fresh', cache.generation);
    expect(cache.get('/b')).toBe('fresh');
  });

  it('keeps nothing when its time to live is 0', () => {
    const cache = new PageCache<string>(0, 10, clock);
    cache.set('/a', 'A', cache.generation);
    expect(cache.get('/a')).toBeUndefined();
  });
});
