// The back office's customers against a real database (FerretDB): accounts and the records staff
// make in one searchable list, one customer per phone number and per e-mail (across both kinds and
// under two creates at once), edits, notes with who and when, roles, and the audit trail.
import {
  customerDetailSchema,
  customerMessages,
  customersPageSchema,
  ROLE_REFUSED_MESSAGE,
  staffAuditPageSchema,
  type CustomerInput,
} from '@rmj/contracts';
import request from 'supertest';
import { createTestApp, latestCode, mailsTo, registration, type TestApp } from '../testing/test-app';
import { api, inviteAndSetUp, OWNER, setUpMember, StaffClock } from '../testing/staff';

const address = {
  name: 'Lakshmi Narayanan',
  phone: '9840012345',
  address: '4 North Car Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  zipCode: '625001',
};

describe('customers (FerretDB)', () => {
  let t: TestApp;
  const tokens = { owner: '', staff: '', support: '' };
  let shopperId = '';
  /** The record Meenakshi's account later registered beside (same phone). */
  const joined = { recordId: '', accountId: '' };
  const http = () => api(t);
  const put = (path: string, body: object, token: string) =>
    request(t.app.getHttpServer()).put(path).set('authorization', `Bearer ${token}`).send(body);
  const add = (body: CustomerInput, token = tokens.staff) => http().post('/api/admin/customers', body, token);
  const list = async (q: string, page = 1, token = tokens.support) =>
    customersPageSchema.parse(
      (
        await http()
          .get(`/api/admin/customers?q=${encodeURIComponent(q)}&page=${page}`, token)
          .expect(200)
      ).body,
    );
  const trail = async () =>
    staffAuditPageSchema.parse(
      (await http().get('/api/admin/staff/audit?action=customer.', tokens.owner).expect(200)).body,
    ).entries;

  beforeAll(async () => {
    t = await createTestApp('customers');
    const clock = new StaffClock(t);
    const owner = await setUpMember(t, clock, OWNER);
    tokens.owner = owner.token;
    tokens.staff = (await inviteAndSetUp(t, clock, owner.token, 'meena@rmj.in', 'staff')).token;
    tokens.support = (await inviteAndSetUp(t, clock, owner.token, 'suresh@rmj.in', 'support', 'Suresh Babu')).token;
    // A registered shopper: Asha Kumar, 9876543210.
    await http().post('/api/register', registration('asha@example.in')).expect(200);
    const done = await http()
      .post('/api/register', {
        ...registration('asha@example.in'),
        verificationCode: await latestCode(t.mail, 'asha@example.in'),
      })
      .expect(200);
    shopperId = done.body.userId;
  });
  afterAll(() => t.close());

  it('adds a customer who ordered on WhatsApp: phone and e-mail kept in one form, in the trail', async () => {
    const res = await add({
      name: '  Lakshmi Narayanan ',
      phone: '+91 98400 12345',
      email: 'Lakshmi.N@Example.IN',
      addresses: [address],
    }).expect(201);
    const made = customerDetailSchema.parse(res.body);
    expect(made).toMatchObject({
      kind: 'record',
      name: 'Lakshmi Narayanan',
      phone: '9840012345',
      email: 'lakshmi.n@example.in',
      ordersUserId: made.id,
      notes: [],
      createdBy: { email: 'meena@rmj.in', role: 'staff' },
    });
    expect(made.addresses).toEqual([{ id: expect.any(String), ...address, country: 'India' }]);
    const read = await http().get(`/api/admin/customers/${made.id}`, tokens.support).expect(200);
    expect(read.body).toEqual(res.body);

    const [entry] = await trail();
    expect(entry).toMatchObject({
      action: 'customer.created',
      actor: { email: 'meena@rmj.in', role: 'staff' },
      target: { type: 'customer', id: made.id, label: 'Lakshmi Narayanan' },
      after: { name: 'Lakshmi Narayanan', phone: '9840012345', email: 'lakshmi.n@example.in' },
    });
  });

  it('refuses a second customer with the same phone or e-mail, naming the first (records and accounts)', async () => {
    const samePhone = await add({ name: 'L. Narayanan', phone: '098400 12345' }).expect(409);
    expect(samePhone.body.message).toBe('A customer with this phone number already exists: Lakshmi Narayanan.');
    const sameEmail = await add({ name: 'L. N.', phone: '9840099999', email: 'LAKSHMI.N@example.in' }).expect(409);
    expect(sameEmail.body.message).toBe(customerMessages.emailTaken('Lakshmi Narayanan'));
    const accountPhone = await add({ name: 'Asha K', phone: '98765 43210' }).expect(409);
    expect(accountPhone.body.message).toBe('A customer with this phone number already exists: Asha Kumar.');
    const accountEmail = await add({ name: 'Asha K', phone: '9840077777', email: 'Asha@Example.in' }).expect(409);
    expect(accountEmail.body.message).toBe('A customer with this e-mail already exists: Asha Kumar.');
    // Nothing half-made: the numbers refused above are still free.
    await add({ name: 'Kavitha R', phone: '9840099999' }).expect(201);
    await add({ name: 'Kavitha S', phone: '9840077777' }).expect(201);
  });

  it('keeps one customer when two staff add the same phone number at once', async () => {
    const [a, b] = await Promise.all([
      add({ name: 'Priya Raman', phone: '9445011111' }),
      add({ name: 'Priya R', phone: '+91 94450 11111' }, tokens.owner),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const [won, lost] = a.status === 201 ? [a, b] : [b, a];
    expect(lost.body.message).toBe(customerMessages.phoneTaken(won.body.name));
    expect((await list('9445011111')).customers.map((c) => c.name)).toEqual([won.body.name]);
  });

  it('lets a shopper register with a phone a staff-made customer has; the two stay separate', async () => {
    const record = (await add({ name: 'Meenakshi Sundaram', phone: '9003012345' }).expect(201)).body;
    const email = 'meenakshi@example.in';
    const form = { ...registration(email), firstName: 'Meenakshi', lastName: 'Sundar', phoneNumber: '9003012345' };
    await http().post('/api/register', form).expect(200);
    const done = await http()
      .post('/api/register', { ...form, verificationCode: await latestCode(t.mail, email) })
      .expect(200);
    const found = await list('90030 12345');
    expect(found.customers.map((c) => [c.kind, c.id])).toEqual([
      ['account', done.body.userId],
      ['record', record.id],
    ]);
    joined.recordId = record.id;
    joined.accountId = done.body.userId;
  });

  it("joins the record to that account only with the code mailed to the account's holder", async () => {
    const { recordId, accountId } = joined;
    const detail = customerDetailSchema.parse(
      (await http().get(`/api/admin/customers/${recordId}`, tokens.support).expect(200)).body,
    );
    expect(detail.possibleAccounts).toEqual([{ id: accountId, name: 'Meenakshi Sundar', match: 'phone' }]);
    // Not an account that shares nothing with the record, and never by support.
    const stranger = await http()
      .post(`/api/admin/customers/${recordId}/link-code`, { accountId: shopperId }, tokens.staff)
      .expect(409);
    expect(stranger.body.message).toBe(customerMessages.linkNotShared);
    await http().post(`/api/admin/customers/${recordId}/link-code`, { accountId }, tokens.support).expect(403);

    const sent = await http()
      .post(`/api/admin/customers/${recordId}/link-code`, { accountId }, tokens.staff)
      .expect(200);
    expect(sent.body.message).toBe(customerMessages.linkCodeSent('m***i@example.in'));
    const [mail] = await mailsTo(t.mail, 'meenakshi@example.in');
    expect(mail.subject).toBe('Your RMJ code to join your orders to your account');
    const code = await latestCode(t.mail, 'meenakshi@example.in');
    const wrong = code === '000000' ? '111111' : '000000';
    await http().post(`/api/admin/customers/${recordId}/link`, { accountId, code: wrong }, tokens.staff).expect(400);
    expect(
      (await http().get(`/api/admin/customers/${recordId}`, tokens.staff).expect(200)).body.linkedTo,
    ).toBeUndefined();

    const linked = await http()
      .post(`/api/admin/customers/${recordId}/link`, { accountId, code }, tokens.staff)
      .expect(200);
    expect(linked.body).toMatchObject({ id: recordId, linkedTo: accountId });
    expect(linked.body.possibleAccounts).toBeUndefined();
    const account = await http().get(`/api/admin/customers/${accountId}`, tokens.support).expect(200);
    expect(account.body.linkedRecords).toEqual([{ id: recordId, name: 'Meenakshi Sundaram' }]);
    const again = await http()
      .post(`/api/admin/customers/${recordId}/link`, { accountId, code }, tokens.owner)
      .expect(409);
    expect(again.body.message).toBe(customerMessages.alreadyLinked);
    const entries = await trail();
    expect(entries[0]).toMatchObject({
      action: 'customer.linked',
      actor: { email: 'meena@rmj.in' },
      target: { id: recordId, label: 'Meenakshi Sundaram' },
      after: { linkedTo: accountId, account: 'Meenakshi Sundar' },
    });
    expect(entries[1]).toMatchObject({ action: 'customer.link-code-sent', after: { to: 'm***i@example.in' } });
  });

  it('finds customers by a part of their phone, e-mail or name in any case, a page at a time', async () => {
    expect((await list('98400 12')).customers.map((c) => c.name)).toEqual(['Lakshmi Narayanan']);
    expect((await list('LAKSHMI.N@')).customers.map((c) => c.name)).toEqual(['Lakshmi Narayanan']);
    expect((await list('narayan')).customers.map((c) => c.name)).toEqual(['Lakshmi Narayanan']);
    expect((await list('asha kum')).customers.map((c) => [c.kind, c.id])).toEqual([['account', shopperId]]);
    // The text is taken literally, never as a pattern.
    expect((await list('.*')).total).toBe(0);
    for (let i = 1; i <= 22; i++)
      await add({
        name: `Walk-in ${String(i).padStart(2, '0')}`,
        phone: `95000000${String(i).padStart(2, '0')}`,
      }).expect(201);
    const first = await list('walk-in');
    expect(first).toMatchObject({ total: 22, page: 1, pageSize: 20 });
    expect(first.customers[0].name).toBe('Walk-in 22');
    const second = await list('walk-in', 2);
    expect(second.customers.map((c) => c.name)).toEqual(['Walk-in 02', 'Walk-in 01']);
    expect(await list('walk-in', 3)).toMatchObject({ customers: [], total: 22, page: 3 });
    const all = await list('');
    expect(all.total).toBeGreaterThan(22);
  });

  it('edits a customer: the trail keeps only what changed, the old number is free again', async () => {
    const made = (await add({ name: 'Revathi', phone: '9790011111', addresses: [address] }).expect(201)).body;
    const res = await put(
      `/api/admin/customers/${made.id}`,
      {
        name: 'Revathi Krishnan',
        phone: '9790022222',
        email: 'revathi@example.in',
        addresses: [{ ...address, city: 'Sivakasi' }],
      },
      tokens.staff,
    ).expect(200);
    expect(res.body).toMatchObject({ name: 'Revathi Krishnan', phone: '9790022222', email: 'revathi@example.in' });
    // The address kept at its place keeps its id.
    expect(res.body.addresses).toEqual([{ ...made.addresses[0], city: 'Sivakasi' }]);
    const [entry] = await trail();
    expect(entry).toMatchObject({
      action: 'customer.updated',
      target: { id: made.id, label: 'Revathi Krishnan' },
      before: { name: 'Revathi', phone: '9790011111' },
      after: { name: 'Revathi Krishnan', phone: '9790022222', email: 'revathi@example.in' },
    });
    expect(entry.before).toMatchObject({
      addresses: ['Lakshmi Narayanan, 4 North Car Street, Madurai, Tamil Nadu 625001, India, 9840012345'],
    });
    expect(entry.after).toMatchObject({
      addresses: ['Lakshmi Narayanan, 4 North Car Street, Sivakasi, Tamil Nadu 625001, India, 9840012345'],
    });
    await add({ name: 'Someone else', phone: '9790011111' }).expect(201);

    const clash = await put(
      `/api/admin/customers/${made.id}`,
      { name: 'Revathi K', phone: '9840012345' },
      tokens.owner,
    ).expect(409);
    expect(clash.body.message).toBe(customerMessages.phoneTaken('Lakshmi Narayanan'));
    const kept = await http().get(`/api/admin/customers/${made.id}`, tokens.support).expect(200);
    expect(kept.body).toMatchObject({ name: 'Revathi Krishnan', phone: '9790022222' });

    const account = await put(
      `/api/admin/customers/${shopperId}`,
      { name: 'X', phone: '9000000001' },
      tokens.staff,
    ).expect(409);
    expect(account.body.message).toBe(customerMessages.accountNotEditable);
    await put('/api/admin/customers/000000000000000000000000', { name: 'X', phone: '9000000001' }, tokens.staff).expect(
      404,
    );
  });

  it('keeps staff notes with who and when, newest first; support reads but cannot add or edit', async () => {
    const first = await http()
      .post(`/api/admin/customers/${shopperId}/notes`, { text: 'Prefers delivery after 6 pm.' }, tokens.staff)
      .expect(201);
    expect(first.body.notes).toEqual([
      {
        id: expect.any(String),
        text: 'Prefers delivery after 6 pm.',
        at: expect.any(String),
        by: expect.objectContaining({ email: 'meena@rmj.in', role: 'staff' }),
      },
    ]);
    const second = await http()
      .post(`/api/admin/customers/${shopperId}/notes`, { text: '  Ring size 14.  ' }, tokens.owner)
      .expect(201);
    expect(second.body.notes.map((n: { text: string }) => n.text)).toEqual([
      'Ring size 14.',
      'Prefers delivery after 6 pm.',
    ]);
    const [entry] = await trail();
    expect(entry).toMatchObject({
      action: 'customer.note-added',
      target: { id: shopperId, label: 'Asha Kumar' },
      after: { note: 'Ring size 14.' },
    });

    const blank = await http()
      .post(`/api/admin/customers/${shopperId}/notes`, { text: '  ' }, tokens.staff)
      .expect(400);
    expect(blank.body.message).toBe(customerMessages.noteRequired);
    const bySupport = await http()
      .post(`/api/admin/customers/${shopperId}/notes`, { text: 'Hi' }, tokens.support)
      .expect(403);
    expect(bySupport.body.message).toBe(ROLE_REFUSED_MESSAGE);
    const addBySupport = await add({ name: 'Nope', phone: '9000000002' }, tokens.support).expect(403);
    expect(addBySupport.body.message).toBe(ROLE_REFUSED_MESSAGE);
    const detail = customerDetailSchema.parse(
      (await http().get(`/api/admin/customers/${shopperId}`, tokens.support).expect(200)).body,
    );
    expect(detail).toMatchObject({
      kind: 'account',
      name: 'Asha Kumar',
      phone: '9876543210',
      email: 'asha@example.in',
    });
    expect(detail.notes).toHaveLength(2);
    await http().get('/api/admin/customers/nope', tokens.support).expect(404);
  });

  it('answers bad details with one clear message each and keeps nothing', async () => {
    const bad = await add({ name: '', phone: '12345', email: 'not-an-email' }).expect(400);
    expect(bad.body.message).toBe(customerMessages.nameRequired);
    expect(bad.body.issues).toEqual([
      { field: 'name', message: customerMessages.nameRequired },
      { field: 'phone', message: customerMessages.phoneInvalid },
      { field: 'email', message: customerMessages.emailInvalid },
    ]);
    await add({ name: 'Extra', phone: '9000000003', role: 'owner' } as CustomerInput).expect(400);
    expect((await list('9000000003')).total).toBe(0);
  });
});
