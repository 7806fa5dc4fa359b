import { passwordChangedMail, registrationAttemptMail } from './security-mails';
import { noAccountMail, verificationMail } from './verification-mail';

const hostile = '<b onmouseover="x()">Ravi</b> & \'Co\'';

it('names the shop by its brand in every account e-mail', () => {
  for (const mail of [
    verificationMail('register', '123456', 'Ravi'),
    verificationMail('reset', '123456'),
    noAccountMail(),
    passwordChangedMail('Ravi'),
    registrationAttemptMail(),
  ]) {
    expect(mail.html).toContain('>RMJ Jewellers — Silver &amp; Gold</h2>');
    expect(mail.text).toMatch(/— RMJ Jewellers — Silver & Gold$/);
    expect(`${mail.text}${mail.html}`).not.toContain('RMJ Silver');
  }
  expect(verificationMail('register', '123456').text).toContain(
    'Use this verification code to finish creating your account at RMJ Jewellers:',
  );
});

it('escapes the first name the shopper typed in the HTML part', () => {
  const escaped = 'Hello &lt;b onmouseover=&quot;x()&quot;&gt;Ravi&lt;/b&gt; &amp; &#39;Co&#39;,';
  expect(verificationMail('register', '123456', hostile).html).toContain(escaped);
  expect(passwordChangedMail(hostile).html).toContain(escaped);
  expect(passwordChangedMail(hostile).html).not.toContain('<b ');
});
