import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import {
  apiErrorResponseSchema,
  FILE_MESSAGES,
  fileClaimsResponseSchema,
  fileOwnershipResponseSchema,
  UNCLAIMED_FILE_TTL_MS,
  uploadResponseSchema,
} from '@rmj/contracts';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { createTestApp, SERVICE_HEADERS } from '../testing/test-app';
import { FilesCleanupService } from './files-cleanup.service';
import { png, withPhotoConsent } from '../testing/sample-files';
import { browser } from '../testing/shoppers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const RETENTION_DAYS = 120;

describe('ownership, claims, retention and the upload limit (real FerretDB)', () => {
  let app: INestApplication;
  let connection: Connection;
  let cleanup: FilesCleanupService;
  beforeAll(async () => {
    ({ app } = await createTestApp('file_claims', {
      FILES_CLEANUP_INTERVAL_MS: String(HOUR),
      FILES_UPLOAD_LIMIT: '4',
      FILES_CLAIMED_RETENTION_DAYS: String(RETENTION_DAYS),
    }));
    connection = app.get<Connection>(getConnectionToken());
    cleanup = app.get(FilesCleanupService);
  });
  afterAll(() => app.close());

  const http = () => request(app.getHttpServer());
  /** A browser that uploads from its own (forwarded) address, so the upload limit of one test does not touch another. */
  const shopperAt = (ip: string) => {
    const agent = browser(app);
    let cookie = '';
    return {
      cookie: () => cookie,
      async upload() {
        const res = await withPhotoConsent(agent.post('/api/files').set('x-forwarded-for', ip))
          .attach('file', await png(), 'a.png')
          .expect(201);
        cookie = String(res.headers['set-cookie']).split(';')[0];
        return uploadResponseSchema.parse(res.body).fileId;
      },
    };
  };
  const ownership = (userId: string, fileIds: string[], cookie?: string) => {
    const req = http().post('/internal/files/ownership').set(SERVICE_HEADERS);
    if (cookie) req.set('Cookie', cookie);
    return req.send({ userId, fileIds });
  };
  const claim = (userId: string, fileIds: string[]) =>
    http().post('/internal/files/claims').set(SERVICE_HEADERS).send({ userId, fileIds });
  const stored = (id: string) => connection.collection('uploads.files').findOne({ _id: id as never });
  const exists = async (id: string) => (await stored(id)) !== null;
  const chunksOf = (id: string) => connection.collection('uploads.chunks').countDocuments({ files_id: id as never });
  const setDates = (ids: string[], dates: Record<string, Date>) =>
    connection.collection('uploads.files').updateMany({ _id: { $in: ids as never[] } }, { $set: dates });

  it('adopts at checkout only the files this browser uploaded, never another browser’s or account’s', async () => {
    const asha = shopperAt('10.0.1.1');
    const mine = [await asha.upload(), await asha.upload()];
    const theirs = await shopperAt('10.0.1.2').upload();
    const res = await ownership('asha', [...mine, theirs, mine[0]], asha.cookie()).expect(200);
    expect(fileOwnershipResponseSchema.parse(res.body)).toEqual({ owned: mine, missing: [theirs] });
    expect((await stored(mine[0]))?.metadata?.owner).toBe('asha');
    // Adopted: the account owns them without the cookie; the same browser cannot hand them to another account.
    await ownership('asha', mine).expect(200, { owned: mine, missing: [] });
    await ownership('ravi', mine, asha.cookie()).expect(200, { owned: [], missing: mine });
    // Without the browser's cookie nothing is adopted.
    await ownership('ravi', [theirs]).expect(200, { owned: [], missing: [theirs] });
  });

  it('claims only the shopper’s own files, idempotently, keeping them for the retention period', async () => {
    const asha = shopperAt('10.0.2.1');
    const a = await asha.upload();
    const foreign = await shopperAt('10.0.2.2').upload();
    const unknown = 'f'.repeat(32);
    await ownership('asha', [a], asha.cookie()).expect(200);
    const first = await claim('asha', [a, a, unknown, foreign]).expect(200);
    expect(fileClaimsResponseSchema.parse(first.body)).toEqual({ claimed: [a], missing: [unknown, foreign] });
    const claimedFile = await stored(a);
    const claimedAt = claimedFile?.metadata?.claimedAt as Date;
    expect(claimedAt).toBeInstanceOf(Date);
    expect((claimedFile?.metadata?.keepUntil as Date).getTime() - claimedAt.getTime()).toBe(RETENTION_DAYS * DAY);
    expect((await stored(foreign))?.metadata?.claimedAt).toBeUndefined();
    await claim('asha', [a]).expect(200, { claimed: [a], missing: [] });
    expect((await stored(a))?.metadata?.claimedAt).toEqual(claimedAt);
    // Another account cannot claim it (nor keep it longer).
    await claim('ravi', [a]).expect(200, { claimed: [], missing: [a] });
  });

  it.each([
    [{ fileIds: ['a'.repeat(32)] }, 'userId is required'],
    [{ userId: 'u' }, 'fileIds must be a list of file ids'],
    [{ userId: 'u', fileIds: [] }, 'fileIds must not be empty'],
    [{ userId: 'u', fileIds: ['../x'] }, 'Invalid file id'],
    [{ userId: 'u', fileIds: ['A'.repeat(32)] }, 'Invalid file id'],
    [{ userId: 'u', fileIds: ['a'.repeat(32)], extra: 1 }, 'Unknown field: extra'],
  ])('refuses a bad claim or ownership check %j', async (body, message) => {
    for (const path of ['/internal/files/claims', '/internal/files/ownership']) {
      const res = await http().post(path).set(SERVICE_HEADERS).send(body).expect(400);
      expect(apiErrorResponseSchema.parse(res.body).message).toBe(message);
    }
  });

  it('is not part of the public /api surface', async () => {
    await http()
      .post('/api/files/claims')
      .send({ userId: 'u', fileIds: ['a'.repeat(32)] })
      .expect(404);
    await http()
      .post('/api/files/ownership')
      .send({ userId: 'u', fileIds: ['a'.repeat(32)] })
      .expect(404);
  });

  it('removes unclaimed files after 7 days, keeps claimed ones, once per window across replicas', async () => {
    const shop = shopperAt('10.0.0.2');
    const kept = await shop.upload();
    const dropped = await shop.upload();
    const fresh = await shop.upload();
    await ownership('meena', [kept], shop.cookie()).expect(200);
    await claim('meena', [kept]).expect(200);
    await setDates([kept, dropped], { uploadDate: new Date(Date.now() - UNCLAIMED_FILE_TTL_MS - HOUR) });

    const now = new Date();
    // Two replicas waking in the same window: exactly one runs.
    const runs = await Promise.all([cleanup.run(now), cleanup.run(now)]);
    expect(runs.filter((r) => r !== null)).toHaveLength(1);
    expect(runs.find((r) => r)?.removed).toBe(1);
    expect(await exists(dropped)).toBe(false);
    expect(await chunksOf(dropped)).toBe(0);
    expect(await exists(kept)).toBe(true);
    expect(await exists(fresh)).toBe(true);
    await http().get(`/api/files/${dropped}`).expect(404);

    // The next window runs again and finds nothing more to do.
    expect(await cleanup.run(new Date(now.getTime() + HOUR))).toEqual(expect.objectContaining({ removed: 0 }));
  });

  it('removes claimed files once their retention date has passed, also those claimed before retention dates existed', async () => {
    const shop = shopperAt('10.0.3.1');
    const [done, current, legacy, legacyRecent] = [
      await shop.upload(),
      await shop.upload(),
      await shop.upload(),
      await shop.upload(),
    ];
    await ownership('neha', [done, current], shop.cookie()).expect(200);
    await claim('neha', [done, current]).expect(200);
    const now = Date.now();
    await setDates([done], { 'metadata.keepUntil': new Date(now - HOUR) });
    // Claimed by an earlier version: a claim date and no retention date.
    await setDates([legacy], { 'metadata.claimedAt': new Date(now - (RETENTION_DAYS * DAY + HOUR)) });
    await setDates([legacyRecent], { 'metadata.claimedAt': new Date(now - DAY) });

    const run = await cleanup.run(new Date(now + 20 * HOUR));
    expect(run?.removed).toBe(2);
    expect(await exists(done)).toBe(false);
    expect(await chunksOf(done)).toBe(0);
    expect(await exists(legacy)).toBe(false);
    expect(await exists(current)).toBe(true);
    expect(await exists(legacyRecent)).toBe(true);
  });

  it('finishes a deletion a crashed run left half-done, unless the file was claimed meanwhile', async () => {
    const shop = shopperAt('10.0.0.3');
    const orphan = await shop.upload();
    const claimed = await shop.upload();
    // A run died after its tombstones: one file document already deleted, its chunks still there.
    await connection.collection('file_deletions').insertMany([
      { _id: orphan, at: new Date() },
      { _id: claimed, at: new Date() },
    ] as never[]);
    await connection.collection('uploads.files').deleteOne({ _id: orphan as never });
    await ownership('kavya', [claimed], shop.cookie()).expect(200);
    await claim('kavya', [claimed]).expect(200);
    expect(await chunksOf(orphan)).toBeGreaterThan(0);

    await cleanup.run(new Date(Date.now() + 10 * HOUR));
    expect(await chunksOf(orphan)).toBe(0);
    expect(await exists(claimed)).toBe(true);
    expect(await chunksOf(claimed)).toBeGreaterThan(0);
    expect(await connection.collection('file_deletions').countDocuments()).toBe(0);
  });

  it('limits uploads per client, counting an IPv6 /64 as one client', async () => {
    const from = (ip: string) =>
      http().post('/api/files').set('x-forwarded-for', ip).attach('file', Buffer.from('x'), 'x.txt');
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:db8:1:2:aaaa::3',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
    ]) {
      expect((await from(ip)).status).toBe(415);
    }
    const limited = await from('2001:db8:1:2::99');
    expect(limited.status).toBe(429);
    expect(apiErrorResponseSchema.parse(limited.body).message).toBe(FILE_MESSAGES.tooMany);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another /64 and another IPv4 client still have their budget.
    expect((await from('2001:db8:1:3::1')).status).toBe(415);
    expect((await from('10.0.0.9')).status).toBe(415);
  });
});
