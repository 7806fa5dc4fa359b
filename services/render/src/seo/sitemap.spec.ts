import { DECLARED, DECLARED_PAGES } from '../testing/declared-pages';
import { robotsTxt, sitemapXml, storefrontSitemapEntries as entriesOf } from './sitemap';

const storefrontSitemapEntries = (products: readonly { id: string }[]) => entriesOf(DECLARED_PAGES, products);
const DECLARED_DISALLOW = Object.values(DECLARED).flatMap((seo) => seo.disallow ?? []);

/** Checks the XML is well-formed: tags nest and close, every & starts an entity, no stray < or >. */
function expectWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>\n/, '');
  const stack: string[] = [];
  const text = body.replace(/<(\/?)([a-z]+)(?:\s+[a-z:]+="[^"<&]*")*\s*>/gi, (_, close: string, name: string) => {
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name);
    return '';
  });
  expect(stack).toEqual([]);
  expect(text).not.toMatch(/[<>]/);
  expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
}

describe('sitemapXml', () => {
  it('lists every listing at its canonical path and every product, each once', () => {
    const xml = sitemapXml(
      'https://shop.example.in/',
      storefrontSitemapEntries([{ id: 'a1' }, { id: 'b2' }, { id: 'a1' }]),
    );
    expectWellFormedXml(xml);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://shop.example.in/',
        'https://shop.example.in/category/women',
        'https://shop.example.in/category/men',
        'https://shop.example.in/contact',
        'https://shop.example.in/product/a1',
        'https://shop.example.in/product/b2',
        // Each page's Tamil address too.
        'https://shop.example.in/ta',
        'https://shop.example.in/ta/category/women',
        'https://shop.example.in/ta/product/a1',
        'https://shop.example.in/ta/product/b2',
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
    for (const alias of ['/womens', '/category/Female', '/mens', '/checkout']) {
      expect(locs).not.toContain(`https://shop.example.in${alias}`);
    }
    for (const personal of ['/cart', '/account', '/welcome', '/search']) {
      expect(locs).not.toContain(`https://shop.example.in${personal}`);
    }
  });

  it('escapes addresses', () => {
    const xml = sitemapXml('https://shop.example.in', [{ path: '/x?a=1&b=<2>"\'', lastmod: '2026-11-26' }]);
    expectWellFormedXml(xml);
    expect(xml).toContain('<loc>https://shop.example.in/x?a=1&amp;b=&lt;2&gt;&quot;&apos;</loc>');
    expect(xml).toContain('<lastmod>2026-11-26</lastmod>');
  });

  it('encodes odd product ids into the path', () => {
    const xml = sitemapXml('https://shop.example.in', storefrontSitemapEntries([{ id: 'a&b <c>' }]));
    expectWellFormedXml(xml);
    expect(xml).toContain('<loc>https://shop.example.in/product/a%26b%20%3Cc%3E</loc>');
  });
});

describe('robotsTxt', () => {
  it('opens the storefront, closes personal pages and the API, and names the sitemap', () => {
    const robots = robotsTxt('https://shop.example.in/', DECLARED_DISALLOW);
    const lines = robots.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/cart', '/checkout', '/account', '/welcome']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Sitemap: https://shop.example.in/sitemap.xml');
    expect(lines.some((line) => /^Disallow: \/(category|product|search|contact)?$/.test(line))).toBe(false);
  });

  it('writes the staff area first, then single pages, then folders, the API last, each once', () => {
    const disallowed = robotsTxt('https://shop.example.in', [...DECLARED_DISALLOW, '/cart'])
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '));
    expect(disallowed).toEqual([
      'Disallow: /admin',
      'Disallow: /cart',
      'Disallow: /ta/cart',
      'Disallow: /checkout',
      'Disallow: /ta/checkout',
      'Disallow: /account',
      'Disallow: /ta/account',
      'Disallow: /welcome',
      'Disallow: /ta/welcome',
      'Disallow: /order-proof/',
      'Disallow: /ta/order-proof/',
      'Disallow: /api/',
    ]);
  });

  it('still closes the staff area and the API when no remote declares anything', () => {
    expect(robotsTxt('https://shop.example.in', [])).toContain('Disallow: /admin\nDisallow: /api/\n');
  });
});
