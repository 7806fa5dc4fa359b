import { verifyAccessToken } from '@rmj/nest-common';
import request from 'supertest';
import { createTestApp, latestCode, mailsTo, newClientIp, registration, type TestApp } from '../testing/test-app';

describe('login and password reset (real FerretDB + mail catcher)', () => {
  let t: TestApp;
  const post = (path: string, body: unknown, ip = newClientIp()) =>
    request(t.app.getHttpServer()).post(path).set('x-forwarded-for', ip).send(body as object);

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
    expect(res.body).toMatchObject({ success: true, message: 'Login successful. Welcome, Asha!', firstName: 'Asha', lastName: 'Kumar' });
    expect(verifyAccessToken(res.body.token, t.config.JWT_SECRET)?.sub).toBe(res.body.userId);
    expect(verifyAccessToken(res.body.token, 'another-secret-another-secret-another')).toBeNull();
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await post('/api/login', { email: 'ravi@example.com', password: 'Silver999' });
    const unknown = await post('/api/login', { email: 'ghost@example.com', password: 'Silver123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password.');
    expect(wrong.body.token).toBeUndefined();
  });

  it('locks an e-mail for 15 minutes after 10 failed logins, even with the right password and from another address', async () => {
    await signUp('lock@example.com');
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/login', { email: 'lock@example.com', password: 'Wrong1234' });
      expect(res.status).toBe(401);
    }
    const locked = await post('/api/login', { email: 'lock@example.com', password: 'Silver123' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    // Other accounts are not affected.
    await post('/api/login', { email: 'ravi@example.com', password: 'Silver123' }).expect(200);
  });

  it('a successful login clears the e-mail failure count', async () => {
    await signUp('clear@example.com');
    const ip = newClientIp();
    for (let i = 0; i < 9; i++) await post('/api/login', { email: 'clear@example.com', password: 'Wrong1234' }, ip).expect(401);
    await post('/api/login', { email: 'clear@example.com', password: 'Silver123' }, ip).expect(200);
    for (let i = 0; i < 9; i++) await post('/api/login', { email: 'clear@example.com', password: 'Wrong1234' }, ip).expect(401);
    await post('/api/login', { email: 'clear@example.com', password: 'Silver123' }, ip).expect(200);
  });

  it('blocks an address after 50 failed logins across e-mails; other addresses still log in', async () => {
    const ip = newClientIp();
    for (let i = 0; i < 50; i++) {
      const res = await post('/api/login', { email: `spray${i}@example.com`, password: 'Wrong1234' }, ip);
      expect(res.status).toBe(401);
    }
    const blocked = await post('/api/login', { email: 'ravi@example.com', password: 'Silver123' }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    await post('/api/login', { email: 'ravi@example.com', password: 'Silver123' }, newClientIp()).expect(200);
  });

  it('answers a reset request for a known and an unknown e-mail identically', async () => {
    const known = await post('/api/reset-password-request', { email: 'ravi@example.com' });
    const unknown = await post('/api/reset-password-request', { email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: 'Verification code sent to your email!' });
    expect(unknown.body).toEqual(known.body);
    // Both are held to one request a minute.
    const knownAgain = await post('/api/reset-password-request', { email: 'ravi@example.com' });
    const unknownAgain = await post('/api/reset-password-request', { email: 'ghost@example.com' });
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain.status).toBe(429);
    expect(knownAgain.body).toEqual(unknownAgain.body);
    expect(knownAgain.body.message).toBe('Please wait a minute before requesting another code.');
    // A wrong code reads the same for both.
    const knownWrong = await post('/api/reset-password-verify', { email: 'ravi@example.com', verificationCode: '000000', newPassword: 'Golden456' });
    const unknownWrong = await post('/api/reset-password-verify', { email: 'ghost@example.com', verificationCode: '000000', newPassword: 'Golden456' });
    if ((await latestCode(t.mail, 'ravi@example.com')) !== '000000') {
      expect(knownWrong.status).toBe(400);
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
    await post('/api/reset-password-request', { email: 'reset@example.com' }).expect(200);
    const code = await latestCode(t.mail, 'reset@example.com');
    const before = (await t.users.findOne({ email: 'reset@example.com' }).lean())!.passwordHash;
    const res = await post('/api/reset-password-verify', { email: 'reset@example.com', verificationCode: code, newPassword: 'Golden456' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Password has been reset successfully!' });
    const after = (await t.users.findOne({ email: 'reset@example.com' }).lean())!.passwordHash;
    expect(after).toMatch(/^\$argon2id\$/);
    expect(after).not.toBe(before);
    await post('/api/login', { email: 'reset@example.com', password: 'Golden456' }).expect(200);
    const old = await post('/api/login', { email: 'reset@example.com', password: 'Silver123' });
    expect(old.status).toBe(401);
    // The code cannot be used twice.
    const reuse = await post('/api/reset-password-verify', { email: 'reset@example.com', verificationCode: code, newPassword: 'Another789' });
    expect(reuse.status).toBe(400);
  });

  it('a register code does not reset a password', async () => {
    await post('/api/register', registration('cross@example.com')).expect(200);
    const code = await latestCode(t.mail, 'cross@example.com');
    await t.users.create({ ...registration('cross@example.com'), passwordHash: 'x' });
    const res = await post('/api/reset-password-verify', { email: 'cross@example.com', verificationCode: code, newPassword: 'Golden456' });
    expect(res.status).toBe(400);
  });
});
