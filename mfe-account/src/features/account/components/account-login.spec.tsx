// Login, the message line (server text or the spec's fallbacks, styled by the 'failed'/'error'
// rule), the stored session, the 1 s redirect, redirectAfterLogin and the stored-session redirect.
import { act, screen } from '@testing-library/react';
import { installFakeNetwork, type FakeNetwork, type FakeReply } from '@rmj/web-testing';
import { currentPath, renderPages } from '../../../testing/render-account';

let net: FakeNetwork;
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  net = installFakeNetwork();
});
afterEach(() => jest.useRealTimers());

const field = (label: string) => screen.getByLabelText(label);
const SESSION = { success: true, token: 'tok-9', userId: 'u-9', firstName: 'Meena', lastName: 'Das' };

async function logIn(reply: FakeReply, email = 'meena@example.in') {
  net.reply('POST /api/login', reply);
  const view = renderPages();
  await view.user.type(field('Email'), email);
  await view.user.type(field('Password'), 'silver2024');
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  return view;
}

async function expectMessage(text: string, role: 'status' | 'alert') {
  const message = await screen.findByText(text);
  expect(message).toHaveAttribute('role', role);
  expect(message).toHaveClass(role === 'alert' ? 'acc-message--error' : 'acc-message--success');
}

it('logs in: greets, stores the session, disables the form and opens /welcome after 1 s', async () => {
  await logIn({ status: 200, json: { ...SESSION, message: 'Login successful. Welcome, Meena!' } });
  await expectMessage('Login successful. Welcome, Meena!', 'status');
  expect(net.sent).toEqual([
    { method: 'POST', path: '/api/login', body: { email: 'meena@example.in', password: 'silver2024' } },
  ]);
  expect({ ...localStorage }).toEqual({ token: 'tok-9', userId: 'u-9', firstName: 'Meena', lastName: 'Das' });
  expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();

  act(() => jest.advanceTimersByTime(999));
  expect(currentPath()).toBe('/account');
  act(() => jest.advanceTimersByTime(1));
  expect(currentPath()).toBe('/welcome');
  expect(screen.getByRole('heading', { name: 'Welcome, Meena!' })).toBeInTheDocument();
});

it('writes the spec greeting itself when the server sends no message', async () => {
  await logIn({ status: 200, json: SESSION });
  await expectMessage('Login successful. Welcome, Meena!', 'status');
});

it('goes to the saved redirectAfterLogin (the cart) instead of /welcome, and forgets it', async () => {
  localStorage.setItem('redirectAfterLogin', '/cart');
  await logIn({ status: 200, json: SESSION });
  await expectMessage('Login successful. Welcome, Meena!', 'status');
  expect(localStorage.getItem('redirectAfterLogin')).toBe('/cart');
  act(() => jest.advanceTimersByTime(1000));
  expect(currentPath()).toBe('/cart');
  expect(localStorage.getItem('redirectAfterLogin')).toBeNull();
});

it('ignores a redirectAfterLogin that leaves the site', async () => {
  localStorage.setItem('redirectAfterLogin', '//evil.example/steal');
  await logIn({ status: 200, json: SESSION });
  await expectMessage('Login successful. Welcome, Meena!', 'status');
  act(() => jest.advanceTimersByTime(1000));
  expect(currentPath()).toBe('/welcome');
});

it.each<[string, FakeReply, string, 'status' | 'alert']>([
  // A refused login is an error even though its wording has neither 'failed' nor 'error'.
  [
    'a 401',
    { status: 401, json: { statusCode: 401, message: 'Invalid email or password.' } },
    'Invalid email or password.',
    'alert',
  ],
  [
    'a 429',
    {
      status: 429,
      json: { statusCode: 429, message: 'Too many failed login attempts. Please try again in 15 minutes.' },
    },
    'Too many failed login attempts. Please try again in 15 minutes.',
    'alert',
  ],
  [
    'a 502 page without JSON',
    { status: 502, text: '<h1>Bad gateway</h1>' },
    'Login failed. Please try again.',
    'alert',
  ],
  ['a network failure', { networkError: true }, 'Login failed. Please try again.', 'alert'],
  ['a body with success false', { status: 200, json: { success: false } }, 'Login failed. Please try again.', 'alert'],
  [
    'a body without a token',
    { status: 200, json: { success: true, message: 'ok' } },
    'Login failed. Please try again.',
    'alert',
  ],
])('after %s shows "%s" as %s, stores nothing and stays', async (_case, reply, text, role) => {
  await logIn(reply);
  await expectMessage(text, role);
  expect(localStorage.getItem('token')).toBeNull();
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  act(() => jest.advanceTimersByTime(5000));
  expect(currentPath()).toBe('/account');
});

