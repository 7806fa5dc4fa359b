// The tax invoice of a piece priced by weight, as the shopper downloads it: the owner lists a
// hallmarked 22K pendant sold plain from stock with the HUIDs of its pieces; a shopper buys it (the
// stock take gives the order line one of those HUIDs); the owner sees the HUID and purity on the
// order's page and takes it through the workshop to Shipped;
// the invoice PDF names the article with HSN 7113, its purity, its net weight to the milligram, the
// HUID the order line recorded and the rate per gram, and ends in the total paid and the amount in words.
import { expect, test, type BrowserContext, type Page } from '../support/test';
import type { AdminOrder, Product as CatalogProduct } from '@rmj/contracts';
import { cartWith, payAndReadOrderNumber, plainLine } from '../support/checkout';
import { downloadInvoice, shipThroughWorkshop, staffOrder } from '../support/fulfilment';
import { registerShopper, startCheckout } from '../support/shop';
import { ownerApi } from '../support/rates';
import { signInOwner } from '../support/staff';

const RUN = Date.now().toString(36).toUpperCase();
const AWB = `BD${Date.now().toString().slice(-8)}`;
/** The HUIDs of the piece's two pieces in stock, no other run's: 6 letters and digits. */
const HUIDS = [`${RUN.slice(-4)}H7`, `${RUN.slice(-4)}H8`];

/** ₹ amounts as the invoice prints them: Indian grouping, 2 decimals ("1,23,456.78"). */
const money = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole rupees under a crore in words, Indian grouping, as an Indian invoice writes them. */
function inWords(rupees: number): string {
  const small = [
    ...['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'],
    ...['Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'],
  ];
  const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
  const two = (n: number) => (n < 20 ? small[n] : [tens[Math.floor(n / 10)], small[n % 10]].filter(Boolean).join('-'));
  const groups: Array<[number, string]> = [
    [Math.floor(rupees / 100_000), 'Lakh'],
    [Math.floor(rupees / 1000) % 100, 'Thousand'],
    [Math.floor(rupees / 100) % 10, 'Hundred'],
  ];
  const words = groups.filter(([n]) => n > 0).map(([n, unit]) => `${two(n)} ${unit}`);
  if (rupees % 100) words.push(two(rupees % 100));
  return `Rupees ${words.join(' ')} Only`;
}

/**
 * A 22K pendant priced by weight, hallmarked, sold plain from stock (two pieces), unique to this run.
 * The demo seed has none: every seeded piece offers personalisation, so its HUID is given at Quality check.
 */
function pendantDraft() {
  return {
    name: `Hallmark Pendant ${RUN.toLowerCase()}`,
    description: 'A 22K gold pendant priced by weight, hallmarked, sold from stock.',
    pricingMode: 'by-weight' as const,
    gram: 3.175,
    grossGram: 3.25,
    making: { kind: 'value-addition' as const, percent: 10 },
    hallmarkingCharge: 45,
    hallmarked: true,
    fineness: 916,
    productType: 'Gold' as const,
    productCategory: 'Pendants',
    peopleCategory: 'women' as const,
    customizationTypes: [],
    isNew: false,
    stock: 2,
  };
}

test.describe.serial('the tax invoice of a hallmarked piece priced by weight', () => {
  test.setTimeout(180_000);
  let shopperContext: BrowserContext;
  let staffContext: BrowserContext;
  let shopperPage: Page;
  let staff: Page;
  let piece: CatalogProduct;
  let orderNumber = '';
  let order: AdminOrder;

  test.beforeAll(async ({ browser }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL;
    shopperContext = await browser.newContext({ baseURL });
    staffContext = await browser.newContext({ baseURL });
    shopperPage = await shopperContext.newPage();
    staff = await staffContext.newPage();
  });
  test.afterAll(async () => {
    await shopperContext?.close();
    await staffContext?.close();
  });

  test('a shopper buys a hallmarked gold piece from stock; its order line records a HUID', async ({ request }) => {
    // The owner lists the piece and enters the HUIDs of its pieces in stock.
    await signInOwner(staff);
    const owner = await ownerApi(staff);
    const id = await owner.createPiece(pendantDraft());
    await owner.addHuids(id, HUIDS);
    const listed = await shopperPage.request.get(`/api/products/${id}`);
    expect(listed.status(), await listed.text()).toBe(200);
    piece = (await listed.json()) as CatalogProduct;
    expect(piece).toMatchObject({ hallmarked: true, inStock: true, customizationTypes: [] });
    expect(piece.breakup?.pricing).toBe('by-weight');

    const shopper = await registerShopper(request, 'hallmark');
    await cartWith(shopperPage, shopper, [plainLine(piece)]);
    await startCheckout(shopperPage, { Email: shopper.email });
    orderNumber = await payAndReadOrderNumber(shopperPage);

    // The stock take that follows the payment gives the piece a HUID from those in stock.
    await expect
      .poll(async () => (await staffOrder(staff, orderNumber)).lines[0].pricingRecord?.huids?.length ?? 0, {
        timeout: 20_000,
      })
      .toBe(1);
    order = await staffOrder(staff, orderNumber);
    const record = order.lines[0].pricingRecord!;
    expect(HUIDS).toContain(record.huids![0]);
    expect(record.breakup).toMatchObject({ pricing: 'by-weight' });
    // The piece's purity and weight are the catalogue's; its rate is the day's when it was bought.
    const shown = piece.breakup!;
    if (shown.pricing !== 'by-weight' || record.breakup.pricing !== 'by-weight') throw new Error('priced by weight');
    expect(record.breakup.purity).toBe(shown.purity);
    expect(record.breakup.netWeightMg).toBe(shown.netWeightMg);
  });

  test('the order page shows the HUID and purity; the owner ships it', async () => {
    const record = order.lines[0].pricingRecord!;
    if (record.breakup.pricing !== 'by-weight') throw new Error('priced by weight');
    await staff.goto(`/admin/orders/${orderNumber}`);
    await expect(staff.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    const pieces = staff.getByRole('region', { name: 'Pieces', exact: true });
    await expect(pieces).toContainText(record.breakup.purity);
    await expect(pieces.getByText(record.huids![0], { exact: true })).toBeVisible();

    await shipThroughWorkshop(staff, orderNumber, AWB);
  });

  test('the tax invoice reads HSN 7113, purity, net weight, HUID, rate, the total paid and the amount in words', async () => {
    const record = order.lines[0].pricingRecord!;
    if (record.breakup.pricing !== 'by-weight') throw new Error('priced by weight');
    const { purity, netWeightMg, ratePaisePerGram } = record.breakup;

    await shopperPage.goto(`/track-order?order=${orderNumber}`);
    const { filename, text } = await downloadInvoice(shopperPage);
    expect(filename).toMatch(/^RMJ-\d{2}-\d{2}-\d+\.pdf$/);
    expect(text).toContain(orderNumber);
    expect(text).toContain('HSN 7113');
    expect(text).toContain(`Purity ${purity}`);
    expect(purity).toMatch(/^\d{2}K\d{3}$/);
    expect(text).toContain(`HUID ${record.huids![0]}`);
    // Net weight to the milligram (3 decimals) and the rate per gram, in the article's figures.
    const netGrams = (netWeightMg / 1000).toFixed(3);
    expect(netGrams).toMatch(/^\d+\.\d{3}$/);
    expect(text).toContain(` ${netGrams} ${money(ratePaisePerGram)} `);
    // The total the shopper paid, and the same in words.
    expect(text).toContain(`Invoice total (paid) ₹${money(order.total * 100)}`);
    expect(text).toContain(`Amount in words: ${inWords(order.total)}`);
  });
});
