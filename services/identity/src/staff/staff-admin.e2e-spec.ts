// The owner's side: invitations, role and access changes (which end the member's sessions), the
// last-owner rule, and the audit trail of it all with before/after (real FerretDB).
import { staffErrorMessages, staffAuditPageSchema, staffListResponseSchema } from '@rmj/contracts';
import { verifyAccessToken } from '@rmj/nest-common';
import { createTestApp, mailsTo, type TestApp } from '../testing/test-app';
import {
  api,
  inviteAndSetUp,
  OWNER,
  setUpMember,
  signIn,
  StaffClock,
  staffModels,
  type SetUpMember,
} from '../testing/staff';

describe('staff administration (FerretDB)', () => {
  let t: TestApp;
  let clock: StaffClock;
  let owner: SetUpMember;
  let ownerToken: string;
  const http = () => api(t);
  const freshOwnerToken = async () => (ownerToken = await signIn(t, clock, OWNER, owner.secret));

  beforeAll(async () => {
    t = await createTestApp('staff_admin');
    clock = new StaffClock(t);
    owner = await setUpMember(t, clock, OWNER);
    ownerToken = owner.token;
  });
  afterAll(() => t.close());

  it('invites by e-mail: a code and a link, and the invitee sets up with the role given', async () => {
    const res = await http()
      .post('/api/admin/staff/invitations', { email: 'Meena@RMJ.in', name: 'Meena Iyer', role: 'staff' }, ownerToken)
      .expect(201);
    expect(res.body).toMatchObject({
      email: 'meena@rmj.in',
      name: 'Meena Iyer',
      role: 'staff',
      expired: false,
      invitedBy: OWNER,
    });
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.invitedAt)).toBe(72 * 3600_000);
    const [mail] = await mailsTo(t.mail, 'meena@rmj.in');
    expect(mail.subject).toBe('You are invited to the RMJ Jewellers — Silver & Gold back office');
    expect(mail.text).toContain(
      'Ravi Varma has invited Meena Iyer to the RMJ Jewellers — Silver & Gold back office as Staff.',
    );
    expect(mail.text).toContain('http://localhost:8080/admin/setup?email=meena%40rmj.in&name=Meena%20Iyer');

    const list = staffListResponseSchema.parse((await http().get('/api/admin/staff', ownerToken).expect(200)).body);
    expect(list.invitations.map((i) => i.email)).toEqual(['meena@rmj.in']);

    clock.tick();
    const meena = await setUpMember(t, clock, 'meena@rmj.in', 'Meena Iyer');
    expect(meena.staff).toMatchObject({ role: 'staff', name: 'Meena Iyer' });
    expect(verifyAccessToken(meena.token, t.keys)?.role).toBe('staff');
    const after = staffListResponseSchema.parse((await http().get('/api/admin/staff', ownerToken).expect(200)).body);
    expect(after.staff.map((s) => [s.email, s.role])).toEqual([
      [OWNER, 'owner'],
      ['meena@rmj.in', 'staff'],
    ]);
    expect(after.invitations).toEqual([]);

    const again = await http()
      .post('/api/admin/staff/invitations', { email: 'meena@rmj.in', name: 'Meena Iyer', role: 'owner' }, ownerToken)
      .expect(409);
    expect(again.body.message).toBe(staffErrorMessages.alreadyStaff);
  });

  it('withdraws an invitation: its code stops working at once, and the trail says who withdrew it', async () => {
    await freshOwnerToken();
    const sent = await http()
      .post('/api/admin/staff/invitations', { email: 'gone@rmj.in', name: 'Gopal Nair', role: 'staff' }, ownerToken)
      .expect(201);
    const [mail] = await mailsTo(t.mail, 'gone@rmj.in');
    const code = /\b(\d{6})\b/.exec(mail.text)![1];

    const res = await http().delete(`/api/admin/staff/invitations/${sent.body.id}`, ownerToken).expect(200);
    expect(staffListResponseSchema.parse(res.body).invitations.map((i) => i.email)).not.toContain('gone@rmj.in');
    const setUp = await http()
      .post('/api/admin/auth/setup', { email: 'gone@rmj.in', code, name: 'Gopal Nair', password: 'Hallmark925Silver' })
      .expect(400);
    expect(setUp.body.message).toBe(staffErrorMessages.invalidSetupCode);

    const again = await http().delete(`/api/admin/staff/invitations/${sent.body.id}`, ownerToken).expect(404);
    expect(again.body.message).toBe(staffErrorMessages.invitationGone);
    const trail = staffAuditPageSchema.parse(
      (await http().get('/api/admin/staff/audit?action=staff.withdrawn', ownerToken).expect(200)).body,
    );
    expect(trail.entries[0]).toMatchObject({ actor: { email: OWNER }, target: { label: 'gone@rmj.in' } });
  });

  it('refuses an expired invitation code with a clear message', async () => {
    await http()
      .post('/api/admin/staff/invitations', { email: 'late@rmj.in', name: 'Late Comer', role: 'support' }, ownerToken)
      .expect(201);
    const [mail] = await mailsTo(t.mail, 'late@rmj.in');
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    await t.codes.db
      .collection('staff_invitations')
      .updateOne({ email: 'late@rmj.in' }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await http()
      .post('/api/admin/auth/setup', { email: 'late@rmj.in', code, name: 'Late Comer', password: 'Hallmark925Silver' })
      .expect(400);
    expect(res.body.message).toBe(staffErrorMessages.expiredSetupCode);
    const list = staffListResponseSchema.parse((await http().get('/api/admin/staff', ownerToken).expect(200)).body);
    expect(list.invitations.find((i) => i.email === 'late@rmj.in')?.expired).toBe(true);
  });

  it('changes a role: the member is signed out and signs in again with the new role; the trail keeps before and after', async () => {
    const asha = await inviteAndSetUp(t, clock, ownerToken, 'asha@rmj.in', 'support', 'Asha Kumar');
    const ashaToken = await signIn(t, clock, 'asha@rmj.in', asha.secret);
    await http().get('/api/admin/staff/me', ashaToken).expect(200);

    const res = await http().patch(`/api/admin/staff/${asha.staff.id}`, { role: 'staff' }, ownerToken).expect(200);
    expect(res.body).toMatchObject({ id: asha.staff.id, role: 'staff', active: true });
    for (const token of [asha.token, ashaToken]) await http().get('/api/admin/staff/me', token).expect(401);
    const renewed = await signIn(t, clock, 'asha@rmj.in', asha.secret);
    expect(verifyAccessToken(renewed, t.keys)?.role).toBe('staff');
    expect((await http().get('/api/admin/staff/me', renewed).expect(200)).body.role).toBe('staff');

    // Turning access off ends the session and refuses the password after it.
    await http().patch(`/api/admin/staff/${asha.staff.id}`, { active: false }, ownerToken).expect(200);
    await http().get('/api/admin/staff/me', renewed).expect(401);
    const refused = await http()
      .post('/api/admin/auth/login', { email: 'asha@rmj.in', password: 'Hallmark925Silver' })
      .expect(403);
    expect(refused.body.message).toBe(staffErrorMessages.disabled);
    // The owner's own session is untouched.
    await http().get('/api/admin/staff/me', ownerToken).expect(200);

    const trail = staffAuditPageSchema.parse(
      (await http().get(`/api/admin/staff/audit?action=staff.`, ownerToken).expect(200)).body,
    );
    const about = trail.entries.filter((e) => e.target?.id === asha.staff.id);
    expect(about.map((e) => e.action)).toEqual(['staff.disabled', 'staff.role.changed', 'staff.created']);
    expect(about[0]).toMatchObject({
      actor: { email: OWNER, role: 'owner' },
      before: { active: true },
      after: { active: false },
    });
    expect(about[1]).toMatchObject({ actor: { email: OWNER }, before: { role: 'support' }, after: { role: 'staff' } });
    expect(about[2]).toMatchObject({ actor: { email: 'asha@rmj.in' }, after: { role: 'support', invitedBy: OWNER } });
  });

  it('keeps at least one active owner', async () => {
    const res = await http().patch(`/api/admin/staff/${owner.staff.id}`, { role: 'support' }, ownerToken).expect(409);
    expect(res.body.message).toBe(staffErrorMessages.lastOwner);
    await http().patch(`/api/admin/staff/${owner.staff.id}`, { active: false }, ownerToken).expect(409);
    await http().get('/api/admin/staff/me', ownerToken).expect(200);
    const unknown = await http()
      .patch('/api/admin/staff/0123456789abcdef01234567', { role: 'staff' }, ownerToken)
      .expect(404);
    expect(unknown.body.message).toBe(staffErrorMessages.notFound);
    await http().patch(`/api/admin/staff/${owner.staff.id}`, {}, ownerToken).expect(400);

    // With a second owner, the first may step down.
    const second = await inviteAndSetUp(t, clock, ownerToken, 'second@rmj.in', 'owner', 'Kiran Das');
    await http().patch(`/api/admin/staff/${owner.staff.id}`, { role: 'staff' }, second.token).expect(200);
    await http().get('/api/admin/staff', ownerToken).expect(401);
    await http().patch(`/api/admin/staff/${owner.staff.id}`, { role: 'owner' }, second.token).expect(200);
    await freshOwnerToken();
  });

  it('keeps an active owner when two owners demote each other at the same moment', async () => {
    const first = await inviteAndSetUp(t, clock, ownerToken, 'duel-a@rmj.in', 'owner', 'Anil Kumar');
    const second = await inviteAndSetUp(t, clock, ownerToken, 'duel-b@rmj.in', 'owner', 'Bina Shah');
    // Every other owner steps aside, so these two are the only active owners.
    const { members } = staffModels(t);
    const others = (await members.find({ role: 'owner', active: true }).lean()).filter(
      (m) => ![first.staff.id, second.staff.id].includes(String(m._id)),
    );
    for (const other of others)
      await http()
        .patch(`/api/admin/staff/${String(other._id)}`, { active: false }, first.token)
        .expect(200);
    const answers = await Promise.all([
      http().patch(`/api/admin/staff/${second.staff.id}`, { role: 'staff' }, first.token),
      http().patch(`/api/admin/staff/${first.staff.id}`, { role: 'staff' }, second.token),
    ]);
    // One change stands; the other is refused (its owner lost the role first, or its session ended).
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.find((r) => r.status !== 200)?.status).toBeGreaterThanOrEqual(401);
    expect(await members.countDocuments({ role: 'owner', active: true })).toBe(1);
    // The owner who is left turns the others back on.
    const left = answers[0].status === 200 ? first : second;
    for (const other of others)
      await http()
        .patch(`/api/admin/staff/${String(other._id)}`, { active: true }, left.token)
        .expect(200);
    await freshOwnerToken();
  });

  it('records sign-ins, failures and sign-out in the trail, never a secret, newest first and paged', async () => {
    await http().post('/api/admin/auth/login', { email: OWNER, password: 'Not-the-password-1' }).expect(401);
    const token = await freshOwnerToken();
    await http().post('/api/admin/auth/logout', {}, token).expect(200);
    const owned = await freshOwnerToken();
    const page = staffAuditPageSchema.parse(
      (await http().get('/api/admin/staff/audit?limit=3', owned).expect(200)).body,
    );
    expect(page.entries).toHaveLength(3);
    expect(page.nextBefore).toBeDefined();
    expect(page.entries[0]).toMatchObject({
      action: 'signin.succeeded',
      area: 'staff',
      after: { method: 'authenticator' },
    });
    expect(page.entries[1]).toMatchObject({ action: 'signout', actor: { email: OWNER } });
    const failures = staffAuditPageSchema.parse(
      (await http().get('/api/admin/staff/audit?action=signin.failed', owned).expect(200)).body,
    );
    expect(failures.entries[0]).toMatchObject({ target: { label: OWNER }, after: { reason: 'wrong password' } });
    const all = JSON.stringify((await http().get('/api/admin/staff/audit?limit=100', owned).expect(200)).body);
    expect(all).not.toMatch(/argon2|Hallmark925|\$argon|v1\.[A-Za-z0-9_-]{8,}\./);
    expect(all).not.toContain(owner.secret);
    for (const code of owner.recoveryCodes) expect(all).not.toContain(code);
    const bad = await http().get('/api/admin/staff/audit?limit=1000', owned).expect(400);
    expect(bad.body.message).toBe('limit must be a whole number from 1 to 100');
  });
});
