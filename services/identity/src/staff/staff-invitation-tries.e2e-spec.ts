// Wrong set-up codes tried by strangers must not end an invitation early (real FerretDB): they are
// limited per client address, and only a generous total from all addresses voids the code and
// tells the inviting owner.
import { staffAuditPageSchema, staffErrorMessages } from '@rmj/contracts';
import request from 'supertest';
import { LIMITS } from '../security/rate-limits';
import { createTestApp, mailsTo, newClientIp, type TestApp } from '../testing/test-app';
import {
  OWNER,
  setUpMember,
  setupCode,
  STAFF_PASSWORD,
  StaffClock,
  staffModels,
  type SetUpMember,
} from '../testing/staff';

describe('staff invitation codes under wrong tries (FerretDB)', () => {
  let t: TestApp;
  let clock: StaffClock;
  let owner: SetUpMember;

  const tryCode = (email: string, code: string, ip: string) =>
    request(t.app.getHttpServer())
      .post('/api/admin/auth/setup')
      .set('x-forwarded-for', ip)
      .send({ email, code, name: 'Meena Iyer', password: STAFF_PASSWORD });
  const invite = (email: string) =>
    request(t.app.getHttpServer())
      .post('/api/admin/staff/invitations')
      .set('authorization', `Bearer ${owner.token}`)
      .send({ email, name: 'Meena Iyer', role: 'staff' })
      .expect(201);
  /** A 6-digit code that is not the mailed one. */
  const wrongOf = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    t = await createTestApp('staff_invitation_tries');
    clock = new StaffClock(t);
    owner = await setUpMember(t, clock, OWNER);
  });
  afterAll(() => t.close());

  it("makes a stranger wait after five wrong tries, and the invitee's code keeps working", async () => {
    const email = 'meena@rmj.in';
    await invite(email);
    const code = await setupCode(t, email);
    // Five strangers, five wrong tries each: more than the old limit voided the code at.
    for (let s = 0; s < 5; s++) {
      const ip = newClientIp();
      for (let i = 0; i < 5; i++) await tryCode(email, wrongOf(code, s * 5 + i), ip).expect(400);
      const waiting = await tryCode(email, wrongOf(code, 99), ip).expect(429);
      expect(waiting.body.message).toBe(staffErrorMessages.setupTriesWait);
      expect(waiting.body.retryAfterSeconds).toBeGreaterThan(0);
      expect(waiting.body.retryAfterSeconds).toBeLessThanOrEqual(3600);
      // Even the right code waits at that address: the address cannot learn it is right.
      expect((await tryCode(email, code, ip).expect(429)).body.message).toBe(staffErrorMessages.setupTriesWait);
    }
    const invitation = await staffModels(t).invitations.findOne({ email }).lean();
    // Each count lives as long as the invitation, not to the end of a day or an hour.
    const tickets = await t.codes.db
      .collection('rate_limit_tickets')
      .find({ k: { $regex: `^staff-setup-(total|client-code)\\|${invitation!.issueId}` } })
      .toArray();
    expect(tickets).toHaveLength(25 + 25);
    for (const ticket of tickets) expect(ticket.expiresAt).toEqual(invitation!.expiresAt);

    clock.tick();
    const meena = await setUpMember(t, clock, email, 'Meena Iyer');
    expect(meena.staff).toMatchObject({ email, role: 'staff' });
  });

  it('limits one address across invitations and e-mails without one, with the same answers', async () => {
    const ip = newClientIp();
    const emails = ['a.one@rmj.in', 'a.two@rmj.in', 'nobody@rmj.in'];
    await invite(emails[0]);
    await invite(emails[1]);
    const codes = [await setupCode(t, emails[0]), await setupCode(t, emails[1]), '123456'];
    const max = LIMITS.setupTriesPerClient.max;
    // Four wrong tries per e-mail (under the per-invitation limit), then other e-mails: twenty in all.
    for (let i = 0; i < 12; i++) {
      const res = await tryCode(emails[i % 3], wrongOf(codes[i % 3], i), ip).expect(400);
      expect(res.body.message).toBe(staffErrorMessages.invalidSetupCode);
    }
    for (let i = 12; i < max; i++) await tryCode(`x${i}@rmj.in`, '000000', ip).expect(400);
    const refused = await tryCode(emails[0], codes[0], ip).expect(429);
    expect(refused.body.message).toBe(staffErrorMessages.setupTriesWait);
    // Another address is not held back, and the invitee's code was never spent.
    clock.tick();
    await setUpMember(t, clock, emails[0], 'Meena Iyer');
  });

  it('voids a code after fifty wrong tries from all addresses, mails the inviting owner, and audits it', async () => {
    const email = 'botnet.target@rmj.in';
    await invite(email);
    const code = await setupCode(t, email);
    const total = LIMITS.setupTriesPerCode.max;
    for (let i = 0; i < total; i++) {
      // A new address every four tries: no per-address limit is met.
      const res = await tryCode(email, wrongOf(code, i), `10.250.${Math.floor(i / 4)}.1`);
      expect(res.status).toBe(i < total - 1 ? 400 : 429);
      if (i === total - 1) expect(res.body.message).toBe(staffErrorMessages.tooManySetupAttempts);
    }
    const afterwards = await tryCode(email, code, newClientIp()).expect(429);
    expect(afterwards.body.message).toBe(staffErrorMessages.tooManySetupAttempts);

    const notices = (await mailsTo(t.mail, OWNER)).filter((m) => /was stopped/.test(m.subject));
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain(
      `${total} incorrect set-up codes were tried for the invitation of Meena Iyer (${email})`,
    );
    const audit = staffAuditPageSchema.parse(
      (
        await request(t.app.getHttpServer())
          .get('/api/admin/staff/audit?action=invitation.spent')
          .set('authorization', `Bearer ${owner.token}`)
          .expect(200)
      ).body,
    );
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ target: { label: email }, after: { wrongTries: total } });

    // Sent again, the invitation has a fresh code and a fresh count.
    await invite(email);
    clock.tick();
    await setUpMember(t, clock, email, 'Meena Iyer');
  });
});
