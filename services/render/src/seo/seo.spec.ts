// The SEO module against a fake catalogue (node:http on a free port): /sitemap.xml and /robots.txt
// through the Nest app, and HeadService's tags for product pages and listings.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Global, Module, type INestApplication } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import { type PageSeo, type RemoteSeo } from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { declarationFile } from '../testing/declared-pages';
import { HeadService } from './head.service';
import { SeoModule } from './seo.module';

const SHOP = 'https://shop.example.in';
const LOTUS_ID = '65a1b2c3d4e5f60718293a4b';
const ANKLET_ID = '65a1b2c3d4e5f60718293a4c';

const product = (id: string, name: string, over: Record<string, unknown> = {}) => ({
  _id: id,
  id,
  name,
  images: ['/api/products/images/ring-silver.svg'],
  productType: 'Silver',
  productCategory: 'Rings',
  peopleCategory: 'women',
  customOption: 'none',
  inStock: true,
  price: 2450,
  description: 'A lotus in 92.5 silver, polished by hand.',
  image: '/api/products/images/ring-silver.svg',
  originalPrice: 2450,
  discount: 0,
  isNew: false,
  category: 'Rings',
  rating: 4.5,
  reviews: 12,
  createdAt: '2026-11-01T00:00:00.000Z',
  customizationType: 'engraving',
  customizationTypes: [],
  featuredRank: 0,
  ...over,
});

/** A catalogue on a free port: its products, its version, and the calls it got. */
class FakeCatalogue {
  products = [product(LOTUS_ID, 'Lotus <Silver> Ring & "Band"'), product(ANKLET_ID, 'Silver Anklet')];
  version: string | null = 'v1';
  /** A page mfe-cart's newest build declares beside the rest (a release of that remote alone). */
  newCartPage: PageSeo | undefined;
  /** What GET /api/settings answers (404 when null: a catalogue without settings). */
  settings: unknown = null;
  down = false;
  calls: string[] = [];
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.startsWith('/config/') && !url.pathname.startsWith('/mfe/'))
      this.calls.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    // The gateway's runtime configuration and the remotes' manifests stay up while the catalogue is down.
    const declaration = declarationFile(url.pathname) as { metaData: { rmj: { seo: RemoteSeo } } } | undefined;
    if (declaration && this.newCartPage && url.pathname === '/mfe/cart/mf-manifest.json') {
      const { seo } = declaration.metaData.rmj;
      declaration.metaData.rmj.seo = {
        pages: [...seo.pages, this.newCartPage],
        disallow: [...(seo.disallow ?? []), '/wishlist'],
      };
    }
    if (declaration !== undefined) return json(200, declaration);
    if (this.down) return json(503, { success: false, message: 'down' });
    if (url.pathname === '/api/settings')
      return this.settings ? json(200, this.settings) : json(404, { message: 'Not Found' });
    if (url.pathname === '/api/catalogue/version') {
      return this.version === null
        ? json(404, { message: 'Not Found' })
        : json(200, { success: true, version: this.version });
    }
    if (url.pathname === '/api/all-products') return json(200, { success: true, products: this.products, message: '' });
    const one = /^\/api\/products\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const found = this.products.find((p) => p.id === decodeURIComponent(one[1]));
      return found ? json(200, found) : json(404, { message: 'Product not found' });
    }
    json(404, { message: 'Not Found' });
  }
}

