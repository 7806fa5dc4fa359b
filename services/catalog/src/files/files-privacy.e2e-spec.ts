import type { INestApplication } from '@nestjs/common';
import { apiErrorResponseSchema, FILE_MESSAGES, UPLOADER_COOKIE, uploadResponseSchema } from '@rmj/contracts';
import request from 'supertest';
import { createTestApp, SERVICE_HEADERS } from '../testing/test-app';
import { pdf, photoConsent, png, withPhotoConsent } from '../testing/sample-files';
import { accountEnv, browser, bytesOf, startIdentityStub, type IdentityStub } from '../testing/shoppers';

describe('customers’ files are private (real FerretDB)', () => {
  let app: INestApplication;
  let identity: IdentityStub;
  beforeAll(async () => {
    identity = await startIdentityStub();
    ({ app } = await createTestApp('files_privacy', { FILES_CLEANUP_INTERVAL_MS: '0', ...accountEnv(identity) }));
  });
  afterAll(async () => {
    await app.close();
    await identity.close();
  });

  const anyone = () => request(app.getHttpServer());
  const uploadWith = async (agent: ReturnType<typeof browser>, content?: Buffer, name = 'thumb.png', auth?: string) => {
    const req = agent.post('/api/files');
    if (auth) req.set('Authorization', auth);
    const res = await withPhotoConsent(req)
      .attach('file', content ?? (await png()), name)
      .expect(201);
    return { fileId: uploadResponseSchema.parse(res.body).fileId, res };
  };
  const expectNotFound = (res: request.Response) => {
    expect(res.status).toBe(404);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(FILE_MESSAGES.notFound);
  };

  it('lets the uploader’s browser read its file; another browser and a request without cookie get 404', async () => {
    const mine = browser(app);
    const { fileId, res } = await uploadWith(mine);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${UPLOADER_COOKIE}=`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api(;|$)/);
    expect(cookie).not.toMatch(/Secure/i);
    await bytesOf(mine.get(`/api/files/${fileId}`)).expect(200);

    const other = browser(app);
    await uploadWith(other);
    expectNotFound(await other.get(`/api/files/${fileId}`));
    expectNotFound(await anyone().get(`/api/files/${fileId}`));
    expectNotFound(await anyone().get(`/api/files/${fileId}`).set('Cookie', `${UPLOADER_COOKIE}=not-a-real-token`));
  });

  it('keeps one uploader token per browser and issues it Secure over https', async () => {
    const mine = browser(app);
    const first = await uploadWith(mine);
    const second = await uploadWith(mine);
    await bytesOf(mine.get(`/api/files/${first.fileId}`)).expect(200);
    await bytesOf(mine.get(`/api/files/${second.fileId}`)).expect(200);
    const token = /rmj_uploader=([^;]+)/.exec(String(first.res.headers['set-cookie']))?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(String(second.res.headers['set-cookie'] ?? token)).toContain(token);

    const https = await anyone()
      .post('/api/files')
      .set('X-Forwarded-Proto', 'https')
      .field('purpose', photoConsent.purpose)
      .field('consent', photoConsent.consent)
      .attach('file', await png(), 'a.png')
      .expect(201);
    expect(String(https.headers['set-cookie'])).toMatch(/;\s*Secure/i);
  });

  it('serves personal files with private, no-store and safe headers', async () => {
    const mine = browser(app);
    const image = await uploadWith(mine);
    const got = await bytesOf(mine.get(`/api/files/${image.fileId}`)).expect(200);
    expect(got.headers).toEqual(
      expect.objectContaining({
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline; filename="thumb.png"',
      }),
    );
    expect(got.headers.etag).toBeUndefined();
    const doc = await uploadWith(mine, pdf(), 'design.pdf');
    const pdfGot = await bytesOf(mine.get(`/api/files/${doc.fileId}`)).expect(200);
    expect(pdfGot.headers['content-disposition']).toBe('attachment; filename="design.pdf"');
    expect(pdfGot.headers['cache-control']).toBe('private, no-store');
    // Product pictures stay publicly cacheable.
    const picture = await anyone().get('/api/products/images/ring-gold.svg').expect(200);
    expect(picture.headers['cache-control']).toContain('public');
  });

  it('binds a logged-in shopper’s upload to the account: readable with the token anywhere, not with another account’s', async () => {
    const asha = identity.bearer('asha');
    const { fileId } = await uploadWith(browser(app), undefined, 'thumb.png', asha);
    await bytesOf(anyone().get(`/api/files/${fileId}`).set('Authorization', asha)).expect(200);
    expectNotFound(await anyone().get(`/api/files/${fileId}`).set('Authorization', identity.bearer('ravi')));
    identity.endSessions('asha');
    expectNotFound(await anyone().get(`/api/files/${fileId}`).set('Authorization', asha));
  });

  it('lets the owner of the order that claimed a file read it from any device', async () => {
    const shop = browser(app);
    const { fileId, res } = await uploadWith(shop);
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    // Checkout: orders hands over the browser's cookie and the account; the file is adopted.
    await anyone()
      .post('/internal/files/ownership')
      .set(SERVICE_HEADERS)
      .set('Cookie', cookie)
      .send({ userId: 'meena', fileIds: [fileId] })
      .expect(200, { owned: [fileId], missing: [] });
    await anyone()
      .post('/internal/files/claims')
      .set(SERVICE_HEADERS)
      .send({ userId: 'meena', fileIds: [fileId] })
      .expect(200, { claimed: [fileId], missing: [] });
    await bytesOf(anyone().get(`/api/files/${fileId}`).set('Authorization', identity.bearer('meena'))).expect(200);
    expectNotFound(await anyone().get(`/api/files/${fileId}`).set('Authorization', identity.bearer('stranger')));
    expectNotFound(await anyone().get(`/api/files/${fileId}`));
  });
});
