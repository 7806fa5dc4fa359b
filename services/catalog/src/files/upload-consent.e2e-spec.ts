// Consent to fingerprints and photographs (real app, real FerretDB): an upload of either is refused
// without the ticked consent or under an old notice, and nothing is stored; a consented upload is
// recorded with its time, purpose, notice version and who consented. A return's photos consent to
// their own notice, and the orders service can tell them from the customiser's photos. PDFs and the
// shop's own engraving proof carry only the notice.
import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import {
  apiErrorResponseSchema,
  CONSENT_MESSAGES,
  fileOwnershipResponseSchema,
  PRIVACY_NOTICE_VERSIONS,
  uploadResponseSchema,
} from '@rmj/contracts';
import type { Connection } from 'mongoose';
import supertest from 'supertest';
import { createTestApp, SERVICE_HEADERS } from '../testing/test-app';
import { pdf, png } from '../testing/sample-files';
import { accountEnv, browser, startIdentityStub, type IdentityStub } from '../testing/shoppers';
import { UPLOAD_CONSENTS, type UploadConsentRecord } from './upload-consent';

describe('consent to fingerprint and photo uploads (real FerretDB)', () => {
  let app: INestApplication;
  let identity: IdentityStub;
  let db: NonNullable<Connection['db']>;
  beforeAll(async () => {
    identity = await startIdentityStub();
    ({ app } = await createTestApp('files_consent', { FILES_CLEANUP_INTERVAL_MS: '0', ...accountEnv(identity) }));
    db = app.get<Connection>(getConnectionToken()).db!;
  });
  afterAll(async () => {
    await app.close();
    await identity.close();
  });

  const storedFiles = () => db.collection('uploads.files').countDocuments();
  const consents = () => db.collection<UploadConsentRecord>(UPLOAD_CONSENTS);
  const refusedWith = async (fields: Record<string, string>, message: string) => {
    const before = await storedFiles();
    const req = browser(app).post('/api/files');
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    const res = await req.attach('file', await png(), 'finger.png');
    expect(res.status).toBe(400);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(message);
    expect(await storedFiles()).toBe(before);
  };

  it('refuses a fingerprint or photo without the ticked consent, storing nothing', async () => {
    await refusedWith({ purpose: 'fingerprint' }, CONSENT_MESSAGES.required);
    await refusedWith({ purpose: 'image' }, CONSENT_MESSAGES.required);
    // An image sent with no purpose at all is a photograph as far as consent goes.
    await refusedWith({}, CONSENT_MESSAGES.required);
  });

  it('refuses a consent given under an old notice, and an unknown purpose', async () => {
    await refusedWith({ purpose: 'fingerprint', consent: '2020-01-01' }, CONSENT_MESSAGES.outdated);
    await refusedWith({ purpose: 'selfie', consent: PRIVACY_NOTICE_VERSIONS.image }, CONSENT_MESSAGES.invalidPurpose);
  });

  it('records a consented fingerprint with the time, the notice version and the account', async () => {
    const before = Date.now();
    const res = await browser(app)
      .post('/api/files')
      .set('Authorization', identity.bearer('user-consent-1'))
      .field('purpose', 'fingerprint')
      .field('consent', PRIVACY_NOTICE_VERSIONS.fingerprint)
      .attach('file', await png(), 'finger.png')
      .expect(201);
    const { fileId } = uploadResponseSchema.parse(res.body);
    const record = await consents().findOne({ _id: fileId });
    expect(record).toMatchObject({
      purpose: 'fingerprint',
      noticeVersion: PRIVACY_NOTICE_VERSIONS.fingerprint,
      owner: 'user-consent-1',
    });
    expect(record?.uploader).toMatch(/^[0-9a-f]{64}$/);
    expect(record!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(record!.consentedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records an anonymous photo consent against the browser', async () => {
    const res = await browser(app)
      .post('/api/files')
      .field('purpose', 'image')
      .field('consent', PRIVACY_NOTICE_VERSIONS.image)
      .attach('file', await png(), 'family.png')
      .expect(201);
    const record = await consents().findOne({ _id: uploadResponseSchema.parse(res.body).fileId });
    expect(record).toMatchObject({ purpose: 'image', noticeVersion: PRIVACY_NOTICE_VERSIONS.image });
    expect(record?.owner).toBeUndefined();
  });

  it("refuses a return's photo without the ticked consent, or consented under the customiser's photo notice", async () => {
    await refusedWith({ purpose: 'returnPhoto' }, CONSENT_MESSAGES.required);
    await refusedWith({ purpose: 'returnPhoto', consent: '2020-01-01' }, CONSENT_MESSAGES.outdated);
    if (PRIVACY_NOTICE_VERSIONS.image !== PRIVACY_NOTICE_VERSIONS.returnPhoto)
      await refusedWith({ purpose: 'returnPhoto', consent: PRIVACY_NOTICE_VERSIONS.image }, CONSENT_MESSAGES.outdated);
  });

  it("records a return's photo under its own notice, and tells it from the customiser's photo", async () => {
    const send = async (purpose: 'returnPhoto' | 'image') => {
      const res = await browser(app)
        .post('/api/files')
        .set('Authorization', identity.bearer('user-consent-2'))
        .field('purpose', purpose)
        .field('consent', PRIVACY_NOTICE_VERSIONS[purpose])
        .attach('file', await png(), 'scratch.png')
        .expect(201);
      return uploadResponseSchema.parse(res.body).fileId;
    };
    const returnPhoto = await send('returnPhoto');
    const customiserPhoto = await send('image');
    expect(await consents().findOne({ _id: returnPhoto })).toMatchObject({
      purpose: 'returnPhoto',
      noticeVersion: PRIVACY_NOTICE_VERSIONS.returnPhoto,
      owner: 'user-consent-2',
    });
    const asked = await supertest(app.getHttpServer())
      .post('/internal/files/ownership')
      .set(SERVICE_HEADERS)
      .send({ userId: 'user-consent-2', fileIds: [returnPhoto, customiserPhoto], purpose: 'returnPhoto' })
      .expect(200);
    expect(fileOwnershipResponseSchema.parse(asked.body)).toEqual({
      owned: [returnPhoto, customiserPhoto],
      missing: [],
      wrongPurpose: [customiserPhoto],
    });
  });

  it('takes a PDF and the engraving proof without a consent box, and records none', async () => {
    const doc = await browser(app)
      .post('/api/files')
      .field('purpose', 'pdf')
      .attach('file', pdf(), 'd.pdf')
      .expect(201);
    const plain = await browser(app).post('/api/files').attach('file', pdf(), 'd.pdf').expect(201);
    const proof = await browser(app)
      .post('/api/files')
      .field('purpose', 'proof')
      .attach('file', await png(), 'proof.png')
      .expect(201);
    const ids = [doc, plain, proof].map((r) => uploadResponseSchema.parse(r.body).fileId);
    expect(await consents().countDocuments({ _id: { $in: ids } })).toBe(0);
  });
});
