import { transportOptions } from './mailer';

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
