// The platform: shell chrome, the route table with its aliases, one shared cart store across the
// federated remotes, and failures that stay inside their region.
import { expect, test } from '../support/test';
import { SESSION_KEYS } from '@rmj/contracts';
import { EVERY_ROUTE } from '../support/routes';
import { closedPort, onFreePorts, startGateway } from '../support/second-gateway';
import { countDownloads } from '../support/downloads';
import {
  cartBadge,
  expectRemotePage,
  openSearch,
  region,
  seedStoredCart,
  stackInfo,
  type RemoteName,
} from '../support/shop';

// Every test opens its own page (the stopped-service test its own gateway) and shares nothing with the
// others, so the file's tests spread over the workers instead of one worker running the whole file
// (178 s of test time, the second-longest file) while the others have finished.
test.describe.configure({ mode: 'parallel' });

const SAMPLE_LINE = { id: 'p-1', cartIdentifier: 'p-1', name: 'Silver Leaf Ring', price: 2500, quantity: 2, image: '' };

test.describe('route table', () => {
  for (const [url, remote, pageName] of EVERY_ROUTE) {
    test(`${url} renders ${remote} ${pageName}`, async ({ page }) => {
      // The welcome and saved-addresses screens are for a logged-in shopper (logged out, they send them to
      // /account at once: the page's region is then gone by the time it has hydrated).
      if (pageName === 'WelcomePage' || pageName === 'AddressesPage') {
        const session: [string, string][] = [
          [SESSION_KEYS.token, 'e2e-route-check'],
          [SESSION_KEYS.userId, 'u-1'],
          [SESSION_KEYS.firstName, 'Asha'],
        ];
        await page.addInitScript(
          (entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)),
          session,
        );
        // The made-up token would be refused (and the page would log out): answer its calls here.
        await page.route('**/api/orders/mine', (route) => route.fulfill({ json: { success: true, orders: [] } }));
        await page.route('**/api/account/addresses', (route) =>
          route.fulfill({
            json: { success: true, profile: { name: 'Asha', email: 'asha@example.com', phone: '' }, addresses: [] },
          }),
        );
      }
      await page.goto(url);
      await expectRemotePage(page, remote, pageName);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('an unknown path shows a friendly not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('every top navigation link goes to its page and scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links: Array<[string, string, RemoteName, string]> = [
      ['Home', '/', 'mfe_catalog', 'HomePage'],
      ['Contact Us', '/contact', 'mfe_catalog', 'ContactPage'],
      ['Track Order', '/track-order', 'mfe_cart', 'TrackOrderPage'],
    ];
    for (const [name, url, remote, pageName] of links) {
      await page.evaluate(() => window.scrollTo(0, 400));
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expectRemotePage(page, remote, pageName);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  // One test per menu group (12 links in all), so each stays well inside the test timeout on a busy machine.
  const GROUPS: Array<[string, Array<[string, string]>]> = [
    [
      'Shop by category',
      [
        ['Women', '/category/women'],
        ['Men', '/category/men'],
        ['Kids', '/category/kids'],
      ],
    ],
    ...[
      ['women', "Women's"],
      ['men', "Men's"],
      ['kids', "Kids'"],
    ].map(([who, whose]): [string, Array<[string, string]>] => [
      'Customised Jewellery',
      ['rings', 'bracelets', 'pendants'].map((piece): [string, string] => [
        `${whose} ${piece[0].toUpperCase()}${piece.slice(1)}`,
        `/custom/${who}/${piece}`,
      ]),
    ]),
  ];
  for (const [group, links] of GROUPS) {
    test(`the ${group} menu goes to ${links.map(([name]) => name).join(', ')}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/contact');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const [name, url] of links) {
        await nav.getByRole('button', { name: group }).click();
        await nav.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(url);
        await expect(region(page, 'mfe_catalog')).toBeVisible();
      }
    });
  }

  test('the mobile menu opens groups, goes back, and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Customised Jewellery' }).click();
    await nav.getByRole('button', { name: /back/i }).click();
    await nav.getByRole('button', { name: 'Shop by category' }).click();
    await nav.getByRole('link', { name: 'Kids', exact: true }).click();
    await expect(page).toHaveURL('/category/kids');
    await expect(nav.getByRole('link', { name: 'Kids', exact: true })).toBeHidden();
  });
});

test.describe('header search', () => {
  test('a trimmed term goes to /search and the box clears; whitespace does nothing', async ({ page }) => {
    await page.goto('/contact');
    let box = await openSearch(page);
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL('/contact');
    await box.fill('  silver ring ');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=silver%20ring');
    await expectRemotePage(page, 'mfe_catalog', 'SearchPage');
    box = await openSearch(page);
    await expect(box).toHaveValue('');
  });

  test('Escape, an outside click and the close control each close the box', async ({ page }) => {
    await page.goto('/contact');
    let box = await openSearch(page);
    await box.press('Escape');
    await expect(box).toBeHidden();
    box = await openSearch(page);
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expect(box).toBeHidden();
    box = await openSearch(page);
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(box).toBeHidden();
  });
});

test.describe('announcement bar', () => {
  const messages = [
    'Click to shop Fashion Jewelry',
    'limitless possibilities with our custom jewelry',
    'New Collection Launch - Shop Now',
  ];

  test('advances every 5 seconds and follows the arrows', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contact');
    const text = page.getByTestId('announcement');
    await expect(text).toHaveText(messages[0]);
    await page.clock.fastForward(5000);
    await expect(text).toHaveText(messages[1]);
    await page.clock.fastForward(5000);
    await expect(text).toHaveText(messages[2]);
    await page.getByRole('button', { name: 'Next announcement' }).click();
    await expect(text).toHaveText(messages[0]);
    await page.getByRole('button', { name: 'Previous announcement' }).click();
    await expect(text).toHaveText(messages[2]);
  });

  // Two-line and one-line messages once moved the whole page by 10 px every 5 s on 320-360 px phones.
  for (const width of [320, 360, 1280]) {
    test(`keeps one height for all three messages at ${width} px, so the page never moves`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.clock.install();
      await page.goto('/contact');
      const bar = page.getByRole('region', { name: 'Announcements' });
      const text = page.getByTestId('announcement');
      const seen = [];
      for (const message of messages) {
        await expect(text).toHaveText(message);
        const [barBox, mainBox] = await Promise.all([bar.boundingBox(), page.getByRole('main').boundingBox()]);
        seen.push({ bar: barBox!.height, mainTop: mainBox!.y });
        await page.getByRole('button', { name: 'Next announcement' }).click();
      }
      expect(seen[1]).toEqual(seen[0]);
      expect(seen[2]).toEqual(seen[0]);
    });
  }
});

test.describe('chrome', () => {
  test('footer columns, newsletter input, app block, social row and this year', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    for (const heading of ['About Us', 'Quick Links', 'Categories', 'Newsletter']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(footer.getByPlaceholder('Enter your email')).toHaveAttribute('type', 'email');
    await expect(footer.getByText('Download our app')).toBeVisible();
    await expect(footer.getByText('FOLLOW US ON')).toBeVisible();
    await expect(footer).toContainText(String(new Date().getFullYear()));
    for (const href of ['/', '/contact', '/track-order', '/category/men', '/category/women', '/category/kids']) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test('the chat button opens the seller chat in a new tab', async ({ page }) => {
    await page.goto('/contact');
    const chat = page.getByRole('link', { name: 'Chat with us' });
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{10,15}/);
  });

  test('logo, account and cart icons go to their pages', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Account' }).click();
    await expectRemotePage(page, 'mfe_account', 'AccountPage');
    await page.getByRole('link', { name: 'Cart' }).click();
    await expectRemotePage(page, 'mfe_cart', 'CartPage');
    await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click();
    await expectRemotePage(page, 'mfe_catalog', 'HomePage');
  });

  test('the page is usable at 320 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/cart');
    await expectRemotePage(page, 'mfe_cart', 'CartPage');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('start-up', () => {
  test('every file the page names for preloading is used, and no file is fetched twice', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname + new URL(request.url()).search));
    // Downloads, not requests: the route list's files the page prefetched are asked for again from the cache.
    const downloads = await countDownloads(page);
    await page.goto('/category/women');
    await expectRemotePage(page, 'mfe_catalog', 'CategoryPage');
    await expect(page.locator('article.ui-card').first()).toBeVisible();
    const preloaded = await page
      .locator('link[rel="preload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded).toContain('/config/runtime.json');
    expect(preloaded.some((file) => /^\/react-dom\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    for (const file of preloaded) expect(requested, `${file} is preloaded but never requested`).toContain(file);
    const twice = [...downloads].filter(([, times]) => times > 1).map(([file]) => file);
    expect(twice).toEqual([]);
    expect(downloads.size).toBeGreaterThan(preloaded.length);
  });
});

test.describe('one cart store across the shell and the remotes', () => {
  test('the empty cart page', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account');
    await expect(cartBadge(page)).toHaveText('0');
  });

  test('a change made inside the cart remote raises the shell badge and survives a reload', async ({ page }) => {
    // A piece the catalogue sells (the cart checks every line's price and stock with the server).
    const listing = await page.request.get('/api/all-products?sortBy=price-asc&limit=50');
    const { products } = (await listing.json()) as {
      products: Array<{ _id: string; name: string; price: number; inStock: boolean }>;
    };
    const piece = products.find((p) => p.inStock)!;
    const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    await page.goto('/cart');
    await seedStoredCart(page, [
      { ...SAMPLE_LINE, id: piece._id, cartIdentifier: piece._id, name: piece.name, price: piece.price },
    ]);
    await expect(cartBadge(page)).toHaveText('2');
    await expect(page.getByText(piece.name)).toBeVisible();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(cartBadge(page)).toHaveText('3');
    await expect(page.getByText('Subtotal')).toBeVisible();
    await expect(page.locator('body')).toContainText(rupees(piece.price * 3));
    await expect(page.locator('body')).toContainText('₹100');
    await expect(page.locator('body')).toContainText(rupees(piece.price * 3 + 100));
    await page.reload();
    await expect(cartBadge(page)).toHaveText('3');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(cartBadge(page)).toHaveText('1');
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.goto('/contact');
    await expect(cartBadge(page)).toHaveText('0');
  });
});

test.describe('failures stay inside their region', () => {
  test('a remote that cannot load shows a fallback with Retry; the rest keeps working', async ({ page }) => {
    await page.route('**/mfe/catalog/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Cart' }).click();
    await expectRemotePage(page, 'mfe_cart', 'CartPage');
    await page.goto('/');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await page.unroute('**/mfe/catalog/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectRemotePage(page, 'mfe_catalog', 'HomePage');
  });

  test('a stopped service yields an error in its region only', async ({ page }) => {
    const info = stackInfo();
    expect(
      info,
      'this test starts its own gateway beside the private stack, so E2E_BASE_URL must be unset',
    ).not.toBeNull();
    const deadPort = await closedPort();
    const { gateway, port } = await onFreePorts(1, async ([free]) => ({
      gateway: await startGateway(info!, free, { CATALOG_URL: `http://127.0.0.1:${deadPort}` }),
      port: free,
    }));
    try {
      const base = `http://localhost:${port}`;
      const api = await page.request.get(`${base}/api/products/search?q=ring`);
      expect(api.status()).toBe(502);
      expect((await api.json()).message).toContain('unavailable');
      await page.goto(`${base}/category/women`);
      await expect(region(page, 'mfe_catalog', 'CategoryPage').getByRole('heading', { name: 'Error' })).toBeVisible();
      await expect(region(page, 'mfe_catalog', 'CategoryPage').getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await page.getByRole('link', { name: 'Account' }).click();
      await expectRemotePage(page, 'mfe_account', 'AccountPage');
    } finally {
      gateway.kill('SIGTERM');
    }
  });
});
