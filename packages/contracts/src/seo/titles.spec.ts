import { BRAND_FULL_NAME } from '../brand';
import type { PageSeo } from '../remote-routes';
import { searchPageOf } from '../shop-paths';
import { canonicalPath as canonicalOf, documentTitle as titleOf, productIdOf, productTitle, TITLE_MAX } from './titles';

const page = (path: string, name: string, aliases: string[] = []): PageSeo => ({
  path,
  aliases,
  name,
  description: `${name}: a page some remote declares, its words of no concern to the title.`,
});

/** Pages as the remotes declare them (their src/exposes/routes.ts), a few of each kind. */
const PAGES: readonly PageSeo[] = [
  page('/', 'Genuine Silver Jewellery'),
  page('/vel-kada', 'Vel Kada Collection'),
  page('/all-products', 'All Jewellery', ['/all-procuct']),
  page('/category/women', "Women's Jewellery", ['/womens', '/category/Female']),
  page('/category/men', "Men's Jewellery", ['/mens', '/category/Male']),
  page('/category/kids', "Kids' Jewellery", ['/category/Kids']),
  page('/custom/women/rings', "Women's Custom Rings", ['/womens-rings']),
  page('/custom/women/pendants', "Women's Custom Pendants", ['/custom/women/Pendants']),
  page('/custom/kids/bracelets', "Kids' Custom Bracelets"),
  page('/contact', 'Contact Us'),
  page('/search', 'Search'),
  page('/custom', 'Customise Your Ring', ['/customize']),
  page('/track-order', 'Track Your Order'),
  page('/cart', 'Your Cart', ['/checkout']),
  page('/account', 'Your Account'),
  page('/welcome', 'Welcome'),
];

const canonicalPath = (path: string) => canonicalOf(path, PAGES);
const documentTitle = (path: string, search?: string) => titleOf(path, search, PAGES);

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

  it('knows only the declared pages: without declarations every path is its own', () => {
    expect(canonicalOf('/womens', [])).toBe('/womens');
    expect(titleOf('/womens', undefined, [])).toBe(`Page Not Found | ${BRAND_FULL_NAME}`);
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

  it('keeps a long search within 60 characters', () => {
    expect(documentTitle('/search', `?q=${'diamond '.repeat(20)}`).length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it('names the staff area and an order proof without declarations', () => {
    expect(titleOf('/admin/orders', undefined, [])).toBe(`Staff | ${BRAND_FULL_NAME}`);
    expect(titleOf('/order-proof/abc', undefined, [])).toBe(`Order Proof | ${BRAND_FULL_NAME}`);
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

describe('titles of Tamil pages', () => {
  const withTamil: readonly PageSeo[] = [
    { ...page('/cart', 'Your Cart', ['/checkout']), ta: { name: 'உங்கள் கூடை', description: 'கூடை' } },
    page('/contact', 'Contact Us'),
  ];

  it('uses the page’s Tamil name and the Tamil tagline, English where a page has no Tamil name', () => {
    expect(titleOf('/checkout', undefined, withTamil, 'ta')).toBe('உங்கள் கூடை | RMJ Jewellers — வெள்ளி & தங்கம்');
    expect(titleOf('/contact', undefined, withTamil, 'ta')).toBe('Contact Us | RMJ Jewellers — வெள்ளி & தங்கம்');
    expect(titleOf('/cart', undefined, withTamil)).toBe(`Your Cart | ${BRAND_FULL_NAME}`);
  });

  it('writes search results, a product and a missing page in Tamil; the back office has no Tamil page', () => {
    expect(titleOf('/search', '?q=மோதிரம்', withTamil, 'ta')).toBe(
      '"மோதிரம்" தேடல் முடிவுகள் | RMJ Jewellers — வெள்ளி & தங்கம்',
    );
    expect(productTitle('', 'ta')).toBe('பொருள் | RMJ Jewellers — வெள்ளி & தங்கம்');
    expect(titleOf('/admin/orders', undefined, withTamil, 'ta')).toBe(
      'பக்கம் கிடைக்கவில்லை | RMJ Jewellers — வெள்ளி & தங்கம்',
    );
  });
});
