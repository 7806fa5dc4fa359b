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

const MSG = {
  firstName: 'First name should be 2-30 characters, letters only.',
  lastName: 'Last name should be 2-30 characters, letters only.',
  email: 'Please enter a valid email address.',
  password: 'Password must be at least 8 characters with at least one letter and one number.',
  phoneNumber: 'Please enter a valid 10-digit phone number.',
  verificationCode: 'Please enter the 6-digit verification code sent to your email.',
};

describe('input validation and abuse limits (real FerretDB + mail catcher)', () => {
  let t: TestApp;
  const post = (path: string, body: unknown, ip = newClientIp()) =>
    request(t.app.getHttpServer())
      .post(path)
      .set('x-forwarded-for', ip)
      .send(body as object);

  beforeAll(async () => {
    t = await createTestApp('validation');
  });
  afterAll(() => t.close());

  it.each([
    ['firstName', 'A', MSG.firstName],
    ['firstName', 'Asha1', MSG.firstName],
    ['lastName', 'K'.repeat(31), MSG.lastName],
    ['email', 'not-an-email', MSG.email],
    ['password', 'short1', MSG.password],
    ['password', 'lettersonly', MSG.password],
    ['password', 'Silver123^', MSG.password],
    ['phoneNumber', '98765', MSG.phoneNumber],
  ])('register step 1 refuses %s=%j with the spec message', async (field, value, message) => {
    const res = await post('/api/register', { ...registration('valid@example.com'), [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.issues[0].field).toBe(field);
  });

  it('register step 2 checks the code shape', async () => {
    const res = await post('/api/register', { ...registration('valid@example.com'), verificationCode: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.verificationCode);
  });

  it('login, reset request and reset verify check their fields', async () => {
    expect((await post('/api/login', { email: 'x', password: 'Silver123' })).body.message).toBe(MSG.email);
    expect((await post('/api/login', { email: 'a@b.in' })).body.message).toBe(MSG.password);
    expect((await post('/api/reset-password-request', {})).body.message).toBe(MSG.email);
    const verify = await post('/api/reset-password-verify', {
      email: 'a@b.in',
      verificationCode: '123456',
      newPassword: 'weak',
    });
    expect(verify.status).toBe(400);
    expect(verify.body.message).toBe(MSG.password);
    const code = await post('/api/reset-password-verify', {
      email: 'a@b.in',
      verificationCode: 'abcdef',
      newPassword: 'Silver123',
    });
    expect(code.body.message).toBe(MSG.verificationCode);
  });

  it('refuses unknown fields and a non-object body', async () => {
    const extra = await post('/api/login', { email: 'a@b.in', password: 'Silver123', isAdmin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/isAdmin/);
    const reg = await post('/api/register', { ...registration('extra@example.com'), role: 'admin' });
    expect(reg.status).toBe(400);
    expect(await mailsTo(t.mail, 'extra@example.com')).toHaveLength(0);
    const arr = await request(t.app.getHttpServer())
      .post('/api/login')
      .set('content-type', 'application/json')
      .send('[1]');
    expect(arr.status).toBe(400);
  });

  it('refuses MongoDB operators in the body', async () => {
    const res = await post('/api/login', { email: { $ne: null }, password: { $gt: '' } });
    expect(res.status).toBe(400);
    expect(res.body.token).toBeUndefined();
    const reset = await post('/api/reset-password-verify', {
      email: 'a@b.in',
      verificationCode: { $regex: '.*' },
      newPassword: 'Silver123',
    });
    expect(reset.status).toBe(400);
  });

  it('limits code mails to 20 an hour per address', async () => {
    const ip = newClientIp();
    for (let i = 0; i < 20; i++)
      await post('/api/reset-password-request', { email: `many${i}@example.com` }, ip).expect(200);
    const res = await post('/api/register', registration('one-more@example.com'), ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many requests. Please try again later.');
    expect(await mailsTo(t.mail, 'one-more@example.com')).toHaveLength(0);
    await post('/api/register', registration('one-more@example.com'), newClientIp()).expect(200);
  });

  it('limits code mails to 10 an hour per e-mail, whatever the address', async () => {
    for (let i = 0; i < 10; i++) {
      await pretendMinutePassed(t, 'hourly@example.com');
      await post('/api/reset-password-request', { email: 'hourly@example.com' }).expect(200);
    }
    await pretendMinutePassed(t, 'hourly@example.com');
    const res = await post('/api/reset-password-request', { email: 'hourly@example.com' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many requests. Please try again later.');
  });

  it('limits code checks to 50 per 15 minutes per address', async () => {
    const ip = newClientIp();
    await post('/api/register', registration('checks@example.com')).expect(200);
    const code = await latestCode(t.mail, 'checks@example.com');
    for (let i = 0; i < 50; i++) {
      const res = await post(
        '/api/reset-password-verify',
        { email: `c${i}@example.com`, verificationCode: '123456', newPassword: 'Silver123' },
        ip,
      );
      expect(res.status).toBe(400);
    }
    const blocked = await post('/api/register', { ...registration('checks@example.com'), verificationCode: code }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many requests. Please try again later.');
    await post(
      '/api/register',
      { ...registration('checks@example.com'), verificationCode: code },
      newClientIp(),
    ).expect(200);
  });

  it('is live and ready when the database answers', async () => {
    await request(t.app.getHttpServer()).get('/health/live').expect(200, { status: 'ok' });
    const ready = await request(t.app.getHttpServer()).get('/health/ready').expect(200);
    expect(ready.body.info.database.status).toBe('up');
  });
});
