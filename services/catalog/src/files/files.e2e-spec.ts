import type { INestApplication } from '@nestjs/common';
import { apiErrorResponseSchema, FILE_MESSAGES, MAX_UPLOAD_BYTES, uploadResponseSchema } from '@rmj/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { createTestApp } from '../testing/test-app';
import { gif, jpegWithExif, pdf, png, withPhotoConsent } from '../testing/sample-files';
import { browser } from '../testing/shoppers';

describe('POST /api/files and GET /api/files/:fileId (real FerretDB)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    ({ app } = await createTestApp('files', { FILES_CLEANUP_INTERVAL_MS: '0' }));
  });
  afterAll(() => app.close());

  const http = () => request(app.getHttpServer());
  // One shopper's browser: its uploader cookie lets it read back what it uploaded.
  let shopper: ReturnType<typeof browser>;
  beforeAll(() => {
    shopper = browser(app);
  });
  const upload = (content: Buffer, filename: string, contentType = 'application/octet-stream') =>
    withPhotoConsent(shopper.post('/api/files')).attach('file', content, { filename, contentType });
  const download = (fileId: string) =>
    shopper
      .get(`/api/files/${fileId}`)
      .buffer(true)
      .parse((res, done) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => done(null, Buffer.concat(parts)));
      });

  it.each([
    ['JPEG', jpegWithExif, 'photo.jpg', 'image/jpeg'],
    ['PNG', png, 'thumb.png', 'image/png'],
    ['GIF', gif, 'wave.gif', 'image/gif'],
    ['PDF', () => Promise.resolve(pdf()), 'design.pdf', 'application/pdf'],
  ])('stores a %s and serves it back with its type', async (_label, make, filename, type) => {
    const content = await make();
    const res = await upload(content, filename, 'text/plain').expect(201);
    expect(uploadResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({
      success: true,
      fileId: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: filename,
      type,
      size: expect.any(Number),
    });
    const got = await download(res.body.fileId).expect(200);
    expect(got.headers['content-type']).toBe(type);
    expect(Number(got.headers['content-length'])).toBe(res.body.size);
    expect((got.body as Buffer).length).toBe(res.body.size);
    if (type === 'application/pdf') expect((got.body as Buffer).equals(content)).toBe(true);
    else
      expect((await sharp(got.body as Buffer).metadata()).format).toBe(type === 'image/jpeg' ? 'jpeg' : type.slice(6));
  });

  it('re-encodes photos without their metadata', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, 'phone.jpg', 'image/jpeg').expect(201);
    const got = await download(res.body.fileId).expect(200);
    const meta = await sharp(got.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect((got.body as Buffer).includes('Shopper phone')).toBe(false);
  });

  it('answers with the headers a stored file needs', async () => {
    const res = await upload(await png(), 'ring.png', 'image/png').expect(201);
    const got = await download(res.body.fileId).expect(200);
    expect(got.headers).toEqual(
      expect.objectContaining({
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline; filename="ring.png"',
        'cache-control': 'private, no-store',
      }),
    );
    expect(got.headers['content-security-policy']).toContain('sandbox');
    const doc = await upload(pdf(), 'design.pdf').expect(201);
    const pdfGot = await download(doc.body.fileId).expect(200);
    expect(pdfGot.headers['content-disposition']).toBe('attachment; filename="design.pdf"');
  });

  it('refuses a text file renamed .png, HTML and SVG with a 415', async () => {
    for (const [content, name, type] of [
      [Buffer.from('just some notes\n'), 'notes.png', 'image/png'],
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.html', 'text/html'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg', 'image/svg+xml'],
    ] as const) {
      const res = await upload(content, name, type);
      expect(res.status).toBe(415);
      expect(apiErrorResponseSchema.parse(res.body).message).toBe(FILE_MESSAGES.unsupportedType);
    }
  });

  it('refuses an image whose bytes do not decode with a 415', async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 8), Buffer.from('not really a png')]);
    const res = await upload(broken, 'broken.png').expect(415);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(FILE_MESSAGES.unreadableImage);
  });

  it('stores a PNG with bytes appended as a clean PNG without them', async () => {
    const hidden = Buffer.from('<html><script>alert("polyglot")</script></html>');
    const res = await upload(Buffer.concat([await png(), hidden]), 'twice.png').expect(201);
    const got = await download(res.body.fileId).expect(200);
    expect((got.body as Buffer).includes('polyglot')).toBe(false);
    expect((await sharp(got.body as Buffer).metadata()).format).toBe('png');
  });

  it('refuses a zero-byte file', async () => {
    const res = await upload(Buffer.alloc(0), 'empty.png').expect(400);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(FILE_MESSAGES.empty);
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with a 413', async () => {
    const exact = pdf(MAX_UPLOAD_BYTES);
    expect(exact.length).toBe(5 * 1024 * 1024);
    const ok = await upload(exact, 'big.pdf').expect(201);
    expect(uploadResponseSchema.parse(ok.body).size).toBe(MAX_UPLOAD_BYTES);
    const over = await upload(pdf(MAX_UPLOAD_BYTES + 1), 'bigger.pdf');
    expect(over.status).toBe(413);
    expect(apiErrorResponseSchema.parse(over.body).message).toBe(FILE_MESSAGES.tooLarge);
  });

  it('answers 413 from the declared length alone, before the body arrives', async () => {
    // Only the headers are sent: the answer comes without the server waiting for 50 MB.
    const res = await http()
      .post('/api/files')
      .set('content-type', 'multipart/form-data; boundary=x')
      .set('content-length', String(50 * 1024 * 1024))
      .timeout(5000)
      .ok(() => true);
    expect(res.status).toBe(413);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(FILE_MESSAGES.tooLarge);
  });

  it('refuses two files in one request and a request without a file', async () => {
    const two = await http()
      .post('/api/files')
      .attach('file', await png(), 'a.png')
      .attach('file', await png(), 'b.png');
    expect(two.status).toBe(400);
    expect(apiErrorResponseSchema.parse(two.body).message).toBe(FILE_MESSAGES.oneFileOnly);
    const other = await http()
      .post('/api/files')
      .attach('picture', await png(), 'a.png');
    expect(other.status).toBe(400);
    expect(apiErrorResponseSchema.parse(other.body).message).toBe(FILE_MESSAGES.oneFileOnly);
    const none = await http().post('/api/files').field('note', 'no file here');
    expect(none.status).toBe(400);
    expect(apiErrorResponseSchema.parse(none.body).message).toBe(FILE_MESSAGES.missing);
    const json = await http().post('/api/files').send({ file: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(400);
  });

  it('keeps only the last segment of a path in the file name, without control characters', async () => {
    const res = await upload(await png(), '../../etc/pass\u202ewd\t.png').expect(201);
    expect(res.body.name).toBe('passwd.png');
    const win = await upload(await png(), 'C:\\Users\\me\\Pictures\\ring photo.png').expect(201);
    expect(win.body.name).toBe('ring photo.png');
  });

  it('names the file after its real type', async () => {
    const res = await upload(await png(), 'holiday.jpg').expect(201);
    expect(uploadResponseSchema.parse(res.body)).toEqual(
      expect.objectContaining({ name: 'holiday.png', type: 'image/png' }),
    );
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await http()
      .get(`/api/files/${'0'.repeat(32)}`)
      .expect(404);
    expect(apiErrorResponseSchema.parse(unknown.body).message).toBe(FILE_MESSAGES.notFound);
    for (const bad of ['abc', '65f0a00000000000000000000', 'G'.repeat(32), `${'a'.repeat(32)}.png`]) {
      const res = await http().get(`/api/files/${bad}`).expect(400);
      expect(apiErrorResponseSchema.parse(res.body).message).toBe(FILE_MESSAGES.invalidId);
    }
  });
});
