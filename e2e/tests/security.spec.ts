// Security journeys across the whole stack: logout ends the session on the server, and
// registration does not reveal whether an e-mail already has an account.
import { expect, test, type APIRequestContext } from '../support/test';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

const uniqueEmail = (tag: string) => `sec-${tag}-${Date.now().toString(36)}-${process.pid}@example.in`;
const shopper = (email: string) => ({
  firstName: 'Meera',
  lastName: 'Nair',
  email,
  phoneNumber: '9876543210',
  password: 'silver2024',
});

function stack(): { mail: string; identity: string } {
  const ports = (JSON.parse(process.env.E2E_STACK ?? '{}') as { ports?: Record<string, number> }).ports;
  if (!ports || !process.env.E2E_MAIL_URL) test.fail(true, 'needs the private e2e stack (global-setup)');
  return { mail: process.env.E2E_MAIL_URL!.replace(/\/$/, ''), identity: `http://127.0.0.1:${ports!.identity}` };
}

async function mailsTo(request: APIRequestContext, email: string): Promise<CaughtMail[]> {
  const all = (await (await request.get(`${stack().mail}/api/messages`)).json()) as CaughtMail[];
  return all.filter((mail) => mail.to.includes(email));
}

/** Registers through the API (step 1, the mailed code, step 2) and returns the session answer. */
async function registerByApi(request: APIRequestContext, email: string) {
  expect((await request.post('/api/register', { data: shopper(email) })).status()).toBe(200);
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 15_000 }).toBe(1);
  const code = /\b(\d{6})\b/.exec((await mailsTo(request, email))[0].text)![1];
  const step2 = await request.post('/api/register', { data: { ...shopper(email), verificationCode: code } });
  expect(step2.status()).toBe(200);
  return (await step2.json()) as { token: string; userId: string; firstName: string; lastName: string };
}

/**
 * Whether the server still honours the session inside `token`: a shopper's own order list, which
 * orders answers only after identity says the session is active (the gateway checks the signature).
 */
async function sessionActive(request: APIRequestContext, token: string): Promise<boolean> {
  const res = await request.get('/api/orders/mine', { headers: { authorization: `Bearer ${token}` } });
  return res.status() === 200;
}

test('Logout on the welcome screen ends the session on the server, not only in the browser', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, uniqueEmail('logout'));
  expect(await sessionActive(request, session.token)).toBe(true);
  await page.goto('/account');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('userId', s.userId);
    localStorage.setItem('firstName', s.firstName);
  }, session);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Meera!');
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect.poll(() => sessionActive(request, session.token)).toBe(false);
  // The gateway never exposes the internal check.
  expect((await request.get('/internal/sessions/x')).status()).toBe(404);
});

test('registering a taken e-mail answers like a new one; its owner is told by mail', async ({ request }) => {
  const taken = uniqueEmail('taken');
  await registerByApi(request, taken);
  const again = await request.post('/api/register', { data: shopper(taken) });
  const fresh = await request.post('/api/register', { data: shopper(uniqueEmail('fresh')) });
  expect(again.status()).toBe(fresh.status());
  expect(await again.text()).toBe(await fresh.text());
  await expect
    .poll(async () => (await mailsTo(request, taken)).map((m) => m.subject))
    .toContain('Someone tried to register with your e-mail');
});