it("never sends a stored session's token with login, registration or reset, so a refused login keeps that session", async () => {
  net.reply('POST /api/login', { status: 401, json: { statusCode: 401, message: 'Invalid email or password.' } });
  net.reply('POST /api/reset-password-request', { status: 200, json: { success: true, message: 'Code sent.' } });
  net.reply('POST /api/register', { status: 201, json: { success: true, message: 'Code sent.' } });
  const { user } = renderPages();
  // Another tab logs in while this form is open.
  localStorage.setItem('token', 'tok-other');
  localStorage.setItem('userId', 'u-other');
  await user.type(field('Email'), 'meena@example.in');
  await user.type(field('Password'), 'silver2025');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await expectMessage('Invalid email or password.', 'alert');
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  await user.type(field('Email'), 'meena@example.in');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await expectMessage('Code sent.', 'status');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await user.type(field('First name'), 'Meena');
  await user.type(field('Last name'), 'Das');
  await user.type(field('Email'), 'meena@example.in');
  await user.type(field('Phone number'), '9876543210');
  await user.type(field('Password'), 'silver2024');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await expectMessage('Code sent.', 'status');
  expect(net.sent.map((r) => [r.path, r.authorization])).toEqual([
    ['/api/login', undefined],
    ['/api/reset-password-request', undefined],
    ['/api/register', undefined],
  ]);
  expect(localStorage.getItem('token')).toBe('tok-other');
});

it('uses the spec fallbacks for registration, verification and reset failures', async () => {
  net.reply('POST /api/register', { networkError: true });
  net.reply('POST /api/register', {
    status: 201,
    json: { success: true, message: 'Verification code sent to your email!' },
  });
  net.reply('POST /api/register', { status: 500, text: 'oops' });
  net.reply('POST /api/reset-password-request', { status: 503, text: '' });
  net.reply('POST /api/reset-password-request', { status: 200, json: { success: true } });
  net.reply('POST /api/reset-password-verify', { networkError: true });
  const { user } = renderPages();

  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await user.type(field('First name'), 'Meena');
  await user.type(field('Last name'), 'Das');
  await user.type(field('Email'), 'meena@example.in');
  await user.type(field('Phone number'), '9876543210');
  await user.type(field('Password'), 'silver2024');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await expectMessage('Registration request failed. Please try again.', 'alert');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await expectMessage('Verification code sent to your email!', 'status');
  await user.type(field('Verification code'), '111111');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await expectMessage('Verification failed. Please check the code and try again.', 'alert');
  expect(localStorage.getItem('token')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  await user.type(field('Email'), 'meena@example.in');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await expectMessage('Password reset request failed. Please try again.', 'alert');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await expectMessage('Verification code sent to your email!', 'status');
  await user.type(field('Verification code'), '222222');
  await user.type(field('New password'), 'gold2025x');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  await expectMessage('Verification failed. Please check the code and try again.', 'alert');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Set a new password');
});

it("shows a wrong code's server message and keeps the verify mode", async () => {
  net.reply('POST /api/register', {
    status: 201,
    json: { success: true, message: 'Verification code sent to your email!' },
  });
  net.reply('POST /api/register', {
    status: 400,
    json: { statusCode: 400, message: 'Invalid verification code. Please check the code and try again.' },
  });
  const { user } = renderPages();
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await user.type(field('First name'), 'Meena');
  await user.type(field('Last name'), 'Das');
  await user.type(field('Email'), 'meena@example.in');
  await user.type(field('Phone number'), '9876543210');
  await user.type(field('Password'), 'silver2024');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await user.type(await screen.findByLabelText('Verification code'), '999999');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await expectMessage('Invalid verification code. Please check the code and try again.', 'alert');
  expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
});

it('sends a visitor with a stored token and user id straight to /welcome', () => {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userId', 'u');
  localStorage.setItem('firstName', 'Kavya');
  renderPages('/account');
  expect(currentPath()).toBe('/welcome');
  expect(screen.getByRole('heading', { name: 'Welcome, Kavya!' })).toBeInTheDocument();
});

it('shows the login form when only a token is stored', () => {
  localStorage.setItem('token', 'tok');
  renderPages('/account');
  expect(currentPath()).toBe('/account');
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
});
