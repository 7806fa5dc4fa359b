// The complaint form and the complaints desk on the real app and FerretDB: a submission answers a
// ticket at once and mails the customer and the shop once (also when pressed twice at once); bad
// input is refused with its messages and stores nothing; the desk's late flags follow the clock;
// acknowledge and resolve happen (and mail, and are audited) once under concurrent presses; the
// roles: every staff role reads, support does not act, shoppers and strangers are refused.
import { getModelToken } from '@nestjs/mongoose';
import {
  apiErrorResponseSchema,
  GRIEVANCE_MESSAGES,
  GRIEVANCE_PROMISE,
  GRIEVANCE_TICKET_PATTERN,
  SHOP_LANGUAGE_HEADER,
  type AdminGrievance,
  type GrievanceRequest,
} from '@rmj/contracts';
import { loadSigningKey, signAccessToken } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { createTestApp, testKeyPair, type OrdersTestApp } from '../testing/test-app';
import { Grievance } from './grievance.schema';
import { GrievanceClock } from './grievances.service';

let t: OrdersTestApp;
let grievances: Model<Grievance>;
let clock: GrievanceClock;
/** The time the clock reads; undefined reads the real time. */
let frozen: Date | undefined;

beforeAll(async () => {
  t = await createTestApp('grievances');
  grievances = t.app.get(getModelToken(Grievance.name));
  clock = t.app.get(GrievanceClock);
  jest.spyOn(clock, 'now').mockImplementation(() => frozen ?? new Date());
});
afterAll(() => t.close());
beforeEach(async () => {
  frozen = undefined;
  await grievances.deleteMany({});
  t.mail.clear();
});

type Role = 'owner' | 'staff' | 'support';
const staffBearer = (role: Role) =>
  `Bearer ${signAccessToken(
    {
      sub: `staff-${role}`,
      email: `${role}@rmj.in`,
      firstName: 'Meena',
      role,
      sid: t.identity.sessionFor(`staff-${role}`),
    },
    loadSigningKey(testKeyPair.privateKey),
  )}`;

const complaint = (over: Partial<GrievanceRequest> = {}): GrievanceRequest => ({
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '',
  orderNumber: 'rmj-abcde12345',
  subject: 'product-quality',
  description: 'The clasp broke on the second day.',
  submissionId: randomUUID(),
  ...over,
});
const submit = (body: unknown) =>
  t
    .http()
    .post('/api/grievances')
    .send(body as object);
const mailsTo = (address: string) => t.mail.messages().filter((m) => m.to.includes(address));
const mailsAbout = (ticket: string) => t.mail.messages().filter((m) => m.subject.includes(ticket));
const desk = (role: Role, query = '') =>
  t.http().get(`/api/admin/grievances${query}`).set('authorization', staffBearer(role));
const act = (role: Role, ticket: string, step: 'acknowledge' | 'resolve', body: object = {}) =>
  t.http().post(`/api/admin/grievances/${ticket}/${step}`).set('authorization', staffBearer(role)).send(body);

async function submitted(over: Partial<GrievanceRequest> = {}): Promise<string> {
  const res = await submit(complaint(over)).expect(201);
  return (res.body as { ticket: string }).ticket;
}

