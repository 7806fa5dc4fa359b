// Setting up a staff account from the mailed code: details, the authenticator (QR code and the key
// as text), its first code, the ten recovery codes once, then signed in.
import { screen } from '@testing-library/react';
import { blobText, catchDownloads, installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { STAFF_SESSION_KEY } from '../../../lib/staff-session';
import { renderAdmin, testStaff } from '../../../testing/render-admin';

const SECRET = 'JBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/RMJ%20Back%20office:owner%40rmj.test?secret=${SECRET}&issuer=RMJ%20Back%20office`;
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

let net: FakeNetwork;
beforeEach(() => {
  sessionStorage.clear();
  net = installFakeNetwork();
});

it('sets up the owner: details, QR code and key, first code, recovery codes, then the back office', async () => {
  net.reply('POST /api/admin/auth/setup', {
    status: 200,
    json: { setupToken: 'setup-token-0123456789', totp: { secret: SECRET, otpauthUri: URI } },
  });
  net.reply('POST /api/admin/auth/setup/confirm', {
    status: 200,
    json: { token: 'staff-token-1', staff: testStaff('owner'), recoveryCodes: CODES },
  });
  const view = renderAdmin('/admin/setup?email=owner%40rmj.test&for=owner');
  expect(await screen.findByLabelText('E-mail', undefined, { timeout: 5000 })).toHaveValue('owner@rmj.test');
  expect(screen.getByRole('heading', { name: "Set up the owner's account" })).toBeInTheDocument();
  await view.user.type(screen.getByLabelText(/^Set-up code/), '482913');
  await view.user.type(screen.getByLabelText(/^Your name/), 'Meena Raman');
  await view.user.type(screen.getByLabelText(/^Choose a password/), 'silver and gold 24');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByRole('heading', { name: 'Add your authenticator' })).toBeInTheDocument();
  expect(screen.getByLabelText('Authenticator key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
  const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
  await view.user.type(screen.getByLabelText('6-digit code from the app'), '654321');
  await view.user.click(screen.getByRole('button', { name: 'Confirm' }));

  const codes = await screen.findByRole('list', { name: 'Recovery codes' });
  expect([...codes.querySelectorAll('li')].map((li) => li.textContent)).toEqual(CODES);
  // Copied, downloaded as a text file and printed, before going on.
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await view.user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText.mock.calls[0][0]).toContain(CODES.join('\n'));
  expect(await screen.findByText('Copied the codes.')).toBeInTheDocument();
  const downloads = catchDownloads();
  try {
    await view.user.click(screen.getByRole('button', { name: 'Download (.txt)' }));
    expect(downloads.saved.map((file) => file.name)).toEqual(['rmj-recovery-codes.txt']);
    const text = await blobText(downloads.saved[0].blob);
    expect(text.split('\n')).toEqual(expect.arrayContaining(CODES));
  } finally {
    downloads.restore();
  }
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await view.user.click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  print.mockRestore();
  // Not signed in until the codes are saved: leaving now would show them never again.
  expect(sessionStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  await view.user.click(screen.getByRole('button', { name: 'I have saved these' }));
  expect(await screen.findByText('Welcome, Meena Raman. What would you like to do?')).toBeInTheDocument();
  expect(view.location.current.pathname).toBe('/admin');
  // The landing page also reads the order counts (a GET); setting up is the POSTs.
  expect(net.sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
    [
      '/api/admin/auth/setup',
      { email: 'owner@rmj.test', code: '482913', name: 'Meena Raman', password: 'silver and gold 24' },
    ],
    ['/api/admin/auth/setup/confirm', { setupToken: 'setup-token-0123456789', code: '654321' }],
  ]);
});

it("fills in an invited member's name from the invitation's link", async () => {
  renderAdmin('/admin/setup?email=meena%40rmj.test&name=Meena%20Iyer');
  expect(
    await screen.findByRole('heading', { name: 'Set up your staff account' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^Your name/)).toHaveValue('Meena Iyer');
  expect(screen.getByLabelText('E-mail')).toHaveValue('meena@rmj.test');
});

it('checks the fields with the rules of the contract before asking the server', async () => {
  const view = renderAdmin('/admin/setup');
  await view.user.type(await screen.findByLabelText('E-mail'), 'owner@rmj.test');
  await view.user.type(screen.getByLabelText(/^Set-up code/), '12');
  await view.user.type(screen.getByLabelText(/^Choose a password/), 'short1');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Please enter the 6-digit set-up code from your e-mail.')).toBeVisible();
  expect(
    screen.getByText('Name should be 2-60 characters: letters, spaces, dots, hyphens or apostrophes.'),
  ).toBeVisible();
  expect(screen.getByText('Password must be 12-128 characters with at least one letter and one number.')).toBeVisible();
  expect(net.sent).toEqual([]);
});

it("shows the server's message for a wrong set-up code", async () => {
  net.reply('POST /api/admin/auth/setup', {
    status: 400,
    json: { message: 'This set-up code is not right. Please check the e-mail and try again.' },
  });
  const view = renderAdmin('/admin/setup?email=owner%40rmj.test');
  await view.user.type(await screen.findByLabelText(/^Set-up code/), '000000');
  await view.user.type(screen.getByLabelText(/^Your name/), 'Meena Raman');
  await view.user.type(screen.getByLabelText(/^Choose a password/), 'silver and gold 24');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This set-up code is not right. Please check the e-mail and try again.',
  );
});
