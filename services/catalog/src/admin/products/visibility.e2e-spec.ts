// Unpublished and archived products disappear from every public call (the category and piece
// listings, the nine customisation listings, search, all products, the product page), while staff
// and the orders service still see them. Real app, real FerretDB.
import { apiErrorResponseSchema, type Product } from '@rmj/contracts';
import { createStaffApp, ringDraft, type StaffApp } from '../../testing/staff';
import { SERVICE_HEADERS } from '../../testing/test-app';

const PRODUCTS = '/api/admin/catalogue/products';
const WORD = 'Quasarstone';

describe('what the storefront shows: published, not archived (real FerretDB)', () => {
  let s: StaffApp;
  let id: string;
  beforeAll(async () => {
    s = await createStaffApp('visibility');
    const made = await s
      .http()
      .post(PRODUCTS)
      .set('Authorization', s.as.owner)
      .send(ringDraft({ name: `${WORD} Silver Ring`, customizationTypes: ['engraving'] }))
      .expect(201);
    id = made.body.id;
  });
  afterAll(() => s.close());

  const ids = (products: Product[]) => products.map((p) => p.id);
  /** Where the piece would show on the storefront, each answer's ids. */
  async function publicViews(): Promise<Record<string, string[]>> {
    const get = async (path: string) => (await s.http().get(path).expect(200)).body;
    return {
      women: ids(await get('/api/products/category/women?sortBy=newest')),
      rings: ids(await get('/api/products/category/rings')),
      womenRings: ids((await get('/api/women-rings?customizationType=engraving')).products),
      search: ids((await get(`/api/products/search?q=${WORD.toLowerCase()}`)).products),
      allProducts: ids((await get('/api/all-products')).products),
    };
  }
  const everywhere = (views: Record<string, string[]>) => Object.values(views).map((list) => list.includes(id));
  const edit = (body: object) =>
    s.http().patch(`${PRODUCTS}/${id}`).set('Authorization', s.as.staff).send(body).expect(200);

  it('hides a new (unpublished) product everywhere public; its page is not found', async () => {
    expect(everywhere(await publicViews())).toEqual([false, false, false, false, false]);
    const page = await s.http().get(`/api/products/${id}`).expect(404);
    expect(apiErrorResponseSchema.parse(page.body).message).toBe('Product not found');
    // Staff and the orders service still read it.
    await s.http().get(`${PRODUCTS}/${id}`).set('Authorization', s.as.support).expect(200);
    const internal = await s.http().get(`/internal/products/${id}`).set(SERVICE_HEADERS).expect(200);
    expect(internal.body).toMatchObject({ id, published: false, archived: false, stock: 5 });
  });

  it('shows it everywhere once published', async () => {
    await edit({ published: true });
    expect(everywhere(await publicViews())).toEqual([true, true, true, true, true]);
    const page = await s.http().get(`/api/products/${id}`).expect(200);
    expect(page.body).toMatchObject({ id, name: `${WORD} Silver Ring`, inStock: true });
    expect(page.body).not.toHaveProperty('stock');
    expect(page.body).not.toHaveProperty('published');
  });

  it('hides it everywhere again when archived, and when unpublished', async () => {
    await s.http().post(`${PRODUCTS}/${id}/archive`).set('Authorization', s.as.staff).expect(200);
    expect(everywhere(await publicViews())).toEqual([false, false, false, false, false]);
    await s.http().get(`/api/products/${id}`).expect(404);
    expect((await s.http().get(`/internal/products/${id}`).set(SERVICE_HEADERS).expect(200)).body).toMatchObject({
      archived: true,
    });
    await s.http().post(`${PRODUCTS}/${id}/restore`).set('Authorization', s.as.staff).expect(200);
    expect(everywhere(await publicViews())).toEqual([true, true, true, true, true]);
    await edit({ published: false });
    expect(everywhere(await publicViews())).toEqual([false, false, false, false, false]);
    await s.http().get(`/api/products/${id}`).expect(404);
  });

  it('hides a seeded product staff unpublish, from the listings and from counts', async () => {
    const before = (await s.http().get('/api/all-products').expect(200)).body;
    const seeded: Product = before.products[0];
    await s
      .http()
      .post(`${PRODUCTS}/bulk`)
      .set('Authorization', s.as.staff)
      .send({ productIds: [seeded.id], action: 'unpublish' })
      .expect(200);
    const after = (await s.http().get('/api/all-products').expect(200)).body;
    expect(ids(after.products)).not.toContain(seeded.id);
    expect(after.products).toHaveLength(before.products.length - 1);
    expect(after.message).toBe(`Found ${before.products.length - 1} products`);
    const search = (await s.http().get(`/api/products/search?q=${encodeURIComponent(seeded.name)}&limit=100`)).body;
    expect(ids(search.products)).not.toContain(seeded.id);
    await s.http().get(`/api/products/${seeded.id}`).expect(404);
  });
});
