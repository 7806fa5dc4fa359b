// The shop in Tamil: a shopper switches to தமிழ் on the home page, browses, personalises a ring with a
// Tamil name (counted in letters, drawn in a Tamil face), pays and tracks in Tamil and gets the
// confirmation e-mail in Tamil; the Tamil product page arrives in Tamil with JavaScript off; axe finds
// no serious or critical violation on the Tamil pages; a returning shopper is sent to the Tamil
// address they chose.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { engravableRing, expectNoSidewaysScroll } from '../support/checkout';
import { logInAs, mailsTo, paymentWindow, productView, registerShopper } from '../support/shop';

/** The ring the journey engraves, with the Tamil name the catalogue gives it. */
async function tamilRing(page: Page) {
  const ring = await engravableRing(page.request);
  const answer = await page.request.get(`/api/products/${ring._id}`);
  const product = (await answer.json()) as { nameTa?: string; name: string };
  expect(product.nameTa, 'the seeded catalogue gives every piece a Tamil name').toBeTruthy();
  return { ...ring, nameTa: product.nameTa as string };
}

/** With E2E_SHOTS set (a folder), keeps a full-page picture of the step for people to look at. */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (folder)
    await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a shopper switches to Tamil, engraves a Tamil name, pays, tracks and is mailed in Tamil', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'tamil');
  const ring = await tamilRing(page);

  // The switch on the English home page opens the Tamil home page, server-rendered in Tamil.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'தமிழ்' }).click();
  await expect(page).toHaveURL(/\/ta$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const nav = page.getByRole('navigation', { name: 'முதன்மை' });
  await expect(nav.getByRole('link', { name: 'முகப்பு' })).toHaveAttribute('href', '/ta');
  await shot(page, 'ta-home');

  // Browsing stays in Tamil: Shop by category → Women opens the women's listing under /ta.
  await nav.getByRole('button', { name: 'வகை வாரியாக வாங்க' }).click();
  await nav.getByRole('link', { name: 'பெண்கள்', exact: true }).click();
  await expect(page).toHaveURL(/\/ta\/(category\/women|womens)/);
  await expect(page.getByRole('link', { name: 'English' }).first()).toHaveAttribute('hreflang', 'en');

  // The ring's page in Tamil; a Tamil name is counted in letters and drawn in a Tamil face.
  await logInAs(page, shopper);
  await page.goto(`/ta/product/${ring._id}`);
  const view = productView(page);
  await expect(view.getByRole('heading', { level: 1, name: ring.nameTa })).toBeVisible();
  await view.getByRole('radio', { name: 'பொறிப்பு' }).check();
  await view.getByLabel('பொறிக்க வேண்டிய எழுத்துகள்').fill('கார்த்திக்');
  await expect(view.getByText(/· 5\/8$/)).toBeVisible();
  await expect(view.getByLabel('எழுத்துரு', { exact: true })).toHaveValue('tamil-classic');
  await expect(view.getByText('தமிழ் எழுத்துகள் எங்கள் தமிழ் எழுத்துருக்களில் மட்டுமே பொறிக்கப்படும்.')).toBeVisible();
  await shot(page, 'ta-product-engraving');
  await view.getByRole('button', { name: 'இப்போதே வாங்கு' }).click();

  // The cart and checkout in Tamil.
  await expect(page).toHaveURL(/\/ta\/cart$/);
  await expect(page.getByRole('heading', { name: ring.nameTa })).toBeVisible();
  await expect(page.getByText('பொறிப்பு: "கார்த்திக்" (தமிழ் மரபு)')).toBeVisible();
  await page.getByRole('button', { name: 'பணம் செலுத்தத் தொடரவும்' }).click();
  const details = page.getByRole('dialog', { name: 'வாடிக்கையாளர் விவரங்கள்' });
  const values: Record<string, string> = {
    'முழுப் பெயர்': 'ஆஷா ஐயர்',
    மின்னஞ்சல்: shopper.email,
    'கைபேசி எண்': '9876543210',
    'தெரு முகவரி': '12 கோயில் தெரு',
    நகரம்: 'மதுரை',
    பின்கோடு: '625001',
  };
  for (const [label, value] of Object.entries(values)) await details.getByLabel(label, { exact: true }).fill(value);
  await details.getByLabel('மாநிலம்', { exact: true }).selectOption('Tamil Nadu');
  await shot(page, 'ta-checkout');
  await details.getByRole('button', { name: 'பணம் செலுத்தவும்' }).click();
  await paymentWindow(page).getByRole('button', { name: 'Success' }).click();

  const overlay = page.getByRole('dialog', { name: 'ஆர்டர் விவரங்கள்' });
  await expect(overlay.getByText('ஆர்டர் வெற்றிகரமாகச் சேமிக்கப்பட்டது')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('கட்டணம் செலுத்தப்பட்டது! உங்கள் ஆர்டர் பெறப்பட்டது.')).toBeVisible();
  const orderNumber = (await overlay
    .getByText(/^RMJ-[0-9A-Z]{10}$/)
    .first()
    .textContent())!.trim();

  // The confirmation e-mail is in Tamil, subject and all, and links to the Tamil tracking page.
  await expect
    .poll(async () => (await mailsTo(request, shopper.email)).find((m) => m.subject.includes(orderNumber))?.subject, {
      timeout: 15_000,
    })
    .toBe(`உங்கள் RMJ ஆர்டர் ${orderNumber} உறுதிசெய்யப்பட்டது`);
  const [mail] = (await mailsTo(request, shopper.email)).filter((m) => m.subject.includes(orderNumber));
  expect(mail.text).toContain('கார்த்திக்');
  expect(mail.text).toContain(`/ta/track-order?order=${orderNumber}`);

  // Tracking in Tamil, on a phone.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`/ta/track-order?order=${orderNumber}`);
  await expect(page.getByRole('tab', { name: 'ஆர்டர் தகவல்' })).toBeVisible();
  await expect(page.getByText('செலுத்தப்பட்டது', { exact: true }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'ta-tracking');
  await page.goto('/ta');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await shot(page, 'ta-home');
});

