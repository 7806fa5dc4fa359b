// Links and announcements: product cards are real links (a new tab on Ctrl-click, the
// product passed along on a plain click), 'Added to cart ✓' is said through a live region, the cart
// link's name carries the count, and /track-order's field and button look like the shop's.
import { expect, test, type Page } from '../support/test';
import { cartBadge, expectRemotePage, productView, region } from '../support/shop';

const RINGS = '/custom/women/rings';

/** The first card of a listing, its name and its link. */
async function firstCard(page: Page, path: string) {
  await page.goto(path);
  const card = region(page, 'mfe_catalog').getByRole('article').first();
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  return { card, name, link: card.getByRole('link', { name }) };
}

test.describe('product cards are links', () => {
  test('each card links to its product page; a click on its picture opens it with the product passed along', async ({
    page,
  }) => {
    const { card, name, link } = await firstCard(page, '/');
    await expect(link).toHaveAttribute('href', /^\/product\/[0-9a-f]{24}$/);
    const href = await link.getAttribute('href');
    // The link covers the whole card: the picture's place is the link's too.
    await card.click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expectRemotePage(page, 'mfe_product', 'ProductPage');
    await expect(productView(page).getByRole('heading', { level: 1, name })).toBeVisible();
    const passed = await page.evaluate(
      () => (window.history.state?.usr as { productData?: { name?: string } } | undefined)?.productData?.name,
    );
    expect(passed).toBe(name);
  });

  test('Ctrl-click opens the product in a new tab and leaves the listing where it was', async ({ page, context }) => {
    const { link } = await firstCard(page, RINGS);
    const href = await link.getAttribute('href');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
    await expect(tab).toHaveURL(new RegExp(`${href}$`));
    await expectRemotePage(tab, 'mfe_product', 'ProductPage');
    await expect(page).toHaveURL(new RegExp(`${RINGS}$`));
    await tab.close();
  });

  test('the action button sits beside the link, not inside it, and still opens the product page', async ({ page }) => {
    const { card } = await firstCard(page, RINGS);
    expect(await card.locator('a button, a a').count()).toBe(0);
    await card.getByRole('button', { name: /Add to Cart|View Details/ }).click();
    await expectRemotePage(page, 'mfe_product', 'ProductPage');
  });
});

test.describe('announcements', () => {
  test("'Added to cart ✓' is said through a live region, and the cart link's name carries the count", async ({
    page,
  }) => {
    const { link } = await firstCard(page, RINGS);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await link.click();
    const view = productView(page);
    const live = view.locator('[role="status"][aria-live="polite"]');
    await expect(live).toHaveCount(1);
    await expect(live).toHaveText('');
    await view.getByRole('button', { name: 'Add to cart' }).click();
    await expect(live).toHaveText('Added to cart ✓');
    await expect(cartBadge(page)).toHaveText('1');
    await expect(page.getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible();
    await expect(live).toHaveText('', { timeout: 6000 });
    await view.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items', exact: true })).toBeVisible();
  });
});

test.describe('/track-order', () => {
  for (const width of [320, 1280]) {
    test(`its field and button are the shop's, not the browser's, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/track-order');
      await expectRemotePage(page, 'mfe_cart', 'TrackOrderPage');
      const field = page.getByLabel('Order number');
      const button = page.getByRole('button', { name: 'Track Order' });
      const look = (el: Element) => {
        const style = getComputedStyle(el);
        return { height: el.getBoundingClientRect().height, radius: style.borderTopLeftRadius, font: style.fontFamily };
      };
      const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      for (const control of [field, button]) {
        const seen = await control.evaluate(look);
        expect(seen.height).toBeGreaterThanOrEqual(44);
        expect(seen.radius).toBe('8px');
        expect(seen.font).toBe(bodyFont);
      }
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(134, 96, 11)');
      // Nothing sticks out sideways at 320 px; the button spans the row on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width === 320) {
        const [f, b] = [await field.boundingBox(), await button.boundingBox()];
        expect(Math.round(b?.width ?? 0)).toBe(Math.round(f?.width ?? -1));
      }
    });
  }
});
