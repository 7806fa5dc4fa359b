// The first owner, from the code mailed at start to a token with role owner (real FerretDB, real
// mail catcher, codes computed with otplib as an authenticator app would).
import { staffErrorMessages, staffSetupResponseSchema } from '@rmj/contracts';
import { verifyAccessToken } from '@rmj/nest-common';
import { createTestApp, mailsTo, type TestApp } from '../testing/test-app';
import { api, OWNER, setupCode, STAFF_PASSWORD, StaffClock, staffModels } from '../testing/staff';

describe('owner set-up from the mailed code (FerretDB)', () => {
  let t: TestApp;
  let clock: StaffClock;
  const http = () => api(t);

  beforeAll(async () => {
    t = await createTestApp('staff_setup');
    clock = new StaffClock(t);
  });
  afterAll(() => t.close());

  it('mails OWNER_EMAIL one set-up code at start, with a link to the set-up page', async () => {
    const mails = await mailsTo(t.mail, OWNER);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Set up the owner account of your shop');
    expect(mails[0].text).toContain('http://localhost:8080/admin/setup?email=owner%40rmj.local&for=owner');
    expect(mails[0].text).toMatch(/valid for 24 hours/);
    const [invitation] = await staffModels(t).invitations.find({ email: OWNER }).lean();
    expect(invitation.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(invitation)).not.toContain(await setupCode(t, OWNER));
  });

  it('refuses a wrong code, then sets up the account, confirms the authenticator and signs in as owner', async () => {
    const code = await setupCode(t, OWNER);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await http()
      .post('/api/admin/auth/setup', { email: OWNER, code: wrong, name: 'Ravi Varma', password: STAFF_PASSWORD })
      .expect(400);
    expect(refused.body.message).toBe(staffErrorMessages.invalidSetupCode);

    const res = await http()
      .post('/api/admin/auth/setup', { email: OWNER, code, name: 'Ravi Varma', password: STAFF_PASSWORD })
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const setup = staffSetupResponseSchema.parse(res.body);
    expect(setup.totp.otpauthUri).toMatch(/^otpauth:\/\/totp\/RMJ[^?]*\?secret=[A-Z2-7]+/);

    // The code is used up.
    const again = await http()
      .post('/api/admin/auth/setup', { email: OWNER, code, name: 'Ravi Varma', password: STAFF_PASSWORD })
      .expect(400);
    expect(again.body.message).toBe(staffErrorMessages.invalidSetupCode);

    // No token yet, and the member's secret does not count before a first code confirms it.
    expect(res.body).not.toHaveProperty('token');
    const member = await staffModels(t).members.findOne({ email: OWNER }).lean();
    expect(member).toMatchObject({ role: 'owner', active: true });
    expect(member?.totpSecret).toBeUndefined();

    const wrongTotp = await http()
      .post('/api/admin/auth/setup/confirm', { setupToken: setup.setupToken, code: '123456' })
      .expect(400);
    expect(wrongTotp.body.message).toBe(staffErrorMessages.invalidSecondFactor);

    const confirm = await http()
      .post('/api/admin/auth/setup/confirm', { setupToken: setup.setupToken, code: clock.code(setup.totp.secret) })
      .expect(200);
    expect(confirm.body.staff).toMatchObject({ email: OWNER, name: 'Ravi Varma', role: 'owner', active: true });
    expect(confirm.body.recoveryCodes).toHaveLength(10);
    for (const rc of confirm.body.recoveryCodes) expect(rc).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(verifyAccessToken(confirm.body.token, t.keys)).toMatchObject({ role: 'owner', email: OWNER });
    await http().get('/api/admin/staff/me', confirm.body.token).expect(200);

    // The secret is kept sealed, never as the base32 the app got.
    const stored = await staffModels(t).members.findOne({ email: OWNER }).lean();
    expect(stored?.totpSecret).toMatch(/^v1\./);
    expect(stored?.totpSecret).not.toContain(setup.totp.secret);

    // The set-up step is single use.
    const reused = await http()
      .post('/api/admin/auth/setup/confirm', { setupToken: setup.setupToken, code: clock.code(setup.totp.secret, 1) })
      .expect(401);
    expect(reused.body.message).toBe(staffErrorMessages.stepExpired);
  });
});
