import { accountDeletedMail, passwordChangedMail, registrationAttemptMail } from './security-mails';
import { noAccountMail, verificationMail } from './verification-mail';

const CONTACT = { phone: '+91 98400 11223', email: 'help@rmj.in', whatsapp: '+91 98400 44556' };
const hostile = '<b onmouseover="x()">Ravi</b> & \'Co\'';

it('names the shop by its brand in every account e-mail', () => {
  for (const mail of [
    verificationMail(CONTACT, 'register', '123456', 'Ravi'),
    verificationMail(CONTACT, 'reset', '123456'),
    noAccountMail(CONTACT),
    passwordChangedMail(CONTACT, 'Ravi'),
    registrationAttemptMail(CONTACT),
  ]) {
    expect(mail.html).toContain('>RMJ Jewellers — Silver &amp; Gold</h2>');
    expect(mail.text).toMatch(/— RMJ Jewellers — Silver & Gold$/);
    expect(`${mail.text}${mail.html}`).not.toContain('RMJ Silver');
  }
  expect(verificationMail(CONTACT, 'register', '123456').text).toContain(
    'Use this verification code to finish creating your account at RMJ Jewellers:',
  );
});

it('escapes the first name the shopper typed in the HTML part', () => {
  const escaped = 'Hello &lt;b onmouseover=&quot;x()&quot;&gt;Ravi&lt;/b&gt; &amp; &#39;Co&#39;,';
  expect(verificationMail(CONTACT, 'register', '123456', hostile).html).toContain(escaped);
  expect(passwordChangedMail(CONTACT, hostile).html).toContain(escaped);
  expect(passwordChangedMail(CONTACT, hostile).html).not.toContain('<b ');
});

it("ends every shopper's account e-mail with the shop's contact phone and e-mail from the settings", () => {
  for (const mail of [
    verificationMail(CONTACT, 'register', '123456', 'Ravi'),
    verificationMail(CONTACT, 'reset', '123456'),
    noAccountMail(CONTACT),
    passwordChangedMail(CONTACT, 'Ravi'),
    registrationAttemptMail(CONTACT),
    accountDeletedMail(CONTACT, 'Ravi'),
  ]) {
    expect(mail.text).toContain('Questions? Call +91 98400 11223 or write to help@rmj.in\n\n— RMJ Jewellers');
    expect(mail.html).toContain('<a href="tel:+919840011223" style="color:#86600b">+91 98400 11223</a>');
    expect(mail.html).toContain('<a href="mailto:help@rmj.in" style="color:#86600b">help@rmj.in</a>');
  }
  // The reset request for an unknown address keeps its words and adds only the footer.
  expect(noAccountMail(CONTACT).html).not.toContain('<p>Questions?');
});

it('goes without the contact line, inventing none, when the shop settings were never read', () => {
  for (const mail of [
    verificationMail(undefined, 'register', '123456', 'Ravi'),
    noAccountMail(undefined),
    passwordChangedMail(undefined, 'Ravi'),
    registrationAttemptMail(undefined),
    accountDeletedMail(undefined, 'Ravi'),
  ]) {
    expect(mail.text).not.toContain('Questions?');
    expect(mail.text).toMatch(/\.\n\n— RMJ Jewellers/);
    expect(mail.html).not.toContain('Questions?');
    expect(mail.html).not.toContain('tel:');
  }
  expect(noAccountMail(undefined).text).toContain('If it was not you, you can ignore this e-mail.\n\n— RMJ Jewellers');
  expect(noAccountMail(undefined).html).toContain('<p>If it was not you, you can ignore this e-mail.</p>');
});
