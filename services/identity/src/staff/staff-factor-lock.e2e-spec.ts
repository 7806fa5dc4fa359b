// A stolen staff password must not buy the 6-digit space (real FerretDB): wrong second-factor codes
// are counted per member whatever the step and the address, the tenth in an hour locks the member's
// authenticator codes and mails the member and the owner; a recovery code still signs in (and is
// mailed each time); and a right password alone leaves the login attempt spent.
import { accountErrorMessages, BRAND_FULL_NAME, staffErrorMessages } from '@rmj/contracts';
import { mailsTo, type TestApp, createTestApp } from '../testing/test-app';
import {
  api,
  forgetLoginPace,
  inviteAndSetUp,
  OWNER,
  setUpMember,
  signIn,
  STAFF_PASSWORD,
  StaffClock,
  staffModels,
  type SetUpMember,
} from '../testing/staff';

describe('second-factor guesses are counted per staff member (FerretDB)', () => {
  let t: TestApp;
  let clock: StaffClock;
  let owner: SetUpMember;
  let ownerToken: string;
  const http = () => api(t);

  beforeAll(async () => {
    t = await createTestApp('staff_factor_lock');
    clock = new StaffClock(t);
    owner = await setUpMember(t, clock, OWNER);
    ownerToken = await signIn(t, clock, OWNER, owner.secret);
  });
  afterAll(() => t.close());

  /** The password step (each from a new address); its challenge. */
  async function challenge(email: string): Promise<string> {
    clock.tick();
    // Earlier attempts moved into the past: this test is about codes, not the login pace.
    await forgetLoginPace(t, email);
    const res = await http().post('/api/admin/auth/login', { email, password: STAFF_PASSWORD }).expect(200);
    return res.body.challengeToken;
  }
  const verify = (challengeToken: string, code: string) =>
    http().post('/api/admin/auth/login/verify', { challengeToken, code });
  /** Subjects of the mails to `to`, waiting a little for notices sent after the answer. */
  async function subjectsTo(to: string, atLeast: number): Promise<string[]> {
    for (let i = 0; i < 50; i++) {
      const mails = await mailsTo(t.mail, to);
      if (mails.length >= atLeast) return mails.map((m) => m.subject);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (await mailsTo(t.mail, to)).map((m) => m.subject);
  }

  it('locks after ten wrong codes over several steps and addresses, mails both, and a recovery code unlocks', async () => {
    const email = 'guessed@rmj.local';
    const member = await inviteAndSetUp(t, clock, ownerToken, email, 'staff', 'Kavya Menon');
    const ownerMailsBefore = (await mailsTo(t.mail, OWNER)).length;
    // Nine wrong codes on three challenges (each voids at its fifth, so three per challenge).
    for (let step = 0; step < 3; step++) {
      const token = await challenge(email);
      for (let i = 0; i < 3; i++) {
        const res = await verify(token, '000000').expect(400);
        expect(res.body.message).toBe(staffErrorMessages.invalidSecondFactor);
      }
    }
    const tenth = await verify(await challenge(email), '000000').expect(403);
    expect(tenth.body.message).toBe(staffErrorMessages.factorLocked);
    // Locked: even the right authenticator code is refused, on a fresh challenge.
    const right = await verify(await challenge(email), clock.code(member.secret)).expect(403);
    expect(right.body.message).toBe(staffErrorMessages.factorLocked);
    expect((await staffModels(t).members.findOne({ email }).lean())?.factorLockedAt).toBeInstanceOf(Date);

    expect(await subjectsTo(email, 2)).toContain(`Your ${BRAND_FULL_NAME} back-office sign-in is locked`);
    expect((await subjectsTo(OWNER, ownerMailsBefore + 1))[0]).toBe(`A staff sign-in was locked at ${BRAND_FULL_NAME}`);
    const trail = (await http().get('/api/admin/staff/audit?action=factor', ownerToken).expect(200)).body.entries;
    expect(trail).toEqual([
      expect.objectContaining({ action: 'factor.locked', target: expect.objectContaining({ label: email }) }),
    ]);

    // The member's recovery code still signs in, lifts the lock, and is mailed to them.
    const recovered = await verify(await challenge(email), member.recoveryCodes[0]).expect(200);
    expect(recovered.body.recoveryCodesLeft).toBe(9);
    expect((await subjectsTo(email, 3))[0]).toBe(
      `A recovery code was used to sign in to the ${BRAND_FULL_NAME} back office`,
    );
    expect((await staffModels(t).members.findOne({ email }).lean())?.factorLockedAt).toBeUndefined();
    await verify(await challenge(email), clock.code(member.secret)).expect(200);
  });

  it('mails the member on every recovery-code use', async () => {
    const email = 'recovering@rmj.local';
    const member = await inviteAndSetUp(t, clock, ownerToken, email, 'support', 'Ravi Shankar');
    const before = (await mailsTo(t.mail, email)).length;
    await verify(await challenge(email), member.recoveryCodes[0]).expect(200);
    await verify(await challenge(email), member.recoveryCodes[1]).expect(200);
    const subjects = await subjectsTo(email, before + 2);
    expect(subjects.filter((s) => s.startsWith('A recovery code was used'))).toHaveLength(2);
    const latest = (await mailsTo(t.mail, email))[0];
    expect(latest.text).toContain('You have 8 recovery codes left.');
  });

  it('keeps the login attempt spent until the second factor passes', async () => {
    const email = 'paced@rmj.local';
    const member = await inviteAndSetUp(t, clock, ownerToken, email, 'staff', 'Latha Raman');
    // Five right passwords without a second factor use the free attempts of the hour...
    for (let i = 0; i < 5; i++)
      await http().post('/api/admin/auth/login', { email, password: STAFF_PASSWORD }).expect(200);
    // ...so a sixth straight away must wait, however right its password.
    const sixth = await http().post('/api/admin/auth/login', { email, password: STAFF_PASSWORD }).expect(429);
    expect(sixth.body.message).toBe(accountErrorMessages.tooManyLogins);
    // A sign-in that passes the second factor gives its attempt back.
    const token = await challenge(email);
    const spent = () => t.codes.db.collection('rate_limit_tickets').countDocuments({ k: `staff-login-email|${email}` });
    expect(await spent()).toBe(6);
    await verify(token, clock.code(member.secret)).expect(200);
    expect(await spent()).toBe(5);
  });
});
