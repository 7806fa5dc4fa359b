// Account journeys against the whole stack: register with the code from the mail catcher,
// welcome, logout, login, wrong password, forgot/reset password, every validation message,
// and the return to the cart after login. Every test uses its own e-mail addresses.
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';

const MSG = {
  firstName: 'First name should be 2-30 characters, letters only.',
  lastName: 'Last name should be 2-30 characters, letters only.',
  email: 'Please enter a valid email address.',
  password: 'Password must be at least 8 characters with at least one letter and one number.',
  phoneNumber: 'Please enter a valid 10-digit phone number.',
  verificationCode: 'Please enter the 6-digit verification code sent to your email.',
};

interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
}

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

let counter = 0;
function uniqueEmail(tag: string): string {
  counter += 1;
  return `acc-${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.in`;
}

function newShopper(tag: string): Shopper {
  return {
    firstName: 'Asha',
    lastName: 'Iyer',
    email: uniqueEmail(tag),
    phoneNumber: '9876543210',
    password: 'silver2024',
  };
}

function mailUrl(): string {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set (the mail catcher of the e2e stack)');
  return url.replace(/\/$/, '');
}

async function mailsTo(request: APIRequestContext, email: string): Promise<CaughtMail[]> {
  const response = await request.get(`${mailUrl()}/api/messages`);
  expect(response.ok()).toBe(true);
  const all = (await response.json()) as CaughtMail[];
  return all.filter((mail) => mail.to.includes(email.toLowerCase()));
}