/** The <loc>s of a sitemap. */
const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('SeoModule', () => {
  const catalogue = new FakeCatalogue();
  let app: INestApplication;
  let heads: HeadService;

  beforeAll(async () => {
    const apiOrigin = await catalogue.start();
    const moduleRef = await Test.createTestingModule({
      imports: [SeoModule.forRoot({ apiOrigin, shopUrl: SHOP, versionCheckMs: 0, declarationsMaxAgeMs: 0 })],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
    heads = app.get(HeadService);
  });

  afterAll(async () => {
    await app.close();
    await catalogue.stop();
  });

  beforeEach(() => {
    catalogue.down = false;
    catalogue.version = 'v1';
    catalogue.calls = [];
  });

  describe('GET /sitemap.xml', () => {
    it('lists every listing at its canonical path and every published product, as XML', async () => {
      const res = await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      const listed = locs(res.text);
      expect(listed).toEqual(
        expect.arrayContaining([
          `${SHOP}/`,
          `${SHOP}/category/women`,
          `${SHOP}/category/men`,
          `${SHOP}/contact`,
          `${SHOP}/product/${LOTUS_ID}`,
          `${SHOP}/product/${ANKLET_ID}`,
        ]),
      );
      expect(listed).not.toContain(`${SHOP}/womens`);
      expect(listed).not.toContain(`${SHOP}/cart`);
      expect(catalogue.calls).toContain('/api/all-products?limit=1000');
    });

    it('reads the list again once the catalogue’s version moves, not before', async () => {
      await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
      catalogue.calls = [];
      await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
      expect(catalogue.calls.filter((call) => call.startsWith('/api/all-products'))).toHaveLength(0);

      const added = product('65a1b2c3d4e5f60718293a4d', 'New Pendant');
      catalogue.products.push(added);
      catalogue.version = 'v2';
      const res = await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
      expect(locs(res.text)).toContain(`${SHOP}/product/${added.id}`);

      catalogue.products = catalogue.products.filter((p) => p.id !== added.id);
      catalogue.version = 'v3';
      const after = await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
      expect(locs(after.text)).not.toContain(`${SHOP}/product/${added.id}`);
    });

    it('keeps the last list when the catalogue is down', async () => {
      await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
      catalogue.down = true;
      catalogue.version = 'v-down';
      const res = await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
      expect(locs(res.text)).toContain(`${SHOP}/product/${LOTUS_ID}`);
    });
  });

  it("titles, lists and closes a remote's new page from its build's manifest, no other release needed", async () => {
    catalogue.newCartPage = {
      path: '/wishlist',
      name: 'Your Wishlist',
      description: 'The pieces you saved at RMJ Jewellers, to come back to and order when you are ready.',
      noindex: true,
    };
    try {
      const readNow = async () => {
        // The manifest is read again in the background; the next request sees the new build.
        await request(app.getHttpServer()).get('/robots.txt');
        await new Promise((resolve) => setTimeout(resolve, 50));
      };
      await readNow();
      const html = await heads.headFor(new URL('http://internal/wishlist'), SHOP);
      expect(html).toContain('<title>Your Wishlist | RMJ Jewellers — Silver &amp; Gold</title>');
      expect(html).toContain('<meta name="robots" content="noindex, follow">');
      const robots = await request(app.getHttpServer()).get('/robots.txt').expect(200);
      expect(robots.text.split('\n')).toContain('Disallow: /wishlist');
    } finally {
      catalogue.newCartPage = undefined;
    }
  });

  describe('GET /robots.txt', () => {
    it('allows the storefront, disallows personal pages and the API, and names the sitemap', async () => {
      const res = await request(app.getHttpServer()).get('/robots.txt').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const lines = res.text.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /cart']),
      );
      expect(lines).toEqual(
        expect.arrayContaining(['Disallow: /checkout', 'Disallow: /account', 'Disallow: /welcome']),
      );
      expect(lines).toContain('Disallow: /api/');
      expect(lines).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
    });
  });

  describe('HeadService.headFor', () => {
    it('gives a product page the product’s name, price, photograph and JSON-LD, escaped', async () => {
      const html = await heads.headFor(new URL(`http://internal/product/${LOTUS_ID}`), SHOP);
      expect(html).toContain(
        '<title>Lotus &lt;Silver&gt; Ring &amp; &quot;Band&quot; | RMJ Jewellers — Silver &amp; Gold</title>',
      );
      expect(html).toContain(`<link rel="canonical" href="${SHOP}/product/${LOTUS_ID}">`);
      expect(html).toContain('<meta property="product:price:amount" content="2450">');
      expect(html).toContain('<meta property="product:price:currency" content="INR">');
      expect(html).toContain(`<meta property="og:image" content="${SHOP}/api/products/images/ring-silver.svg">`);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
        JSON.parse(m[1]),
      );
      expect(ld[0]).toMatchObject({
        '@type': 'Product',
        name: 'Lotus <Silver> Ring & "Band"',
        offers: { price: 2450, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      });
      expect(catalogue.calls).toContain(`/api/products/${LOTUS_ID}`);
    });

    it('gives a listing alias its canonical URL and title without asking the catalogue', async () => {
      const html = await heads.headFor(new URL('http://internal/womens?sort=price'), SHOP);
      expect(html).toContain('<title>Women&#39;s Jewellery | RMJ Jewellers — Silver &amp; Gold</title>');
      expect(html).toContain(`<link rel="canonical" href="${SHOP}/category/women">`);
      expect(html).toContain('"@type":"BreadcrumbList"');
      expect(catalogue.calls).toEqual([]);
    });

    it('falls back to the static product head when the product is unknown or the catalogue is down', async () => {
      const unknown = await heads.headFor(new URL('http://internal/product/65a1b2c3d4e5f60718293aff'), SHOP);
      expect(unknown).toContain('<title>Product | RMJ Jewellers — Silver &amp; Gold</title>');
      catalogue.down = true;
      const down = await heads.headFor(new URL(`http://internal/product/${LOTUS_ID}`), SHOP);
      expect(down).toContain('<title>Product | RMJ Jewellers — Silver &amp; Gold</title>');
      expect(down).not.toContain('"@type":"Product"');
    });

    it('names the store on the contact page by the brand alone while the settings cannot be read', async () => {
      const unread = await heads.headFor(new URL('http://internal/contact'), SHOP);
      expect(unread).toContain('"@type":"JewelryStore","@id":"https://shop.example.in/#store","name":"RMJ Jewellers"');
      expect(unread).not.toContain('"streetAddress"');
    });

    it("describes the store with the owner's settings when the catalogue has them", async () => {
      const { noticeRecipients: _private, ...store } = SHOP_SETTINGS_FIXTURE;
      catalogue.settings = { version: 3, settings: { ...store, phone: '+91 98765 43210', city: 'Dindigul' } };
      const html = await heads.headFor(new URL('http://internal/contact'), SHOP);
      expect(html).toContain('"telephone":"+919876543210"');
      expect(html).toContain('"addressLocality":"Dindigul"');
      expect(html).toContain('"streetAddress":"14 Big Bazaar Street"');
      catalogue.settings = null;
    });
  });
});

describe('SeoModule without a catalogue version call', () => {
  const catalogue = new FakeCatalogue();
  let app: INestApplication;

  beforeAll(async () => {
    catalogue.version = null;
    const apiOrigin = await catalogue.start();
    const moduleRef = await Test.createTestingModule({
      imports: [SeoModule.forRoot({ apiOrigin, shopUrl: SHOP, versionCheckMs: 0 })],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app.close();
    await catalogue.stop();
  });

  it('keeps the product list (for a minute) instead of reading it for every request', async () => {
    await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
    await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
    expect(catalogue.calls.filter((call) => call.startsWith('/api/all-products'))).toHaveLength(1);
  });
});

describe('SeoModule imported as is', () => {
  it('reads API_ORIGIN and SHOP_URL from the service configuration', async () => {
    @Global()
    @Module({
      providers: [
        { provide: SERVICE_CONFIG, useValue: { API_ORIGIN: 'http://127.0.0.1:9', SHOP_URL: 'https://rmj.example' } },
      ],
      exports: [SERVICE_CONFIG],
    })
    class ConfigModule {}
    const moduleRef = await Test.createTestingModule({ imports: [ConfigModule, SeoModule] }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    await app.init();
    try {
      const res = await request(app.getHttpServer()).get('/robots.txt').expect(200);
      expect(res.text).toContain('Sitemap: https://rmj.example/sitemap.xml');
    } finally {
      await app.close();
    }
  });
});
