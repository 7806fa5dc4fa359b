// The storefront arrives as HTML: with JavaScript off, a product page and a listing show
// their content and links (what a link preview or a crawler sees); with it on, the same page hydrates
// without React's mismatch errors, works (Add to cart), and the browser does not fetch the page's data
// again.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { countDownloads } from '../support/downloads';
import { cartBadge, productView, region } from '../support/shop';

interface Product {
  _id: string;
  name: string;
  price: number;
}

const PRODUCT_API = /^\/api\/products\/[0-9a-f]{24}$/;
// React's hydration failures: the development text, and the production build's errors #418 (text or
// element mismatch), #423 (the root fell back to a client render) and #425 (text content mismatch).
const HYDRATION_ERROR = /hydrat|#418\b|#423\b|#425\b/i;

/** Rupees as the shop writes them: '₹1,099' (Indian grouping, no paise unless present). */
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A women's ring from the catalogue (the seeded data), as the API gives it. */
async function aProduct(request: APIRequestContext): Promise<Product> {
  const { products } = await (await request.get('/api/women-rings')).json();
  return products[0];
}

/** Every JSON-LD object of the page, `@graph` members included. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .flatMap((value) =>
      Array.isArray(value['@graph']) ? (value['@graph'] as Array<Record<string, unknown>>) : [value],
    );
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price and photograph, and carries JSON-LD Product', async ({
    page,
    request,
  }) => {
    const product = await aProduct(request);
    await page.goto(`/product/${product._id}`);
    const view = productView(page);
    await expect(view.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(view.getByText(rupees(product.price), { exact: true }).first()).toBeVisible();
    const photo = view.getByRole('img', { name: new RegExp(`^${escapeRegExp(product.name)}`) }).first();
    await expect(photo).toBeVisible();
    const src = (await photo.getAttribute('src')) ?? '';
    const image = await request.get(src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);

    const ld = (await jsonLd(page)).find((item) => item['@type'] === 'Product');
    expect(ld).toMatchObject({ name: product.name });
    const offers = [ld?.offers].flat() as Array<Record<string, unknown>>;
    expect(offers[0]).toMatchObject({ priceCurrency: 'INR' });
    expect(Number(offers[0].price)).toBe(product.price);
  });

  test('/category/women shows its first products as links to their pages', async ({ page, request }) => {
    await page.goto('/category/women');
    const links = region(page, 'mfe_catalog').locator('a[href^="/product/"]');
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    const first = links.first();
    expect(((await first.textContent()) ?? '').trim().length).toBeGreaterThan(0);
    // The link leads to a product of the catalogue.
    const id = ((await first.getAttribute('href')) ?? '').replace('/product/', '');
    const answer = await request.get(`/api/products/${id}`);
    expect(answer.status()).toBe(200);
  });
});

test.describe('with JavaScript enabled', () => {
  test('the product page hydrates without errors, is not fetched again, and Add to cart works', async ({
    page,
    request,
  }) => {
    const product = await aProduct(request);
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && HYDRATION_ERROR.test(message.text()))
        hydrationErrors.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) hydrationErrors.push(error.message);
    });
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (PRODUCT_API.test(new URL(req.url()).pathname)) fetched.push(req.url());
    });

    const response = await page.goto(`/product/${product._id}`);
    // The page's first HTML already holds the product: the server rendered it.
    expect(await response?.text()).toContain(product.name);

    const view = productView(page);
    const add = view.getByRole('button', { name: 'Add to cart', exact: true });
    await expect(add).toBeVisible();
    // Hydrated: React has attached itself to the server's button (its props key on the element).
    await expect
      .poll(() => add.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
        // The page's scripts load and run first (slow on a busy two-core machine).
        timeout: 20_000,
      })
      .toBe(true);

    await add.click();
    await expect(cartBadge(page)).toHaveText('1');
    await expect(view.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    expect(hydrationErrors).toEqual([]);
    expect(fetched).toEqual([]);
  });

  test("the page asks for its remote's files itself, each downloaded once, and goes live", async ({
    page,
    request,
  }) => {
    const product = await aProduct(request);
    // An answer taken from the cache (the prefetched file, asked for again by webpack) is not a download.
    const downloads = await countDownloads(page);
    const response = await page.goto(`/product/${product._id}`);
    const html = (await response?.text()) ?? '';
    const hinted = (rel: string) =>
      [...html.matchAll(new RegExp(`<link rel="${rel}" as="script" href="([^"]+)">`, 'g'))].map((m) => m[1]);
    // The product remote's container is preloaded, the files of its route list prefetched.
    expect(hinted('preload')).toEqual(['/mfe/product/remoteEntry.js']);
    expect(hinted('prefetch')).toContainEqual(expect.stringMatching(/^\/mfe\/product\/__federation_expose_routes\./));
    await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 20_000 });
    await expect(productView(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // Each was downloaded once: the runtime's and webpack's own requests took the early answers.
    for (const file of [...hinted('preload'), ...hinted('prefetch')]) expect(downloads.get(file), file).toBe(1);
  });
});
