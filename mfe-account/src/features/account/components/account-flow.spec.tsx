// Mode transitions of /account (spec section 4) with the real store and a fake network edge.
import { act, screen, waitFor, within } from '@testing-library/react';
import { PRIVACY_NOTICES } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { currentPath, renderPages } from '../../../testing/render-account';

let net: FakeNetwork;
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  net = installFakeNetwork();
});
afterEach(() => {
  jest.useRealTimers();
});

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const field = (label: string) => screen.getByLabelText(label);
/** Waits for the message line to show `text` and checks how it is announced. */
async function expectMessage(text: string, role: 'status' | 'alert') {
  expect(await screen.findByText(text)).toHaveAttribute('role', role);
}
const labels = () => Array.from(document.querySelectorAll('label')).map((l) => l.textContent);

const NEW_USER = {
  firstName: 'Asha',
  lastName: 'Iyer',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  password: 'silver2024',
};

async function fillCreateForm(user: ReturnType<typeof renderPages>['user']) {
  await user.type(field('First name'), NEW_USER.firstName);
  await user.type(field('Last name'), NEW_USER.lastName);
  await user.type(field('Email'), NEW_USER.email);
  await user.type(field('Phone number'), NEW_USER.phoneNumber);
  await user.type(field('Password'), NEW_USER.password);
}

it('starts in login mode with Email, Password and the two mode links', () => {
  renderPages();
  expect(heading()).toBe('Login');
  expect(labels()).toEqual(['Email', 'Password']);
  expect(field('Email')).toHaveAttribute('autocomplete', 'email');
  expect(field('Password')).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
});

it('goes login → create account → Cancel → login', async () => {
  const { user } = renderPages();
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(heading()).toBe('Create account');
  expect(labels()).toEqual(['First name', 'Last name', 'Email', 'Phone number', 'Password']);
  expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(heading()).toBe('Login');
});

it('shows the registration privacy notice where the details are asked for, and not on login', async () => {
  const { user } = renderPages();
  expect(screen.queryByRole('complementary', { name: 'Privacy notice' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  const notice = screen.getByRole('complementary', { name: 'Privacy notice' });
  expect(notice).toHaveTextContent(PRIVACY_NOTICES.registration.what);
  expect(notice).toHaveTextContent(PRIVACY_NOTICES.registration.withdraw());
  expect(within(notice).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
});

it('goes login → forgot password → Cancel → login', async () => {
  const { user } = renderPages();
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  expect(heading()).toBe('Reset password');
  expect(labels()).toEqual(['Email']);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(heading()).toBe('Login');
});

it('Cancel clears the validation errors and the message', async () => {
  net.reply('POST /api/register', {
    status: 409,
    json: { statusCode: 409, message: 'An account with this email already exists.' },
  });
  const { user } = renderPages();
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await fillCreateForm(user);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
  await user.clear(field('Phone number'));
  await user.type(field('Phone number'), '12345');
  await user.tab();
  expect(await screen.findByText('Please enter a valid 10-digit phone number.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(heading()).toBe('Login');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.queryByText('Please enter a valid 10-digit phone number.')).not.toBeInTheDocument();
  expect(screen.queryByText('An account with this email already exists.')).not.toBeInTheDocument();
  expect(field('Phone number')).toHaveValue('');
});

it('create account sends step 1, then verify sends step 2, stores the session and opens /welcome after 1 s', async () => {
  net.reply('POST /api/register', {
    status: 201,
    json: { success: true, message: 'Verification code sent to your email!' },
  });
  net.reply('POST /api/register', {
    status: 201,
    json: {
      success: true,
      message: 'Account created successfully!',
      token: 'tok-1',
      userId: 'u-1',
      firstName: 'Asha',
      lastName: 'Iyer',
    },
  });
  const { user } = renderPages();
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await fillCreateForm(user);
  await user.click(screen.getByRole('button', { name: 'Register' }));

  await expectMessage('Verification code sent to your email!', 'status');
  expect(heading()).toBe('Verify your email');
  expect(labels()).toEqual(['Verification code']);
  expect(screen.getByText(/we sent to asha@example\.in/)).toBeInTheDocument();
  expect(net.sent).toEqual([{ method: 'POST', path: '/api/register', body: NEW_USER }]);

  await user.type(field('Verification code'), '482913');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await expectMessage('Account created successfully!', 'status');
  expect(net.sent[1]).toEqual({
    method: 'POST',
    path: '/api/register',
    body: { ...NEW_USER, verificationCode: '482913' },
  });
  expect(localStorage.getItem('token')).toBe('tok-1');
  expect(localStorage.getItem('userId')).toBe('u-1');
  expect(localStorage.getItem('firstName')).toBe('Asha');
  expect(localStorage.getItem('lastName')).toBe('Iyer');
  expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();

  act(() => jest.advanceTimersByTime(999));
  expect(currentPath()).toBe('/account');
  act(() => jest.advanceTimersByTime(1));
  expect(currentPath()).toBe('/welcome');
  expect(screen.getByRole('heading', { name: 'Welcome, Asha!' })).toBeInTheDocument();
});

it('forgot password sends the request, then the code and new password, and returns to login 2 s after', async () => {
  net.reply('POST /api/reset-password-request', {
    status: 200,
    json: { success: true, message: 'Verification code sent to your email!' },
  });
  net.reply('POST /api/reset-password-verify', {
    status: 200,
    json: { success: true, message: 'Password has been reset successfully!' },
  });
  const { user } = renderPages();
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  await user.type(field('Email'), 'ravi@example.in');
  await user.click(screen.getByRole('button', { name: 'Send code' }));

  await expectMessage('Verification code sent to your email!', 'status');
  expect(heading()).toBe('Set a new password');
  expect(labels()).toEqual(['Verification code', 'New password']);
  expect(field('New password')).toHaveAttribute('autocomplete', 'new-password');
  expect(field('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');

  await user.type(field('Verification code'), '123456');
  await user.type(field('New password'), 'gold2025x');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  await expectMessage('Password has been reset successfully!', 'status');
  expect(net.sent).toEqual([
    { method: 'POST', path: '/api/reset-password-request', body: { email: 'ravi@example.in' } },
    {
      method: 'POST',
      path: '/api/reset-password-verify',
      body: { email: 'ravi@example.in', verificationCode: '123456', newPassword: 'gold2025x' },
    },
  ]);
  expect(localStorage.getItem('token')).toBeNull();

  act(() => jest.advanceTimersByTime(1999));
  expect(heading()).toBe('Set a new password');
  act(() => jest.advanceTimersByTime(1));
  expect(heading()).toBe('Login');
  expect(field('Email')).toHaveValue('ravi@example.in');
  expect(currentPath()).toBe('/account');
});

it('disables the buttons while a request is under way', async () => {
  const release = net.hold('POST /api/reset-password-request', {
    status: 200,
    json: { success: true, message: 'Verification code sent to your email!' },
  });
  const { user } = renderPages();
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  await user.type(field('Email'), 'ravi@example.in');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  const form = screen.getByRole('button', { name: 'Send code' }).closest('form')!;
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled());
  expect(net.sent).toHaveLength(1);
  for (const button of within(form).getAllByRole('button')) expect(button).toBeDisabled();
  await act(async () => release());
  expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
});
