// The shopper's files for their copy of their data (real app, real FerretDB): the account's own
// files with their consent and deletion date, never another account's or an anonymous browser's.
import type { INestApplication } from '@nestjs/common';
import { myFilesResponseSchema, PRIVACY_NOTICE_VERSIONS, uploadResponseSchema } from '@rmj/contracts';
import request from 'supertest';
import { createTestApp } from '../testing/test-app';
import { pdf, png } from '../testing/sample-files';
import { accountEnv, browser, startIdentityStub, type IdentityStub } from '../testing/shoppers';

describe('a shopper’s list of their files (real FerretDB)', () => {
  let app: INestApplication;
  let identity: IdentityStub;
  beforeAll(async () => {
    identity = await startIdentityStub();
    ({ app } = await createTestApp('my_files', { FILES_CLEANUP_INTERVAL_MS: '0', ...accountEnv(identity) }));
  });
  afterAll(async () => {
    await app.close();
    await identity.close();
  });

  it('lists the account’s files with their consent, deletion date and address, and nobody else’s', async () => {
    const asha = identity.bearer('user-files-1');
    const started = Date.now();
    const finger = uploadResponseSchema.parse(
      (
        await browser(app)
          .post('/api/files')
          .set('Authorization', asha)
          .field('purpose', 'fingerprint')
          .field('consent', PRIVACY_NOTICE_VERSIONS.fingerprint)
          .attach('file', await png(), 'finger.png')
          .expect(201)
      ).body,
    );
    const doc = uploadResponseSchema.parse(
      (
        await browser(app)
          .post('/api/files')
          .set('Authorization', asha)
          .field('purpose', 'pdf')
          .attach('file', pdf(), 'design.pdf')
          .expect(201)
      ).body,
    );
    await browser(app).post('/api/files').field('purpose', 'pdf').attach('file', pdf(), 'anon.pdf').expect(201);
    await browser(app)
      .post('/api/files')
      .set('Authorization', identity.bearer('user-files-2'))
      .field('purpose', 'pdf')
      .attach('file', pdf(), 'other.pdf')
      .expect(201);

    const res = await request(app.getHttpServer()).get('/api/my-files').set('Authorization', asha).expect(200);
    const { files } = myFilesResponseSchema.parse(res.body);
    expect(files.map((f) => f.fileId).sort()).toEqual([finger.fileId, doc.fileId].sort());
    const fingerRow = files.find((f) => f.fileId === finger.fileId)!;
    expect(fingerRow).toMatchObject({
      name: 'finger.png',
      type: 'image/png',
      purpose: 'fingerprint',
      url: `/api/files/${finger.fileId}`,
      consent: { noticeVersion: PRIVACY_NOTICE_VERSIONS.fingerprint },
    });
    // Not ordered: deleted seven days after the upload.
    const deleteBy = Date.parse(fingerRow.deleteBy) - started;
    expect(deleteBy).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(deleteBy).toBeLessThan(7 * 24 * 3600_000 + 60_000);
    expect(files.find((f) => f.fileId === doc.fileId)?.consent).toBeUndefined();

    await request(app.getHttpServer()).get('/api/my-files').expect(401);
  });
});
