// Spec section 5: each field's rule and exact message, on blur when non-empty and on submit,
// for the fields of each mode. Nothing is sent while a field of the mode is invalid.
import { act, screen, waitFor } from '@testing-library/react';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { renderPages } from '../../../testing/render-account';

const MSG = {
  firstName: 'First name should be 2-30 characters, letters only.',
  lastName: 'Last name should be 2-30 characters, letters only.',
  email: 'Please enter a valid email address.',
  password: 'Password must be at least 8 characters with at least one letter and one number.',
  phoneNumber: 'Please enter a valid 10-digit phone number.',
  verificationCode: 'Please enter the 6-digit verification code sent to your email.',
};

type Mode = 'login' | 'create' | 'verifyRegister' | 'reset' | 'verifyReset';
type User = ReturnType<typeof renderPages>['user'];

let net: FakeNetwork;
beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
  net.reply('POST /api/register', {
    status: 201,
    json: { success: true, message: 'Verification code sent to your email!' },
  });
  net.reply('POST /api/reset-password-request', {
    status: 200,
    json: { success: true, message: 'Verification code sent to your email!' },
  });
});

const field = (label: string) => screen.getByLabelText(label);

/** Lets pending validations finish (to assert that no message appears). */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
}

/** Renders /account and walks to `mode` the way a shopper would. */
async function openMode(mode: Mode): Promise<User> {
  const { user } = renderPages();
  if (mode === 'create' || mode === 'verifyRegister') {
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }
  if (mode === 'verifyRegister') {
    await user.type(field('First name'), 'Asha');
    await user.type(field('Last name'), 'Iyer');
    await user.type(field('Email'), 'asha@example.in');
    await user.type(field('Phone number'), '9876543210');
    await user.type(field('Password'), 'silver2024');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByLabelText('Verification code');
  }
  if (mode === 'reset' || mode === 'verifyReset') {
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  }
  if (mode === 'verifyReset') {
    await user.type(field('Email'), 'ravi@example.in');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('New password');
  }
  net.sent.length = 0;
  return user;
}

const SUBMIT: Record<Mode, string> = {
  login: 'Login',
  create: 'Register',
  verifyRegister: 'Verify',
  reset: 'Send code',
  verifyReset: 'Reset password',
};

// [mode, label, invalid value, message]
const BLUR_CASES: [Mode, string, string, string][] = [
  ['login', 'Email', 'asha@example', MSG.email],
  ['login', 'Password', 'silverring', MSG.password],
  ['create', 'First name', 'A', MSG.firstName],
  ['create', 'First name', 'Asha1', MSG.firstName],
  ['create', 'Last name', 'Iyer-Rao', MSG.lastName],
  ['create', 'Email', 'asha example.in', MSG.email],
  ['create', 'Phone number', '98765 4321', MSG.phoneNumber],
  ['create', 'Password', '12345678', MSG.password],
  ['create', 'Password', 'silver 2024', MSG.password],
  ['create', 'Password', 'silv3r', MSG.password],
  ['verifyRegister', 'Verification code', '12345', MSG.verificationCode],
  ['verifyRegister', 'Verification code', '12a456', MSG.verificationCode],
  ['reset', 'Email', '@example.in', MSG.email],
  ['verifyReset', 'Verification code', '1234', MSG.verificationCode],
  ['verifyReset', 'New password', 'goldgold', MSG.password],
];

describe.each(BLUR_CASES)('on blur in %s mode', (mode, label, value, message) => {
  it(`${label} "${value}" shows "${message}", and a valid value clears it`, async () => {
    const user = await openMode(mode);
    await user.type(field(label), value);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    const error = await screen.findByText(message);
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(error).not.toHaveAttribute('role');

    const valid: Record<string, string> = {
      Email: 'asha@example.in',
      Password: 'silver2024',
      'New password': 'gold2025x',
      'First name': 'Asha',
      'Last name': 'Iyer',
      'Phone number': '9876543210',
      'Verification code': '123456',
    };
    await user.clear(field(label));
    await user.type(field(label), valid[label]);
    await user.tab();
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(field(label)).not.toHaveAttribute('aria-invalid');
  });
});

const MODE_FIELDS: Record<Mode, [string, string][]> = {
  login: [
    ['Email', MSG.email],
    ['Password', MSG.password],
  ],
  create: [
    ['First name', MSG.firstName],
    ['Last name', MSG.lastName],
    ['Email', MSG.email],
    ['Phone number', MSG.phoneNumber],
    ['Password', MSG.password],
  ],
  verifyRegister: [['Verification code', MSG.verificationCode]],
  reset: [['Email', MSG.email]],
  verifyReset: [
    ['Verification code', MSG.verificationCode],
    ['New password', MSG.password],
  ],
};

describe.each(Object.keys(MODE_FIELDS) as Mode[])('in %s mode', (mode) => {
  it('blurring an empty field shows nothing', async () => {
    const user = await openMode(mode);
    for (const [label] of MODE_FIELDS[mode]) {
      await user.click(field(label));
      await user.tab();
    }
    await settle();
    for (const [, message] of MODE_FIELDS[mode]) expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("submitting with every field empty shows each field's rule and sends nothing", async () => {
    const user = await openMode(mode);
    await user.click(screen.getByRole('button', { name: SUBMIT[mode] }));
    for (const [label, message] of MODE_FIELDS[mode]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(net.sent).toEqual([]);
  });
});

it('on submit, create checks the filled fields too and names only the wrong ones', async () => {
  const user = await openMode('create');
  await user.type(field('First name'), 'Asha');
  await user.type(field('Last name'), 'I');
  await user.type(field('Email'), 'asha@example.in');
  await user.type(field('Phone number'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText(MSG.lastName)).toBeInTheDocument();
  expect(screen.getByText(MSG.password)).toBeInTheDocument();
  for (const message of [MSG.firstName, MSG.email, MSG.phoneNumber]) {
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  }
  expect(net.sent).toEqual([]);
});

it('after a failed submit an emptied field keeps its rule on blur', async () => {
  const user = await openMode('login');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText(MSG.email)).toBeInTheDocument();
  await user.click(field('Email'));
  await user.tab();
  expect(await screen.findByText(MSG.email)).toBeInTheDocument();
});

it('sends the e-mail trimmed and lower-cased once it is valid', async () => {
  net.reply('POST /api/login', { status: 401, json: { statusCode: 401, message: 'Invalid email or password.' } });
  const user = await openMode('login');
  await user.type(field('Email'), '  Asha@Example.IN ');
  await user.type(field('Password'), 'silver2024');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
  expect(net.sent).toEqual([
    { method: 'POST', path: '/api/login', body: { email: 'asha@example.in', password: 'silver2024' } },
  ]);
});

it('a shown rule clears while the shopper corrects the field, before leaving it', async () => {
  const user = await openMode('reset');
  await user.type(field('Email'), 'ravi@example');
  await user.tab();
  expect(await screen.findByText(MSG.email)).toBeInTheDocument();
  await user.click(field('Email'));
  await user.type(field('Email'), '.in');
  await waitFor(() => expect(screen.queryByText(MSG.email)).not.toBeInTheDocument());
  expect(field('Email')).toHaveFocus();
});
