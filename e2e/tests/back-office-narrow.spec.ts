// The back office on a phone: every admin page, signed out and signed in, fits 320 px with no
// sideways scroll (as the storefront's 320 px checks measure it), in the back office's own frame
// (no shopper header, footer or chat button over the set-up form). Each page is also photographed at
// 320 and 1280 px into the run's output folder, for a person to look at.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type TestInfo } from '../support/test';
import { buyEngravedNow, engravableRing, payAndReadOrderNumber } from '../support/checkout';
import { sidewaysOverflow } from '../support/layout';
import { buyableProducts, registerShopper, startCheckout } from '../support/shop';
import { signInOwner } from '../support/staff';

const NARROW = 320;
const WIDE = 1280;

/** Every page of mfe-admin's route list (src/exposes/routes.ts), with a sample order, product, complaint and customer. */
function signedInPages(orderNumber: string, productId: string, ticket: string, customerId: string): string[] {
  return [
    '/admin',
    '/admin/orders',
    `/admin/orders/${orderNumber}`,
    `/admin/orders/${orderNumber}/job-card`,
    '/admin/orders/job-cards',
    `/admin/orders/${orderNumber}/packing`,
    '/admin/orders/packing',
    '/admin/complaints',
    `/admin/complaints/${ticket}`,
    '/admin/customers',
    '/admin/customers/new',
    `/admin/customers/${customerId}`,
    `/admin/customers/${customerId}/edit`,
    '/admin/draft-orders',
    '/admin/draft-orders/new',
    '/admin/catalogue',
    '/admin/catalogue/new',
    '/admin/catalogue/import',
    `/admin/catalogue/${productId}`,
    '/admin/rates',
    '/admin/old-gold',
    '/admin/reports',
    '/admin/orders?returns=open',
    '/admin/staff',
    '/admin/audit',
    '/admin/settings',
  ];
}
const SIGNED_OUT_PAGES = ['/admin/sign-in', '/admin/setup?for=owner', '/admin/setup?email=new%40rmj.local&name=Asha'];

/** Opens a page and waits until its heading is shown and its calls have settled. */
async function openAdminPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** How much wider than `width` each page is (none when all fit), photographing each. */
async function overflowingPages(page: Page, paths: string[], width: number, info: TestInfo): Promise<string[]> {
  await page.setViewportSize({ width, height: 720 });
  const problems: string[] = [];
  for (const path of paths) {
    await openAdminPage(page, path);
    const name = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${width}.png`;
    await page.screenshot({ path: info.outputPath(name), fullPage: true });
    const { scrollWidth, offenders } = await sidewaysOverflow(page, width);
    if (scrollWidth > width) problems.push(`${path} is ${scrollWidth}px wide:\n    ${offenders.join('\n    ')}`);
  }
  return problems;
}

test.describe.serial('the back office on a phone', () => {
  test.setTimeout(180_000);
  let orderNumber = '';
  let productId = '';
  let ticket = '';
  let customerId = '';

  test('a shopper places an order for the order pages to show', async ({ page, request }) => {
    const shopper = await registerShopper(request, 'narrow');
    customerId = shopper.userId;
    await buyEngravedNow(page, shopper, await engravableRing(request), 'ASHA');
    await startCheckout(page, { Email: shopper.email });
    orderNumber = await payAndReadOrderNumber(page);
    [{ _id: productId }] = await buyableProducts(request, 1);
    // And a complaint about it, with a long word, for the complaints desk.
    const complaint = await request.post('/api/grievances', {
      data: {
        name: 'Asha Narrow',
        email: shopper.email,
        orderNumber,
        subject: 'order-delivery',
        description: `The parcel has not arrived yet. ${'Longwordwithoutspaces'.repeat(4)}`,
        submissionId: randomUUID(),
      },
    });
    expect(complaint.status()).toBe(201);
    ({ ticket } = (await complaint.json()) as { ticket: string });
  });

  test('the signed-out pages fit 320 px in their own frame, with no chat button over the form', async ({
    page,
  }, info) => {
    expect(await overflowingPages(page, SIGNED_OUT_PAGES, NARROW, info)).toEqual([]);
    await openAdminPage(page, '/admin/setup?for=owner');
    await expect(page.getByRole('heading', { name: "Set up the owner's account" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    expect(await overflowingPages(page, SIGNED_OUT_PAGES, WIDE, info)).toEqual([]);
  });

  test('every signed-in page fits 320 px, Turn access off included', async ({ page }, info) => {
    await page.setViewportSize({ width: NARROW, height: 720 });
    await signInOwner(page);
    const pages = signedInPages(orderNumber, productId, ticket, customerId);
    expect(await overflowingPages(page, pages, NARROW, info)).toEqual([]);

    await openAdminPage(page, '/admin/staff');
    // Within the phone's width where it stands (not only after scrolling a table sideways).
    const turnOff = await page.getByRole('button', { name: 'Turn access off' }).first().boundingBox();
    expect(turnOff!.x).toBeGreaterThanOrEqual(0);
    expect(turnOff!.x + turnOff!.width).toBeLessThanOrEqual(NARROW);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'RMJ Jewellers Back office' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);

    expect(await overflowingPages(page, pages, WIDE, info)).toEqual([]);
  });
});
