import { BRAND_FULL_NAME, BRAND_NAME, type PageSeo, type ProductPhoto } from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { DECLARED_PAGES } from '../testing/declared-pages';
import {
  headTags,
  jewelryStoreJsonLd,
  pageHead as headOf,
  type JsonLd,
  type PageHeadInput,
  type SeoProduct,
} from './page-head';

const ORIGIN = 'https://shop.example.in/';

/** The head of a page with the remotes' declared pages. */
const pageHead = (input: Omit<PageHeadInput, 'pages'>) => headOf({ ...input, pages: DECLARED_PAGES });
const ID = '65a1b2c3d4e5f60718293a4b';

const product = (over: Partial<SeoProduct> = {}): SeoProduct => ({
  id: ID,
  name: 'Lotus Silver Ring',
  description: 'A lotus in 92.5 silver, polished by hand.',
  price: 2450,
  inStock: true,
  images: ['/api/products/images/ring-silver.svg'],
  image: '/api/products/images/ring-silver.svg',
  productType: 'Silver',
  productCategory: 'Rings',
  peopleCategory: 'women',
  rating: 4.5,
  reviews: 12,
  ...over,
});

const photo: ProductPhoto = {
  id: 'p1',
  width: 1600,
  height: 1200,
  widths: [320, 640, 960, 1280],
  placeholder: 'data:image/webp;base64,AAAA',
};

/** The content of every <meta> of the tags, by name or property. */
function metas(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]*)" content="([^"]*)">/g)) {
    found.set(match[1], match[2]);
  }
  return found;
}

/** The JSON-LD blocks of the tags, parsed. */
const jsonLdOf = (html: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as JsonLd,
  );

