// Accessibility and small-screen layout: every main page, once its content is on screen,
// has no serious or critical axe violation (WCAG 2 A and AA rules) and, 320 px wide, no sideways scroll
// and no jumps while it loads (layout shift score at most 0.05).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '../support/test';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import {
  cartBadge,
  expectRemotePage,
  logInAs,
  openFirstProductFrom,
  productView,
  region,
  registerShopper,
  type RemoteName,
} from '../support/shop';
import { sidewaysOverflow } from '../support/layout';

interface ShopPage {
  name: string;
  remote: RemoteName;
  page: string;
  /** Opens the page and waits until its main content (not a skeleton or a spinner) is on screen. */
  open: (page: Page) => Promise<void>;
}

const CUSTOM_LISTING = '/custom/women/rings';

// axe over a listing of 120 cards takes a while on a busy machine. Each test opens its own page (and
// registers its own shopper), so the file's tests spread over the workers instead of one worker
// running all of them, the longest file of the run, after the others have finished.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

/** Waits for the region's page, no skeleton or spinner left, and what `ready` names. */
async function settled(
  page: Page,
  remote: RemoteName,
  pageName: string,
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  await expectRemotePage(page, remote, pageName);
  await ready(page);
  await expect(page.locator('.sh-page-skeleton')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  // Images in view decide the layout (and what axe sees behind text); lazy ones further down never load here.
  await page
    .waitForFunction(
      () =>
        Array.from(document.images).every(
          (img) => img.complete || (img.loading === 'lazy' && img.getBoundingClientRect().top > window.innerHeight),
        ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** A page that is ready when `ready` holds inside its remote's region. */
function shopPage(
  name: string,
  path: string,
  remote: RemoteName,
  pageName: string,
  ready: (region: Locator) => Promise<void>,
): ShopPage {
  return {
    name,
    remote,
    page: pageName,
    open: async (page) => {
      await page.goto(path);
      await settled(page, remote, pageName, () => ready(region(page, remote)));
    },
  };
}

function listing(name: string, path: string, pageName: string, remote: RemoteName = 'mfe_catalog'): ShopPage {
  return shopPage(name, path, remote, pageName, (area) => expect(area.locator('.cat-count')).toBeVisible());
}

function headed(name: string, path: string, remote: RemoteName, pageName: string, heading: RegExp | string): ShopPage {
  return shopPage(name, path, remote, pageName, (area) =>
    expect(area.getByRole('heading', { name: heading }).first()).toBeVisible(),
  );
}

const PAGES: ShopPage[] = [
  listing('home', '/', 'HomePage'),
  listing("women's category", '/category/women', 'CategoryPage'),
  listing('customisation listing', CUSTOM_LISTING, 'CustomListingPage'),
  listing('search results', '/search?q=ring', 'SearchPage'),
  headed('contact', '/contact', 'mfe_catalog', 'ContactPage', 'Store location'),
  headed('seller information', '/seller', 'mfe_catalog', 'SellerPage', 'Grievance officer'),
  headed('policies', '/policies', 'mfe_catalog', 'PoliciesPage', 'Shipping and delivery'),
  headed('complaint form', '/grievance', 'mfe_catalog', 'GrievancePage', 'Complaints'),
  shopPage('account', '/account', 'mfe_account', 'AccountPage', (area) =>
    expect(area.locator('form, h1').first()).toBeVisible(),
  ),
  {
    name: 'cart with one item',
    remote: 'mfe_cart',
    page: 'CartPage',
    open: async (page) => {
      // As a shopper would: from a listing card to the product page, 'Add to cart', then the cart.
      await openFirstProductFrom(page, CUSTOM_LISTING);
      const name = ((await productView(page).getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
      await productView(page).getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect(cartBadge(page)).toHaveText('1');
      await page.goto('/cart');
      await settled(page, 'mfe_cart', 'CartPage', async () => {
        await expect(region(page, 'mfe_cart').getByRole('listitem').filter({ hasText: name })).toBeVisible();
      });
    },
  },
  headed('track order', '/track-order', 'mfe_cart', 'TrackOrderPage', 'Track Your Order'),
  {
    name: 'saved addresses',
    remote: 'mfe_account',
    page: 'AddressesPage',
    open: async (page) => {
      const shopper = await registerShopper(page.request, 'a11y');
      const saved = await page.request.post(ENDPOINT_ROUTES.addAddress.path, {
        headers: { Authorization: `Bearer ${shopper.token}` },
        data: {
          name: 'Asha Iyer',
          phone: '9876543210',
          address: '12 Temple Street, near the Murugan temple',
          city: 'Dindigul',
          state: 'Tamil Nadu',
          zipCode: '624601',
          country: 'India',
        },
      });
      expect(saved.ok()).toBe(true);
      await page.goto('/track-order');
      await logInAs(page, shopper);
      await page.goto('/account/addresses');
      await settled(page, 'mfe_account', 'AddressesPage', async () => {
        await expect(region(page, 'mfe_account').getByRole('listitem')).toBeVisible();
      });
    },
  },
  {
    name: 'product page',
    remote: 'mfe_product',
    page: 'ProductPage',
    open: async (page) => {
      const { products } = (await (await page.request.get('/api/women-rings')).json()) as {
        products: Array<{ _id: string; name: string }>;
      };
      const product = products[0];
      await page.goto(`/product/${product._id}`);
      await settled(page, 'mfe_product', 'ProductPage', async () => {
        await expect(productView(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      });
    },
  },
];

/** Serious and critical violations, one readable block per rule. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} nodes)\n${nodes}${more}`;
    });
}

const NARROW = 320;

/** Records the page's layout shifts (not caused by input) from its first paint on, in every document the page opens. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { __rmjShifts: typeof shifts }).__rmjShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return String(node?.nodeName);
          return `${node.tagName.toLowerCase()}.${String(node.className).trim().split(/\s+/).join('.')}`;
        });
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the recorded shifts (the page's layout shift score) and what moved. */
function layoutShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(() => {
    const shifts = (window as unknown as { __rmjShifts?: { value: number; nodes: string[] }[] }).__rmjShifts ?? [];
    return {
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      moved: shifts.map((shift) => `${shift.value.toFixed(3)}: ${shift.nodes.join(', ')}`),
    };
  });
}

/**
 * Largest layout shift score a page may have while it loads. The target is CLS ≤ 0.05; the pages
 * measure 0, so any visible jump fails (a region moving 21 px on a 640 px phone screen scores 0.025).
 */
const MAX_LAYOUT_SHIFT = 0.01;

for (const shopPage of PAGES) {
  test.describe(shopPage.name, () => {
    test('has no serious or critical axe violations (WCAG 2 A/AA)', async ({ page }) => {
      await shopPage.open(page);
      const violations = await seriousViolations(page);
      expect(violations, `${shopPage.name} (${page.url()}):\n${violations.join('\n')}`).toEqual([]);
    });

    test(`does not jump while it loads or scroll sideways at ${NARROW}px (and passes axe there)`, async ({ page }) => {
      await page.setViewportSize({ width: NARROW, height: 640 });
      // A phone's slower processor (as Lighthouse's mobile profile): the skeleton paints before the page
      // replaces it, as it does for a shopper, so a region that moves then is caught.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await recordLayoutShifts(page);
      await shopPage.open(page);
      const shifts = await layoutShifts(page);
      expect(
        shifts.total,
        `${shopPage.name} (${page.url()}) moved while loading:\n  ${shifts.moved.join('\n  ')}`,
      ).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      const { scrollWidth, offenders } = await sidewaysOverflow(page, NARROW);
      expect(
        scrollWidth,
        `${shopPage.name} (${page.url()}) is ${scrollWidth}px wide at ${NARROW}px; widest offending element: ${offenders[0] ?? 'none found'}\n  ${offenders.join('\n  ')}`,
      ).toBeLessThanOrEqual(NARROW);
      // The phone layout (menu button, stacked blocks) passes axe too. The slow processor was for the
      // loading only: axe over a listing of 120 cards took 48 s throttled on a busy machine.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const violations = await seriousViolations(page);
      expect(violations, `${shopPage.name} (${page.url()}) at ${NARROW}px:\n${violations.join('\n')}`).toEqual([]);
    });
  });
}
