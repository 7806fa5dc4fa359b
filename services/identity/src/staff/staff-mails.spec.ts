import { invitationMail, ownerSetupMail } from './staff-mails';

it('mails the set-up code with the link, and escapes names in the HTML part', () => {
  const owner = ownerSetupMail('012345', 'http://localhost:8080/admin/setup?email=owner%40rmj.local');
  expect(owner.text).toContain('    012345');
  expect(owner.text).toContain('Open http://localhost:8080/admin/setup?email=owner%40rmj.local and enter it');
  expect(owner.html).toContain('href="http://localhost:8080/admin/setup?email=owner%40rmj.local"');

  const invite = invitationMail('<b>Meena</b>', 'support', '543210', 'http://x.in/admin/setup', 'Ravi');
  expect(invite.text).toContain(
    'Ravi has invited <b>Meena</b> to the RMJ Jewellers — Silver & Gold back office as Support.',
  );
  expect(invite.html).toContain('&lt;b&gt;Meena&lt;/b&gt;');
  expect(invite.html).not.toContain('<b>Meena');
  expect(invite.text).toMatch(/valid for 72 hours/);
});
