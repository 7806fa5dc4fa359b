// Staff sign-in: e-mail and password, then the authenticator's code or a recovery code; the
// server's own words on a refusal; the staff session kept apart from a shopper's.
import { screen } from '@testing-library/react';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { STAFF_SESSION_KEY } from '../../../lib/staff-session';
import { renderAdmin, testStaff } from '../../../testing/render-admin';

const CHALLENGE = 'challenge-token-0123456789';
let net: FakeNetwork;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  net = installFakeNetwork();
});

async function passwordStep(password = 'correct horse 1') {
  const view = renderAdmin('/admin/sign-in');
  await view.user.type(await screen.findByLabelText('E-mail'), 'owner@rmj.test');
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return view;
}

it('signs in with the password and the authenticator code, then opens the back office', async () => {
  localStorage.setItem('token', 'shopper-token');
  net.reply('POST /api/admin/auth/login', { status: 200, json: { step: 'totp', challengeToken: CHALLENGE } });
  net.reply('POST /api/admin/auth/login/verify', {
    status: 200,
    json: { token: 'staff-token-9', staff: testStaff('owner'), recoveryCodesLeft: 10 },
  });
  const view = await passwordStep();
  await view.user.type(await screen.findByLabelText('6-digit code from your authenticator app'), '123456');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByText('Welcome, Meena Raman. What would you like to do?')).toBeInTheDocument();
  expect(view.location.current.pathname).toBe('/admin');
  // The landing page also reads the order counts (a GET); signing in is the two POSTs.
  expect(net.sent.filter((request) => request.method === 'POST')).toEqual([
    { method: 'POST', path: '/api/admin/auth/login', body: { email: 'owner@rmj.test', password: 'correct horse 1' } },
    { method: 'POST', path: '/api/admin/auth/login/verify', body: { challengeToken: CHALLENGE, code: '123456' } },
  ]);
  // The staff token lives in this tab's sessionStorage under its own key; the shopper's is untouched.
  expect(JSON.parse(sessionStorage.getItem(STAFF_SESSION_KEY) ?? '{}').token).toBe('staff-token-9');
  expect(localStorage.getItem('token')).toBe('shopper-token');
});

it("shows the server's message when the password is wrong, and stays on the first step", async () => {
  net.reply('POST /api/admin/auth/login', { status: 401, json: { message: 'Invalid email or password.' } });
  await passwordStep('wrong password 1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
  expect(sessionStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
});

it('accepts a recovery code instead of the authenticator code', async () => {
  net.reply('POST /api/admin/auth/login', { status: 200, json: { step: 'totp', challengeToken: CHALLENGE } });
  net.reply('POST /api/admin/auth/login/verify', {
    status: 200,
    json: { token: 'staff-token-9', staff: testStaff('staff'), recoveryCodesLeft: 9 },
  });
  const view = await passwordStep();
  await view.user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
  await view.user.type(screen.getByLabelText('Recovery code'), '123456');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText(/6-digit code from your authenticator app, or one of your recovery/)).toBeVisible();
  await view.user.clear(screen.getByLabelText('Recovery code'));
  await view.user.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Welcome, Arjun Iyer. What would you like to do?')).toBeInTheDocument();
  expect(net.sent.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
    challengeToken: CHALLENGE,
    code: 'abcde-fghij',
  });
});

it('explains a wrong code in the words of the contract and of the server', async () => {
  net.reply('POST /api/admin/auth/login', { status: 200, json: { step: 'totp', challengeToken: CHALLENGE } });
  net.reply('POST /api/admin/auth/login/verify', {
    status: 400,
    json: { message: 'That code is not right. Please check your authenticator app and try again.' },
  });
  const view = await passwordStep();
  const code = await screen.findByLabelText('6-digit code from your authenticator app');
  await view.user.type(code, '12');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Please enter the 6-digit code from your authenticator app.')).toBeVisible();
  expect(net.sent).toHaveLength(1);
  await view.user.type(code, '3456');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'That code is not right. Please check your authenticator app and try again.',
  );
});

it('sets up the authenticator first when the account never confirmed one', async () => {
  net.reply('POST /api/admin/auth/login', {
    status: 200,
    json: {
      step: 'setup',
      setupToken: 'setup-token-0123456789',
      totp: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/RMJ:owner%40rmj.test?secret=JBSWY3DPEHPK3PXP' },
    },
  });
  await passwordStep();
  expect(await screen.findByRole('heading', { name: 'Add your authenticator' })).toBeInTheDocument();
  expect(screen.getByLabelText('Authenticator key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
});
