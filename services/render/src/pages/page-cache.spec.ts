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

  it('keeps at most the given bytes, dropping the least recently used, and never a page above a quarter of them', () => {
    const cache = new PageCache<string>(30_000, 10_000, clock, { max: 1_000, of: (page) => page.length });
    for (let i = 0; i < 5_000; i += 1) {
      cache.set(`/product/p${i}?utm=${i}`, 'x'.repeat(100 + (i % 150)), cache.generation);
      expect(cache.bytes).toBeLessThanOrEqual(1_000);
    }
    expect(cache.get('/product/p4999?utm=4999')).toBeDefined();
    expect(cache.get('/product/p0?utm=0')).toBeUndefined();
    cache.set('/big', 'x'.repeat(251), cache.generation);
    expect(cache.get('/big')).toBeUndefined();
  });

  it('drops expired pages on a timer, without being asked for them', () => {
    jest.useFakeTimers();
    try {
      const cache = new PageCache<string>(5_000, 10, Date.now, { max: 1_000, of: (page) => page.length });
      cache.set('/a', 'A', cache.generation);
      cache.set('/b', 'B', cache.generation);
      expect(cache.size).toBe(2);
      jest.advanceTimersByTime(10_001);
      expect(cache.size).toBe(0);
      expect(cache.bytes).toBe(0);
      cache.close();
    } finally {
      jest.useRealTimers();
    }
  });
});
