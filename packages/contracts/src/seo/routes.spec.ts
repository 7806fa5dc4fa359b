import { BRAND_FULL_NAME } from '../brand';
import { searchPageOf } from '../shop-paths';
import { canonicalPath, documentTitle, productIdOf, productTitle, SEO_ROUTES, TITLE_MAX } from './routes';

describe('canonicalPath', () => {
  it.each([
    ['/womens', '/category/women'],
    ['/category/Female', '/category/women'],
    ['/mens', '/category/men'],
    ['/category/Male', '/category/men'],
    ['/category/Kids', '/category/kids'],
    ['/womens-rings', '/custom/women/rings'],
    ['/custom/women/Pendants', '/custom/women/pendants'],
    ['/all-procuct', '/all-products'],
    ['/customize', '/custom'],
    ['/checkout', '/cart'],
  ])('sends the alias %s to its main path %s', (alias, main) => {
    expect(canonicalPath(alias)).toBe(main);
  });

  it('keeps main paths, product pages and unknown paths as they are, without a trailing slash', () => {
    expect(canonicalPath('/category/women')).toBe('/category/women');
    expect(canonicalPath('/womens/')).toBe('/category/women');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('')).toBe('/');
    expect(canonicalPath('/product/65a1b2c3d4e5f60718293a4b/')).toBe('/product/65a1b2c3d4e5f60718293a4b');
    expect(canonicalPath('/no-such-page')).toBe('/no-such-page');
  });

  it('covers every alias of the remotes’ route lists (catalog, product, cart)', () => {
    const aliases = SEO_ROUTES.flatMap((route) => route.aliases ?? []);
    expect(aliases).toEqual(
      expect.arrayContaining([
        '/womens',
        '/category/Female',
        '/mens',
        '/category/Male',
        '/category/Kids',
        '/womens-rings',
        '/custom/women/Pendants',
        '/all-procuct',
        '/customize',
        '/checkout',
      ]),
    );
    for (const alias of aliases) expect(canonicalPath(alias)).not.toBe(alias);
  });
});

describe('documentTitle', () => {
  it.each([
    ['/', `Genuine Silver Jewellery | ${BRAND_FULL_NAME}`],
    ['/category/women', `Women's Jewellery | ${BRAND_FULL_NAME}`],
    ['/womens', `Women's Jewellery | ${BRAND_FULL_NAME}`],
    ['/category/men', `Men's Jewellery | ${BRAND_FULL_NAME}`],
    ['/category/kids', `Kids' Jewellery | ${BRAND_FULL_NAME}`],
    ['/custom/kids/bracelets', `Kids' Custom Bracelets | ${BRAND_FULL_NAME}`],
    ['/vel-kada', `Vel Kada Collection | ${BRAND_FULL_NAME}`],
    ['/all-products', `All Jewellery | ${BRAND_FULL_NAME}`],
    ['/contact', `Contact Us | ${BRAND_FULL_NAME}`],
    ['/track-order', `Track Your Order | ${BRAND_FULL_NAME}`],
    ['/cart', `Your Cart | ${BRAND_FULL_NAME}`],
    ['/checkout', `Your Cart | ${BRAND_FULL_NAME}`],
    ['/account', `Your Account | ${BRAND_FULL_NAME}`],
    ['/welcome', `Welcome | ${BRAND_FULL_NAME}`],
    ['/custom', `Customise Your Ring | ${BRAND_FULL_NAME}`],
    ['/product/65a1b2c3d4e5f60718293a4b', `Product | ${BRAND_FULL_NAME}`],
    ['/no-such-page', `Page Not Found | ${BRAND_FULL_NAME}`],
  ])('names %s “%s”', (path, title) => {
    expect(documentTitle(path)).toBe(title);
  });

  it('reads the results page of an address: a whole number from 1, else page 1', () => {
    expect(searchPageOf('?q=ring&page=2')).toBe(2);
    expect(searchPageOf('?q=ring&page=10000')).toBe(10_000);
    for (const bad of ['?q=ring', '?page=0', '?page=-1', '?page=2.5', '?page=abc', '?page=10001', '?page=', '?page=%'])
      expect(searchPageOf(bad)).toBe(1);
  });

  it('names search results by the term, and the bare search page plainly', () => {
    expect(documentTitle('/search', '?q=ring')).toBe(`Search results for "ring" | ${BRAND_FULL_NAME}`);
    expect(documentTitle('/search', '?q=silver%20anklet')).toBe('Search results for "silver anklet" | RMJ Jewellers');
    expect(documentTitle('/search', '?q=%20%20')).toBe(`Search | ${BRAND_FULL_NAME}`);
    expect(documentTitle('/search')).toBe(`Search | ${BRAND_FULL_NAME}`);
  });

  it('keeps every fixed page’s title, and a long search, within 60 characters', () => {
    for (const route of SEO_ROUTES) expect(documentTitle(route.path).length).toBeLessThanOrEqual(TITLE_MAX);
    expect(documentTitle('/search', `?q=${'diamond '.repeat(20)}`).length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it('gives every fixed page a description of 50 to 160 characters', () => {
    for (const route of SEO_ROUTES) {
      expect(route.description.length).toBeGreaterThanOrEqual(50);
      expect(route.description.length).toBeLessThanOrEqual(160);
    }
  });
});

describe('productTitle', () => {
  it('is the product’s name and the brand', () => {
    expect(productTitle('Lotus Silver Ring')).toBe(`Lotus Silver Ring | ${BRAND_FULL_NAME}`);
  });

  it('drops the tagline, then shortens the name at a word, past 60 characters', () => {
    expect(productTitle('Traditional Oxidised Silver Anklet Pair')).toBe(
      'Traditional Oxidised Silver Anklet Pair | RMJ Jewellers',
    );
    const long = productTitle('Handcrafted Temple Design Silver Anklet Pair with Ghungroo Bells');
    expect(long.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(long).toBe('Handcrafted Temple Design Silver Anklet… | RMJ Jewellers');
  });

  it('falls back to the generic name for a blank one', () => {
    expect(productTitle('  ')).toBe(`Product | ${BRAND_FULL_NAME}`);
  });
});

describe('productIdOf', () => {
  it('reads the id of a product page only', () => {
    expect(productIdOf('/product/65a1b2c3d4e5f60718293a4b')).toBe('65a1b2c3d4e5f60718293a4b');
    expect(productIdOf('/product/')).toBeUndefined();
    expect(productIdOf('/product/a/b')).toBeUndefined();
    expect(productIdOf('/category/women')).toBeUndefined();
  });
});
