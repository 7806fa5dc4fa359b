import { catalogueVersionResponseSchema } from '@rmj/contracts';
import { CatalogueWrites } from './catalogue-writes';
import { createSeededApp, type SeededApp } from '../testing/seeded-app';

describe('GET /api/catalogue/version (real FerretDB)', () => {
  let seeded: SeededApp;

  beforeAll(async () => {
    seeded = await createSeededApp('catalogue-version', 12);
  });
  afterAll(() => seeded.app.close());

  it('answers the same version until the catalogue changes, then a new one', async () => {
    const first = catalogueVersionResponseSchema.parse(
      (await seeded.http().get('/api/catalogue/version').expect(200)).body,
    );
    const again = catalogueVersionResponseSchema.parse(
      (await seeded.http().get('/api/catalogue/version').expect(200)).body,
    );
    expect(again.version).toBe(first.version);
    await seeded.app.get(CatalogueWrites).committed();
    const after = catalogueVersionResponseSchema.parse(
      (await seeded.http().get('/api/catalogue/version').expect(200)).body,
    );
    expect(after.version).not.toBe(first.version);
  });

  it('needs no login', async () => {
    await seeded.http().get('/api/catalogue/version').set('authorization', 'Bearer nonsense').expect(200);
  });
});
