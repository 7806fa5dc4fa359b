// A piece's Tamil name and description end to end on the real app (real FerretDB): staff write
// them, every public answer carries them only when set, and search finds a piece by its Tamil words
// as a phone keyboard types them.
import { adminProductSchema, apiErrorResponseSchema, productSchema, searchResponseSchema } from '@rmj/contracts';
import { createStaffApp, ringDraft, type StaffApp } from '../testing/staff';

const PRODUCTS = '/api/admin/catalogue/products';
const NAME_TA = 'அம்மா பெயர் பொறித்த வெள்ளி மோதிரம்';
const DESCRIPTION_TA = 'கையால் செய்த 92.5 ஸ்டெர்லிங் வெள்ளி மோதிரம்; உங்கள் அம்மாவின் பெயரைப் பொறிக்கலாம்.';

describe('the catalogue in Tamil (real FerretDB)', () => {
  let s: StaffApp;
  let id: string;
  beforeAll(async () => {
    s = await createStaffApp('tamil_catalogue');
    const made = await s
      .http()
      .post(PRODUCTS)
      .set('Authorization', s.as.owner)
      .send(ringDraft({ name: 'Amma Name Silver Ring', nameTa: ` ${NAME_TA} `, descriptionTa: DESCRIPTION_TA }))
      .expect(201);
    id = adminProductSchema.parse(made.body).id;
    await s.http().patch(`${PRODUCTS}/${id}`).set('Authorization', s.as.owner).send({ published: true }).expect(200);
  });
  afterAll(() => s.close());

  const search = async (q: string) =>
    searchResponseSchema.parse(
      (
        await s
          .http()
          .get(`/api/products/search?limit=100&q=${encodeURIComponent(q)}`)
          .expect(200)
      ).body,
    );

  it('stores the Tamil name trimmed and answers it on the product page, listings and the staff screens', async () => {
    const page = productSchema.parse((await s.http().get(`/api/products/${id}`).expect(200)).body);
    expect(page).toMatchObject({ name: 'Amma Name Silver Ring', nameTa: NAME_TA, descriptionTa: DESCRIPTION_TA });
    const listing = (await s.http().get('/api/products/category/rings').expect(200)).body as { id: string }[];
    expect(listing.find((p) => p.id === id)).toMatchObject({ nameTa: NAME_TA });
    const staff = await s.http().get(`${PRODUCTS}/${id}`).set('Authorization', s.as.support).expect(200);
    expect(staff.body).toMatchObject({ nameTa: NAME_TA, descriptionTa: DESCRIPTION_TA });
  });

  it('finds a piece by its Tamil name, by Tamil and English words together, and as a phone types it', async () => {
    const rings = await search('மோதிரம்');
    expect(rings.products.map((p) => p.id)).toContain(id);
    // Every hit has the word in its Tamil name or description (the seeded rings are மோதிரம் too).
    expect(rings.products.every((p) => `${p.nameTa} ${p.descriptionTa}`.includes('மோதிரம்'))).toBe(true);
    expect(rings.total).toBeGreaterThan(1);
    expect((await search('அம்மா')).products.map((p) => p.id)).toEqual([id]);
    expect((await search('அம்மா amma silver')).products.map((p) => p.id)).toEqual([id]);
    // மோ typed as ம + ெ + ா (decomposed) finds the same pieces as the composed letter.
    const decomposed = 'மோதிரம்'.normalize('NFD');
    expect(decomposed).not.toBe('மோதிரம்');
    expect((await search(decomposed)).total).toBe(rings.total);
    // The English name still finds it.
    expect((await search('amma')).products.map((p) => p.id)).toEqual([id]);
  });

  it('refuses a Tamil name out of limits counted in letters, beside its field', async () => {
    const res = await s
      .http()
      .patch(`${PRODUCTS}/${id}`)
      .set('Authorization', s.as.staff)
      .send({ nameTa: 'மோ' })
      .expect(400);
    const body = apiErrorResponseSchema.parse(res.body) as { issues?: { field: string; message: string }[] };
    expect(body.issues).toEqual([
      { field: 'nameTa', message: 'Please enter a Tamil name of 3 to 120 letters, or leave it empty.' },
    ]);
    // 120 Tamil letters are 240 code units: within the limit.
    await s
      .http()
      .patch(`${PRODUCTS}/${id}`)
      .set('Authorization', s.as.staff)
      .send({ nameTa: 'கா'.repeat(120) })
      .expect(200);
  });

  it('takes an emptied Tamil name off, so Tamil pages show the English one', async () => {
    const cleared = await s
      .http()
      .patch(`${PRODUCTS}/${id}`)
      .set('Authorization', s.as.staff)
      .send({ nameTa: '', descriptionTa: null })
      .expect(200);
    expect(cleared.body.nameTa).toBeUndefined();
    expect(cleared.body.descriptionTa).toBeUndefined();
    const page = (await s.http().get(`/api/products/${id}`).expect(200)).body as Record<string, unknown>;
    expect(page).not.toHaveProperty('nameTa');
    expect(page).not.toHaveProperty('descriptionTa');
    expect((await search('அம்மா')).total).toBe(0);
  });
});
