// Deleting an account, the catalog part (real app, real FerretDB): the account's files are deleted
// with their bytes, their consents keep what was consented to but no longer whose, other shoppers'
// files are untouched, and asking again changes nothing more.
import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { filesErasureResponseSchema, PRIVACY_NOTICE_VERSIONS, uploadResponseSchema } from '@rmj/contracts';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { createTestApp, SERVICE_HEADERS } from '../testing/test-app';
import { pdf, png } from '../testing/sample-files';
import { accountEnv, browser, startIdentityStub, type IdentityStub } from '../testing/shoppers';
import { UPLOAD_CONSENTS } from './upload-consent';

describe('erasing a deleted account’s files (real FerretDB)', () => {
  let app: INestApplication;
  let identity: IdentityStub;
  let db: Connection['db'];
  beforeAll(async () => {
    identity = await startIdentityStub();
    ({ app } = await createTestApp('files_erasure', { FILES_CLEANUP_INTERVAL_MS: '0', ...accountEnv(identity) }));
    db = app.get<Connection>(getConnectionToken()).db;
  });
  afterAll(async () => {
    await app.close();
    await identity.close();
  });

  const upload = async (userId: string, name: string) =>
    uploadResponseSchema.parse(
      (
        await browser(app)
          .post('/api/files')
          .set('Authorization', identity.bearer(userId))
          .field('purpose', 'fingerprint')
          .field('consent', PRIVACY_NOTICE_VERSIONS.fingerprint)
          .attach('file', await png(), name)
          .expect(201)
      ).body,
    ).fileId;

  const erase = async (userId: string) =>
    filesErasureResponseSchema.parse(
      (
        await request(app.getHttpServer())
          .post('/internal/erasure/files')
          .set(SERVICE_HEADERS)
          .send({ userId })
          .expect(200)
      ).body,
    );

  it('deletes the account’s files and unlinks their consents, once', async () => {
    const mine = [await upload('user-erase-1', 'a.png'), await upload('user-erase-1', 'b.png')];
    await browser(app)
      .post('/api/files')
      .set('Authorization', identity.bearer('user-erase-1'))
      .field('purpose', 'pdf')
      .attach('file', pdf(), 'c.pdf')
      .expect(201);
    const theirs = await upload('user-erase-2', 'd.png');

    expect(await erase('user-erase-1')).toEqual({ erased: true, files: 3, consents: 2 });

    const files = db!.collection('uploads.files');
    expect(await files.countDocuments({ 'metadata.owner': 'user-erase-1' })).toBe(0);
    expect(await db!.collection('uploads.chunks').countDocuments({ files_id: { $in: mine } })).toBe(0);
    const consents = await db!
      .collection(UPLOAD_CONSENTS)
      .find({ _id: { $in: mine as never[] } })
      .toArray();
    expect(consents).toHaveLength(2);
    for (const consent of consents) {
      expect(consent).toMatchObject({ purpose: 'fingerprint', noticeVersion: PRIVACY_NOTICE_VERSIONS.fingerprint });
      expect(consent.owner).toBeUndefined();
      expect(consent.uploader).toBeUndefined();
    }
    await request(app.getHttpServer())
      .get(`/api/files/${mine[0]}`)
      .set('Authorization', identity.bearer('user-erase-1'))
      .expect(404);

    // Another shopper's file and consent stay.
    expect(await files.countDocuments({ _id: theirs as never })).toBe(1);
    expect(await db!.collection(UPLOAD_CONSENTS).findOne({ _id: theirs as never })).toMatchObject({
      owner: 'user-erase-2',
    });

    expect(await erase('user-erase-1')).toEqual({ erased: true, files: 0, consents: 0 });
  });

  it('is for the shop’s own services only', async () => {
    await request(app.getHttpServer()).post('/internal/erasure/files').send({ userId: 'u' }).expect(401);
    await request(app.getHttpServer())
      .post('/internal/erasure/files')
      .set(SERVICE_HEADERS)
      .send({ userId: '' })
      .expect(400);
  });
});
