import nodemailer from 'nodemailer';
import { SmtpMailer, transportOptions } from './mailer';

describe('SMTP transport options', () => {
  it('talks plain SMTP to the local catcher on loopback', () => {
    expect(transportOptions('smtp://127.0.0.1:1025')).toMatchObject({
      host: '127.0.0.1',
      port: 1025,
      secure: false,
      ignoreTLS: true,
      requireTLS: false,
    });
  });

  it('requires STARTTLS for a relay on another host, and passes its credentials', () => {
    const options = transportOptions('smtp://mailer%40rmj.in:s3cret@smtp.example.in:587');
    expect(options).toMatchObject({
      host: 'smtp.example.in',
      port: 587,
      secure: false,
      ignoreTLS: false,
      requireTLS: true,
    });
    expect(options.auth).toEqual({ user: 'mailer@rmj.in', pass: 's3cret' });
  });

  it('uses implicit TLS for smtps:// (port 465 by default)', () => {
    expect(transportOptions('smtps://smtp.example.in')).toMatchObject({ port: 465, secure: true, requireTLS: false });
  });
});

describe('SmtpMailer attachments', () => {
  /** The mailer with a transport that renders the MIME message instead of sending it. */
  function renderingMailer() {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    jest.spyOn(nodemailer, 'createTransport').mockReturnValueOnce(transport as never);
    const sent = jest.spyOn(transport, 'sendMail');
    const mailer = new SmtpMailer({ SMTP_URL: 'smtp://127.0.0.1:1025', MAIL_FROM: 'RMJ <no-reply@rmj.local>' });
    const rendered = async () => (await sent.mock.results[0].value).message.toString('utf8') as string;
    return { mailer, rendered };
  }

  afterEach(() => jest.restoreAllMocks());

  it('attaches a file, and shows a picture with a cid inside the html', async () => {
    const { mailer, rendered } = renderingMailer();
    await mailer.send('asha@example.in', {
      subject: 'Your order has shipped',
      text: 'Your tax invoice is attached.',
      html: '<p>Proof</p><img src="cid:proof-line-0@rmj">',
      attachments: [
        { fileName: 'RMJ-25-26-000001.pdf', content: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' },
        {
          fileName: 'proof-line-1.png',
          content: Buffer.from('png'),
          contentType: 'image/png',
          cid: 'proof-line-0@rmj',
        },
      ],
    });
    mailer.onModuleDestroy();
    const message = await rendered();
    expect(message).toMatch(/Content-Type: application\/pdf; name=RMJ-25-26-000001\.pdf/);
    expect(message).toMatch(/Content-Disposition: attachment; filename=RMJ-25-26-000001\.pdf/);
    expect(message).toMatch(/Content-Type: image\/png; name=proof-line-1\.png/);
    expect(message).toContain('Content-ID: <proof-line-0@rmj>');
    expect(message).toMatch(/Content-Disposition: inline; filename=proof-line-1\.png/);
  });

  it('sends subject, text and html alone when there is nothing to attach', async () => {
    const { mailer, rendered } = renderingMailer();
    await mailer.send('asha@example.in', { subject: 'Your code', text: 'Code: 123456', html: '<p>Code: 123456</p>' });
    mailer.onModuleDestroy();
    const message = await rendered();
    expect(message).toContain('Subject: Your code');
    expect(message).not.toContain('Content-Disposition');
  });
});