const decode = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('pageHead of a product page', () => {
  it('carries the name, price in INR, stock, photograph and canonical URL', () => {
    const head = pageHead({ origin: ORIGIN, pathname: `/product/${ID}`, product: product({ photos: [photo] }) });
    const tags = metas(headTags(head));
    expect(head.title).toBe(`Lotus Silver Ring | ${BRAND_FULL_NAME}`);
    expect(head.canonical).toBe(`https://shop.example.in/product/${ID}`);
    expect(tags.get('og:type')).toBe('product');
    expect(decode(tags.get('og:title') ?? '')).toBe(head.title);
    expect(tags.get('og:url')).toBe(head.canonical);
    expect(tags.get('og:image')).toBe('https://shop.example.in/api/product-photos/p1/1280.webp');
    expect(tags.get('og:image:width')).toBe('1280');
    expect(tags.get('og:image:height')).toBe('960');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
    expect(tags.get('product:price:amount')).toBe('2450');
    expect(tags.get('product:price:currency')).toBe('INR');
    expect(tags.get('product:availability')).toBe('in stock');
    expect(head.description).toBe(
      'A lotus in 92.5 silver, polished by hand. ₹2,450 at RMJ Jewellers: hallmarked silver jewellery, delivered across India.',
    );
  });

  it('describes the product and its offer in JSON-LD, price a number in INR, availability from stock', () => {
    const [productLd, breadcrumb] = pageHead({
      origin: ORIGIN,
      pathname: `/product/${ID}`,
      product: product({ inStock: false }),
    }).jsonLd;
    expect(productLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lotus Silver Ring',
      sku: ID,
      image: ['https://shop.example.in/api/products/images/ring-silver.svg'],
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: 2450,
        availability: 'https://schema.org/OutOfStock',
        url: `https://shop.example.in/product/${ID}`,
      },
    });
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://shop.example.in/' },
        { position: 2, name: "Women's Jewellery", item: 'https://shop.example.in/category/women' },
        { position: 3, name: 'Lotus Silver Ring', item: `https://shop.example.in/product/${ID}` },
      ],
    });
  });

  it('uses the largest WebP of a small photograph, else the drawn picture as an absolute URL', () => {
    const small = { ...photo, width: 700, height: 700, widths: [320, 640] };
    expect(
      pageHead({ origin: ORIGIN, pathname: `/product/${ID}`, product: product({ photos: [small] }) }).image,
    ).toMatchObject({ url: 'https://shop.example.in/api/product-photos/p1/640.webp', width: 640, height: 640 });
    expect(pageHead({ origin: ORIGIN, pathname: `/product/${ID}`, product: product() }).image).toMatchObject({
      url: 'https://shop.example.in/api/products/images/ring-silver.svg',
      type: 'image/svg+xml',
    });
  });

  it('keeps a name with quotes and angle brackets as text in every tag', () => {
    const name = 'Ring "Moon" <b>&</b> \'Star\'"><script>alert(1)</script>';
    const html = headTags(pageHead({ origin: ORIGIN, pathname: `/product/${ID}`, product: product({ name }) }));
    const withoutLd = html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');
    expect(withoutLd).not.toContain('<script');
    expect(withoutLd).not.toContain('<b>');
    // Every line is exactly one tag: nothing broke out of an attribute or the title.
    for (const line of withoutLd.split('\n').filter(Boolean)) {
      expect(line).toMatch(
        /^<(title>[^<>]*<\/title|meta (name|property)="[^"<>]*" content="[^"<>]*"|link rel="canonical" href="[^"<>]*"|link rel="alternate" hreflang="[^"<>]*" href="[^"<>]*")>$/,
      );
    }
    expect(decode(metas(html).get('og:image:alt') ?? '')).toBe(name);
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toContain('Ring "Moon" <b>&</b>');
  });

  it('cannot end a JSON-LD script with </script> in a name; the block still reads back the name', () => {
    const name = 'Evil </script><script>alert(1)</script> Ring';
    const html = headTags(pageHead({ origin: ORIGIN, pathname: `/product/${ID}`, product: product({ name }) }));
    const blocks = html.split('<script type="application/ld+json">').slice(1);
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block.indexOf('</script>')).toBe(block.lastIndexOf('</script>'));
    expect(jsonLdOf(html)[0]).toMatchObject({ name });
  });

  it('falls back to the static product head when the product is not known', () => {
    const head = pageHead({ origin: ORIGIN, pathname: `/product/${ID}` });
    expect(head.title).toBe(`Product | ${BRAND_FULL_NAME}`);
    expect(head.canonical).toBe(`https://shop.example.in/product/${ID}`);
    expect(head.robots).toBeUndefined();
    expect(head.image).toBeUndefined();
  });
});

