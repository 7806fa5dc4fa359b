// The old-gold exchange (real app, real FerretDB): only the owner sets buy-back rates (audited), the
// page reads them, a customer's request keeps the estimate quoted when it was sent, and staff list
// the requests newest first and mark them contacted or closed.
import {
  adminOldGoldPageSchema,
  buybackTableSchema,
  OLD_GOLD_MESSAGES,
  OLD_GOLD_PAGE_SIZE,
  oldGoldRequestResponseSchema,
  ROLE_REFUSED_MESSAGE,
  staffAuditPageSchema,
} from '@rmj/contracts';
import { createStaffApp, type StaffApp } from '../testing/staff';
import { OLD_GOLD_RETENTION_DAYS } from './old-gold-limits';
import { OldGoldStore } from './old-gold.store';

const RATES = '/api/admin/old-gold/rates';
const REQUESTS = '/api/admin/old-gold/requests';

describe('the old-gold exchange (real FerretDB)', () => {
  let s: StaffApp;
  let client = 0;
  beforeAll(async () => {
    s = await createStaffApp('old_gold', 1);
  });
  afterAll(() => s.close());

  const as = (role: keyof StaffApp['as']) => ({
    get: (path: string) => s.http().get(path).set('Authorization', s.as[role]),
    put: (path: string, body: object) => s.http().put(path).set('Authorization', s.as[role]).send(body),
    post: (path: string, body: object) => s.http().post(path).set('Authorization', s.as[role]).send(body),
  });
  /** Each request from a fresh client address, so the per-client limit stays out of the way. */
  const send = (body: object, ip = `10.7.${client >> 8}.${++client & 255}`) =>
    s.http().post('/api/old-gold/requests').set('x-forwarded-for', ip).send(body);
  const meena = {
    name: 'Meena Raman',
    phone: '+91 98765 43210',
    email: 'Meena@Example.com',
    purity: 'gold-916',
    weightGrams: 10.5,
    contactBy: 'visit',
    preferredTime: 'Saturday morning',
    note: 'Two old bangles',
  };

  it('tells the page there are no buy-back rates before the owner sets any, and still takes a request', async () => {
    const table = buybackTableSchema.parse((await s.http().get('/api/old-gold/rates').expect(200)).body);
    expect(table).toEqual({ rates: [], deductionBasisPoints: 0, setAt: null });
    const res = oldGoldRequestResponseSchema.parse((await send({ ...meena, contactBy: 'call' }).expect(201)).body);
    expect(res.estimate).toBeNull();
    expect(res.message).toBe(OLD_GOLD_MESSAGES.submitted);
  });

  it('lets only the owner set buy-back rates; staff and support read them, shoppers neither', async () => {
    for (const role of ['staff', 'support'] as const) {
      const refused = await as(role)
        .put(RATES, { rates: { 'gold-916': 6500 }, deductionPercent: 2 })
        .expect(403);
      expect(refused.body.message).toBe(ROLE_REFUSED_MESSAGE);
      await as(role).get(RATES).expect(200);
    }
    await as('shopper').get(RATES).expect(403);
    await s
      .http()
      .put(RATES)
      .send({ rates: { 'gold-916': 6500 }, deductionPercent: 2 })
      .expect(401);
  });

  it('sets the rates and deduction, shows them on the page, and writes who and what to the audit trail', async () => {
    const saved = await as('owner')
      .put(RATES, { rates: { 'silver-925': 80, 'gold-916': 6500 }, deductionPercent: 2.5 })
      .expect(200);
    expect(saved.body).toMatchObject({
      rates: [
        { purity: 'gold-916', paisePerGram: 650_000 },
        { purity: 'silver-925', paisePerGram: 8_000 },
      ],
      deductionBasisPoints: 250,
      setBy: 'owner@rmj.in',
    });
    const table = buybackTableSchema.parse((await s.http().get('/api/old-gold/rates').expect(200)).body);
    expect(table.rates.map((r) => r.purity)).toEqual(['gold-916', 'silver-925']);
    expect(table.setAt).not.toBeNull();
    const audit = staffAuditPageSchema.parse(
      (await as('owner').get('/api/admin/catalogue/audit?action=buyback-rates.&limit=5').expect(200)).body,
    );
    expect(audit.entries[0]?.before).toBeUndefined();
    expect(audit.entries[0]).toMatchObject({
      action: 'buyback-rates.updated',
      actor: { email: 'owner@rmj.in' },
      after: { rates: { 'gold-916': 650_000, 'silver-925': 8_000 }, deductionBasisPoints: 250 },
    });
  });

  it('answers each wrong field of the settings with its message', async () => {
    const bad = await as('owner')
      .put(RATES, { rates: { 'gold-916': 6500.123 }, deductionPercent: 60 })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain(OLD_GOLD_MESSAGES.rate);
    expect(JSON.stringify(bad.body)).toContain(OLD_GOLD_MESSAGES.deduction);
  });

  it('stores the estimate as quoted, which the back office still shows after the rates move', async () => {
    const res = oldGoldRequestResponseSchema.parse((await send(meena).expect(201)).body);
    // 10.5 g × ₹6,500 = ₹68,250, less 2.5% = ₹66,543.75 → ₹66,544.
    expect(res.estimate).toMatchObject({ estimateRupees: 66_544, metalValuePaise: 6_825_000, deductionPaise: 170_625 });
    await as('owner')
      .put(RATES, { rates: { 'gold-916': 7000 }, deductionPercent: 3 })
      .expect(200);
    const page = adminOldGoldPageSchema.parse((await as('support').get(REQUESTS).expect(200)).body);
    const [newest] = page.requests;
    expect(newest).toMatchObject({
      id: res.id,
      name: 'Meena Raman',
      phone: '9876543210',
      email: 'meena@example.com',
      purity: 'gold-916',
      weightMg: 10_500,
      contactBy: 'visit',
      preferredTime: 'Saturday morning',
      note: 'Two old bangles',
      state: 'new',
      estimate: { estimateRupees: 66_544, ratePaisePerGram: 650_000, deductionBasisPoints: 250 },
    });
    // A purity the owner does not buy online is still a request, without an estimate.
    const silver999 = oldGoldRequestResponseSchema.parse((await send({ ...meena, purity: 'silver-999' })).body);
    expect(silver999.estimate).toBeNull();
  });

  it('refuses a wrong form with a message beside each field, and unknown fields', async () => {
    const res = await send({ name: '', phone: '123', purity: 'gold-1', weightGrams: -1, contactBy: 'post' }).expect(
      400,
    );
    const text = JSON.stringify(res.body);
    for (const message of [
      OLD_GOLD_MESSAGES.name,
      OLD_GOLD_MESSAGES.phone,
      OLD_GOLD_MESSAGES.purity,
      OLD_GOLD_MESSAGES.weightPositive,
      OLD_GOLD_MESSAGES.contactBy,
    ]) {
      expect(text).toContain(message);
    }
    await send({ ...meena, price: 1 }).expect(400);
  });

  it('takes 5 requests per client in 10 minutes, then answers 429', async () => {
    for (let i = 0; i < 5; i += 1) await send(meena, '10.99.0.1').expect(201);
    await send(meena, '10.99.0.1').expect(429);
  });

  it('lists newest first, 20 a page, to owner, staff and support only', async () => {
    const first = adminOldGoldPageSchema.parse((await as('staff').get(REQUESTS).expect(200)).body);
    expect(first.pageSize).toBe(OLD_GOLD_PAGE_SIZE);
    expect(first.total).toBe(8);
    const times = first.requests.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = adminOldGoldPageSchema.parse((await as('owner').get(`${REQUESTS}?page=2`).expect(200)).body);
    expect(second.requests).toEqual([]);
    await as('shopper').get(REQUESTS).expect(403);
    await s.http().get(REQUESTS).expect(401);
  });

  it('marks a request contacted then closed with notes; support may not, and no move goes back', async () => {
    const { id } = oldGoldRequestResponseSchema.parse((await send(meena).expect(201)).body);
    const path = `${REQUESTS}/${id}/state`;
    const refused = await as('support').post(path, { state: 'contacted', note: 'Called' }).expect(403);
    expect(refused.body.message).toBe(ROLE_REFUSED_MESSAGE);
    const empty = await as('staff').post(path, { state: 'contacted', note: ' ' }).expect(400);
    expect(JSON.stringify(empty.body)).toContain(OLD_GOLD_MESSAGES.staffNote);
    const contacted = await as('staff').post(path, { state: 'contacted', note: 'Coming Saturday' }).expect(200);
    expect(contacted.body).toMatchObject({
      state: 'contacted',
      actions: [{ state: 'contacted', by: 'staff@rmj.in', note: 'Coming Saturday' }],
    });
    await as('owner').post(path, { state: 'closed', note: 'Exchanged for a chain' }).expect(200);
    const back = await as('owner').post(path, { state: 'contacted', note: 'Again' }).expect(409);
    expect(back.body.message).toBe(OLD_GOLD_MESSAGES.moveRefused('closed', 'contacted'));
    const missing = await as('owner').post(`${REQUESTS}/${'0'.repeat(24)}/state`, { state: 'closed', note: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(OLD_GOLD_MESSAGES.notFound);
  });

  it('deletes requests older than the retention period and keeps the rest', async () => {
    const { id } = oldGoldRequestResponseSchema.parse((await send(meena).expect(201)).body);
    const store = s.app.get(OldGoldStore);
    const later = Date.now() + (OLD_GOLD_RETENTION_DAYS + 1) * 24 * 3600_000;
    expect(await store.sweep(Date.now())).toBe(0);
    expect(await store.sweep(later)).toBeGreaterThan(0);
    const left = adminOldGoldPageSchema.parse((await as('owner').get(REQUESTS).expect(200)).body);
    expect(left.requests.map((r) => r.id)).not.toContain(id);
    expect(left.total).toBe(0);
  });
});
