// Only the owner sets a price shoppers can pay (real app, real FerretDB): a piece created, duplicated or
// imported (CSV row without an id) by a staff member keeps its price pending until the owner approves
// it, and nobody can publish it before then, one by one, in bulk or by CSV. Each path × role.
import {
  adminProductSchema,
  bulkPricePendingMessage,
  CATALOG_ADMIN_MESSAGES,
  CATALOGUE_CSV_COLUMNS,
  catalogueImportErrorSchema,
  priceHistorySchema,
  ROLE_REFUSED_MESSAGE,
  staffAuditPageSchema,
  type AdminProduct,
} from '@rmj/contracts';
import { stringify } from 'csv-stringify/sync';
import { createStaffApp, ringDraft, type StaffApp } from '../../testing/staff';
import { SERVICE_HEADERS } from '../../testing/test-app';

const PRODUCTS = '/api/admin/catalogue/products';
type Role = 'owner' | 'staff';

describe("prices shoppers can pay are the owner's (real FerretDB)", () => {
  let s: StaffApp;
  beforeAll(async () => {
    s = await createStaffApp('price_approval', 10);
  });
  afterAll(() => s.close());

  const as = (role: keyof StaffApp['as']) => ({
    get: (path: string) => s.http().get(path).set('Authorization', s.as[role]),
    post: (path: string, body?: object) => s.http().post(path).set('Authorization', s.as[role]).send(body),
    patch: (path: string, body: object) => s.http().patch(path).set('Authorization', s.as[role]).send(body),
  });
  const parse = (body: unknown): AdminProduct => adminProductSchema.parse(body);
  const create = async (role: Role, name: string, overrides: Record<string, unknown> = {}) =>
    parse(
      (
        await as(role)
          .post(PRODUCTS, ringDraft({ name, ...overrides }))
          .expect(201)
      ).body,
    );
  const onShop = async (id: string) => (await s.http().get(`/api/products/${id}`)).status === 200;
  const importCsv = (role: Role, rows: string[][]) =>
    s
      .http()
      .post('/api/admin/catalogue/import')
      .set('Authorization', s.as[role])
      .attach('file', Buffer.from(stringify([[...CATALOGUE_CSV_COLUMNS], ...rows])), 'catalogue.csv');
  const csvRow = (name: string, price: number, published: string) => [
    '',
    name,
    'A new piece.',
    String(price),
    '',
    '4',
    'Silver',
    'Ring',
    'women',
    'engraving',
    'false',
    '3',
    published,
  ];
  const byName = async (name: string) => {
    const page = (
      await as('support')
        .get(`${PRODUCTS}?q=${encodeURIComponent(name)}&published=false`)
        .expect(200)
    ).body;
    return parse(page.items[0]);
  };

  describe('create', () => {
    it("staff: the piece waits for the owner's approval and cannot be published, not even by the owner", async () => {
      const made = await create('staff', 'Staff Made Gold Ring', { price: 1, oldPrice: null, productType: 'Gold' });
      expect(made).toMatchObject({ price: 1, published: false, pricePending: true });
      for (const role of ['staff', 'owner'] as const) {
        const refused = await as(role).patch(`${PRODUCTS}/${made.id}`, { published: true }).expect(409);
        expect(refused.body.message).toBe(CATALOG_ADMIN_MESSAGES.priceNotApproved);
      }
      expect(parse((await as('support').get(`${PRODUCTS}/${made.id}`).expect(200)).body)).toMatchObject({
        published: false,
        pricePending: true,
      });
      expect(await onShop(made.id)).toBe(false);
      // The orders service is told it is not sold.
      expect(
        (await s.http().get(`/internal/products/${made.id}`).set(SERVICE_HEADERS).expect(200)).body.published,
      ).toBe(false);
      // Staff still edit its other fields.
      await as('staff').patch(`${PRODUCTS}/${made.id}`, { stock: 2 }).expect(200);
    });

    it('owner: the price is approved and the piece can be published', async () => {
      const made = await create('owner', 'Owner Made Silver Ring');
      expect(made).toMatchObject({ published: false, pricePending: false });
      await as('staff').patch(`${PRODUCTS}/${made.id}`, { published: true }).expect(200);
      expect(await onShop(made.id)).toBe(true);
    });
  });

  describe('duplicate', () => {
    it("staff: a copy of an approved piece waits for the owner's approval", async () => {
      const original = await create('owner', 'Copied Gold Ring', { productType: 'Gold', price: 50000, oldPrice: null });
      const copy = parse((await as('staff').post(`${PRODUCTS}/${original.id}/duplicate`).expect(201)).body);
      expect(copy).toMatchObject({ price: 50000, published: false, pricePending: true });
      await as('staff').patch(`${PRODUCTS}/${copy.id}`, { published: true }).expect(409);
      // The staff member cannot cut the copy's price either.
      await as('staff').patch(`${PRODUCTS}/${copy.id}`, { price: 1 }).expect(403);
    });

    it('owner: the copy keeps an approved price', async () => {
      const original = await create('owner', 'Owner Copied Ring');
      const copy = parse((await as('owner').post(`${PRODUCTS}/${original.id}/duplicate`).expect(201)).body);
      expect(copy.pricePending).toBe(false);
      await as('staff').patch(`${PRODUCTS}/${copy.id}`, { published: true }).expect(200);
    });
  });

  describe('CSV rows without an id', () => {
    it('staff: new pieces wait for approval; a row asking to publish one is refused and nothing lands', async () => {
      const refused = await importCsv('staff', [
        csvRow('Csv Staff Quiet Ring', 1, ''),
        csvRow('Csv Staff Loud Ring', 1, 'true'),
      ]).expect(422);
      expect(catalogueImportErrorSchema.parse(refused.body).rows).toEqual([
        { line: 3, reason: CATALOG_ADMIN_MESSAGES.csvNewPublishedByStaff },
      ]);
      const res = await importCsv('staff', [csvRow('Csv Staff Quiet Ring', 1, '')]).expect(200);
      expect(res.body).toEqual({ created: 1, updated: 0 });
      const made = await byName('Csv Staff Quiet Ring');
      expect(made).toMatchObject({ price: 1, published: false, pricePending: true });
      // Publishing it by a CSV row with its id is refused too, whoever imports it.
      const exportedRow = [made.id, ...csvRow('Csv Staff Quiet Ring', 1, 'true').slice(1)];
      for (const role of ['staff', 'owner'] as const) {
        const again = await importCsv(role, [exportedRow]).expect(422);
        expect(again.body.rows).toEqual([{ line: 2, reason: CATALOG_ADMIN_MESSAGES.priceNotApproved }]);
      }
      expect(await onShop(made.id)).toBe(false);
    });

    it('owner: new pieces are approved and may be published from the file', async () => {
      const res = await importCsv('owner', [csvRow('Csv Owner Ring', 2100, 'true')]).expect(200);
      expect(res.body).toEqual({ created: 1, updated: 0 });
      const page = (await as('support').get(`${PRODUCTS}?q=csv%20owner%20ring`).expect(200)).body;
      expect(parse(page.items[0])).toMatchObject({ published: true, pricePending: false });
      expect(await onShop(page.items[0].id)).toBe(true);
    });
  });

  describe('bulk publish', () => {
    it('refuses the whole list when a piece waits for approval, for staff and owner alike', async () => {
      const approved = await create('owner', 'Bulk Approved Ring');
      const waiting = await create('staff', 'Bulk Waiting Ring');
      const bulk = (role: Role) =>
        as(role).post(`${PRODUCTS}/bulk`, { productIds: [approved.id, waiting.id], action: 'publish' });
      for (const role of ['staff', 'owner'] as const) {
        const refused = await bulk(role).expect(409);
        expect(refused.body.message).toBe(bulkPricePendingMessage(['Bulk Waiting Ring']));
      }
      expect(await onShop(approved.id)).toBe(false);
      await as('owner').post(`${PRODUCTS}/${waiting.id}/approve-price`).expect(200);
      expect((await bulk('staff').expect(200)).body).toEqual({ updated: 2 });
      expect([await onShop(approved.id), await onShop(waiting.id)]).toEqual([true, true]);
    });
  });

  describe('approval', () => {
    it('only the owner approves; the history shows who set the price and the trail who approved it', async () => {
      const made = await create('staff', 'Approved Later Ring', { price: 3100, oldPrice: null });
      const denied = await as('staff').post(`${PRODUCTS}/${made.id}/approve-price`).expect(403);
      expect(denied.body.message).toBe(ROLE_REFUSED_MESSAGE);
      await as('support').post(`${PRODUCTS}/${made.id}/approve-price`).expect(403);
      const approved = parse((await as('owner').post(`${PRODUCTS}/${made.id}/approve-price`).expect(200)).body);
      expect(approved).toMatchObject({ pricePending: false, published: false, price: 3100 });
      await as('staff').patch(`${PRODUCTS}/${made.id}`, { published: true }).expect(200);
      expect(await onShop(made.id)).toBe(true);

      const history = priceHistorySchema.parse((await as('support').get(`${PRODUCTS}/${made.id}/prices`)).body);
      expect(history.changes).toEqual([
        expect.objectContaining({ field: 'price', after: 3100, by: expect.objectContaining({ role: 'staff' }) }),
      ]);
      const trail = staffAuditPageSchema.parse(
        (await as('owner').get('/api/admin/catalogue/audit?limit=100').expect(200)).body,
      );
      const approval = trail.entries.find((e) => e.target?.id === made.id && e.action === 'product.price-approved');
      expect(approval).toMatchObject({ actor: { role: 'owner' }, after: { pricePending: false, price: 3100 } });
    });

    it("the owner setting a new price approves it, and the history shows the owner's price", async () => {
      const made = await create('staff', 'Repriced Gold Ring', { productType: 'Gold', price: 1, oldPrice: null });
      const repriced = parse(
        (await as('owner').patch(`${PRODUCTS}/${made.id}`, { price: 52000, published: true }).expect(200)).body,
      );
      expect(repriced).toMatchObject({ price: 52000, published: true, pricePending: false });
      const history = priceHistorySchema.parse((await as('support').get(`${PRODUCTS}/${made.id}/prices`)).body);
      expect(history.changes.map((c) => [c.after, c.by.role])).toEqual([
        [52000, 'owner'],
        [1, 'staff'],
      ]);
    });
  });
});
