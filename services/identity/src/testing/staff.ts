/** Staff helpers for the service tests: the mailed set-up code, authenticator codes, a signed-in member. */
import { getModelToken } from '@nestjs/mongoose';
import {
  staffLoginResponseSchema,
  staffSessionResponseSchema,
  staffSetupConfirmResponseSchema,
  staffSetupResponseSchema,
  type StaffSetupConfirmResponse,
} from '@rmj/contracts';
import { authenticator } from 'otplib';
import type { Model } from 'mongoose';
import request from 'supertest';
import { SessionClock } from '../sessions/session-clock';
import { StaffInvitation } from '../staff/staff-invitation.schema';
import { StaffMember } from '../staff/staff-member.schema';
import { latestCode, mailsTo, newClientIp, type TestApp } from './test-app';

export const OWNER = 'owner@rmj.local';
export const STAFF_PASSWORD = 'Hallmark925Silver';

/**
 * The app's clock, moved on by whole 30-second steps (`tick()`), so each sign-in of a test has a
 * fresh authenticator code without waiting; codes are made at the same moved time.
 */
export class StaffClock {
  offset = 0;
  constructor(t: TestApp) {
    jest.spyOn(t.app.get(SessionClock), 'now').mockImplementation(() => this.now());
  }
  now(): number {
    return Date.now() + this.offset;
  }
  /** Moves on by `steps` authenticator steps (30 seconds each). */
  tick(steps = 1): void {
    this.offset += steps * 30_000;
  }
  /** The code an authenticator app shows now (or `steps` steps from now). */
  code(secret: string, steps = 0): string {
    return authenticator.clone({ epoch: this.now() + steps * 30_000 }).generate(secret);
  }
}

export const staffModels = (t: TestApp) => ({
  members: t.app.get<Model<StaffMember>>(getModelToken(StaffMember.name)),
  invitations: t.app.get<Model<StaffInvitation>>(getModelToken(StaffInvitation.name)),
});

export const api = (t: TestApp) => ({
  post: (path: string, body: object, token?: string) => {
    const req = request(t.app.getHttpServer()).post(path).set('x-forwarded-for', newClientIp());
    return (token ? req.set('authorization', `Bearer ${token}`) : req).send(body);
  },
  patch: (path: string, body: object, token?: string) => {
    const req = request(t.app.getHttpServer()).patch(path);
    return (token ? req.set('authorization', `Bearer ${token}`) : req).send(body);
  },
  get: (path: string, token?: string) => {
    const req = request(t.app.getHttpServer()).get(path);
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  },
  delete: (path: string, token?: string) => {
    const req = request(t.app.getHttpServer()).delete(path);
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  },
});

/** The set-up code in the newest mail to `email` (owner or invitation). */
export async function setupCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailsTo(t.mail, email);
  if (!mail || !/set up/i.test(mail.subject + mail.text)) throw new Error(`no set-up mail to ${email}`);
  return latestCode(t.mail, email);
}

export interface SetUpMember extends StaffSetupConfirmResponse {
  secret: string;
}

/** Set-up from the mailed code to the confirmed authenticator: a signed-in member and their secret. */
export async function setUpMember(
  t: TestApp,
  clock: StaffClock,
  email: string,
  name = 'Ravi Varma',
): Promise<SetUpMember> {
  const http = api(t);
  const code = await setupCode(t, email);
  const setup = staffSetupResponseSchema.parse(
    (await http.post('/api/admin/auth/setup', { email, code, name, password: STAFF_PASSWORD }).expect(200)).body,
  );
  const confirmed = staffSetupConfirmResponseSchema.parse(
    (
      await http
        .post('/api/admin/auth/setup/confirm', { setupToken: setup.setupToken, code: clock.code(setup.totp.secret) })
        .expect(200)
    ).body,
  );
  return { ...confirmed, secret: setup.totp.secret };
}

/**
 * Moves the staff login attempts counted for `email` an hour into the past, as if the caller had
 * waited: a right password without a second factor stays counted, so tests that sign in often
 * would otherwise meet the login pace.
 */
export async function forgetLoginPace(t: TestApp, email: string): Promise<void> {
  await t.codes.db
    .collection('rate_limit_tickets')
    .updateMany({ k: `staff-login-email|${email}` }, { $set: { at: new Date(Date.now() - 3600_000) } });
}

/** Password then a fresh authenticator code: a new token. */
export async function signIn(t: TestApp, clock: StaffClock, email: string, secret: string): Promise<string> {
  clock.tick();
  await forgetLoginPace(t, email);
  const http = api(t);
  const step = staffLoginResponseSchema.parse(
    (await http.post('/api/admin/auth/login', { email, password: STAFF_PASSWORD }).expect(200)).body,
  );
  if (step.step !== 'totp') throw new Error(`expected the authenticator step, got ${step.step}`);
  const res = await http
    .post('/api/admin/auth/login/verify', { challengeToken: step.challengeToken, code: clock.code(secret) })
    .expect(200);
  return staffSessionResponseSchema.parse(res.body).token;
}

/** An owner invites `email` with `role`; the invitee sets up their account. */
export async function inviteAndSetUp(
  t: TestApp,
  clock: StaffClock,
  ownerToken: string,
  email: string,
  role: 'owner' | 'staff' | 'support',
  name = 'Meena Iyer',
): Promise<SetUpMember> {
  await api(t).post('/api/admin/staff/invitations', { email, name, role }, ownerToken).expect(201);
  clock.tick();
  return setUpMember(t, clock, email, name);
}
