// The owner's stock report (real app, real FerretDB): pieces at or below the threshold, archived ones
// left out; the stock priced by weight valued at today's rates by the one price function (stock ×
// the piece's price, and its metal alone); a piece without a rate left out and named; owner and
// support read it, staff do not; orders reads the low pieces over the internal API.
import { LOW_STOCK_DEFAULT_THRESHOLD, lowStockResponseSchema, productSchema, stockReportSchema } from '@rmj/contracts';
import { createStaffApp, ringDraft, type StaffApp } from '../testing/staff';
import { SERVICE_HEADERS } from '../testing/test-app';

const PRODUCTS = '/api/admin/catalogue/products';
const REPORT = '/api/admin/catalogue/stock-report';

let s: StaffApp;
beforeAll(async () => {
  s = await createStaffApp('stock_report', 4);
});
afterAll(() => s.close());

const create = async (draft: Record<string, unknown>): Promise<string> => {
  const made = await s.http().post(PRODUCTS).set('Authorization', s.as.owner).send(draft).expect(201);
  await s.http().patch(`${PRODUCTS}/${made.body.id}`).set('Authorization', s.as.owner).send({ published: true });
  return made.body.id;
};
const byWeight = (name: string, stock: number, fineness: number, productType = 'Gold') =>
  ringDraft({
    name,
    productType,
    pricingMode: 'by-weight',
    price: null,
    oldPrice: null,
    gram: 8.45,
    grossGram: 8.45,
    fineness,
    making: { kind: 'value-addition', percent: 12 },
    hallmarkingCharge: 45,
    stock,
  });

it('lists pieces low on stock and values the stock priced by weight at today’s rates', async () => {
  await s
    .http()
    .put('/api/admin/rates')
    .set('Authorization', s.as.owner)
    .send({ rates: { 'gold-999': 7800 }, derived: ['gold-916'] })
    .expect(200);
  const chain = await create(byWeight('Temple Gold Chain', 3, 916));
  const lastOne = await create(ringDraft({ name: 'Last Silver Ring', stock: 1 }));
  const silver = await create(byWeight('Silver Anklet By Weight', 4, 925, 'Silver'));
  const archived = await create(ringDraft({ name: 'Old Archived Ring', stock: 0 }));
  await s.http().post(`${PRODUCTS}/${archived}/archive`).set('Authorization', s.as.owner).expect(200);
  await s.readModel.refresh();

  const report = stockReportSchema.parse(
    (await s.http().get(REPORT).set('Authorization', s.as.support).expect(200)).body,
  );
  expect(report.threshold).toBe(LOW_STOCK_DEFAULT_THRESHOLD);
  expect(report.lowStock).toContainEqual({ productId: lastOne, name: 'Last Silver Ring', stock: 1, threshold: 2 });
  expect(report.lowStock.map((p) => p.productId)).not.toContain(archived);
  expect(report.lowStock.map((p) => p.productId)).not.toContain(chain);
  expect(report.lowStock.every((p) => p.stock <= 2)).toBe(true);

  // The chain's price as the storefront shows it (the one price function), times its stock.
  const shown = productSchema.parse((await s.http().get(`/api/products/${chain}`).expect(200)).body);
  if (shown.breakup?.pricing !== 'by-weight') throw new Error('the chain is priced by weight');
  expect(report.value).toEqual({ pieces: 3, metalValue: 3 * shown.breakup.metalValue, total: 3 * shown.breakup.total });
  // No silver rate today: the anklets cannot be valued, and the report says so.
  expect(report.unpriced).toEqual([expect.objectContaining({ productId: silver, stock: 4 })]);
  expect(report.ratesSetAt).toEqual(expect.any(String));

  // The CSV: every piece not archived, its stock, whether it is low, and its value today in rupees.
  const csv = await s.http().get(`${REPORT}/csv`).set('Authorization', s.as.owner).buffer(true).expect(200);
  expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="rmj-stock-\d{4}-\d{2}-\d{2}\.csv"$/);
  const lines = csv.text.split('\r\n');
  expect(lines[0]).toBe('\uFEFFPiece,Product id,In stock,Low,Priced by weight,Price today,Stock value,Metal value');
  const rupees = (paise: number) => (paise / 100).toFixed(2);
  expect(lines).toContain(
    `Temple Gold Chain,${chain},3,no,yes,${rupees(shown.breakup.total)},${rupees(3 * shown.breakup.total)},${rupees(3 * shown.breakup.metalValue)}`,
  );
  expect(lines).toContain(`Last Silver Ring,${lastOne},1,yes,no,,,`);
  expect(lines.some((line) => line.includes(archived))).toBe(false);

  const internal = lowStockResponseSchema.parse(
    (await s.http().get('/internal/stock/low').set(SERVICE_HEADERS).expect(200)).body,
  );
  expect(internal.lowStock).toEqual(report.lowStock);
});

it("takes the owner's threshold from the settings", async () => {
  const three = await create(ringDraft({ name: 'Three Left Silver Ring', stock: 3 }));
  const low = async () =>
    stockReportSchema.parse((await s.http().get(REPORT).set('Authorization', s.as.owner).expect(200)).body);
  expect((await low()).lowStock.map((p) => p.productId)).not.toContain(three);
  const { settings, version } = (await s.http().get('/api/admin/settings').set('Authorization', s.as.owner).expect(200))
    .body;
  await s
    .http()
    .put('/api/admin/settings')
    .set('Authorization', s.as.owner)
    .send({ settings: { ...settings, lowStockThreshold: 3 }, version })
    .expect(200);
  const report = await low();
  expect(report.threshold).toBe(3);
  expect(report.lowStock).toContainEqual({ productId: three, name: 'Three Left Silver Ring', stock: 3, threshold: 3 });
  // The storefront's settings never show it.
  expect((await s.http().get('/api/settings').expect(200)).body.settings.lowStockThreshold).toBeUndefined();
});

it('is read by the owner and support, not staff', async () => {
  await s.http().get(REPORT).set('Authorization', s.as.owner).expect(200);
  await s.http().get(REPORT).set('Authorization', s.as.staff).expect(403);
  await s.http().get('/internal/stock/low').expect(401);
});
