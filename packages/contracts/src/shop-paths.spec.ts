import { pageCacheAddress, paths, POLICY_SECTIONS, POLICY_TITLES } from './shop-paths';

describe('paths between parts', () => {
  it('writes addresses the owning remotes serve, escaping what a shopper typed', () => {
    expect(paths.product('65f0c0ffee00000000000001')).toBe('/product/65f0c0ffee00000000000001');
    expect(paths.search('silver ring & chain')).toBe('/search?q=silver%20ring%20%26%20chain');
    expect(paths.search('ring', 1)).toBe('/search?q=ring');
    expect(paths.search('ring', 3)).toBe('/search?q=ring&page=3');
    expect(paths.trackOrder()).toBe('/track-order');
    expect(paths.trackOrder('RMJ-0123456789')).toBe('/track-order?order=RMJ-0123456789');
    expect(paths.orderProof('k3Y_-9')).toBe('/order-proof/k3Y_-9');
    expect(paths.customListing('kids', 'pendants')).toBe('/custom/kids/pendants');
    expect(paths.womensRings()).toBe('/womens-rings');
    expect(paths.category('women')).toBe('/category/women');
  });
});

describe('seller, policies and grievance pages', () => {
  it('opens the policies page at the section asked for', () => {
    expect(paths.seller()).toBe('/seller');
    expect(paths.policies()).toBe('/policies');
    expect(paths.policies('returns')).toBe('/policies#returns');
    expect(paths.grievance()).toBe('/grievance');
    expect(paths.oldGold()).toBe('/old-gold');
    expect(POLICY_SECTIONS.map((section) => POLICY_TITLES[section])).toEqual([
      'Returns',
      'Refunds',
      'Cancellation',
      'Exchange',
      'Shipping and delivery',
    ]);
  });
});

describe('pageCacheAddress (what the render service renders and keeps)', () => {
  it('keeps only the parameters pages read, each once, in one order', () => {
    expect(pageCacheAddress('/category/women')).toBe('/category/women');
    expect(pageCacheAddress('/category/women?utm_source=x&fbclid=1')).toBe('/category/women');
    expect(pageCacheAddress('/search?page=2&x=1&q=ring%20band&q=other')).toBe('/search?q=ring%20band&page=2');
    expect(pageCacheAddress('/search?q=ring+band&page=2')).toBe(pageCacheAddress('/search?page=2&q=ring%20band'));
    expect(pageCacheAddress('/track-order?order=RMJ-1&n=5')).toBe('/track-order?order=RMJ-1');
  });

  it('keeps a Tamil address apart from its English page (the /ta stays)', () => {
    expect(pageCacheAddress('/ta/search?q=ring&utm_source=x')).toBe('/ta/search?q=ring');
    expect(pageCacheAddress('/ta')).toBe('/ta');
  });

  it("leaves every address paths writes as it is: the shop's own links render as written", () => {
    for (const url of [paths.search('silver ring & chain', 3), paths.trackOrder('RMJ-0123456789'), paths.home()]) {
      expect(pageCacheAddress(url)).toBe(url);
    }
  });
});
