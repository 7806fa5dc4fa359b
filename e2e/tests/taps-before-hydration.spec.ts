// Taps on a server-rendered page before it has hydrated: a slow phone shows the page seconds before
// React answers, and a tap then must not be lost. Each test holds the page's scripts until the tap has
// been made (so it surely lands before hydration, even before hydrateRoot is called), at Lighthouse's 4x
// CPU slowdown, and requires the tap's action to happen once the page is live: the header's Menu at
// 320 px, a listing card's Add to Cart, the product page's Add to cart. The tap keeper
// (@rmj/contracts' TAP_KEEPER_SCRIPT, written by the render service) keeps the tap and presses it
// again after hydration. A second group taps while React is hydrating (the shell hydrates as a
// transition, in slices, and the keeper holds such a tap too). The event timing of each tap (what INP
// reads) and the wait until its action showed are printed, never asserted (they depend on the machine).
//
// Playwright's own `test`, not support/test.ts's: that one's page.goto waits for hydration, and these
// tests tap before it.
import { expect, test, type Page } from '@playwright/test';
import { buyableProducts, cartBadge, expectRemotePage, productView, region, storedCart } from '../support/shop';

/** What the shell sets once the page answers to input (shell/src/startup/hydration-signal.tsx). */
const HYDRATED = '#root[data-hydrated]';
/** A page at 4x slowdown on a busy two-core machine can take this long to hydrate after its scripts. */
const HYDRATION_TIMEOUT_MS = 40_000;

test.use({ hasTouch: true, viewport: { width: 320, height: 640 } });
test.setTimeout(90_000);

/** Event timing entries of the page's interactions (the input of INP), kept from the page's start. */
async function recordEventTiming(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const entries: Array<{ name: string; duration: number; interactionId: number }> = [];
    (window as unknown as { __rmjEvents: typeof entries }).__rmjEvents = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId: number }>)
        if (entry.interactionId)
          entries.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/**
 * Opens `path` with its scripts held back and the CPU slowed 4x; resolves once the server's HTML is
 * on screen. Call the returned function to let the scripts load.
 */
async function openUnhydrated(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') await held;
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await recordEventTiming(page);
  // 'commit': the scripts are deferred, so DOMContentLoaded waits for them.
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** Prints the tap's INP (the longest event of its interaction) and the wait until its action showed. */
async function report(page: Page, what: string, tappedAt: number): Promise<void> {
  const waited = Date.now() - tappedAt;
  const events = await page
    .evaluate(
      () => (window as unknown as { __rmjEvents?: Array<{ name: string; duration: number }> }).__rmjEvents ?? [],
    )
    .catch(() => []);
  const inp = events.reduce((longest, entry) => Math.max(longest, entry.duration), 0);
  const names = [...new Set(events.map((entry) => entry.name))].join(', ') || 'none over 16 ms';
  console.log(
    `[tap before hydration] ${what}: INP ${Math.round(inp)} ms (events: ${names}); action showed ${waited} ms after the tap (4x CPU slowdown, indicative)`,
  );
}

test.describe('a tap before the page has hydrated', () => {
  test('Menu in the server-rendered header at 320 px opens the menu', async ({ page }) => {
    const release = await openUnhydrated(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap();
    expect(await page.locator(HYDRATED).count()).toBe(0);
    const tappedAt = Date.now();
    release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: HYDRATION_TIMEOUT_MS });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }),
    ).toBeVisible();
    await report(page, 'Menu', tappedAt);
    // Pressed once: a second press would have closed it again.
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  test("a listing card's Add to Cart opens the product page", async ({ page }) => {
    const release = await openUnhydrated(page, '/category/women');
    const card = region(page, 'mfe_catalog')
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
      .first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('button', { name: 'Add to Cart' }).tap();
    expect(await page.locator(HYDRATED).count()).toBe(0);
    const tappedAt = Date.now();
    release();
    await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/, { timeout: HYDRATION_TIMEOUT_MS });
    await expectRemotePage(page, 'mfe_product', 'ProductPage');
    await expect(productView(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await report(page, "card's Add to Cart", tappedAt);
    await expect(cartBadge(page)).toHaveText('0');
  });

  test("the product page's Add to cart puts the piece in the cart, once", async ({ page, request }) => {
    const [product] = await buyableProducts(request, 1);
    const release = await openUnhydrated(page, `/product/${product._id}`);
    const add = productView(page).getByRole('button', { name: 'Add to cart' });
    await add.tap();
    expect(await page.locator(HYDRATED).count()).toBe(0);
    const tappedAt = Date.now();
    release();
    await expect(cartBadge(page)).toHaveText('1', { timeout: HYDRATION_TIMEOUT_MS });
    await report(page, "product page's Add to cart", tappedAt);
    expect((await storedCart(page)).map((line) => line.quantity)).toEqual([1]);
  });
});

/**
 * Resolves once React has begun hydrating the page: `hydrateRoot` marks the container it was given. The
 * shell hydrates as a transition, in slices with the browser free between them, so a tap made now lands
 * between slices while React is still at work (at 4x slowdown hydration takes a second or more); whether
 * it did is printed, not asserted, as the machine decides. Polled on animation frames, which the browser
 * runs only between slices.
 */
async function waitUntilHydrating(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  );
}

test.describe('a tap while the page hydrates', () => {
  test("a listing card's Add to Cart opens the product page", async ({ page }) => {
    const release = await openUnhydrated(page, '/category/women');
    release();
    await waitUntilHydrating(page);
    const card = region(page, 'mfe_catalog')
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
      .first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    const during = (await page.locator(HYDRATED).count()) === 0;
    await card.getByRole('button', { name: 'Add to Cart' }).tap();
    const tappedAt = Date.now();
    await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/, { timeout: HYDRATION_TIMEOUT_MS });
    await expect(productView(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await report(page, `card's Add to Cart (${during ? 'during' : 'after'} hydration)`, tappedAt);
    await expect(cartBadge(page)).toHaveText('0');
  });

  test("the product page's Add to cart puts the piece in the cart, once", async ({ page, request }) => {
    const [product] = await buyableProducts(request, 1);
    const release = await openUnhydrated(page, `/product/${product._id}`);
    release();
    await waitUntilHydrating(page);
    const during = (await page.locator(HYDRATED).count()) === 0;
    await productView(page).getByRole('button', { name: 'Add to cart' }).tap();
    const tappedAt = Date.now();
    await expect(cartBadge(page)).toHaveText('1', { timeout: HYDRATION_TIMEOUT_MS });
    await report(page, `product page's Add to cart (${during ? 'during' : 'after'} hydration)`, tappedAt);
    expect((await storedCart(page)).map((line) => line.quantity)).toEqual([1]);
  });
});
