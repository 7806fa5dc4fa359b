// Catalogue journeys against the real, seeded catalogue: listings, filters, counts, paging,
// search, Vel Kada, the contact form and Add to Cart opening the product page.
import { expect, test, type Locator, type Page } from '../support/test';
import { cartBadge, expectRemotePage, region } from '../support/shop';

function catalog(page: Page): Locator {
  return region(page, 'mfe_catalog');
}

/** Reads the number out of a count line matching `pattern` (first group). */
async function countFrom(line: Locator, pattern: RegExp): Promise<number> {
  await expect(line).toHaveText(pattern);
  const match = pattern.exec((await line.textContent()) ?? '');
  return Number(match?.[1]);
}

test.describe('home listing', () => {
  test('pages through the collection and resets to page 1 when the category changes', async ({ page }) => {
    await page.goto('/');
    const view = catalog(page);
    await expect(view.getByText('Exquisite Jewelry Collection')).toBeVisible();
    const line = view.locator('.cat-count');
    const total = await countFrom(line, /^Showing 1-12 of (\d+) exquisite pieces$/);
    expect(total).toBeGreaterThan(12);

    await view.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(line).toHaveText(`Showing 13-24 of ${total} exquisite pieces`);

    await view.getByRole('button', { name: /Category/ }).click();
    await view.getByRole('radio', { name: 'Men', exact: true }).click();
    await expect(view.getByRole('radio', { name: 'Men', exact: true })).toHaveCount(0); // the dropdown closed
    const men = await countFrom(line, /^Showing 1-\d+ of (\d+) exquisite pieces$/);
    expect(men).toBeLessThan(total);
    expect(men).toBeGreaterThan(0);
  });

  test('Add to Cart opens the product page and does not add to the cart', async ({ page }) => {
    await page.goto('/');
    const view = catalog(page);
    const first = view.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    const badgeBefore = await cartBadge(page)
      .textContent()
      .catch(() => null);
    await first.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
    await expectRemotePage(page, 'mfe_product', 'ProductPage');
    // The product travels in navigation state (react-router keeps it under history.state.usr).
    const passed = await page.evaluate(
      () => (window.history.state?.usr as { productData?: { name?: string } } | undefined)?.productData?.name,
    );
    expect(passed).toBe(name);
    expect(
      await cartBadge(page)
        .textContent()
        .catch(() => null),
    ).toBe(badgeBefore);
  });
});

test.describe('category and customisation listings', () => {
  test("men's category: a Category filter narrows the count", async ({ page }) => {
    await page.goto('/category/men');
    const view = catalog(page);
    await expect(view.getByRole('heading', { name: "Men's Collection" })).toBeVisible();
    const line = view.locator('.cat-count');
    const all = await countFrom(line, /^(\d+) products$/);
    await view.getByRole('button', { name: /Category/ }).click();
    await view.getByRole('radio', { name: 'Kada' }).click();
    await expect(line).not.toHaveText(`${all} products`);
    const kada = await countFrom(line, /^(\d+) products$/);
    expect(kada).toBeGreaterThan(0);
    expect(kada).toBeLessThan(all);
    await expect(view.locator('.ui-card__category').filter({ hasNotText: 'Kada' })).toHaveCount(0);
  });

  test('customisation listings use their own count wording', async ({ page }) => {
    await page.goto('/custom/men/bracelets');
    await countFrom(catalog(page).locator('.cat-count'), /^(\d+) premium bracelets$/);
    await page.goto('/custom/women/rings');
    const line = catalog(page).locator('.cat-count');
    const rings = await countFrom(line, /^(\d+) elegant rings$/);
    expect(rings).toBeGreaterThan(0);
  });
});

test.describe('search results', () => {
  test('shows a count and pages with Next', async ({ page }) => {
    await page.goto('/search?q=ring');
    const view = catalog(page);
    const total = await countFrom(view.locator('.cat-count'), /^(\d+) results? for "ring"$/);
    expect(total).toBeGreaterThan(12);
    await expect(view.getByRole('article')).toHaveCount(12);
    await view.getByRole('button', { name: 'Next' }).click();
    await expect(view.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(view.getByRole('article').first()).toBeVisible();
  });

  test('empty state offers the three collections and a way home', async ({ page }) => {
    await page.goto('/search?q=zzqqxx');
    const view = catalog(page);
    await expect(view.getByText('No products found matching "zzqqxx"')).toBeVisible();
    await expect(view.getByRole('link', { name: 'Women', exact: true })).toHaveAttribute('href', '/category/Female');
    await expect(view.getByRole('link', { name: 'Men', exact: true })).toHaveAttribute('href', '/category/Male');
    await expect(view.getByRole('link', { name: 'Kids', exact: true })).toHaveAttribute('href', '/category/Kids');
    await view.getByRole('button', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('Vel Kada filters locally', async ({ page }) => {
  await page.goto('/vel-kada');
  const view = catalog(page);
  await expect(view.locator('.cat-count')).toHaveText('8 products');
  await view.getByRole('checkbox', { name: 'In stock only' }).check();
  await expect(view.locator('.cat-count')).toHaveText('7 products');
  await view.getByRole('combobox', { name: 'Category' }).selectOption('Womens');
  await expect(view.locator('.cat-count')).toHaveText('3 products');
});

test('contact form sends a message', async ({ page }) => {
  await page.goto('/contact');
  const view = catalog(page);
  await view.getByLabel('Name').fill('E2E Shopper');
  await view.getByLabel('Email').fill('shopper@example.com');
  await view.getByLabel('Phone').fill('9876543210');
  await view.getByLabel('Message').fill('Do you make custom anklets?');
  await view.getByRole('button', { name: 'Send Message' }).click();
  await expect(view.getByText('Thank you! Your message has been sent. We will get back to you soon.')).toBeVisible();
  await expect(view.getByLabel('Email')).toHaveValue('');
});
