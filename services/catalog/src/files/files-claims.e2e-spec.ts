import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { apiErrorResponseSchema, FILE_MESSAGES, fileClaimsResponseSchema, UNCLAIMED_FILE_TTL_MS, uploadResponseSchema } from '@rmj/contracts';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { createTestApp } from '../testing/test-app';
import { FilesCleanupService } from './files-cleanup.service';
import { png } from '../testing/sample-files';

const HOUR = 3_600_000;

describe('claims, clean-up and the upload limit (real FerretDB)', () => {
  let app: INestApplication;
  let connection: Connection;
  let cleanup: FilesCleanupService;
  beforeAll(async () => {
    ({ app } = await createTestApp('file_claims', { FILES_CLEANUP_INTERVAL_MS: String(HOUR), FILES_UPLOAD_LIMIT: '4' }));
    connection = app.get<Connection>(getConnectionToken());
    cleanup = app.get(FilesCleanupService);
  });
  afterAll(() => app.close());

  const http = () => request(app.getHttpServer());
  // Each test uploads from its own (forwarded) address, so the upload limit of one does not touch another.
  const uploadFrom = async (ip: string) => {
    const res = await http().post('/api/files').set('x-forwarded-for', ip).attach('file', await png(), 'a.png').expect(201);
    return uploadResponseSchema.parse(res.body).fileId;
  };
  const exists = async (id: string) => (await connection.collection('uploads.files').countDocuments({ _id: id as never })) === 1;
  const chunksOf = (id: string) => connection.collection('uploads.chunks').countDocuments({ files_id: id as never });

  it('claims files idempotently and reports unknown ids', async () => {
    const a = await uploadFrom('10.0.0.1');
    const unknown = 'f'.repeat(32);
    const first = await http().post('/internal/files/claims').send({ fileIds: [a, a, unknown] }).expect(200);
    expect(fileClaimsResponseSchema.parse(first.body)).toEqual(first.body);
    expect(first.body).toEqual({ claimed: [a], missing: [unknown] });
    const stored = await connection.collection('uploads.files').findOne({ _id: a as never });
    const claimedAt = stored?.metadata?.claimedAt as Date;
    expect(claimedAt).toBeInstanceOf(Date);
    await http().post('/internal/files/claims').send({ fileIds: [a] }).expect(200, { claimed: [a], missing: [] });
    const again = await connection.collection('uploads.files').findOne({ _id: a as never });
    expect(again?.metadata?.claimedAt).toEqual(claimedAt);
  });

  it.each([
    [{}, 'fileIds must be a list of file ids'],
    [{ fileIds: [] }, 'fileIds must not be empty'],
    [{ fileIds: ['../x'] }, 'Invalid file id'],
    [{ fileIds: ['a'.repeat(32)], extra: 1 }, 'Unknown field: extra'],
  ])('refuses a bad claim %j', async (body, message) => {
    const res = await http().post('/internal/files/claims').send(body).expect(400);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(message);
  });

  it('is not part of the public /api surface', async () => {
    await http().post('/api/files/claims').send({ fileIds: ['a'.repeat(32)] }).expect(404);
  });

  it('removes unclaimed files after 7 days, keeps claimed ones, once per window across replicas', async () => {
    const kept = await uploadFrom('10.0.0.2');
    const dropped = await uploadFrom('10.0.0.2');
    const fresh = await uploadFrom('10.0.0.2');
    await http().post('/internal/files/claims').send({ fileIds: [kept] }).expect(200);
    const week = UNCLAIMED_FILE_TTL_MS;
    const old = new Date(Date.now() - week - HOUR);
    await connection.collection('uploads.files').updateMany({ _id: { $in: [kept, dropped] as never[] } }, { $set: { uploadDate: old } });

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

  it('finishes a deletion a crashed run left half-done, unless the file was claimed meanwhile', async () => {
    const orphan = await uploadFrom('10.0.0.3');
    const claimed = await uploadFrom('10.0.0.3');
    // A run died after its tombstones: one file document already deleted, its chunks still there.
    await connection.collection('file_deletions').insertMany([{ _id: orphan, at: new Date() }, { _id: claimed, at: new Date() }] as never[]);
    await connection.collection('uploads.files').deleteOne({ _id: orphan as never });
    await http().post('/internal/files/claims').send({ fileIds: [claimed] }).expect(200);
    expect(await chunksOf(orphan)).toBeGreaterThan(0);

    await cleanup.run(new Date(Date.now() + 10 * HOUR));
    expect(await chunksOf(orphan)).toBe(0);
    expect(await exists(claimed)).toBe(true);
    expect(await chunksOf(claimed)).toBeGreaterThan(0);
    expect(await connection.collection('file_deletions').countDocuments()).toBe(0);
  });

  it('limits uploads per client, counting an IPv6 /64 as one client', async () => {
    const from = (ip: string) => http().post('/api/files').set('x-forwarded-for', ip).attach('file', Buffer.from('x'), 'x.txt');
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::3', '2001:db8:1:2:ffff:ffff:ffff:ffff']) {
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
