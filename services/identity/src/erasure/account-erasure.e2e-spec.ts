// Deleting an account at identity (real app, real FerretDB, real mail catcher; orders and catalog
// stood in for by a small server that checks the service credential): the typed e-mail must match;
// an open order or a failing service leaves the account working, and a retry finishes the job; on
// success the account, addresses, codes and every session are gone, a confirmation is mailed, a
// record without personal data is kept, and registering again with the e-mail starts afresh.
import { getModelToken } from '@nestjs/mongoose';
import {
  ACCOUNT_DELETION_MESSAGES,
  accountAddressesResponseSchema,
  deleteAccountResponseSchema,
  openOrdersMessage,
} from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { DEV_INTERNAL_SERVICE_TOKEN, SERVICE_TOKEN_HEADER } from '@rmj/nest-common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Model } from 'mongoose';
import request from 'supertest';
import { SavedAddressRecord } from '../addresses/saved-address.schema';
import { CustomerNoteRecord } from '../customers/customer-record.schema';
import { Session } from '../sessions/session.schema';
import { createTestApp, latestCode, mailsTo, newClientIp, registration, type TestApp } from '../testing/test-app';
import { OWNER, setUpMember, StaffClock, staffModels } from '../testing/staff';
import { AccountErasure } from './account-erasure.schema';

/** The other services' erasure endpoints: answers set per test, calls recorded. */
interface ErasureStub {
  url: string;
  calls: Array<{ path: string; userId: string }>;
  answer: Record<string, { status: number; body: unknown }>;
  close(): Promise<void>;
}

async function startErasureStub(): Promise<ErasureStub> {
  const stub = { calls: [], answer: {} } as unknown as ErasureStub;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.headers[SERVICE_TOKEN_HEADER] !== DEV_INTERNAL_SERVICE_TOKEN) {
        res.writeHead(401).end();
        return;
      }
      const path = req.url ?? '';
      // The catalog's settings, read for the mails' contact footer (not an erasure call).
      if (req.method === 'GET' && path === '/internal/settings') {
        const settings = { ...SHOP_SETTINGS_FIXTURE, phone: '+91 98400 11223' };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ settings, version: 2 }));
        return;
      }
      stub.calls.push({ path, userId: (JSON.parse(raw) as { userId: string }).userId });
      const { status, body } = stub.answer[path] ?? { status: 404, body: {} };
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}

const ORDERS_DONE = { status: 200, body: { erased: true, orders: 2, invoices: 1, checkouts: 0 } };
const FILES_DONE = { status: 200, body: { erased: true, files: 3, consents: 1 } };

