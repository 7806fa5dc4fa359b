// Decompression bombs at POST /api/files and the staff photo upload (real FerretDB): pictures are
// refused from their header before anything is decoded, with a message the page can show, and the
// service keeps answering, its memory bounded, while several arrive at once.
import type { INestApplication } from '@nestjs/common';
import { apiErrorResponseSchema, CATALOG_ADMIN_MESSAGES, FILE_MESSAGES } from '@rmj/contracts';
import request from 'supertest';
import { gifBomb, jpegBomb, jpegClaiming, withPhotoConsent } from '../testing/sample-files';
import { browser } from '../testing/shoppers';
import { createStaffApp, ringDraft, type StaffApp } from '../testing/staff';

describe('image bombs (real FerretDB)', () => {
  let s: StaffApp;
  let app: INestApplication;
  beforeAll(async () => {
    s = await createStaffApp('image_bombs', 10, { FILES_CLEANUP_INTERVAL_MS: '0' });
    app = s.app;
  });
  afterAll(() => s.close());

  let address = 0;
  /** Each upload from its own address, so the per-address upload limits stay out of the way. */
  const upload = (content: Buffer, filename: string) =>
    withPhotoConsent(
      browser(app)
        .post('/api/files')
        .set('x-forwarded-for', `10.9.${address >> 8}.${++address & 255}`),
    ).attach('file', content, { filename, contentType: 'application/octet-stream' });
  const refusedWith = (res: request.Response, status: number, message: string) => {
    expect([res.status, apiErrorResponseSchema.parse(res.body).message]).toEqual([status, message]);
  };

  it('refuses a 35-megapixel JPEG turned by its EXIF, from its header', async () => {
    refusedWith(await upload(await jpegBomb(), 'bomb.jpg'), 413, FILE_MESSAGES.imageTooManyPixels);
  });

  it('refuses animations over 24 megapixels in all or over 100 frames', async () => {
    refusedWith(await upload(gifBomb(1500, 1500, 16), 'wave.gif'), 413, FILE_MESSAGES.animationTooLarge);
    refusedWith(await upload(gifBomb(100, 100, 150), 'long.gif'), 413, FILE_MESSAGES.animationTooLarge);
    // A small animation is still welcome.
    await upload(gifBomb(100, 100, 10), 'small.gif').expect(201);
  });

  it('keeps answering, with bounded memory, while bombs arrive in parallel', async () => {
    const [jpeg, gif] = [await jpegBomb(), gifBomb(1500, 1500, 16)];
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const bombs = Promise.all([
      ...Array.from({ length: 4 }, (_, i) => upload(jpeg, `bomb-${i}.jpg`)),
      ...Array.from({ length: 2 }, (_, i) => upload(gif, `bomb-${i}.gif`)),
    ]);
    const started = Date.now();
    const listing = await request(app.getHttpServer()).get('/api/all-products?limit=5').expect(200);
    const answeredInMs = Date.now() - started;
    const answers = await bombs;
    clearInterval(sampler);
    expect(listing.body.products.length).toBeGreaterThan(0);
    expect(answeredInMs).toBeLessThan(2000);
    expect(answers.map((r) => r.status)).toEqual([413, 413, 413, 413, 413, 413]);
    // Nothing was decoded: the process grew by far less than one bomb's pixels (35 MP × 3 bytes).
    expect(peak - before).toBeLessThan(60 * 1024 * 1024);
  });

  it("refuses a staff photograph over 50 megapixels from its header, with the editor's message", async () => {
    const made = await s
      .http()
      .post('/api/admin/catalogue/products')
      .set('Authorization', s.as.owner)
      .send(ringDraft());
    const res = await s
      .http()
      .post(`/api/admin/catalogue/products/${made.body.id}/photos`)
      .set('Authorization', s.as.staff)
      .attach('photo', await jpegClaiming(9000, 6000), 'huge.jpg');
    refusedWith(res, 413, CATALOG_ADMIN_MESSAGES.photoTooManyPixels);
  });
});