describe('the complaint form', () => {
  it('answers a ticket at once and mails the customer (ticket, promised times) and the shop, once each', async () => {
    frozen = new Date('2026-11-29T06:00:00Z');
    const res = await submit(complaint()).expect(201);
    expect(res.body).toEqual({
      ticket: expect.stringMatching(GRIEVANCE_TICKET_PATTERN),
      message: 'Thank you. Your complaint is registered.',
      promise: 'We will acknowledge your complaint within 48 hours and resolve it within one month.',
    });
    const { ticket } = res.body as { ticket: string };
    expect(ticket.startsWith('GRV-2026-')).toBe(true);
    expect(GRIEVANCE_PROMISE).toBe(res.body.promise);

    const toCustomer = mailsTo('asha@example.in');
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0].subject).toBe(`Your complaint ${ticket} to RMJ Jewellers is registered`);
    expect(toCustomer[0].text).toContain(`Ticket number: ${ticket}`);
    expect(toCustomer[0].text).toContain(
      'We will acknowledge it within 48 hours (by 1 December 2026) and resolve it within one month (by 29 December 2026).',
    );
    expect(toCustomer[0].text).toContain('Product quality (order RMJ-ABCDE12345)');
    const toShop = mailsAbout(ticket).filter((m) => !m.to.includes('asha@example.in'));
    expect(toShop.map((m) => m.subject)).toEqual([`New complaint ${ticket} from Asha Rao`]);
    expect(toShop[0].text).toContain('The clasp broke on the second day.');
    expect(toShop[0].text).toContain(`/admin/complaints/${ticket}`);

    const stored = await grievances.findById(ticket).lean<Grievance>().exec();
    expect(stored).toMatchObject({ state: 'new', orderNumber: 'RMJ-ABCDE12345', createdAt: frozen });
    expect(stored).not.toHaveProperty('phone');
  });

  it('writes to a customer who complained from a Tamil page in Tamil, and tells the shop in English', async () => {
    frozen = new Date('2026-11-29T06:00:00Z');
    const res = await t.http().post('/api/grievances').set(SHOP_LANGUAGE_HEADER, 'ta').send(complaint()).expect(201);
    const { ticket } = res.body as { ticket: string };
    const [toCustomer] = mailsTo('asha@example.in');
    expect(toCustomer.subject).toBe(`RMJ Jewellers-இல் உங்கள் புகார் ${ticket} பதிவு செய்யப்பட்டது`);
    expect(toCustomer.text).toContain('பொருளின் தரம் (ஆர்டர் RMJ-ABCDE12345)');
    expect(toCustomer.text).toContain('(1 டிசம்பர், 2026-க்குள்)');
    expect(toCustomer.text).toContain(`டிக்கெட் எண்: ${ticket}`);
    const toShop = mailsAbout(ticket).filter((m) => !m.to.includes('asha@example.in'));
    expect(toShop.map((m) => m.subject)).toEqual([`New complaint ${ticket} from Asha Rao`]);
    expect((await grievances.findById(ticket).lean<Grievance>().exec())?.language).toBe('ta');
  });

  it('opens one ticket for one submission pressed three times at once, and mails once', async () => {
    const body = complaint({ email: 'twice@example.in' });
    const answers = await Promise.all([submit(body), submit(body), submit(body)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => (a.body as { ticket: string }).ticket)).size).toBe(1);
    expect(await grievances.countDocuments({ email: 'twice@example.in' })).toBe(1);
    expect(mailsTo('twice@example.in')).toHaveLength(1);
    // A later retry of the same submission: the same ticket, no new mail.
    const again = await submit(body).expect(201);
    expect(again.body.ticket).toBe(answers[0].body.ticket);
    expect(mailsTo('twice@example.in')).toHaveLength(1);
  });

  it('gives two submissions two tickets', async () => {
    const a = await submitted();
    const b = await submitted();
    expect(a).not.toBe(b);
  });

  it('refuses bad input with each field’s message and stores nothing', async () => {
    const res = await submit({
      name: '',
      email: 'asha@',
      phone: 'call me',
      orderNumber: 'RMJ-1',
      subject: 'shipping',
      description: 'x'.repeat(2001),
      submissionId: randomUUID(),
    }).expect(400);
    const body = apiErrorResponseSchema.parse(res.body);
    expect(body.issues).toEqual([
      { field: 'name', message: GRIEVANCE_MESSAGES.name },
      { field: 'email', message: GRIEVANCE_MESSAGES.email },
      { field: 'phone', message: GRIEVANCE_MESSAGES.phone },
      { field: 'orderNumber', message: GRIEVANCE_MESSAGES.orderNumber },
      { field: 'subject', message: GRIEVANCE_MESSAGES.subject },
      { field: 'description', message: GRIEVANCE_MESSAGES.descriptionLong },
    ]);
    expect(await grievances.countDocuments({})).toBe(0);
    expect(t.mail.messages()).toHaveLength(0);
  });
});