test('the Tamil product page arrives in Tamil with JavaScript off, with its English twin named', async ({
  browser,
  page,
}) => {
  const ring = await tamilRing(page);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const noScript = await context.newPage();
  await noScript.goto(`/ta/product/${ring._id}`);
  await expect(noScript.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(noScript.getByRole('heading', { level: 1, name: ring.nameTa })).toBeVisible();
  await expect(noScript.getByRole('button', { name: 'கூடையில் சேர்' })).toBeVisible();
  await expect(noScript.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
    'href',
    new RegExp(`/product/${ring._id}$`),
  );
  await expect(noScript.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/ta/product/${ring._id}$`),
  );
  await context.close();
});

test('axe finds no serious or critical violation on the Tamil home, listing, product and cart pages', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const ring = await tamilRing(page);
  for (const address of ['/ta', '/ta/category/women', `/ta/product/${ring._id}`, '/ta/cart']) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    expect(await seriousViolations(page), address).toEqual([]);
  }
});

test('a shopper who chose Tamil is sent to the Tamil address on the next visit, and back after English', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'தமிழ்' }).click();
  await expect(page).toHaveURL(/\/ta$/);
  await page.goto('/search?q=ring');
  await expect(page).toHaveURL(/\/ta\/search\?q=ring$/);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/search\?q=ring$/);
  await page.goto('/category/women');
  await expect(page).toHaveURL(/\/category\/women$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('Tamil pages fit a 320 px screen: long Tamil words and labels never scroll the page sideways', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const ring = await tamilRing(page);
  await page.setViewportSize({ width: 320, height: 700 });
  for (const address of [
    '/ta',
    '/ta/category/women',
    `/ta/product/${ring._id}`,
    '/ta/customize',
    '/ta/privacy',
    '/ta/seller',
  ]) {
    await page.goto(address);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      address,
    ).toBeLessThanOrEqual(0);
  }
});
