// The shop's settings on the real app (real FerretDB): the owner reads and saves them, staff and
// support are refused, bad values are refused with the person's message and nothing is saved, two
// saves made on the same version cannot both win, and each change is in the audit trail.
import { ROLE_REFUSED_MESSAGE, SHOP_SETTINGS_MESSAGES, type ShopSettings } from '@rmj/contracts';
import { FIRST_RUN_SHOP_SETTINGS } from './first-run-settings';
import { createStaffApp, type StaffApp } from '../testing/staff';
import { SERVICE_HEADERS } from '../testing/test-app';

const ADMIN = '/api/admin/settings';

describe('shop settings (real FerretDB)', () => {
  let s: StaffApp;
  beforeAll(async () => {
    s = await createStaffApp('shop_settings', 4);
  });
  afterAll(() => s.close());

  const read = async () => (await s.http().get(ADMIN).set('Authorization', s.as.owner).expect(200)).body;
  const save = (settings: ShopSettings, version: number, auth = s.as.owner) =>
    s.http().put(ADMIN).set('Authorization', auth).send({ settings, version });

  it("starts with today's values at version 1, for the owner and (without recipients) for anyone", async () => {
    expect(await read()).toEqual({ settings: FIRST_RUN_SHOP_SETTINGS, version: 1 });
    const open = await s.http().get('/api/settings').expect(200);
    const { noticeRecipients: _private, ...rest } = FIRST_RUN_SHOP_SETTINGS;
    expect(open.body).toEqual({ settings: rest, version: 1 });
  });

  it('refuses staff and support (403) and asks for a login (401); nothing is saved', async () => {
    for (const role of ['staff', 'support'] as const) {
      const get = await s.http().get(ADMIN).set('Authorization', s.as[role]).expect(403);
      expect(get.body.message).toBe(ROLE_REFUSED_MESSAGE);
      await save({ ...FIRST_RUN_SHOP_SETTINGS, legalName: 'Taken over' }, 1, s.as[role]).expect(403);
    }
    await s.http().get(ADMIN).expect(401);
    await s.http().get('/internal/settings').expect(401);
    expect((await read()).version).toBe(1);
  });

  it('refuses a GSTIN with a wrong check character with its message beside the field; nothing is saved', async () => {
    const res = await save({ ...FIRST_RUN_SHOP_SETTINGS, gstin: '33ABCDE1234F1Z8', legalName: 'Changed' }, 1).expect(
      400,
    );
    expect(JSON.stringify(res.body)).toContain('GSTIN has a wrong check character (a typo?)');
    const other = await save({ ...FIRST_RUN_SHOP_SETTINGS, state: 'Kerala' }, 1).expect(400);
    expect(JSON.stringify(other.body)).toContain(SHOP_SETTINGS_MESSAGES.gstinState('33', 'Kerala', '32'));
    expect(await read()).toEqual({ settings: FIRST_RUN_SHOP_SETTINGS, version: 1 });
  });

  it("saves the owner's change, which every reader sees at once, and records it in the audit trail", async () => {
    const changed = {
      ...FIRST_RUN_SHOP_SETTINGS,
      whatsapp: '+91 98765 43210',
      shippingFeeRupees: 150,
      noticeRecipients: ['owner@rmj.in'],
    };
    const res = await save(changed, 1).expect(200);
    expect(res.body).toMatchObject({ settings: changed, version: 2, updatedBy: 'owner@rmj.in' });
    expect((await s.http().get('/api/settings').expect(200)).body.settings.whatsapp).toBe('+91 98765 43210');
    const internal = await s.http().get('/internal/settings').set(SERVICE_HEADERS).expect(200);
    expect(internal.body).toMatchObject({ version: 2, settings: { noticeRecipients: ['owner@rmj.in'] } });

    const audit = await s.http().get('/api/admin/catalogue/audit?action=settings.').set('Authorization', s.as.owner);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'settings.updated',
      actor: { email: 'owner@rmj.in', role: 'owner' },
      target: { type: 'settings', id: 'shop' },
      before: { whatsapp: '+91 94430 12345', shippingFeeRupees: 100, noticeRecipients: [] },
      after: { whatsapp: '+91 98765 43210', shippingFeeRupees: 150, noticeRecipients: ['owner@rmj.in'] },
    });
    expect(Object.keys(audit.body.entries[0].after).sort()).toEqual([
      'noticeRecipients',
      'shippingFeeRupees',
      'whatsapp',
    ]);
  });

  it("moves the catalogue's change marker after a save, so rendered pages are made again", async () => {
    const before = (await s.http().get('/api/catalogue/version').expect(200)).body.version;
    const { settings, version } = await read();
    await save({ ...settings, storeHours: 'Monday to Saturday 10 am to 8 pm' }, version).expect(200);
    // The marker reads the settings' version at most once a second: ask until it moves.
    let after = before;
    while (after === before) after = (await s.http().get('/api/catalogue/version').expect(200)).body.version;
    expect(after).toContain(`settings-${version + 1}`);
  });

  it('lets only one of two saves made on the same version win; the other is told to reload', async () => {
    const { settings, version } = await read();
    const results = await Promise.all([
      save({ ...settings, phone: '+91 90000 11111' }, version),
      save({ ...settings, phone: '+91 90000 22222' }, version),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.message).toBe(SHOP_SETTINGS_MESSAGES.conflict);
    const winner = results.find((r) => r.status === 200)!;
    expect(await read()).toMatchObject({ version: version + 1, settings: { phone: winner.body.settings.phone } });
    // A save on the old version after the winner's is refused too.
    await save({ ...settings, phone: '+91 90000 33333' }, version).expect(409);
  });

  it("saves a grievance officer the public settings show, and gives settings saved before there was one the owner's contact", async () => {
    const { settings, version } = await read();
    const officer = { name: 'Meena Raj', email: 'grievance@rmj.in', phone: '+91 98765 43210' };
    await save({ ...settings, grievanceOfficer: officer }, version).expect(200);
    expect((await s.http().get('/api/settings').expect(200)).body.settings.grievanceOfficer).toEqual(officer);
    const bad = await save({ ...settings, grievanceOfficer: { ...officer, email: 'meena' } }, version + 1).expect(400);
    expect(JSON.stringify(bad.body)).toContain(SHOP_SETTINGS_MESSAGES.grievanceOfficerEmail);

    // A version stored before the field existed: its own legal name and contact answer grievances.
    const { grievanceOfficer: _none, ...older } = {
      ...settings,
      legalName: 'RMJ Silver Works',
      email: 'owner@rmjsilver.in',
      phone: '+91 90000 44444',
    };
    await s.connection
      .collection('shop_settings')
      .insertOne({ _id: version + 2, settings: older, at: new Date(), by: 'owner@rmj.in' } as never);
    expect((await read()).settings.grievanceOfficer).toEqual({
      name: 'RMJ Silver Works',
      email: 'owner@rmjsilver.in',
      phone: '+91 90000 44444',
    });
  });

  it('saves the cash-on-delivery limit in whole rupees for every reader, and refuses a negative one', async () => {
    const { settings, version } = await read();
    expect(settings.codLimitRupees).toBeUndefined();
    const bad = await save({ ...settings, codLimitRupees: -1 }, version).expect(400);
    expect(JSON.stringify(bad.body)).toContain(SHOP_SETTINGS_MESSAGES.codLimit);
    await save({ ...settings, codLimitRupees: 25_000 }, version).expect(200);
    expect((await s.http().get('/api/settings').expect(200)).body.settings.codLimitRupees).toBe(25_000);
    const internal = await s.http().get('/internal/settings').set(SERVICE_HEADERS).expect(200);
    expect(internal.body.settings.codLimitRupees).toBe(25_000);
  });
});
