// The shipping label and packing slip, as the owner prints them: a shopper buys a plain piece; the
// owner takes it through the workshop and ships it with an AWB (the fulfilment journey's steps), then
// presses "Print label and slip". Printed (print media, and a PDF at the page's own size), each sheet
// is an A6 page: the label with the customer, the barcode and the AWB, then the slip; nothing of the
// admin frame is printed; the job cards still print on A5 afterwards. The day's page lists the parcel
// shipped today.
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { cartWith, payAndReadOrderNumber, plainLine } from '../support/checkout';
import { pdfPages, shipThroughWorkshop } from '../support/fulfilment';
import { buyableProducts, registerShopper, startCheckout } from '../support/shop';
import { signInOwner } from '../support/staff';

const AWB = `DL${Date.now().toString().slice(-8)}`;
/** A millimetre in CSS pixels (96 to the inch); A6 and A5 in PDF points (72 to the inch). */
const MM = 96 / 25.4;
const A6_POINTS = { width: (105 / 25.4) * 72, height: (148 / 25.4) * 72 };
const A5_POINTS = { width: (148 / 25.4) * 72, height: (210 / 25.4) * 72 };

test.describe.serial('shipping label and packing slip', () => {
  test.setTimeout(180_000);
  let staffContext: BrowserContext;
  let staff: Page;
  let orderNumber = '';
  let productName = '';

  test.beforeAll(async ({ browser }, testInfo) => {
    staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    staff = await staffContext.newPage();
  });
  test.afterAll(async () => {
    await staffContext?.close();
  });

  test('a shopper buys a plain piece; the owner ships it with an AWB', async ({ page, request }) => {
    const shopper = await registerShopper(request, 'labels');
    const [piece] = await buyableProducts(request, 1);
    productName = piece.name;
    await cartWith(page, shopper, [plainLine(piece)]);
    await startCheckout(page, { Email: shopper.email, 'Full Name': 'Meena Iyer' });
    orderNumber = await payAndReadOrderNumber(page);

    await signInOwner(staff);
    await shipThroughWorkshop(staff, orderNumber, AWB, 'Delhivery');
  });

  test('"Print label and slip" prints an A6 label and an A6 slip, and nothing else', async () => {
    await staff.getByRole('link', { name: 'Print label and slip' }).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/orders/${orderNumber}/packing$`));
    const label = staff.getByRole('article', { name: `Shipping label ${orderNumber}` });
    await expect(label).toBeVisible();
    await expect(label.getByRole('region', { name: 'To' })).toContainText('Meena Iyer');
    await expect(label).toContainText(AWB);
    await expect(label).toContainText('Delhivery');
    await expect(label.getByRole('region', { name: 'From' })).toContainText('RMJ Jewellers');
    const barcode = label.getByRole('img', { name: `Barcode of order ${orderNumber}` });
    await expect(barcode.locator('g rect').first()).toBeAttached();
    const slip = staff.getByRole('article', { name: `Packing slip ${orderNumber}` });
    await expect(slip).toContainText(productName);
    await expect(slip.getByRole('checkbox', { name: `Packed: ${productName}` })).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Print' })).toBeEnabled();

    // As printed: the label is A6 (105 x 148 mm, a hair under in height), the admin frame hidden.
    await staff.emulateMedia({ media: 'print' });
    // Photographed as printed into the run's output folder, for a person to look at.
    await staff.screenshot({ path: test.info().outputPath('label-and-slip-printed.png'), fullPage: true });
    const box = (await label.boundingBox())!;
    expect(box.width / MM).toBeCloseTo(105, 0);
    expect(box.height / MM).toBeGreaterThan(147);
    expect(box.height / MM).toBeLessThanOrEqual(148);
    expect(box).toMatchObject({ x: 0, y: 0 });
    // The barcode fills most of the label's width: about 0.4 mm a module, wide enough to scan.
    expect((await barcode.boundingBox())!.width / MM).toBeGreaterThan(80);
    await expect(staff.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(staff.getByRole('heading', { level: 1 })).toBeHidden();

    // The PDF at the page's own size: two A6 pages, the label then the slip.
    const file = test.info().outputPath('label-and-slip.pdf');
    await staff.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
    const pages = await pdfPages(file);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(A6_POINTS.width, 0);
      expect(page.height).toBeCloseTo(A6_POINTS.height, 0);
    }
    expect(pages[0].text).toContain('Meena Iyer');
    expect(pages[0].text).toContain(AWB);
    expect(pages[0].text).not.toMatch(/packing slip/i);
    // The headings print in capitals (text-transform).
    expect(pages[1].text).toMatch(/packing slip/i);
    expect(pages[1].text).toContain(productName);
    // Back to the browser's own choice (a PDF is made with print media unless screen is forced).
    await staff.emulateMedia({ media: null });

    // Leaving the labels takes their page size away: the order's job cards print on A5 again.
    await staff.getByRole('link', { name: 'Back to the order' }).click();
    await staff.getByRole('link', { name: 'Job cards', exact: true }).click();
    await expect(staff.getByRole('article', { name: new RegExp(`^Job card ${orderNumber}`) })).toBeVisible();
    const cards = test.info().outputPath('job-cards.pdf');
    await staff.pdf({ path: cards, preferCSSPageSize: true });
    const [card] = await pdfPages(cards);
    expect(card.width).toBeCloseTo(A5_POINTS.width, 0);
    expect(card.height).toBeCloseTo(A5_POINTS.height, 0);
  });

  test("the day's page lists the parcel shipped today", async () => {
    await staff.goto('/admin/orders');
    await staff.getByRole('link', { name: 'Labels and slips of a day’s shipments' }).click();
    await expect(staff.getByRole('article', { name: `Shipping label ${orderNumber}` })).toBeVisible();
    await expect(staff.getByRole('article', { name: `Packing slip ${orderNumber}` })).toBeVisible();
  });
});
