import { accountMessageResponseSchema, apiErrorResponseSchema, authSessionResponseSchema } from '@rmj/contracts';
import { generateAccessTokenKeyPair, loadVerifyKeys, verifyAccessToken } from '@rmj/nest-common';
import request from 'supertest';
import {
  createTestApp,
  latestCode,
  mailsTo,
  newClientIp,
  pretendLoginWait,
  registration,
  sessionOf,
  type TestApp,
} from '../testing/test-app';

describe('login and password reset (real FerretDB + mail catcher)', () => {
  let t: TestApp;
  const post = (path: string, body: unknown, ip = newClientIp()) =>
    request(t.app.getHttpServer())
      .post(path)
      .set('x-forwarded-for', ip)
      .send(body as object);

  /** Registers through the two public steps. */
  async function signUp(email: string, password = 'Silver123') {
    await post('/api/register', { ...registration(email), password }).expect(200);
    const code = await latestCode(t.mail, email);
    await post('/api/register', { ...registration(email), password, verificationCode: code }).expect(200);
  }

  beforeAll(async () => {
    t = await createTestApp('login_reset');
    await signUp('ravi@example.com');
  });
  afterAll(() => t.close());

  it('logs in with the right password and greets by first name', async () => {
    const res = await post('/api/login', { email: ' Ravi@Example.com', password: 'Silver123' });
    expect(res.status).toBe(200);
    expect(authSessionResponseSchema.parse(res.body)).toMatchObject({
      success: true,
      message: 'Login successful. Welcome, Asha!',
      firstName: 'Asha',
      lastName: 'Kumar',
    });
    expect(verifyAccessToken(res.body.token, t.keys)?.sub).toBe(res.body.userId);
    expect(verifyAccessToken(res.body.token, loadVerifyKeys(generateAccessTokenKeyPair().publicKey))).toBeNull();
    expect(await sessionOf(t, res.body.token)).toEqual({ active: true, userId: res.body.userId });
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await post('/api/login', { email: 'ravi@example.com', password: 'Silver999' });
    const unknown = await post('/api/login', { email: 'ghost@example.com', password: 'Silver123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(apiErrorResponseSchema.parse(wrong.body)).toMatchObject({
      statusCode: 401,
      message: 'Invalid email or password.',
    });
    expect(wrong.body.token).toBeUndefined();
  });

  it('after 5 failed logins an e-mail waits a growing time, not 15 minutes; a refused try does not count; other accounts are unaffected', async () => {
    await signUp('slow@example.com');
    for (let i = 0; i < 5; i++)
      await post('/api/login', { email: 'slow@example.com', password: 'Wrong1234' }).expect(401);
    // Even the owner, from another address, must wait: about a second now, never more than a minute.
    const waiting = await post('/api/login', { email: 'slow@example.com', password: 'Silver123' });
    expect(waiting.status).toBe(429);
    expect(apiErrorResponseSchema.parse(waiting.body).message).toBe(
      'Too many failed login attempts. Please wait a little and try again.',
    );
    expect(apiErrorResponseSchema.parse(waiting.body).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(waiting.body.retryAfterSeconds).toBeLessThanOrEqual(60);
    await post('/api/login', { email: 'ravi@example.com', password: 'Silver123' }).expect(200);
    // After the wait the right password works.
    await pretendLoginWait(t, 'slow@example.com', 1500);
    await post('/api/login', { email: 'slow@example.com', password: 'Silver123' }).expect(200);
    // Each further failure doubles the wait, up to a minute.
    await pretendLoginWait(t, 'slow@example.com', 1500);
    await post('/api/login', { email: 'slow@example.com', password: 'Wrong1234' }).expect(401);
    const longer = await post('/api/login', { email: 'slow@example.com', password: 'Silver123' });
    expect(longer.status).toBe(429);
    expect(longer.body.retryAfterSeconds).toBe(2);
  });

  it('a successful login is given back: many right logins in a row are never delayed', async () => {
    await signUp('often@example.com');
    const ip = newClientIp();
    for (let i = 0; i < 4; i++)
      await post('/api/login', { email: 'often@example.com', password: 'Wrong1234' }, ip).expect(401);
    for (let i = 0; i < 8; i++)
      await post('/api/login', { email: 'often@example.com', password: 'Silver123' }, ip).expect(200);
  });

  it('parallel guesses for one e-mail pass the password check at most one more time than the free attempts', async () => {
    await signUp('burst@example.com');
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => post('/api/login', { email: 'burst@example.com', password: 'Wrong1234' })),
    );
    const checked = answers.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(5 + 1);
    expect(answers.filter((r) => r.status === 429).length).toBe(16 - checked);
  });

  it('slows one address after 20 failed logins across e-mails (IPv6 counted per /64); other addresses still log in', async () => {
    for (let i = 0; i < 20; i++) {
      const ip = `2001:db8:77:1:${(i + 1).toString(16)}::1`;
      await post('/api/login', { email: `spray${i}@example.com`, password: 'Wrong1234' }, ip).expect(401);
    }
    const slowed = await post(
      '/api/login',
      { email: 'ravi@example.com', password: 'Silver123' },
      '2001:db8:77:1:ffff::9',
    );
    expect(slowed.status).toBe(429);
    expect(apiErrorResponseSchema.parse(slowed.body).message).toBe(
      'Too many failed login attempts. Please wait a little and try again.',
    );
    await post('/api/login', { email: 'ravi@example.com', password: 'Silver123' }, '2001:db8:77:2::1').expect(200);
  });

  it('logout ends the session of the token; a second logout or none at all is refused politely', async () => {
    await signUp('bye@example.com');
    const login = await post('/api/login', { email: 'bye@example.com', password: 'Silver123' }).expect(200);
    const other = await post('/api/login', { email: 'bye@example.com', password: 'Silver123' }).expect(200);
    const res = await request(t.app.getHttpServer())
      .post('/api/logout')
      .set('authorization', `Bearer ${login.body.token}`)
      .send();
    expect(res.status).toBe(200);
    expect(accountMessageResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({ success: true, message: 'You have been logged out.' });
    expect(await sessionOf(t, login.body.token)).toEqual({ active: false });
    // Another device's session goes on.
    expect((await sessionOf(t, other.body.token)).active).toBe(true);
    const none = await request(t.app.getHttpServer()).post('/api/logout').send({});
    expect(none.status).toBe(401);
    expect(apiErrorResponseSchema.parse(none.body).message).toBe('You are not logged in.');
  });

  it('answers a reset request for a known and an unknown e-mail identically', async () => {
    const known = await post('/api/reset-password-request', { email: 'ravi@example.com' });
    const unknown = await post('/api/reset-password-request', { email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(accountMessageResponseSchema.parse(known.body)).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: 'Verification code sent to your email!' });
    expect(unknown.body).toEqual(known.body);
    // Both are held to one request a minute.
    const knownAgain = await post('/api/reset-password-request', { email: 'ravi@example.com' });
    const unknownAgain = await post('/api/reset-password-request', { email: 'ghost@example.com' });
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain.status).toBe(429);
    expect(knownAgain.body).toEqual(unknownAgain.body);
    expect(apiErrorResponseSchema.parse(knownAgain.body).message).toBe(
      'Please wait a minute before requesting another code.',
    );
    // A wrong code reads the same for both.
    const knownWrong = await post('/api/reset-password-verify', {
      email: 'ravi@example.com',
      verificationCode: '000000',
      newPassword: 'Golden456',
    });
    const unknownWrong = await post('/api/reset-password-verify', {
      email: 'ghost@example.com',
      verificationCode: '000000',
      newPassword: 'Golden456',
    });
    if ((await latestCode(t.mail, 'ravi@example.com')) !== '000000') {
      expect(knownWrong.status).toBe(400);
      expect(apiErrorResponseSchema.parse(knownWrong.body).statusCode).toBe(400);
      expect(unknownWrong.body).toEqual(knownWrong.body);
    }
    // The unknown address gets a note without a code; the known one a reset code.
    const [note] = await mailsTo(t.mail, 'ghost@example.com');
    expect(note.text).toContain('no account uses it');
    expect(note.text).not.toMatch(/\b\d{6}\b/);
    const [codeMail] = await mailsTo(t.mail, 'ravi@example.com');
    expect(codeMail.subject).toBe('Your RMJ password reset code');
    expect(codeMail.text).toContain('to reset your password');
    expect(codeMail.text).toContain('valid for 10 minutes');
  });

  it('resets the password with the mailed code: the new one logs in, the old one no longer does', async () => {
    await signUp('reset@example.com');
    const before = await post('/api/login', { email: 'reset@example.com', password: 'Silver123' }).expect(200);
    expect((await sessionOf(t, before.body.token)).active).toBe(true);
    await post('/api/reset-password-request', { email: 'reset@example.com' }).expect(200);
    const code = await latestCode(t.mail, 'reset@example.com');
    const hashBefore = (await t.users.findOne({ email: 'reset@example.com' }).lean())!.passwordHash;
    const res = await post('/api/reset-password-verify', {
      email: 'reset@example.com',
      verificationCode: code,
      newPassword: 'Golden456',
    });
    expect(res.status).toBe(200);
    expect(accountMessageResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({ success: true, message: 'Password has been reset successfully!' });
    const after = (await t.users.findOne({ email: 'reset@example.com' }).lean())!.passwordHash;
    expect(after).toMatch(/^\$argon2id\$/);
    expect(after).not.toBe(hashBefore);
    // A token issued before the reset is refused after it; the owner is told by mail.
    expect(await sessionOf(t, before.body.token)).toEqual({ active: false });
    const [changed] = await mailsTo(t.mail, 'reset@example.com');
    expect(changed.subject).toBe('Your RMJ password was changed');
    expect(changed.text).toContain('every device that was logged in has been logged out');
    const fresh = await post('/api/login', { email: 'reset@example.com', password: 'Golden456' }).expect(200);
    expect((await sessionOf(t, fresh.body.token)).active).toBe(true);
    const old = await post('/api/login', { email: 'reset@example.com', password: 'Silver123' });
    expect(old.status).toBe(401);
    // The code cannot be used twice.
    const reuse = await post('/api/reset-password-verify', {
      email: 'reset@example.com',
      verificationCode: code,
      newPassword: 'Another789',
    });
    expect(reuse.status).toBe(400);
  });

  it('a register code does not reset a password', async () => {
    await post('/api/register', registration('cross@example.com')).expect(200);
    const code = await latestCode(t.mail, 'cross@example.com');
    await t.users.create({ ...registration('cross@example.com'), passwordHash: 'x' });
    const res = await post('/api/reset-password-verify', {
      email: 'cross@example.com',
      verificationCode: code,
      newPassword: 'Golden456',
    });
    expect(res.status).toBe(400);
  });
});
