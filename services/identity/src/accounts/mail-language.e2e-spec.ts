import { SHOP_LANGUAGE_HEADER } from '@rmj/contracts';
import request from 'supertest';
import { createTestApp, latestCode, mailsTo, newClientIp, registration, type TestApp } from '../testing/test-app';

describe("account mails in the shopper's language (real FerretDB + mail catcher)", () => {
  let t: TestApp;
  const post = (path: string, body: unknown, lang?: string) => {
    const call = request(t.app.getHttpServer()).post(path).set('x-forwarded-for', newClientIp());
    return (lang ? call.set(SHOP_LANGUAGE_HEADER, lang) : call).send(body as object);
  };

  beforeAll(async () => {
    t = await createTestApp('mail-language');
  });
  afterAll(() => t.close());

  it('mails the code in Tamil, subject too, when it is asked from a Tamil page, and keeps Tamil on the account', async () => {
    const step1 = await post('/api/register', registration('meena@example.com'), 'ta');
    // The answer on screen stays the contract's message: the page shows it in its own words.
    expect(step1.body).toEqual({ success: true, message: 'Verification code sent to your email!' });
    const [mail] = await mailsTo(t.mail, 'meena@example.com');
    expect(mail.subject).toBe('உங்கள் RMJ சரிபார்ப்புக் குறியீடு');
    expect(mail.text).toContain('வணக்கம் Asha,');
    expect(mail.text).toContain('உங்கள் கணக்கை உருவாக்கி முடிக்க இந்தச் சரிபார்ப்புக் குறியீட்டைப் பயன்படுத்துங்கள்:');
    expect(mail.text).toContain('இந்தக் குறியீடு 10 நிமிடங்களுக்கு மட்டுமே செல்லும்');
    expect(mail.text).not.toContain('Use this verification code');
    expect(mail.html).toContain('<div lang="ta"');

    const code = await latestCode(t.mail, 'meena@example.com');
    await post('/api/register', { ...registration('meena@example.com'), verificationCode: code }, 'ta');
    expect((await t.users.findOne({ email: 'meena@example.com' }).lean())?.language).toBe('ta');
  });

  it('keeps the English code mail as it was for an English page or a call that names no language', async () => {
    await post('/api/register', registration('ravi@example.com'), 'en');
    await post('/api/register', registration('kumar@example.com'));
    for (const to of ['ravi@example.com', 'kumar@example.com']) {
      const [mail] = await mailsTo(t.mail, to);
      expect(mail.subject).toBe('Your RMJ verification code');
      expect(mail.text).toMatch(
        /^Hello Asha,\n\nUse this verification code to finish creating your account at RMJ Jewellers:\n/,
      );
      expect(mail.html).toMatch(/^<div style="font-family:Arial/);
    }
  });

  it('signing in from a Tamil page makes Tamil the account language, and a reset from an English page English again', async () => {
    await post('/api/register', registration('selvi@example.com'));
    const code = await latestCode(t.mail, 'selvi@example.com');
    await post('/api/register', { ...registration('selvi@example.com'), verificationCode: code });
    const language = async () => (await t.users.findOne({ email: 'selvi@example.com' }).lean())?.language;
    expect(await language()).toBe('en');

    const login = await post('/api/login', { email: 'selvi@example.com', password: registration('x').password }, 'ta');
    expect(login.status).toBe(200);
    expect(await language()).toBe('ta');

    await post('/api/reset-password-request', { email: 'selvi@example.com' }, 'en');
    expect(await language()).toBe('en');
    const mails = await mailsTo(t.mail, 'selvi@example.com');
    expect(mails.map((mail) => mail.subject)).toContain('Your RMJ password reset code');
  });
});
