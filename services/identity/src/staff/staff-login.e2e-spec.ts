// Staff sign-in needs the second factor: no token after the password alone; authenticator codes
// are not accepted twice; recovery codes work once; sessions end after 30 minutes idle and at
// sign-out (real FerretDB; the app's clock is moved on instead of waiting).
import { SESSION_ENDED_MESSAGE, staffErrorMessages, staffLoginResponseSchema } from '@rmj/contracts';
import { STAFF_ONLY_MESSAGE } from '@rmj/nest-common';
import { createTestApp, latestCode, registration, type TestApp } from '../testing/test-app';
import {
  api,
  forgetLoginPace,
  OWNER,
  setUpMember,
  signIn,
  STAFF_PASSWORD,
  StaffClock,
  staffModels,
  type SetUpMember,
} from '../testing/staff';

describe('staff sign-in with a second factor (FerretDB)', () => {
  let t: TestApp;
  let clock: StaffClock;
  let owner: SetUpMember;
  const http = () => api(t);

  async function passwordStep(): Promise<string> {
    clock.tick();
    await forgetLoginPace(t, OWNER);
    const res = await http().post('/api/admin/auth/login', { email: OWNER, password: STAFF_PASSWORD }).expect(200);
    const step = staffLoginResponseSchema.parse(res.body);
    if (step.step !== 'totp') throw new Error('expected the authenticator step');
    expect(res.body).not.toHaveProperty('token');
    return step.challengeToken;
  }

  beforeAll(async () => {
    t = await createTestApp('staff_login');
    clock = new StaffClock(t);
    owner = await setUpMember(t, clock, OWNER);
  });
  afterAll(() => t.close());

  it('answers a wrong password and an unknown e-mail alike, and gives no token before the second factor', async () => {
    const wrong = await http()
      .post('/api/admin/auth/login', { email: OWNER, password: 'Wrong-password-1' })
      .expect(401);
    const unknown = await http()
      .post('/api/admin/auth/login', { email: 'nobody@rmj.local', password: STAFF_PASSWORD })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe(staffErrorMessages.invalidCredentials);
    const failures = await t.codes.db.collection('staff_audit').find({ action: 'signin.failed' }).toArray();
    expect(failures.map((f) => f.target)).toEqual([
      { type: 'staff', id: owner.staff.id, label: OWNER },
      { type: 'email', id: 'n***y@rmj.local' },
    ]);

    const challengeToken = await passwordStep();
    // The challenge is not a token: the staff endpoints refuse it.
    await http().get('/api/admin/staff/me', challengeToken).expect(401);
    const res = await http()
      .post('/api/admin/auth/login/verify', { challengeToken, code: clock.code(owner.secret) })
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ staff: { email: OWNER, role: 'owner' }, recoveryCodesLeft: 10 });
    expect(res.body.staff.lastSignInAt).toEqual(expect.any(String));
  });

  it('refuses an authenticator code already used to sign in, even on a new challenge', async () => {
    const first = await passwordStep();
    const code = clock.code(owner.secret);
    await http().post('/api/admin/auth/login/verify', { challengeToken: first, code }).expect(200);
    await forgetLoginPace(t, OWNER);
    const second = await http().post('/api/admin/auth/login', { email: OWNER, password: STAFF_PASSWORD }).expect(200);
    const replay = await http()
      .post('/api/admin/auth/login/verify', { challengeToken: second.body.challengeToken, code })
      .expect(400);
    expect(replay.body.message).toBe(staffErrorMessages.codeAlreadyUsed);
    // The code of the step before is older than the last one used: refused too.
    const older = await http()
      .post('/api/admin/auth/login/verify', {
        challengeToken: second.body.challengeToken,
        code: clock.code(owner.secret, -1),
      })
      .expect(400);
    expect(older.body.message).toBe(staffErrorMessages.codeAlreadyUsed);
  });

  it('accepts each recovery code once, in any case and without the hyphen', async () => {
    const [recovery] = owner.recoveryCodes;
    const first = await passwordStep();
    const res = await http()
      .post('/api/admin/auth/login/verify', { challengeToken: first, code: recovery.replace('-', '').toUpperCase() })
      .expect(200);
    expect(res.body.recoveryCodesLeft).toBe(9);
    const second = await passwordStep();
    const again = await http()
      .post('/api/admin/auth/login/verify', { challengeToken: second, code: recovery })
      .expect(400);
    expect(again.body.message).toBe(staffErrorMessages.invalidSecondFactor);
    const entries = (await http().get('/api/admin/staff/audit?action=recovery', res.body.token).expect(200)).body
      .entries;
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'recovery.used',
        actor: expect.objectContaining({ email: OWNER }),
        after: { remaining: 9 },
      }),
    ]);
  });

  it('lets one code sign in once when it is sent on several challenges at the same moment', async () => {
    const challenges: string[] = [];
    clock.tick();
    for (let i = 0; i < 4; i++) {
      await forgetLoginPace(t, OWNER);
      const res = await http().post('/api/admin/auth/login', { email: OWNER, password: STAFF_PASSWORD }).expect(200);
      challenges.push(res.body.challengeToken);
    }
    const code = clock.code(owner.secret);
    const recovery = owner.recoveryCodes[1];
    const answers = await Promise.all([
      ...challenges
        .slice(0, 2)
        .map((challengeToken) => http().post('/api/admin/auth/login/verify', { challengeToken, code })),
      ...challenges
        .slice(2)
        .map((challengeToken) => http().post('/api/admin/auth/login/verify', { challengeToken, code: recovery })),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 400, 400]);
    expect(answers.slice(0, 2).filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.slice(2).filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('voids a challenge after five wrong codes, and a challenge is single use', async () => {
    const challengeToken = await passwordStep();
    for (let i = 0; i < 4; i++)
      await http().post('/api/admin/auth/login/verify', { challengeToken, code: '000000' }).expect(400);
    const fifth = await http().post('/api/admin/auth/login/verify', { challengeToken, code: '000000' }).expect(429);
    expect(fifth.body.message).toBe(staffErrorMessages.tooManyCodeAttempts);
    await http()
      .post('/api/admin/auth/login/verify', { challengeToken, code: clock.code(owner.secret) })
      .expect(429);

    const used = await passwordStep();
    await http()
      .post('/api/admin/auth/login/verify', { challengeToken: used, code: clock.code(owner.secret) })
      .expect(200);
    clock.tick();
    const res = await http()
      .post('/api/admin/auth/login/verify', { challengeToken: used, code: clock.code(owner.secret) })
      .expect(401);
    expect(res.body.message).toBe(staffErrorMessages.stepExpired);
  });

  it('lets a challenge expire after five minutes', async () => {
    const challengeToken = await passwordStep();
    clock.tick(11);
    const res = await http()
      .post('/api/admin/auth/login/verify', { challengeToken, code: clock.code(owner.secret) })
      .expect(401);
    expect(res.body.message).toBe(staffErrorMessages.stepExpired);
  });

  it('ends a staff session after 30 minutes idle, and at sign-out', async () => {
    const token = await signIn(t, clock, OWNER, owner.secret);
    clock.offset += 29 * 60_000;
    await http().get('/api/admin/staff/me', token).expect(200);
    clock.offset += 31 * 60_000;
    const idle = await http().get('/api/admin/staff/me', token).expect(401);
    expect(idle.body.message).toBe(SESSION_ENDED_MESSAGE);

    const next = await signIn(t, clock, OWNER, owner.secret);
    const out = await http().post('/api/admin/auth/logout', {}, next).expect(200);
    expect(out.body).toEqual({ success: true, message: 'You have been signed out.' });
    await http().get('/api/admin/staff/me', next).expect(401);
    await http().post('/api/admin/auth/logout', {}).expect(401);
  });

  it('keeps staff and shoppers apart: a shopper with the owner e-mail stays a shopper, and gets 403 at staff sign-out', async () => {
    await http().post('/api/register', registration(OWNER)).expect(200);
    const shopper = await http()
      .post('/api/register', { ...registration(OWNER), verificationCode: await latestCode(t.mail, OWNER) })
      .expect(200);
    const refused = await http().post('/api/admin/auth/logout', {}, shopper.body.token).expect(403);
    expect(refused.body.message).toBe(STAFF_ONLY_MESSAGE);
    await http().get('/api/admin/staff/me', shopper.body.token).expect(403);
    expect(await staffModels(t).members.countDocuments({ email: OWNER })).toBe(1);
    // The staff password is not the shopper's, and the other way round.
    await http().post('/api/login', { email: OWNER, password: 'Silver123' }).expect(200);
    await forgetLoginPace(t, OWNER);
    await http().post('/api/admin/auth/login', { email: OWNER, password: 'Silver123' }).expect(401);
  });

  it('continues the set-up at sign-in when the authenticator was never confirmed', async () => {
    const email = 'later@rmj.local';
    const { members } = staffModels(t);
    await http()
      .post(
        '/api/admin/staff/invitations',
        { email, name: 'Arjun Rao', role: 'support' },
        await signIn(t, clock, OWNER, owner.secret),
      )
      .expect(201);
    const code = await latestCode(t.mail, email);
    await http()
      .post('/api/admin/auth/setup', { email, code, name: 'Arjun Rao', password: STAFF_PASSWORD })
      .expect(200);
    expect((await members.findOne({ email }).lean())?.totpSecret).toBeUndefined();
    // Left before confirming: the password leads back to the set-up, with a new secret, and no token.
    const res = await http().post('/api/admin/auth/login', { email, password: STAFF_PASSWORD }).expect(200);
    const step = staffLoginResponseSchema.parse(res.body);
    if (step.step !== 'setup') throw new Error('expected the set-up step');
    const confirmed = await http()
      .post('/api/admin/auth/setup/confirm', { setupToken: step.setupToken, code: clock.code(step.totp.secret) })
      .expect(200);
    expect(confirmed.body.staff).toMatchObject({ email, role: 'support' });
  });
});
