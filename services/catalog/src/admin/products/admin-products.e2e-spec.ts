// Staff managing products on the real app (real FerretDB): create with the form's validation
// messages, edit, duplicate, archive and restore, the products table, bulk actions, the price history
// and the audit trail with values before and after.
import {
  adminProductSchema,
  adminProductsPageSchema,
  apiErrorResponseSchema,
  priceHistorySchema,
  staffAuditPageSchema,
  type AdminProduct,
} from '@rmj/contracts';
import { createStaffApp, ringDraft, type StaffApp } from '../../testing/staff';
import { SERVICE_HEADERS } from '../../testing/test-app';

const PRODUCTS = '/api/admin/catalogue/products';

describe('catalogue management: products (real FerretDB)', () => {
  let s: StaffApp;
  beforeAll(async () => {
    s = await createStaffApp('admin_products');
  });
  afterAll(() => s.close());

  const as = (role: keyof StaffApp['as']) => ({
    get: (path: string) => s.http().get(path).set('Authorization', s.as[role]),
    post: (path: string, body?: object) => s.http().post(path).set('Authorization', s.as[role]).send(body),
    patch: (path: string, body: object) => s.http().patch(path).set('Authorization', s.as[role]).send(body),
  });
  const create = async (overrides: Record<string, unknown> = {}, role: 'owner' | 'staff' = 'staff') =>
    adminProductSchema.parse((await as(role).post(PRODUCTS, ringDraft(overrides)).expect(201)).body) as AdminProduct;

  it('creates a product unpublished, with the fields the storefront derives', async () => {
    const made = await create();
    expect(made).toMatchObject({
      name: 'Moonlit Promise Silver Ring',
      price: 2499,
      oldPrice: 2999,
      originalPrice: 2999,
      // ₹2,499 against ₹2,999 saves 16.67 %: rounded down, so the card never says more than the saving.
      discount: 16,
      gram: 4.2,
      productType: 'Silver',
      productCategory: 'Ring',
      peopleCategory: 'women',
      category: 'female',
      customizationType: 'engraving',
      customOption: 'Engraving',
      customizationTypes: [
        { id: 'engraving', name: 'Engraving' },
        { id: 'fingerprint', name: 'Fingerprint' },
      ],
      isNew: true,
      stock: 5,
      inStock: true,
      published: false,
      archived: false,
      photos: [],
      images: ['/api/products/images/ring-silver.svg', '/api/products/images/ring-silver-2.svg'],
    });
    expect(made.id).toBe(made._id);
    expect(await as('support').get(`${PRODUCTS}/${made.id}`).expect(200)).toHaveProperty('body.name', made.name);
  });

  it('sells a piece plain: no personalisation is a valid product, and its page offers none', async () => {
    const plain = await create({ name: 'Plain Silver Band', customizationTypes: [] }, 'owner');
    expect(plain.customizationTypes).toEqual([]);
    expect(plain.customizationType).toBeUndefined();
    await as('owner').patch(`${PRODUCTS}/${plain.id}`, { published: true }).expect(200);
    const page = await s.http().get(`/api/products/${plain.id}`).expect(200);
    expect(page.body).toMatchObject({ name: 'Plain Silver Band', customizationTypes: [] });
    expect(page.body.customizationType).toBeUndefined();
    // A personalised piece can be made plain, and plain again personalised.
    const made = await create({ name: 'Once Engraved Silver Ring' });
    const cleared = await as('staff').patch(`${PRODUCTS}/${made.id}`, { customizationTypes: [] }).expect(200);
    expect(cleared.body.customizationTypes).toEqual([]);
    expect(cleared.body.customizationType).toBeUndefined();
    const again = await as('staff')
      .patch(`${PRODUCTS}/${made.id}`, { customizationTypes: ['image'] })
      .expect(200);
    expect(again.body).toMatchObject({ customizationType: 'image', customOption: 'Image' });
  });

  it('refuses a bad product with a message for each field, and stores nothing', async () => {
    const before = adminProductsPageSchema.parse((await as('staff').get(PRODUCTS).expect(200)).body).total;
    const res = await as('staff')
      .post(PRODUCTS, {
        ...ringDraft({ name: 'Ab', price: 12.5, gram: -1, customizationTypes: [], stock: -2, productType: 'Platinum' }),
        discount: 40,
      })
      .expect(400);
    const body = apiErrorResponseSchema.parse(res.body);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Please enter a name of 3 to 120 characters.' },
        { field: 'price', message: 'Price must be a whole number of rupees.' },
        { field: 'gram', message: 'Weight must be more than 0 grams.' },
        { field: 'productType', message: 'Choose the material: Gold or Silver.' },
        { field: 'stock', message: 'Stock cannot be below 0.' },
        { field: '', message: 'Unknown field: discount' },
      ]),
    );
    const crossed = await as('staff')
      .post(PRODUCTS, ringDraft({ oldPrice: 2000, peopleCategory: 'couples' }))
      .expect(400);
    expect(crossed.body.issues).toEqual([
      {
        field: 'oldPrice',
        message: 'Old price must be more than the price (it is shown struck through), or left empty.',
      },
      {
        field: 'productCategory',
        message: 'Choose a category for couples: Promise, Engagement, Wedding, Anniversary.',
      },
    ]);
    expect(adminProductsPageSchema.parse((await as('staff').get(PRODUCTS).expect(200)).body).total).toBe(before);
  });

  it("keeps the purity and finished dimensions the workshop's job card needs", async () => {
    const made = await create({ name: 'Purity Silver Ring', fineness: 925, dimensions: ' Band 4 mm wide ' });
    expect(made).toMatchObject({ fineness: 925, dimensions: 'Band 4 mm wide' });
    const internal = await s.http().get(`/internal/products/${made.id}`).set(SERVICE_HEADERS).expect(200);
    expect(internal.body).toMatchObject({
      productType: 'Silver',
      fineness: 925,
      gram: 4.2,
      dimensions: 'Band 4 mm wide',
    });
    // 22K is a gold purity: a silver piece cannot carry it, and changing the metal checks it again.
    const wrong = await as('staff').patch(`${PRODUCTS}/${made.id}`, { fineness: 916 }).expect(400);
    expect(wrong.body.message).toBe('Choose a purity of silver: Fine (999), Sterling (925).');
    await as('staff').patch(`${PRODUCTS}/${made.id}`, { productType: 'Gold' }).expect(400);
    const gold = await as('staff')
      .patch(`${PRODUCTS}/${made.id}`, { productType: 'Gold', fineness: 916, dimensions: '' })
      .expect(200);
    expect(gold.body).toMatchObject({ productType: 'Gold', fineness: 916 });
    expect(gold.body.dimensions).toBeUndefined();
  });

  it('edits some fields; the whole product is checked again after the change', async () => {
    const made = await create({ name: 'Edit Me Silver Ring' });
    const edited = await as('staff')
      .patch(`${PRODUCTS}/${made.id}`, { name: 'Edited Silver Ring', productType: 'Gold', stock: 2, gram: null })
      .expect(200);
    expect(edited.body).toMatchObject({ name: 'Edited Silver Ring', productType: 'Gold', stock: 2 });
    expect(edited.body.gram).toBeUndefined();
    expect(edited.body.images[0]).toBe('/api/products/images/ring-gold.svg');
    const wrong = await as('staff').patch(`${PRODUCTS}/${made.id}`, { peopleCategory: 'couples' }).expect(400);
    expect(wrong.body.message).toBe('Choose a category for couples: Promise, Engagement, Wedding, Anniversary.');
    await as('staff').patch(`${PRODUCTS}/${made.id}`, {}).expect(400);
    await as('staff').patch(`${PRODUCTS}/0123456789abcdef01234567`, { isNew: false }).expect(404);
    await as('staff').patch(`${PRODUCTS}/not-an-id`, { isNew: false }).expect(400);
  });

  it('duplicates a product as an unpublished copy, and archives and restores one', async () => {
    const made = await create({ name: 'Original Silver Ring' }, 'owner');
    await as('owner').patch(`${PRODUCTS}/${made.id}`, { published: true }).expect(200);
    const copy = adminProductSchema.parse(
      (await as('staff').post(`${PRODUCTS}/${made.id}/duplicate`).expect(201)).body,
    );
    expect(copy.id).not.toBe(made.id);
    expect(copy).toMatchObject({ name: 'Original Silver Ring (copy)', published: false, price: 2499, stock: 5 });
    const archived = await as('staff').post(`${PRODUCTS}/${made.id}/archive`).expect(200);
    expect(archived.body).toMatchObject({ archived: true, published: true });
    const listed = (q: string) => as('support').get(`${PRODUCTS}?q=${made.id}&${q}`).expect(200);
    expect((await listed('archived=false')).body.total).toBe(0);
    expect((await listed('archived=true')).body.items.map((p: AdminProduct) => p.id)).toEqual([made.id]);
    const restored = await as('staff').post(`${PRODUCTS}/${made.id}/restore`).expect(200);
    expect(restored.body.archived).toBe(false);
  });

  it('lists, filters, sorts and pages the products table', async () => {
    const gold = await create({
      name: 'Zz Table Gold Kada',
      productType: 'Gold',
      peopleCategory: 'men',
      productCategory: 'Kada',
      price: 45999,
      oldPrice: null,
    });
    const page = adminProductsPageSchema.parse(
      (
        await as('support')
          .get(`${PRODUCTS}?material=Gold&audience=men&category=kada&sort=-price&pageSize=100`)
          .expect(200)
      ).body,
    );
    expect(page.items.every((p) => p.productType === 'Gold' && p.peopleCategory === 'men')).toBe(true);
    expect(page.items.map((p) => p.price)).toEqual([...page.items.map((p) => p.price)].sort((a, b) => b - a));
    expect(page.items.map((p) => p.id)).toContain(gold.id);
    const drafts = adminProductsPageSchema.parse(
      (await as('support').get(`${PRODUCTS}?published=false&pageSize=100`).expect(200)).body,
    );
    expect(drafts.items.every((p) => !p.published)).toBe(true);
    const words = adminProductsPageSchema.parse((await as('support').get(`${PRODUCTS}?q=zz%20table`).expect(200)).body);
    expect(words.items.map((p) => p.id)).toEqual([gold.id]);
    const first = adminProductsPageSchema.parse(
      (await as('support').get(`${PRODUCTS}?sort=name&pageSize=5`).expect(200)).body,
    );
    const second = adminProductsPageSchema.parse(
      (await as('support').get(`${PRODUCTS}?sort=name&pageSize=5&page=2`).expect(200)).body,
    );
    expect(first.items).toHaveLength(5);
    expect(second.items.map((p) => p.id)).not.toContain(first.items[4].id);
    const bad = await as('support').get(`${PRODUCTS}?pageSize=500&colour=red`).expect(400);
    expect(bad.body.message).toMatch(/pageSize must be a whole number from 1 to 100|Unknown query parameter: colour/);
  });

  it('publishes, unpublishes and marks sold out in bulk, counting only what changed', async () => {
    const a = await create({ name: 'Bulk A Silver Ring' }, 'owner');
    const b = await create({ name: 'Bulk B Silver Ring' }, 'owner');
    const bulk = (action: string, ids = [a.id, b.id]) =>
      as('staff').post(`${PRODUCTS}/bulk`, { productIds: ids, action }).expect(200);
    expect((await bulk('publish')).body).toEqual({ updated: 2 });
    expect((await bulk('publish')).body).toEqual({ updated: 0 });
    expect((await bulk('sold-out')).body).toEqual({ updated: 2 });
    const soldOut = (await as('staff').get(`${PRODUCTS}/${a.id}`).expect(200)).body;
    expect(soldOut).toMatchObject({ stock: 0, inStock: false, published: true });
    expect((await bulk('unpublish', [a.id])).body).toEqual({ updated: 1 });
    const refused = await as('staff').post(`${PRODUCTS}/bulk`, { productIds: [], action: 'publish' }).expect(400);
    expect(refused.body.message).toBe('Choose at least one product.');
  });

  it('keeps every price change, the first price included, newest first', async () => {
    const made = await create({ name: 'Priced Silver Ring' });
    await as('owner').patch(`${PRODUCTS}/${made.id}`, { price: 2599 }).expect(200);
    await as('owner').patch(`${PRODUCTS}/${made.id}`, { oldPrice: null }).expect(200);
    const history = priceHistorySchema.parse(
      (await as('support').get(`${PRODUCTS}/${made.id}/prices`).expect(200)).body,
    );
    expect(history.changes.map(({ field, before, after, by }) => ({ field, before, after, role: by.role }))).toEqual([
      { field: 'oldPrice', before: 2999, after: null, role: 'owner' },
      { field: 'price', before: 2499, after: 2599, role: 'owner' },
      expect.objectContaining({ before: null, role: 'staff' }),
      expect.objectContaining({ before: null, role: 'staff' }),
    ]);
    expect(
      history.changes
        .slice(2)
        .map((c) => [c.field, c.after])
        .sort(),
    ).toEqual([
      ['oldPrice', 2999],
      ['price', 2499],
    ]);
    expect(history.changes[0].by).toEqual({ id: 'st-owner', email: 'owner@rmj.in', role: 'owner' });
  });

  it('audits every change with who, what, and the values before and after', async () => {
    const made = await create({ name: 'Audited Silver Ring' });
    await as('staff').patch(`${PRODUCTS}/${made.id}`, { name: 'Audited Silver Ring II', stock: 9 }).expect(200);
    await as('staff').post(`${PRODUCTS}/${made.id}/archive`).expect(200);
    const trail = staffAuditPageSchema.parse(
      (await as('owner').get('/api/admin/catalogue/audit?limit=100').expect(200)).body,
    );
    const mine = trail.entries.filter((e) => e.target?.id === made.id);
    expect(mine.map((e) => e.action)).toEqual(['product.archived', 'product.updated', 'product.created']);
    expect(mine[1]).toMatchObject({
      area: 'catalogue',
      actor: { id: 'st-staff', email: 'staff@rmj.in', role: 'staff' },
      before: { name: 'Audited Silver Ring', stock: 5 },
      after: { name: 'Audited Silver Ring II', stock: 9 },
    });
    expect(mine[0]).toMatchObject({ before: { archived: false }, after: { archived: true } });
    expect(mine[2].after).toMatchObject({ name: 'Audited Silver Ring', price: 2499, published: false });
  });
});