describe('pageHead of other pages', () => {
  it('points an alias at its canonical URL with the page’s title and a breadcrumb', () => {
    const head = pageHead({ origin: ORIGIN, pathname: '/womens' });
    const tags = metas(headTags(head));
    expect(head.canonical).toBe('https://shop.example.in/category/women');
    expect(head.title).toBe(`Women's Jewellery | ${BRAND_FULL_NAME}`);
    expect(tags.get('og:type')).toBe('website');
    expect(tags.get('twitter:card')).toBe('summary');
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ name: 'Home' }),
          expect.objectContaining({ name: "Women's Jewellery", item: 'https://shop.example.in/category/women' }),
        ],
      }),
    ]);
    expect(headTags(head)).toContain('<link rel="canonical" href="https://shop.example.in/category/women">');
  });

  it('describes the store (address, phone, opening hours) from the settings on the home and contact pages', () => {
    const { noticeRecipients: _private, ...settings } = SHOP_SETTINGS_FIXTURE;
    for (const pathname of ['/', '/contact']) {
      const store = pageHead({ origin: ORIGIN, pathname, store: settings }).jsonLd.find(
        (block) => block['@type'] === 'JewelryStore',
      );
      expect(store).toMatchObject({
        name: BRAND_NAME,
        telephone: '+919443012345',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '14 Big Bazaar Street',
          addressLocality: 'Palani',
          postalCode: '624601',
          addressCountry: 'IN',
        },
        openingHoursSpecification: [expect.objectContaining({ opens: '10:30', closes: '21:30' })],
      });
    }
  });

  it('names the store by the brand alone when the settings cannot be read', () => {
    const store = pageHead({ origin: ORIGIN, pathname: '/contact' }).jsonLd.find(
      (block) => block['@type'] === 'JewelryStore',
    );
    expect(store).toMatchObject({ name: BRAND_NAME, url: 'https://shop.example.in/' });
    expect(store).not.toHaveProperty('telephone');
    expect(store).not.toHaveProperty('address');
  });

  it("words the contact page's description from the owner's town and hours, as the static words without them", () => {
    const { noticeRecipients: _private, ...store } = SHOP_SETTINGS_FIXTURE;
    expect(pageHead({ origin: ORIGIN, pathname: '/contact', store }).description).toBe(
      pageHead({ origin: ORIGIN, pathname: '/contact' }).description,
    );
    const moved = { ...store, city: 'Dindigul', storeHours: 'Monday to Saturday 10 am to 8 pm' };
    expect(pageHead({ origin: ORIGIN, pathname: '/contact', store: moved }).description).toBe(
      'Visit the RMJ Jewellers store in Dindigul, Tamil Nadu, open Monday to Saturday 10 am to 8 pm, or write to us: address, phone, e-mail and map.',
    );
  });

  it('asks search engines not to index personal pages and unknown paths; search results are indexed by their query', () => {
    expect(pageHead({ origin: ORIGIN, pathname: '/checkout' })).toMatchObject({
      robots: 'noindex, follow',
      canonical: 'https://shop.example.in/cart',
    });
    expect(pageHead({ origin: ORIGIN, pathname: '/nowhere' }).robots).toBe('noindex, follow');
    const search = pageHead({ origin: ORIGIN, pathname: '/search', search: '?q=silver ring' });
    expect(search.robots).toBeUndefined();
    expect(search.canonical).toBe('https://shop.example.in/search?q=silver%20ring');
    // Each results page is its own canonical address; a mangled page number is page 1's.
    expect(pageHead({ origin: ORIGIN, pathname: '/search', search: '?q=silver ring&page=2' }).canonical).toBe(
      'https://shop.example.in/search?q=silver%20ring&page=2',
    );
    expect(pageHead({ origin: ORIGIN, pathname: '/search', search: '?page=1&q=ring' }).canonical).toBe(
      'https://shop.example.in/search?q=ring',
    );
    expect(pageHead({ origin: ORIGIN, pathname: '/search', search: '?q=ring&page=x2' }).canonical).toBe(
      'https://shop.example.in/search?q=ring',
    );
    expect(pageHead({ origin: ORIGIN, pathname: '/category/men' }).robots).toBeUndefined();
  });

  it('keeps descriptions within 50 to 160 characters', () => {
    const long = product({ description: 'Polished silver. '.repeat(20) });
    for (const head of [
      pageHead({ origin: ORIGIN, pathname: `/product/${ID}`, product: long }),
      pageHead({ origin: ORIGIN, pathname: `/product/${ID}` }),
      pageHead({ origin: ORIGIN, pathname: '/nowhere' }),
      pageHead({ origin: ORIGIN, pathname: '/' }),
    ]) {
      expect(head.description.length).toBeGreaterThanOrEqual(50);
      expect(head.description.length).toBeLessThanOrEqual(160);
    }
  });
});

describe("the store's JSON-LD from the owner's settings", () => {
  it('describes the store with the settings’ phone, e-mail, address and hours', () => {
    const { noticeRecipients: _private, ...store } = SHOP_SETTINGS_FIXTURE;
    const changed = {
      ...store,
      phone: '098765 43210',
      email: 'hello@rmj.in',
      city: 'Dindigul',
      pin: '624001',
      openingHours: [{ days: ['Monday' as const, 'Tuesday' as const], opens: '09:00', closes: '19:00' }],
    };
    expect(jewelryStoreJsonLd('https://rmj.example', changed)).toMatchObject({
      telephone: '+919876543210',
      email: 'hello@rmj.in',
      address: { addressLocality: 'Dindigul', postalCode: '624001', addressRegion: 'Tamil Nadu' },
      openingHoursSpecification: [{ dayOfWeek: ['Monday', 'Tuesday'], opens: '09:00', closes: '19:00' }],
    });
    // Without settings, nothing the owner may have changed: the brand's store at the shop's address.
    expect(jewelryStoreJsonLd('https://rmj.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JewelryStore',
      '@id': 'https://rmj.example/#store',
      name: BRAND_NAME,
      url: 'https://rmj.example/',
      priceRange: '₹₹',
      currenciesAccepted: 'INR',
    });
  });
});

