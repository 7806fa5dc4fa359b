// Product photographs on the real app (real FerretDB, real sharp): the type read from the content, the
// size limits, the variants made (formats, widths, no metadata), how they are served, and the product's
// pictures following its photographs (order, removal, duplicates).
import { adminProductSchema, PHOTO_MAX_BYTES, photoVariantPath, type AdminProduct } from '@rmj/contracts';
import sharp from 'sharp';
import { bytesOf } from '../testing/shoppers';
import { createStaffApp, ringDraft, type StaffApp } from '../testing/staff';

const PRODUCTS = '/api/admin/catalogue/products';

const picture = (width: number, height: number, background = '#c9a227') =>
  sharp({ create: { width, height, channels: 3, background } });
/** A phone photograph: stored 1400 x 1000 with EXIF (camera, copyright) saying "turn a quarter". */
const phoneJpeg = () =>
  picture(1400, 1000)
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Shopper phone', Model: 'Phone X' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('product photographs (real FerretDB)', () => {
  let s: StaffApp;
  let product: AdminProduct;
  beforeAll(async () => {
    s = await createStaffApp('product_photos', 72);
    const made = await s.http().post(PRODUCTS).set('Authorization', s.as.owner).send(ringDraft()).expect(201);
    product = adminProductSchema.parse(made.body);
    await s.http().patch(`${PRODUCTS}/${product.id}`).set('Authorization', s.as.staff).send({ published: true });
  });
  afterAll(() => s.close());

  const upload = (content: Buffer, name: string, id = product.id) =>
    s.http().post(`${PRODUCTS}/${id}/photos`).set('Authorization', s.as.staff).attach('photo', content, name);
  const variant = (path: string) => bytesOf(s.http().get(path));

  it('takes a phone photograph: rotated upright, AVIF and WebP at each width up to its own, no metadata', async () => {
    const res = await upload(await phoneJpeg(), 'IMG_2041.jpg').expect(201);
    const after = adminProductSchema.parse(res.body);
    expect(after.photos).toHaveLength(1);
    const photo = after.photos[0];
    expect(photo).toMatchObject({ width: 960, height: 1344, widths: [320, 640, 960] });
    expect(photo.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(photo.placeholder.length).toBeLessThan(600);
    for (const width of [320, 640, 960]) {
      for (const format of ['avif', 'webp'] as const) {
        const file = await variant(photoVariantPath(photo.id, width, format)).expect(200);
        const meta = await sharp(file.body).metadata();
        expect([width, format, meta.format === 'heif' ? 'avif' : meta.format]).toEqual([width, format, format]);
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 1400) / 1000));
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
    }
    await variant(photoVariantPath(photo.id, 1280, 'webp')).expect(404);
    expect(after.images).toEqual([photoVariantPath(photo.id, 640, 'webp')]);
    expect(after.image).toBe(photoVariantPath(photo.id, 640, 'webp'));
  });

  it('serves each variant with its type, a year of immutable caching and nosniff', async () => {
    const { photos } = (await s.http().get(`/api/products/${product.id}`).expect(200)).body as AdminProduct;
    const avif = await variant(photoVariantPath(photos[0].id, 320, 'avif')).expect(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(avif.headers['content-length'])).toBe(avif.body.length);
    const webp = await variant(photoVariantPath(photos[0].id, 640, 'webp')).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    await s.http().get('/api/product-photos/nope/640.png').expect(404);
    await s.http().get('/api/product-photos/nope/640.webp').expect(404);
  });

  it('reads the type from the content: a PNG named .jpg is taken, a text file named .jpg is refused', async () => {
    const png = await picture(800, 600, '#1d6b4a').png().toBuffer();
    const ok = adminProductSchema.parse((await upload(png, 'ring.jpg').expect(201)).body);
    expect(ok.photos.map((p) => p.widths)).toEqual([
      [320, 640, 960],
      [320, 640],
    ]);
    const webp = await picture(700, 700).webp().toBuffer();
    await upload(webp, 'ring.webp').expect(201);
    const text = await upload(Buffer.from('not a photograph at all, only words'), 'ring.jpg').expect(415);
    expect(text.body.message).toBe('Photographs must be JPEG, PNG or WebP images.');
    const gif = await upload(await picture(800, 600).gif().toBuffer(), 'ring.gif').expect(415);
    expect(gif.body.message).toBe('Photographs must be JPEG, PNG or WebP images.');
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(400)]);
    expect((await upload(broken, 'broken.png').expect(415)).body.message).toBe(
      'This photograph could not be read. Please export it again as JPEG, PNG or WebP.',
    );
  });

  it('refuses a photograph under 640 px wide, and one over 15 MB', async () => {
    const small = await upload(await picture(639, 900).jpeg().toBuffer(), 'small.jpg').expect(400);
    expect(small.body.message).toBe('The photograph is too small: it must be at least 640 pixels wide.');
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(PHOTO_MAX_BYTES - 3)]);
    expect(huge.length).toBe(PHOTO_MAX_BYTES + 1);
    const big = await upload(huge, 'huge.jpg').expect(413);
    expect(big.body.message).toBe('The photograph is larger than 15 MB. Please choose a smaller file.');
    await s.http().post(`${PRODUCTS}/${product.id}/photos`).set('Authorization', s.as.staff).expect(400);
  });

  it('puts the photographs in the order staff choose; the first is the main picture everywhere', async () => {
    const current = adminProductSchema.parse(
      (await s.http().get(`${PRODUCTS}/${product.id}`).set('Authorization', s.as.staff).expect(200)).body,
    );
    const ids = current.photos.map((p) => p.id);
    expect(ids).toHaveLength(3);
    const reversed = [...ids].reverse();
    const res = await s
      .http()
      .put(`${PRODUCTS}/${product.id}/photos`)
      .set('Authorization', s.as.staff)
      .send({ photoIds: reversed })
      .expect(200);
    expect(res.body.photos.map((p: { id: string }) => p.id)).toEqual(reversed);
    const page = (await s.http().get(`/api/products/${product.id}`).expect(200)).body;
    expect(page.image).toBe(photoVariantPath(reversed[0], 640, 'webp'));
    expect(page.images).toEqual(reversed.map((id) => photoVariantPath(id, 640, 'webp')));
    const listed = (await s.http().get('/api/women-rings?sortBy=newest').expect(200)).body.products[0];
    expect(listed.photos.map((p: { id: string }) => p.id)).toEqual(reversed);
    const bad = await s
      .http()
      .put(`${PRODUCTS}/${product.id}/photos`)
      .set('Authorization', s.as.staff)
      .send({ photoIds: reversed.slice(1) })
      .expect(400);
    expect(bad.body.message).toBe("The photo order must list each of this product's photos exactly once.");
  });

  it('shares photographs with a duplicate, and takes one off without breaking its addresses', async () => {
    const copy = adminProductSchema.parse(
      (await s.http().post(`${PRODUCTS}/${product.id}/duplicate`).set('Authorization', s.as.staff).expect(201)).body,
    );
    const original = adminProductSchema.parse(
      (await s.http().get(`${PRODUCTS}/${product.id}`).set('Authorization', s.as.staff).expect(200)).body,
    );
    expect(copy.photos).toEqual(original.photos);
    const gone = original.photos[0].id;
    const res = await s
      .http()
      .delete(`${PRODUCTS}/${product.id}/photos/${gone}`)
      .set('Authorization', s.as.staff)
      .expect(200);
    expect(res.body.photos.map((p: { id: string }) => p.id)).toEqual(original.photos.slice(1).map((p) => p.id));
    // Old orders and carts keep showing it; the copy keeps it.
    await variant(photoVariantPath(gone, 640, 'webp')).expect(200);
    const copyNow = (await s.http().get(`${PRODUCTS}/${copy.id}`).set('Authorization', s.as.staff)).body;
    expect(copyNow.photos[0].id).toBe(gone);
    await s.http().delete(`${PRODUCTS}/${product.id}/photos/${gone}`).set('Authorization', s.as.staff).expect(404);
  });

  it('shows the drawn pictures again when a product has no photographs left', async () => {
    const made = adminProductSchema.parse(
      (
        await s
          .http()
          .post(PRODUCTS)
          .set('Authorization', s.as.staff)
          .send(ringDraft({ productType: 'Gold' }))
      ).body,
    );
    const withPhoto = adminProductSchema.parse(
      (await upload(await picture(640, 640).png().toBuffer(), 'a.png', made.id)).body,
    );
    expect(withPhoto.image).toMatch(/^\/api\/product-photos\//);
    const res = await s
      .http()
      .delete(`${PRODUCTS}/${made.id}/photos/${withPhoto.photos[0].id}`)
      .set('Authorization', s.as.staff)
      .expect(200);
    expect(res.body).toMatchObject({ photos: [], image: '/api/products/images/ring-gold.svg' });
  });
});
