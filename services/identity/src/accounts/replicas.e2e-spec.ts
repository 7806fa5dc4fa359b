import request from 'supertest';
import {
  createTestApp,
  latestCode,
  newClientIp,
  pretendMinutePassed,
  registration,
  type TestApp,
} from '../testing/test-app';

/** Two identity replicas on one database, as two pods behind one Service. */
describe('limits hold across replicas (two apps, one FerretDB database)', () => {
  let one: TestApp;
  let two: TestApp;
  const post = (replica: TestApp, path: string, body: object) =>
    request(replica.app.getHttpServer()).post(path).set('x-forwarded-for', newClientIp()).send(body);

  beforeAll(async () => {
    one = await createTestApp('replicas');
    two = await createTestApp('replicas', { MONGODB_DB: one.config.MONGODB_DB });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('together allow no more wrong codes per e-mail than one replica: 4 answered wrong per code, 20 a day', async () => {
    const email = 'target@example.com';
    await one.users.create({ ...registration(email), passwordHash: 'x' });
    const tickets = one.codes.db.collection('rate_limit_tickets');
    let wrongAnswers = 0;
    let code = '';
    for (let round = 0; round < 5; round++) {
      await pretendMinutePassed(one, email);
      await post(one, '/api/reset-password-request', { email }).expect(200);
      code = await latestCode(one.mail, email);
      const wrong = code === '000000' ? '111111' : '000000';
      // Ten parallel guesses at one code, split over both replicas.
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(i % 2 ? one : two, '/api/reset-password-verify', {
            email,
            verificationCode: wrong,
            newPassword: 'Golden456',
          }),
        ),
      );
      const invalid = answers.filter((r) => r.status === 400).length;
      expect(invalid).toBeLessThanOrEqual(4);
      expect(answers.filter((r) => r.status === 429).length).toBe(10 - invalid);
      wrongAnswers += invalid;
    }
    expect(wrongAnswers).toBeLessThanOrEqual(20);
    expect(await tickets.countDocuments({ k: `wrong-code-email|${email}` })).toBe(20);
    // The day's budget is spent on both replicas: even the right code of a fresh mail is refused.
    await pretendMinutePassed(one, email);
    await post(one, '/api/reset-password-request', { email }).expect(200);
    code = await latestCode(one.mail, email);
    for (const replica of [one, two]) {
      const res = await post(replica, '/api/reset-password-verify', {
        email,
        verificationCode: code,
        newPassword: 'Golden456',
      });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe('Too many requests. Please try again later.');
    }
  });

  it('a code can be used once, whichever replica is asked', async () => {
    const email = 'once@example.com';
    await post(one, '/api/register', registration(email)).expect(200);
    const code = await latestCode(one.mail, email);
    const answers = await Promise.all(
      [one, two, one, two].map((replica) =>
        post(replica, '/api/register', { ...registration(email), verificationCode: code }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await one.users.countDocuments({ email })).toBe(1);
  });
});