describe('pageHead of a Tamil page', () => {
  const TAMIL_PAGES: readonly PageSeo[] = DECLARED_PAGES.map((page) =>
    page.path === '/category/women'
      ? {
          ...page,
          ta: { name: 'பெண்கள் நகைகள்', description: 'பெண்களுக்கான ஹால்மார்க் வெள்ளி நகைகள்: மோதிரங்கள், பதக்கங்கள், பிரேஸ்லெட்டுகள்.' },
        }
      : page,
  );

  it('is the route’s page in Tamil: its own canonical address, both languages as alternates, ta_IN', () => {
    const head = headOf({ origin: ORIGIN, pathname: '/ta/womens', pages: TAMIL_PAGES });
    expect(head.canonical).toBe('https://shop.example.in/ta/category/women');
    expect(head.title).toBe('பெண்கள் நகைகள் | RMJ Jewellers — வெள்ளி & தங்கம்');
    expect(head.description).toMatch(/^பெண்களுக்கான/);
    const tags = headTags(head);
    expect(tags).toContain('<link rel="alternate" hreflang="en-IN" href="https://shop.example.in/category/women">');
    expect(tags).toContain('<link rel="alternate" hreflang="ta-IN" href="https://shop.example.in/ta/category/women">');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example.in/category/women">');
    expect(metas(tags).get('og:locale')).toBe('ta_IN');
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      inLanguage: 'ta-IN',
      itemListElement: [
        { name: 'முகப்பு', item: 'https://shop.example.in/ta' },
        { name: 'பெண்கள் நகைகள்', item: 'https://shop.example.in/ta/category/women' },
      ],
    });
  });

  it('keeps a page without Tamil words in English, and the English page has the same alternates', () => {
    const contact = headOf({ origin: ORIGIN, pathname: '/ta/contact', pages: TAMIL_PAGES });
    expect(contact.canonical).toBe('https://shop.example.in/ta/contact');
    expect(contact.title).toMatch(/^Contact Us \| RMJ Jewellers — வெள்ளி/);
    const english = headOf({ origin: ORIGIN, pathname: '/womens', pages: TAMIL_PAGES });
    expect(english.alternates.map((alternate) => alternate.href)).toEqual([
      'https://shop.example.in/category/women',
      'https://shop.example.in/ta/category/women',
      'https://shop.example.in/category/women',
    ]);
    expect(headOf({ origin: ORIGIN, pathname: '/admin/orders', pages: TAMIL_PAGES }).alternates).toEqual([]);
  });

  it('names a product by its Tamil name where it has one, on the Tamil address, inLanguage ta-IN', () => {
    const head = headOf({
      origin: ORIGIN,
      pathname: `/ta/product/${ID}`,
      product: product({ nameTa: 'தாமரை வெள்ளி மோதிரம்', descriptionTa: 'கையால் செய்த தாமரை மோதிரம்.' }),
      pages: TAMIL_PAGES,
    });
    expect(head.canonical).toBe(`https://shop.example.in/ta/product/${ID}`);
    expect(head.title).toBe('தாமரை வெள்ளி மோதிரம் | RMJ Jewellers — வெள்ளி & தங்கம்');
    expect(head.description).toMatch(/^கையால் செய்த தாமரை மோதிரம். ₹2,450 — RMJ Jewellers/);
    expect(head.jsonLd[0]).toMatchObject({ name: 'தாமரை வெள்ளி மோதிரம்', inLanguage: 'ta-IN' });
    expect(head.alternates[0].href).toBe(`https://shop.example.in/product/${ID}`);
  });
});
