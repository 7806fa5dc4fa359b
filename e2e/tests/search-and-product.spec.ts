// Prices, pages and stock as a shopper sees them: a search card strikes through the piece's own old
// price (the same as its category page; none when it has none: never the spec's invented price x 1.2),
// a results page lives in the address (shared, reloaded, rendered on the server with its own
// canonical address), and the product page offers no more than is left and shows the weight.
import { expect, test, type APIRequestContext } from '../support/test';
import type { Product } from '@rmj/contracts';
import { productView, region } from '../support/shop';

const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

/** Seeded women's pieces in stock, as the search answers them. */
async function womensPieces(request: APIRequestContext): Promise<Product[]> {
  const res = await request.get('/api/products/search?q=&peopleCategory=women&limit=100');
  return ((await res.json()) as { products: Product[] }).products.filter((p) => p.inStock);
}

test('a search card strikes through the piece’s own old price, as its category page does, and none without one', async ({
  page,
}) => {
  const pieces = await womensPieces(page.request);
  const discounted = pieces.find((p) => p.oldPrice !== undefined)!;
  const plain = pieces.find((p) => p.oldPrice === undefined)!;
  for (const piece of [discounted, plain]) {
    await page.goto(`/search?q=${encodeURIComponent(piece.name)}`);
    const card = region(page, 'mfe_catalog').getByRole('article', { name: piece.name }).first();
    await expect(card.locator('.ui-card__now')).toHaveText(inr(piece.price));
    if (piece.oldPrice === undefined) await expect(card.locator('s')).toHaveCount(0);
    else await expect(card.locator('s')).toHaveText(inr(piece.oldPrice));
  }
  // The same ring on its category page: the same old price.
  await page.goto('/category/women');
  const listed = region(page, 'mfe_catalog').getByRole('article', { name: discounted.name });
  if (await listed.count()) await expect(listed.first().locator('s')).toHaveText(inr(discounted.oldPrice!));
});

test('page 2 of search results is in the address: reloaded, shared and rendered on the server as page 2', async ({
  page,
}) => {
  await page.goto('/search?q=ring');
  const view = region(page, 'mfe_catalog');
  const firstOnPage1 = await view.getByRole('article').first().getAttribute('aria-label');
  await view.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/search\?q=ring&page=2$/);
  await expect(view.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  const firstOnPage2 = await view.getByRole('article').first().getAttribute('aria-label');
  expect(firstOnPage2).not.toBe(firstOnPage1);

  await page.reload();
  await expect(view.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(view.getByRole('article').first()).toHaveAttribute('aria-label', firstOnPage2!);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=ring$/);
  await expect(view.getByRole('article').first()).toHaveAttribute('aria-label', firstOnPage1!);

  // A crawler or a shared link: the HTML itself is page 2, with page 2 as its canonical address.
  const html = await (await page.request.get('/search?q=ring&page=2')).text();
  expect(html).toContain(`aria-label="${firstOnPage2}"`);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/search\?q=ring&amp;page=2"/);
});

test('the product page offers no more than is left, says so, and shows the weight', async ({ page }) => {
  const [piece] = (await womensPieces(page.request)).filter((p) => p.gram !== undefined && p.piecesLeft !== undefined);
  await page.goto(`/product/${piece._id}`);
  const view = productView(page);
  await expect(view.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
  await expect(view.getByText(`Weight: ${piece.gram} gram`)).toBeVisible();
  const quantity = view.getByRole('group', { name: 'Quantity' });
  const more = quantity.getByRole('button', { name: 'Increase quantity' });
  for (let n = 1; n < piece.piecesLeft!; n += 1) await more.click();
  await expect(quantity.locator('output')).toHaveText(String(piece.piecesLeft));
  await expect(more).toBeDisabled();
  await expect(quantity).toContainText(`Only ${piece.piecesLeft} left`);
});