describe('the complaints desk', () => {
  it('lists oldest first with age and late flags computed from the clock, and filters by state', async () => {
    const start = new Date('2026-10-01T04:30:00Z');
    frozen = start;
    const oldest = await submitted({ name: 'First' });
    frozen = new Date(start.getTime() + 24 * 3_600_000);
    const middle = await submitted({ name: 'Second' });
    frozen = new Date(start.getTime() + 40 * 3_600_000);
    const newest = await submitted({ name: 'Third' });
    await act('staff', middle, 'acknowledge').expect(200);

    // 49 hours after the first: only it is past 48 hours unacknowledged.
    frozen = new Date(start.getTime() + 49 * 3_600_000);
    const list = (await desk('support').expect(200)).body.grievances as AdminGrievance[];
    expect(list.map((g) => [g.ticket, g.state, g.ageHours, g.acknowledgementLate, g.resolutionLate])).toEqual([
      [oldest, 'new', 49, true, false],
      [middle, 'acknowledged', 25, false, false],
      [newest, 'new', 9, false, false],
    ]);

    // 32 days after the first (31 after the second, 30 and a bit after the third): all late to resolve.
    frozen = new Date(start.getTime() + 32 * 24 * 3_600_000);
    const later = (await desk('owner').expect(200)).body.grievances as AdminGrievance[];
    expect(later.map((g) => [g.acknowledgementLate, g.resolutionLate])).toEqual([
      [true, true],
      [false, true],
      [true, true],
    ]);
    const acknowledged = (await desk('staff', '?state=acknowledged').expect(200)).body.grievances as AdminGrievance[];
    expect(acknowledged.map((g) => g.ticket)).toEqual([middle]);
    await desk('staff', '?state=closed').expect(400);
  });

  it('acknowledges once under three presses at once: one mail, one audit entry, who and when', async () => {
    const ticket = await submitted();
    t.mail.clear();
    const presses = await Promise.all([
      act('staff', ticket, 'acknowledge'),
      act('owner', ticket, 'acknowledge'),
      act('staff', ticket, 'acknowledge'),
    ]);
    expect(presses.map((p) => p.status).sort()).toEqual([200, 409, 409]);
    const refused = presses.find((p) => p.status === 409)!;
    expect(refused.body.message).toBe(GRIEVANCE_MESSAGES.alreadyAcknowledged);
    const done = presses.find((p) => p.status === 200)!.body as AdminGrievance;
    expect(done).toMatchObject({ state: 'acknowledged', acknowledged: { at: expect.any(String) } });
    expect(['staff@rmj.in', 'owner@rmj.in']).toContain(done.acknowledged!.by);

    const mails = mailsTo('asha@example.in');
    expect(mails.map((m) => m.subject)).toEqual([`We are looking into your complaint ${ticket}`]);
    const audit = await t.http().get('/api/admin/orders/audit').set('authorization', staffBearer('owner')).expect(200);
    const entries = (
      audit.body.entries as Array<{ action: string; target?: { id: string }; actor?: { email: string } }>
    ).filter((e) => e.target?.id === ticket);
    expect(entries.map((e) => [e.action, e.actor?.email])).toEqual([['grievance.acknowledged', done.acknowledged!.by]]);
  });

  it('resolves once with its note under concurrent presses, mails the note, then refuses to acknowledge', async () => {
    const ticket = await submitted();
    await act('owner', ticket, 'resolve', { note: ' ' })
      .expect(400)
      .expect((res) => expect(res.body.issues).toEqual([{ field: 'note', message: GRIEVANCE_MESSAGES.note }]));
    t.mail.clear();
    const presses = await Promise.all([
      act('owner', ticket, 'resolve', { note: 'We replaced the clasp free of charge.' }),
      act('staff', ticket, 'resolve', { note: 'We replaced the clasp free of charge.' }),
    ]);
    expect(presses.map((p) => p.status).sort()).toEqual([200, 409]);
    const one = (await t.http().get(`/api/admin/grievances/${ticket}`).set('authorization', staffBearer('support')))
      .body as AdminGrievance;
    expect(one).toMatchObject({
      state: 'resolved',
      resolutionLate: false,
      resolved: { note: 'We replaced the clasp free of charge.' },
    });
    const mails = mailsTo('asha@example.in');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your complaint ${ticket} is resolved`);
    expect(mails[0].text).toContain('We replaced the clasp free of charge.');
    await act('staff', ticket, 'acknowledge')
      .expect(409)
      .expect((res) => expect(res.body.message).toBe(GRIEVANCE_MESSAGES.alreadyResolved));
  });

  it('lets every staff role read, only owner and staff act; refuses shoppers and strangers; 404 for no ticket', async () => {
    const ticket = await submitted();
    await desk('support').expect(200);
    await t.http().get(`/api/admin/grievances/${ticket}`).set('authorization', staffBearer('support')).expect(200);
    await act('support', ticket, 'acknowledge').expect(403);
    await act('support', ticket, 'resolve', { note: 'Done.' }).expect(403);
    await t.http().get('/api/admin/grievances').set('authorization', t.bearer()).expect(403);
    await t.http().get('/api/admin/grievances').expect(401);
    await t.http().post(`/api/admin/grievances/${ticket}/acknowledge`).expect(401);
    expect((await grievances.findById(ticket).lean<Grievance>().exec())?.state).toBe('new');
    await act('staff', 'GRV-2026-000000', 'acknowledge')
      .expect(404)
      .expect((res) => expect(res.body.message).toBe(GRIEVANCE_MESSAGES.notFound));
  });
});