describe('deleting an account (real FerretDB)', () => {
  let t: TestApp;
  let stub: ErasureStub;
  const http = () => request(t.app.getHttpServer());

  async function signUp(email: string): Promise<{ token: string; userId: string }> {
    const ip = newClientIp();
    await http().post('/api/register').set('x-forwarded-for', ip).send(registration(email)).expect(200);
    const verificationCode = await latestCode(t.mail, email);
    const res = await http()
      .post('/api/register')
      .set('x-forwarded-for', ip)
      .send({ ...registration(email), verificationCode })
      .expect(200);
    return { token: res.body.token as string, userId: res.body.userId as string };
  }

  async function logIn(email: string): Promise<string> {
    const res = await http()
      .post('/api/login')
      .set('x-forwarded-for', newClientIp())
      .send({ email, password: registration(email).password })
      .expect(200);
    return res.body.token as string;
  }

  const deleteAccount = (token: string, email: string) =>
    http().delete('/api/account').set('Authorization', `Bearer ${token}`).send({ email });
  const stillWorks = (token: string) =>
    http().get('/api/account/addresses').set('Authorization', `Bearer ${token}`).expect(200);

  beforeAll(async () => {
    stub = await startErasureStub();
    t = await createTestApp('account_erasure', { ORDERS_URL: stub.url, CATALOG_URL: stub.url });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => {
    stub.calls.length = 0;
    stub.answer = { '/internal/erasure/orders': ORDERS_DONE, '/internal/erasure/files': FILES_DONE };
  });

  it('asks for the account’s own e-mail typed again, and erases nothing without it', async () => {
    const { token } = await signUp('mismatch.erase@example.com');
    const wrong = await deleteAccount(token, 'someone.else@example.com').expect(400);
    expect(wrong.body.message).toBe(ACCOUNT_DELETION_MESSAGES.confirmMismatch);
    await deleteAccount(token, 'not an e-mail').expect(400);
    await http().delete('/api/account').send({ email: 'mismatch.erase@example.com' }).expect(401);
    expect(stub.calls).toEqual([]);
    await stillWorks(token);
  });

  it('refuses while an order is open, naming it, and keeps the account', async () => {
    const { token, userId } = await signUp('open.erase@example.com');
    stub.answer['/internal/erasure/orders'] = { status: 200, body: { erased: false, openOrders: ['RMJ-7K3M9Q2X4P'] } };
    const res = await deleteAccount(token, 'Open.Erase@example.com ').expect(409);
    expect(res.body.message).toBe(openOrdersMessage(['RMJ-7K3M9Q2X4P']));
    expect(stub.calls).toEqual([{ path: '/internal/erasure/orders', userId }]);
    await stillWorks(token);
  });

  it('keeps the account working when a service fails, and finishes on the next try', async () => {
    const email = 'retry.erase@example.com';
    const { token, userId } = await signUp(email);
    stub.answer['/internal/erasure/files'] = { status: 500, body: {} };
    const failed = await deleteAccount(token, email).expect(503);
    expect(failed.body.message).toBe(ACCOUNT_DELETION_MESSAGES.unavailable);
    await stillWorks(token);

    stub.answer['/internal/erasure/files'] = FILES_DONE;
    const done = await deleteAccount(token, email).expect(200);
    expect(deleteAccountResponseSchema.parse(done.body).message).toBe(ACCOUNT_DELETION_MESSAGES.deleted);
    expect(stub.calls.map((c) => c.path)).toEqual([
      '/internal/erasure/orders',
      '/internal/erasure/files',
      '/internal/erasure/orders',
      '/internal/erasure/files',
    ]);
    expect(new Set(stub.calls.map((c) => c.userId))).toEqual(new Set([userId]));
  });

  it('deletes the account, its addresses, codes and every session, mails a confirmation, and keeps a record without personal data', async () => {
    const email = 'gone.erase@example.com';
    const { token, userId } = await signUp(email);
    const otherDevice = await logIn(email);
    const neighbour = await signUp('stays.erase@example.com');
    await http()
      .post('/api/account/addresses')
      .set('Authorization', `Bearer ${token}`)
      .send({
        name: 'Asha Kumar',
        phone: '9876543210',
        address: '12 Temple Street',
        city: 'Dindigul',
        state: 'Tamil Nadu',
        zipCode: '624601',
      })
      .expect(201);
    const addresses: Model<SavedAddressRecord> = t.app.get(getModelToken(SavedAddressRecord.name));
    const sessions: Model<Session> = t.app.get(getModelToken(Session.name));
    const erasures: Model<AccountErasure> = t.app.get(getModelToken(AccountErasure.name));
    const notes: Model<CustomerNoteRecord> = t.app.get(getModelToken(CustomerNoteRecord.name));
    const by = { id: 'st-1', email: 'staff@rmj.in', role: 'staff' as const };
    await notes.create([
      { customerId: userId, text: 'Ring size 14.', at: new Date(), by },
      { customerId: neighbour.userId, text: 'Prefers calls after 6 pm.', at: new Date(), by },
    ]);
    const before = await erasures.countDocuments();

    await deleteAccount(token, email).expect(200);

    expect(await t.users.countDocuments({ email })).toBe(0);
    expect(await addresses.countDocuments({ userId })).toBe(0);
    // Staff notes on the account go with it; a neighbour's stay.
    expect(await notes.countDocuments({ customerId: userId })).toBe(0);
    expect(await notes.countDocuments({ customerId: neighbour.userId })).toBe(1);
    expect(await sessions.countDocuments({ userId })).toBe(0);
    expect(await t.codes.countDocuments({ email })).toBe(0);
    for (const used of [token, otherDevice]) {
      await http().get('/api/account/addresses').set('Authorization', `Bearer ${used}`).expect(401);
    }
    // Another shopper is untouched.
    await stillWorks(neighbour.token);

    const [confirmation] = await mailsTo(t.mail, email);
    expect(confirmation.subject).toBe('Your RMJ account has been deleted');
    expect(confirmation.text).toContain('tax invoices for 8 years');
    expect(confirmation.text).toContain('Questions? Call +91 98400 11223 or write to');

    expect(await erasures.countDocuments()).toBe(before + 1);
    const record = (await erasures.findOne().sort({ erasedAt: -1 }).lean().exec())!;
    expect(record).toMatchObject({
      orders: 2,
      invoices: 1,
      files: 3,
      consents: 1,
      addresses: 1,
      sessions: 2,
      mailed: true,
    });
    const stored = JSON.stringify(record);
    for (const personal of [email, userId, 'Asha', 'Temple']) expect(stored).not.toContain(personal);

    // The same e-mail registers afresh: a new account with no addresses.
    // No wait: the per-minute code limit kept under the e-mail went with the account.
    expect(await t.codes.db.collection('rate_limit_tickets').countDocuments({ k: { $regex: email } })).toBe(0);
    const again = await signUp(email);
    expect(again.userId).not.toBe(userId);
    const fresh = accountAddressesResponseSchema.parse((await stillWorks(again.token)).body);
    expect(fresh.addresses).toEqual([]);
  });

  it('refuses a staff sign-in: staff accounts are the owner’s to manage', async () => {
    const owner = await setUpMember(t, new StaffClock(t), OWNER);
    const res = await deleteAccount(owner.token, OWNER).expect(403);
    expect(res.body.message).toBe(ACCOUNT_DELETION_MESSAGES.notAShopper);
    expect(stub.calls).toEqual([]);
    expect(await staffModels(t).members.countDocuments({ email: OWNER })).toBe(1);
  });
});