/** Waits for the `count`-th mail to `email` (newest first in the catcher) and returns its 6-digit code. */
async function codeFromMail(request: APIRequestContext, email: string, count: number): Promise<string> {
  await expect
    .poll(async () => (await mailsTo(request, email)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  const [newest] = await mailsTo(request, email);
  const code = /\b(\d{6})\b/.exec(newest.text)?.[1];
  expect(code, `a 6-digit code in "${newest.subject}"`).toBeTruthy();
  return code!;
}

/** The page's main landmark (the shell's chrome around it has its own search and newsletter inputs). */
function account(page: Page): Locator {
  return page.getByRole('main');
}

async function openAccount(page: Page): Promise<Locator> {
  await page.goto('/account');
  const acc = account(page);
  await expect(acc.getByRole('heading', { level: 1 })).toHaveText('Login');
  return acc;
}

async function fillCreateForm(acc: Locator, shopper: Shopper): Promise<void> {
  await acc.getByLabel('First name', { exact: true }).fill(shopper.firstName);
  await acc.getByLabel('Last name', { exact: true }).fill(shopper.lastName);
  await acc.getByLabel('Email', { exact: true }).fill(shopper.email);
  await acc.getByLabel('Phone number', { exact: true }).fill(shopper.phoneNumber);
  await acc.getByLabel('Password', { exact: true }).fill(shopper.password);
}

/** Creates an account through the screens and ends on /welcome. */
async function register(page: Page, request: APIRequestContext, shopper: Shopper): Promise<Locator> {
  const acc = await openAccount(page);
  await acc.getByRole('button', { name: 'Create account' }).click();
  await fillCreateForm(acc, shopper);
  await acc.getByRole('button', { name: 'Register' }).click();
  await expect(acc.getByRole('status')).toHaveText('Verification code sent to your email!');
  const code = await codeFromMail(request, shopper.email, 1);
  await acc.getByLabel('Verification code', { exact: true }).fill(code);
  await acc.getByRole('button', { name: 'Verify' }).click();
  await expect(acc.getByRole('status')).toHaveText('Account created successfully!');
  await expect(page).toHaveURL(/\/welcome$/);
  return acc;
}

async function logIn(page: Page, email: string, password: string): Promise<Locator> {
  const acc = await openAccount(page);
  await acc.getByLabel('Email', { exact: true }).fill(email);
  await acc.getByLabel('Password', { exact: true }).fill(password);
  await acc.getByRole('button', { name: 'Login' }).click();
  return acc;
}

async function logOut(page: Page): Promise<void> {
  await account(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

const storedSession = (page: Page) =>
  page.evaluate(() => ['token', 'userId', 'firstName', 'lastName'].map((key) => localStorage.getItem(key)));

test('register with the e-mailed code, welcome, logout, login again', async ({ page, request }) => {
  const shopper = newShopper('journey');
  const acc = await register(page, request, shopper);
  await expect(acc.getByRole('heading', { name: 'Welcome, Asha!' })).toBeVisible();
  await expect(acc.getByText('You have successfully logged in to your account.')).toBeVisible();
  const [token, userId, firstName, lastName] = await storedSession(page);
  expect(token).toBeTruthy();
  expect(userId).toBeTruthy();
  expect([firstName, lastName]).toEqual(['Asha', 'Iyer']);

  await page.goto('/account');
  await expect(page).toHaveURL(/\/welcome$/);

  // The local order history a purchase leaves behind (spec keys) goes with the session.
  await page.evaluate(() => {
    localStorage.setItem('orders', JSON.stringify([{ orderId: 'RMJ-7K3M9Q2X4P' }]));
    localStorage.setItem('lastOrderId', 'RMJ-7K3M9Q2X4P');
  });
  await logOut(page);
  expect(await storedSession(page)).toEqual([null, null, null, null]);
  expect(await page.evaluate(() => [localStorage.getItem('orders'), localStorage.getItem('lastOrderId')])).toEqual([
    null,
    null,
  ]);
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/account$/);

  const again = await logIn(page, shopper.email, shopper.password);
  await expect(again.getByRole('status')).toHaveText('Login successful. Welcome, Asha!');
  await expect(page).toHaveURL(/\/welcome$/);
  await again.getByRole('button', { name: 'Go to purchase' }).click();
  await expect(page).toHaveURL(/\/all-products$/);
});

test('a session that ended on the server sends the shopper to the login form, which says so', async ({
  page,
  request,
}) => {
  const shopper = newShopper('ended');
  await register(page, request, shopper);
  await page.evaluate(() => localStorage.setItem('lastOrderId', 'RMJ-7K3M9Q2X4P'));
  // The session ends elsewhere (here: its logout call from another tab); this tab still holds the token.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect((await request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/account$/);
  const acc = account(page);
  await expect(acc.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(acc.getByRole('alert')).toHaveText('Your session has ended. Please log in again.');
  expect(await storedSession(page)).toEqual([null, null, null, null]);
  expect(await page.evaluate(() => localStorage.getItem('lastOrderId'))).toBeNull();
});

test('a wrong password is refused and nothing is stored', async ({ page }) => {
  const acc = await logIn(page, uniqueEmail('nobody'), 'wrongpass1');
  await expect(acc.getByText('Invalid email or password.')).toBeVisible();
  await expect(acc.getByRole('button', { name: 'Login' })).toBeEnabled();
  await expect(page).toHaveURL(/\/account$/);
  expect(await storedSession(page)).toEqual([null, null, null, null]);
});

test('forgot password: the e-mailed code sets a new password, then login uses it', async ({ page, request }) => {
  const shopper = newShopper('reset');
  await register(page, request, shopper);
  await logOut(page);

  const acc = account(page);
  await acc.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(acc.getByRole('heading', { level: 1 })).toHaveText('Reset password');
  await acc.getByLabel('Email', { exact: true }).fill(shopper.email);
  await acc.getByRole('button', { name: 'Send code' }).click();
  await expect(acc.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  const code = await codeFromMail(request, shopper.email, 2);
  await acc.getByLabel('Verification code', { exact: true }).fill(code);
  await acc.getByLabel('New password', { exact: true }).fill('gold2025x');
  await acc.getByRole('button', { name: 'Reset password' }).click();
  await expect(acc.getByRole('status')).toHaveText('Password has been reset successfully!');
  await expect(acc.getByRole('heading', { level: 1 })).toHaveText('Login');

  const old = await logIn(page, shopper.email, shopper.password);
  await expect(old.getByText('Invalid email or password.')).toBeVisible();
  const fresh = await logIn(page, shopper.email, 'gold2025x');
  await expect(fresh.getByRole('status')).toHaveText('Login successful. Welcome, Asha!');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('every validation message, on blur and on submit', async ({ page }) => {
  const acc = await openAccount(page);
  await acc.getByRole('button', { name: 'Login' }).click();
  await expect(acc.getByText(MSG.email)).toBeVisible();
  await expect(acc.getByText(MSG.password)).toBeVisible();

  await acc.getByRole('button', { name: 'Create account' }).click();
  await expect(acc.getByText(MSG.email)).toHaveCount(0);
  const blurCases: Array<[string, string, string]> = [
    ['First name', 'A1', MSG.firstName],
    ['Last name', 'I', MSG.lastName],
    ['Email', 'asha@example', MSG.email],
    ['Phone number', '98765', MSG.phoneNumber],
    ['Password', 'silverring', MSG.password],
  ];
  for (const [label, value, message] of blurCases) {
    await acc.getByLabel(label, { exact: true }).fill(value);
    await acc.getByLabel(label, { exact: true }).blur();
    await expect(acc.getByText(message)).toBeVisible();
  }
  await acc.getByRole('button', { name: 'Cancel' }).click();
  await expect(acc.getByText(MSG.firstName)).toHaveCount(0);

  // The reset request answers alike for unknown e-mails, so no account is needed to reach the code step.
  await acc.getByRole('button', { name: 'Forgot your password?' }).click();
  await acc.getByLabel('Email', { exact: true }).fill('not-an-email');
  await acc.getByLabel('Email', { exact: true }).blur();
  await expect(acc.getByText(MSG.email)).toBeVisible();
  await acc.getByLabel('Email', { exact: true }).fill(uniqueEmail('validation'));
  await acc.getByRole('button', { name: 'Send code' }).click();
  await expect(acc.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  await acc.getByRole('button', { name: 'Reset password' }).click();
  await expect(acc.getByText(MSG.verificationCode)).toBeVisible();
  await expect(acc.getByText(MSG.password)).toBeVisible();
  await acc.getByLabel('Verification code', { exact: true }).fill('12a');
  await acc.getByLabel('Verification code', { exact: true }).blur();
  await expect(acc.getByText(MSG.verificationCode)).toBeVisible();
});

test('after login the shopper returns to the cart saved in redirectAfterLogin', async ({ page, request }) => {
  const shopper = newShopper('cart');
  await register(page, request, shopper);
  await logOut(page);
  await page.evaluate(() => localStorage.setItem('redirectAfterLogin', '/cart'));

  const acc = await logIn(page, shopper.email, shopper.password);
  await expect(acc.getByRole('status')).toHaveText('Login successful. Welcome, Asha!');
  await expect(page).toHaveURL(/\/cart$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
});

test('the account and welcome screens fit a 320 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const acc = await openAccount(page);
  await acc.getByRole('button', { name: 'Create account' }).click();
  await acc.getByRole('button', { name: 'Register' }).click();
  await expect(acc.getByText(MSG.password)).toBeVisible();
  const boxes = [
    ...(await acc.getByRole('textbox').all()),
    acc.getByLabel('Password', { exact: true }),
    acc.getByText(MSG.password),
    acc.getByRole('button', { name: 'Register' }),
    acc.getByRole('button', { name: 'Cancel' }),
  ];
  for (const locator of boxes) {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  }

  await page.evaluate(() => {
    localStorage.setItem('token', 'layout-check');
    localStorage.setItem('userId', 'layout-check');
    localStorage.setItem('firstName', 'Vaidehisubramanian');
  });
  // A layout check with a made-up token: the server would refuse it (and the page would log out),
  // so the shopper's order list is answered here.
  await page.route('**/api/orders/mine', (route) => route.fulfill({ json: { success: true, orders: [] } }));
  await page.goto('/welcome');
  await expect(acc.getByRole('heading', { name: 'Welcome, Vaidehisubramanian!' })).toBeVisible();
  for (const name of ['Go to purchase', 'Logout']) {
    const box = await acc.getByRole('button', { name }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  }
  const heading = await acc.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.x + heading!.width).toBeLessThanOrEqual(320);
});
