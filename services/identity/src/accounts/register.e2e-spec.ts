import { accountMessageResponseSchema, apiErrorResponseSchema, authSessionResponseSchema } from '@rmj/contracts';
import { verifyAccessToken } from '@rmj/nest-common';
import request from 'supertest';
import {
  createTestApp,
  latestCode,
  mailsTo,
  newClientIp,
  pretendMinutePassed,
  registration,
  type TestApp,
} from '../testing/test-app';

describe('registration with an e-mail code (real FerretDB + mail catcher)', () => {
  let t: TestApp;
  const post = (path: string, body: unknown, ip = newClientIp()) =>
    request(t.app.getHttpServer())
      .post(path)
      .set('x-forwarded-for', ip)
      .send(body as object);

  beforeAll(async () => {
    t = await createTestApp('register');
  });
  afterAll(() => t.close());

  it('step 1 mails a 6-digit code; step 2 with it creates the account and returns a valid token', async () => {
    const step1 = await post('/api/register', registration('  Asha@Example.COM '));
    expect(step1.status).toBe(200);
    expect(accountMessageResponseSchema.parse(step1.body)).toEqual(step1.body);
    expect(step1.body).toEqual({ success: true, message: 'Verification code sent to your email!' });

    const [mail] = await mailsTo(t.mail, 'asha@example.com');
    expect(mail.subject).toBe('Your RMJ verification code');
    expect(mail.from).toBe('RMJ Jewellers <no-reply@rmj.local>');
    expect(mail.text).toContain('to finish creating your account');
    expect(mail.text).toContain('valid for 10 minutes');
    const code = await latestCode(t.mail, 'asha@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const step2 = await post('/api/register', { ...registration('asha@example.com'), verificationCode: code });
    expect(step2.status).toBe(200);
    expect(authSessionResponseSchema.parse(step2.body)).toMatchObject({
      success: true,
      message: 'Account created successfully!',
      firstName: 'Asha',
      lastName: 'Kumar',
    });
    const claims = verifyAccessToken(step2.body.token, t.keys);
    expect(claims).toMatchObject({
      sub: step2.body.userId,
      email: 'asha@example.com',
      firstName: 'Asha',
      sid: expect.any(String),
    });

    const stored = await t.users.findOne({ email: 'asha@example.com' }).lean();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(stored?.passwordHash).not.toContain('Silver123');
    expect(String(stored?._id)).toBe(step2.body.userId);

    // The code is single-use.
    const again = await post('/api/register', { ...registration('asha@example.com'), verificationCode: code });
    expect(again.status).toBe(400);
    expect(apiErrorResponseSchema.parse(again.body).message).toBe(
      'Invalid verification code. Please check the code and try again.',
    );
  });

  it('answers step 1 byte for byte the same for a new and a taken e-mail, and tells the owner by mail', async () => {
    await t.users.create({ ...registration('taken@example.com'), firstName: 'Meera', passwordHash: 'x' });
    const taken = await post('/api/register', registration('Taken@example.com'));
    const fresh = await post('/api/register', registration('fresh@example.com'));
    expect(taken.status).toBe(200);
    expect(taken.status).toBe(fresh.status);
    expect(taken.text).toBe(fresh.text);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(taken.headers['content-length']).toBe(fresh.headers['content-length']);
    // The owner learns of it; no code is mailed to a taken address.
    const [note] = await mailsTo(t.mail, 'taken@example.com');
    expect(note.subject).toBe('Someone tried to register with your e-mail');
    expect(note.text).toContain('Hello Meera,');
    expect(note.text).not.toMatch(/\b\d{6}\b/);
    // A second try within the minute reads the same for both too.
    const takenAgain = await post('/api/register', registration('taken@example.com'));
    const freshAgain = await post('/api/register', registration('fresh@example.com'));
    expect(takenAgain.status).toBe(429);
    expect(takenAgain.text).toBe(freshAgain.text);
    // Step 2 with a guessed code reads as a wrong code, as for an address that never asked.
    const step2 = await post('/api/register', { ...registration('taken@example.com'), verificationCode: '123456' });
    const never = await post('/api/register', {
      ...registration('never-asked@example.com'),
      verificationCode: '123456',
    });
    expect(step2.status).toBe(400);
    expect(step2.text).toBe(never.text);
    expect(await t.users.countDocuments({ email: 'taken@example.com' })).toBe(1);
  });

  it('stores only an HMAC of the code, with a 10-minute expiry', async () => {
    await post('/api/register', registration('hash@example.com')).expect(200);
    const code = await latestCode(t.mail, 'hash@example.com');
    const record = await t.codes.findOne({ email: 'hash@example.com', purpose: 'register' }).lean();
    expect(record?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(record)).not.toContain(code);
    const ttl = record!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('refuses a wrong code, and creates no account', async () => {
    await post('/api/register', registration('wrong@example.com')).expect(200);
    const code = await latestCode(t.mail, 'wrong@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post('/api/register', { ...registration('wrong@example.com'), verificationCode: wrong });
    expect(res.status).toBe(400);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(
      'Invalid verification code. Please check the code and try again.',
    );
    expect(await t.users.countDocuments({ email: 'wrong@example.com' })).toBe(0);
    // The right code still works after one wrong try.
    await post('/api/register', { ...registration('wrong@example.com'), verificationCode: code }).expect(200);
  });

  it('voids the code after 5 wrong tries: even the right code is then refused until a new one is sent', async () => {
    await post('/api/register', registration('void@example.com')).expect(200);
    const code = await latestCode(t.mail, 'void@example.com');
    const wrong = code === '999999' ? '888888' : '999999';
    const body = { ...registration('void@example.com'), verificationCode: wrong };
    for (let i = 1; i <= 4; i++) {
      const res = await post('/api/register', body);
      expect(res.status).toBe(400);
    }
    const fifth = await post('/api/register', body);
    expect(fifth.status).toBe(429);
    expect(apiErrorResponseSchema.parse(fifth.body).message).toBe(
      'Too many incorrect attempts. Please request a new code.',
    );
    const right = await post('/api/register', { ...body, verificationCode: code });
    expect(right.status).toBe(429);
    expect(apiErrorResponseSchema.parse(right.body).message).toBe(
      'Too many incorrect attempts. Please request a new code.',
    );
    expect(await t.users.countDocuments({ email: 'void@example.com' })).toBe(0);

    // A new code (after the one-minute wait) works again.
    await pretendMinutePassed(t, 'void@example.com');
    await post('/api/register', registration('void@example.com')).expect(200);
    const fresh = await latestCode(t.mail, 'void@example.com');
    await post('/api/register', { ...body, verificationCode: fresh }).expect(200);
  });

  it('refuses an expired code', async () => {
    await post('/api/register', registration('late@example.com')).expect(200);
    const code = await latestCode(t.mail, 'late@example.com');
    await t.codes.updateOne({ email: 'late@example.com' }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await post('/api/register', { ...registration('late@example.com'), verificationCode: code });
    expect(res.status).toBe(400);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(
      'This verification code has expired. Please request a new code.',
    );
    expect(await t.users.countDocuments({ email: 'late@example.com' })).toBe(0);
  });

  it('refuses a code for an e-mail that never asked for one', async () => {
    const res = await post('/api/register', { ...registration('never@example.com'), verificationCode: '123456' });
    expect(res.status).toBe(400);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(
      'Invalid verification code. Please check the code and try again.',
    );
  });

  it('sends at most one code a minute per e-mail; the earlier code stays valid', async () => {
    await post('/api/register', registration('again@example.com')).expect(200);
    const first = await latestCode(t.mail, 'again@example.com');
    const res = await post('/api/register', registration('again@example.com'));
    expect(res.status).toBe(429);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe('Please wait a minute before requesting another code.');
    expect(await mailsTo(t.mail, 'again@example.com')).toHaveLength(1);

    // After a minute a resend replaces the code.
    await pretendMinutePassed(t, 'again@example.com');
    await post('/api/register', registration('again@example.com')).expect(200);
    const second = await latestCode(t.mail, 'again@example.com');
    if (second !== first) {
      const old = await post('/api/register', { ...registration('again@example.com'), verificationCode: first });
      expect(old.status).toBe(400);
    }
    await post('/api/register', { ...registration('again@example.com'), verificationCode: second }).expect(200);
  });

  it('sweeps codes expired for more than an hour', async () => {
    await post('/api/register', registration('sweep@example.com')).expect(200);
    await t.codes.updateOne(
      { email: 'sweep@example.com' },
      { $set: { expiresAt: new Date(Date.now() - 2 * 3600_000) } },
    );
    const { VerificationCodesService } = await import('../codes/verification-codes.service');
    const removed = await t.app.get(VerificationCodesService).sweep();
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await t.codes.countDocuments({ email: 'sweep@example.com' })).toBe(0);
  });
});

describe('registration when the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) is closed on loopback: the connection is refused.
    t = await createTestApp('register_nosmtp', { SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('answers 503 and keeps no usable code, so a retry is not blocked by the one-minute limit', async () => {
    const server = t.app.getHttpServer();
    const res = await request(server).post('/api/register').send(registration('down@example.com'));
    expect(res.status).toBe(503);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(
      'We could not send the verification email. Please try again later.',
    );
    expect(await t.codes.countDocuments({ email: 'down@example.com' })).toBe(0);
    const retry = await request(server).post('/api/register').send(registration('down@example.com'));
    expect(retry.status).toBe(503);
  });

  it('answers 503 for a reset request too, known or unknown e-mail', async () => {
    await t.users.create({ ...registration('known@example.com'), passwordHash: 'x' });
    const server = t.app.getHttpServer();
    const known = await request(server).post('/api/reset-password-request').send({ email: 'known@example.com' });
    const unknown = await request(server).post('/api/reset-password-request').send({ email: 'nobody@example.com' });
    expect(known.status).toBe(503);
    expect(unknown.status).toBe(503);
    expect(apiErrorResponseSchema.parse(known.body)).toMatchObject({ statusCode: 503 });
    expect(known.body).toEqual(unknown.body);
    // Neither keeps a record, so neither is held back by the one-minute limit on retry.
    expect(await t.codes.countDocuments({})).toBe(0);
    const knownAgain = await request(server).post('/api/reset-password-request').send({ email: 'known@example.com' });
    const unknownAgain = await request(server)
      .post('/api/reset-password-request')
      .send({ email: 'nobody@example.com' });
    expect([knownAgain.status, unknownAgain.status]).toEqual([503, 503]);
  });
});
