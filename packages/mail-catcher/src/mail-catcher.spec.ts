import nodemailer from 'nodemailer';
import { startMailCatcher, type CaughtMail, type RunningMailCatcher } from './mail-catcher';
import { parseArgs } from './main';

describe('mail catcher', () => {
  let catcher: RunningMailCatcher;
  const base = () => `http://127.0.0.1:${catcher.httpPort}`;
  const send = (mail: nodemailer.SendMailOptions) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false, ignoreTLS: true })
      .sendMail(mail);

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(() => catcher.stop());
  beforeEach(() => catcher.clear());

  it('catches a mail sent over SMTP and serves it through the JSON API', async () => {
    await send({
      from: 'Shop <no-reply@shop.test>',
      to: 'Asha@Example.com',
      subject: 'Your code',
      text: 'Code 123456',
      html: '<p>Code <b>123456</b></p>',
    });
    const res = await fetch(`${base()}/api/messages`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as CaughtMail[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      to: ['asha@example.com'],
      from: 'Shop <no-reply@shop.test>',
      subject: 'Your code',
    });
    expect(list[0].text.trim()).toBe('Code 123456');
    expect(list[0].html).toContain('<b>123456</b>');
    expect(new Date(list[0].date).getTime()).not.toBeNaN();
    expect(list[0].id).toEqual(expect.any(String));
  });

  it('lists newest first on the HTML page, escaping content', async () => {
    await send({ from: 'a@shop.test', to: 'x@example.com', subject: 'First', text: 'one' });
    await send({ from: 'a@shop.test', to: 'y@example.com', subject: 'Second <script>', text: 'two' });
    expect(catcher.messages().map((m) => m.subject)).toEqual(['Second <script>', 'First']);
    const page = await (await fetch(`${base()}/`)).text();
    expect(page.indexOf('Second &lt;script&gt;')).toBeGreaterThan(-1);
    expect(page.indexOf('Second &lt;script&gt;')).toBeLessThan(page.indexOf('First'));
    expect(page).not.toContain('<script>');
    expect(page).toContain('y@example.com');
  });

  it('empties the inbox on DELETE /api/messages', async () => {
    await send({ from: 'a@shop.test', to: 'x@example.com', subject: 'Bye', text: 'gone' });
    const del = await fetch(`${base()}/api/messages`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect(await (await fetch(`${base()}/api/messages`)).json()).toEqual([]);
  });

  it('answers unknown paths with 404', async () => {
    expect((await fetch(`${base()}/nope`)).status).toBe(404);
  });

  it('refuses to start on a port already taken', async () => {
    await expect(startMailCatcher({ smtpPort: catcher.smtpPort, httpPort: 0 })).rejects.toThrow(/EADDRINUSE/);
  });
});

describe('mail catcher CLI arguments', () => {
  it('defaults to 1025 and 1080 on loopback', () => {
    expect(parseArgs([])).toEqual({ host: '127.0.0.1', smtpPort: 1025, httpPort: 1080 });
  });
  it('reads --smtp-port and --http-port in both spellings', () => {
    expect(parseArgs(['--smtp-port', '2525', '--http-port=8025'])).toEqual({
      host: '127.0.0.1',
      smtpPort: 2525,
      httpPort: 8025,
    });
  });
  it('refuses a bad port or an unknown option', () => {
    expect(() => parseArgs(['--smtp-port', 'x'])).toThrow('--smtp-port must be a port number');
    expect(() => parseArgs(['--verbose'])).toThrow('unknown option');
  });
});
