// Staff read customers' files (real app, real FerretDB): any customer's upload for staff who read
// orders, with the shopper's own download headers; a shopper's token is refused (403), no token 401;
// orders reads any file over the internal address.
import { apiErrorResponseSchema, FILE_MESSAGES, uploadResponseSchema } from '@rmj/contracts';
import { pdf, photoConsent, png, withPhotoConsent } from '../testing/sample-files';
import { browser, bytesOf } from '../testing/shoppers';
import { createStaffApp, type StaffApp } from '../testing/staff';
import { SERVICE_HEADERS } from '../testing/test-app';

describe('customers’ files for staff (real FerretDB)', () => {
  let s: StaffApp;
  beforeAll(async () => {
    s = await createStaffApp('admin_files', 10, { FILES_CLEANUP_INTERVAL_MS: '0' });
  });
  afterAll(() => s.close());

  const upload = async (content: Buffer, name: string, auth?: string) => {
    const req = browser(s.app).post('/api/files');
    if (auth) req.set('Authorization', auth);
    return uploadResponseSchema.parse((await withPhotoConsent(req).attach('file', content, name).expect(201)).body)
      .fileId;
  };
  const headersOf = (res: { headers: Record<string, string> }) => ({
    type: res.headers['content-type'],
    disposition: res.headers['content-disposition'],
    cache: res.headers['cache-control'],
    csp: res.headers['content-security-policy'],
    nosniff: res.headers['x-content-type-options'],
  });

  it('serves any customer’s file to owner, staff and support, as the shopper downloads it', async () => {
    const picture = await png();
    const shopper = browser(s.app);
    const mine = uploadResponseSchema.parse(
      (
        await shopper
          .post('/api/files')
          .set('Authorization', s.as.shopper)
          .field('purpose', 'image')
          .field('consent', photoConsent.consent)
          .attach('file', picture, 'finger.png')
          .expect(201)
      ).body,
    ).fileId;
    const own = await bytesOf(shopper.get(`/api/files/${mine}`).set('Authorization', s.as.shopper)).expect(200);
    for (const role of ['owner', 'staff', 'support'] as const) {
      const res = await bytesOf(s.http().get(`/api/admin/files/${mine}`).set('Authorization', s.as[role])).expect(200);
      expect(Buffer.compare(res.body as Buffer, picture)).toBe(0);
      expect(headersOf(res)).toEqual(headersOf(own));
    }
    expect(headersOf(own)).toMatchObject({ type: 'image/png', cache: 'private, no-store', nosniff: 'nosniff' });

    // A PDF from a browser without an account is downloaded, never shown inline.
    const doc = pdf();
    const anonymous = await upload(doc, 'photo.pdf');
    const res = await bytesOf(s.http().get(`/api/admin/files/${anonymous}`).set('Authorization', s.as.staff)).expect(
      200,
    );
    expect(Buffer.compare(res.body as Buffer, doc)).toBe(0);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="photo.pdf"/);
  });

  it('writes every staff read of a customer’s file to the audit trail, and none for a refused one', async () => {
    const fileId = await upload(await png(), 'finger.png', s.as.shopper);
    const reads = async () =>
      (await s.http().get('/api/admin/catalogue/audit?action=file.read').set('Authorization', s.as.owner).expect(200))
        .body as { entries: { action: string; actor?: { role: string }; target?: { id: string } }[] };
    const before = (await reads()).entries.filter((e) => e.target?.id === fileId);
    expect(before).toHaveLength(0);
    await bytesOf(s.http().get(`/api/admin/files/${fileId}`).set('Authorization', s.as.support)).expect(200);
    await bytesOf(s.http().get(`/api/admin/files/${fileId}`).set('Authorization', s.as.staff)).expect(200);
    await s.http().get(`/api/admin/files/${fileId}`).set('Authorization', s.as.shopper).expect(403);
    const after = (await reads()).entries.filter((e) => e.target?.id === fileId);
    expect(after.map((e) => [e.action, e.actor?.role])).toEqual([
      ['file.read', 'staff'],
      ['file.read', 'support'],
    ]);
  });

  it('refuses a shopper’s token (403) and no token (401); 400 for a malformed id, 404 for an unknown one', async () => {
    const fileId = await upload(await png(), 'ring.png', s.as.shopper);
    expect((await s.http().get(`/api/admin/files/${fileId}`).set('Authorization', s.as.shopper)).status).toBe(403);
    expect((await s.http().get(`/api/admin/files/${fileId}`)).status).toBe(401);
    const malformed = await s.http().get('/api/admin/files/not-an-id').set('Authorization', s.as.staff).expect(400);
    expect(apiErrorResponseSchema.parse(malformed.body).message).toBe(FILE_MESSAGES.invalidId);
    const unknown = await s
      .http()
      .get(`/api/admin/files/${'0'.repeat(32)}`)
      .set('Authorization', s.as.staff)
      .expect(404);
    expect(apiErrorResponseSchema.parse(unknown.body).message).toBe(FILE_MESSAGES.notFound);
  });

  it('gives orders any file over the internal address (the proof e-mail)', async () => {
    const picture = await png();
    const fileId = await upload(picture, 'proof.png', s.as.shopper);
    const res = await bytesOf(s.http().get(`/internal/files/${fileId}`).set(SERVICE_HEADERS)).expect(200);
    expect(Buffer.compare(res.body as Buffer, picture)).toBe(0);
    expect(res.headers['content-type']).toBe('image/png');
    await s
      .http()
      .get(`/internal/files/${'f'.repeat(32)}`)
      .set(SERVICE_HEADERS)
      .expect(404);
    await s.http().get('/internal/files/nope').set(SERVICE_HEADERS).expect(400);
  });
});
