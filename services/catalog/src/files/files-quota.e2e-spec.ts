import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { apiErrorResponseSchema, FILE_MESSAGES, uploadResponseSchema } from '@rmj/contracts';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { createTestApp, SERVICE_HEADERS } from '../testing/test-app';
import { pdf } from '../testing/sample-files';
import { accountEnv, browser, startIdentityStub, type IdentityStub } from '../testing/shoppers';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import { FileStore } from './file-store';
import { FilesCleanupService } from './files-cleanup.service';
import { LEDGER_COLLECTION, UploadQuota } from './upload-quota';

const DAY_SECONDS = 24 * 3600;

const uploadFrom = (agent: ReturnType<typeof browser>, ip: string, bytes: number, auth?: string) => {
  const req = agent.post('/api/files').set('x-forwarded-for', ip);
  if (auth) req.set('Authorization', auth);
  return req.attach('file', pdf(bytes), 'design.pdf');
};
const expectRefused = (res: request.Response, status: number, message: string) => {
  expect(res.status).toBe(status);
  expect(apiErrorResponseSchema.parse(res.body).message).toBe(message);
};

describe('daily byte quotas per client (real FerretDB)', () => {
  let app: INestApplication;
  let identity: IdentityStub;
  beforeAll(async () => {
    identity = await startIdentityStub();
    ({ app } = await createTestApp('files_quota', {
      FILES_CLEANUP_INTERVAL_MS: '0',
      FILES_DAILY_BYTES_PER_CLIENT: '10000',
      FILES_DAILY_BYTES_PER_ADDRESS: '25000',
      ...accountEnv(identity),
    }));
  });
  afterAll(async () => {
    await app.close();
    await identity.close();
  });

  it('refuses a browser’s upload past its daily bytes with a 429 the page can show, and not another browser’s', async () => {
    const asha = browser(app);
    await uploadFrom(asha, '10.1.0.1', 4000).expect(201);
    await uploadFrom(asha, '10.1.0.1', 4000).expect(201);
    const over = await uploadFrom(asha, '10.1.0.1', 4000);
    expectRefused(over, 429, FILE_MESSAGES.dailyQuota);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(DAY_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS);
    // What still fits is accepted; the refused upload did not count.
    await uploadFrom(asha, '10.1.0.1', 2000).expect(201);
    // A client with nothing left is refused from the request's headers, before its body is read.
    const early = await asha
      .post('/api/files')
      .set('x-forwarded-for', '10.1.0.1')
      .set('content-type', 'multipart/form-data; boundary=x')
      .set('content-length', String(4 * 1024 * 1024))
      .timeout(5000)
      .ok(() => true);
    expectRefused(early, 429, FILE_MESSAGES.dailyQuota);
    // Another browser behind the same address has its own budget.
    await uploadFrom(browser(app), '10.1.0.1', 4000).expect(201);
  });

  it('counts an address as a backstop, so dropping the cookie does not reset the budget', async () => {
    for (let i = 0; i < 3; i += 1) await uploadFrom(browser(app), '10.1.0.2', 8000).expect(201);
    expectRefused(await uploadFrom(browser(app), '10.1.0.2', 8000), 429, FILE_MESSAGES.dailyQuota);
    await uploadFrom(browser(app), '10.1.0.3', 8000).expect(201);
  });

  it('counts a logged-in shopper’s uploads from every browser together', async () => {
    const ravi = identity.bearer('ravi');
    await uploadFrom(browser(app), '10.1.0.4', 6000, ravi).expect(201);
    expectRefused(await uploadFrom(browser(app), '10.1.0.5', 6000, ravi), 429, FILE_MESSAGES.dailyQuota);
  });
});

describe('the ceiling of stored unclaimed bytes (real FerretDB)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    ({ app } = await createTestApp('files_ceiling', {
      FILES_CLEANUP_INTERVAL_MS: '0',
      FILES_UNCLAIMED_BYTES_MAX: '10000',
    }));
  });
  afterAll(() => app.close());

  it('answers 507 once unclaimed uploads would pass it; claimed files and expired quota entries free the room', async () => {
    const shop = browser(app);
    const first = await uploadFrom(shop, '10.2.0.1', 6000).expect(201);
    expectRefused(await uploadFrom(browser(app), '10.2.0.2', 6000), 507, FILE_MESSAGES.storageFull);
    await uploadFrom(browser(app), '10.2.0.2', 4000).expect(201);
    // A full store refuses before the body is read too.
    expectRefused(await uploadFrom(browser(app), '10.2.0.3', 10), 507, FILE_MESSAGES.storageFull);

    const cookie = String(first.headers['set-cookie']).split(';')[0];
    const fileId = uploadResponseSchema.parse(first.body).fileId;
    const http = () => request(app.getHttpServer());
    await http()
      .post('/internal/files/ownership')
      .set(SERVICE_HEADERS)
      .set('Cookie', cookie)
      .send({ userId: 'asha', fileIds: [fileId] })
      .expect(200);
    await http()
      .post('/internal/files/claims')
      .set(SERVICE_HEADERS)
      .send({ userId: 'asha', fileIds: [fileId] })
      .expect(200);
    await uploadFrom(browser(app), '10.2.0.3', 5000).expect(201);

    // The clean-up forgets quota entries older than a day.
    const ledger = app.get<Connection>(getConnectionToken()).collection(LEDGER_COLLECTION);
    expect(await ledger.countDocuments()).toBe(3);
    await app.get(FilesCleanupService).run(new Date(Date.now() + DAY_SECONDS * 1000 + 1000));
    expect(await ledger.countDocuments()).toBe(0);
  });
});

describe('the ceiling across replicas (real FerretDB)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    ({ app } = await createTestApp('files_replicas', {
      FILES_CLEANUP_INTERVAL_MS: '0',
      FILES_UNCLAIMED_BYTES_MAX: '10000',
    }));
  });
  afterAll(() => app.close());

  it('counts uploads another replica accepted at once, though this replica’s snapshot is older', async () => {
    const other = new UploadQuota(
      app.get<Connection>(getConnectionToken()),
      app.get(SERVICE_CONFIG),
      app.get(FileStore),
    );
    await other.precheck({ address: '10.3.0.9' }); // the other replica's snapshot: nothing stored yet
    await uploadFrom(browser(app), '10.3.0.1', 6000).expect(201);
    await expect(other.reserve('e'.repeat(32), { address: '10.3.0.9' }, 6000)).rejects.toMatchObject({ status: 507 });
    await expect(other.reserve('e'.repeat(32), { address: '10.3.0.9' }, 4000)).resolves.toBeUndefined();
  });
});
