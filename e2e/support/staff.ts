// Staff sign-in for the back-office journeys: the owner's account, setting an account up from its
// mailed code and an authenticator, and signing in again with password and a fresh authenticator code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { claim } from './claims';
import { mailsTo } from './shop';

/** The shop owner the stack invites on its first start (set up by the first journey that needs it). */
export const OWNER_EMAIL = 'owner@rmj.local';
export const OWNER_PASSWORD = 'Owner-pass-2026!';
export const OWNER_NAME = 'Ravi Menon';

function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_GATEWAY_PORT}`;
}

/**
 * Secrets of the authenticators set up against this shop, by e-mail, kept in a file beside the run:
 * another spec, or a retry (a new worker), signs in again with them instead of setting up twice.
 * With a private stack the file lives in its data folder, so a new run never reads an old run's secrets.
 */
const secretsFile = process.env.E2E_RUN_DIR
  ? path.join(process.env.E2E_RUN_DIR, 'authenticators.json')
  : path.join(os.tmpdir(), `rmj-e2e-authenticators-${new URL(baseUrl()).port}.json`);
const authenticators = {
  get(email: string): string | undefined {
    return fs.existsSync(secretsFile)
      ? (JSON.parse(fs.readFileSync(secretsFile, 'utf8')) as Record<string, string>)[email]
      : undefined;
  },
  set(email: string, secret: string): void {
    const all = fs.existsSync(secretsFile) ? JSON.parse(fs.readFileSync(secretsFile, 'utf8')) : {};
    fs.writeFileSync(secretsFile, JSON.stringify({ ...all, [email]: secret }));
  },
};

/** The authenticator's time step (RFC 6238: 30 seconds). */
const TOTP_STEP_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A code of `email`'s authenticator that no worker of this run has sent. The server takes each
 * 30-second step of an account once (a replay is refused), and the workers sign the same owner in
 * at the same time, so each step is claimed across the workers, by creating a file beside the
 * authenticators' secrets that only one of them can create, before its code is sent; a worker whose
 * step is taken waits for the next one.
 */
async function freshTotp(email: string, secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / TOTP_STEP_MS);
    const code = authenticator.generate(secret);
    const claim = `${secretsFile}.${email}.${step}`;
    // The code must belong to the step claimed: try again when the step ended while it was made.
    if (step === Math.floor(Date.now() / TOTP_STEP_MS)) {
      try {
        fs.writeFileSync(claim, code, { flag: 'wx' });
        return code;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    await sleep(1000);
  }
}

/** The newest 6-digit code mailed to `email`. */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [newest] = await mailsTo(request, email);
  const code = /\b(\d{6})\b/.exec(newest.text)?.[1];
  expect(code, `a code in "${newest.subject}"`).toBeTruthy();
  return code!;
}

/** Sets up a staff account from its mailed code, through the screens, and stays signed in. */
export async function setUpAccount(page: Page, email: string, name: string, password: string): Promise<void> {
  await page.goto(`/admin/setup?email=${encodeURIComponent(email)}`);
  // The first visit of the back office in a fresh stack loads its remote cold: allow for a busy machine.
  await expect(page.getByRole('heading', { name: 'Set up your staff account' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Set-up code').fill(await mailedCode(page.request, email));
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Choose a password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();

  const key = page.getByLabel('Authenticator key');
  await expect(key).toBeVisible();
  const secret = (await key.innerText()).replace(/\s+/g, '');
  authenticators.set(email, secret);
  await page.getByLabel('6-digit code from the app').fill(await freshTotp(email, secret));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved these' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Signs in with password and authenticator (the account was set up earlier in this run). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/sign-in');
  // The back office's remote may load cold here too (the first staff page of a worker).
  await expect(page.getByLabel('E-mail')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Fails here, with the page's alert in the error context, when the password step is refused.
  const codeField = page.getByLabel('6-digit code from your authenticator app');
  await expect(codeField, 'the password step leads to the authenticator code').toBeVisible({ timeout: 15_000 });
  const secret = authenticators.get(email);
  expect(secret, `the authenticator of ${email} was set up in this run`).toBeTruthy();
  // A step another worker's code reached the server in first is refused ('That code was just used'):
  // each try waits for the server's answer to its own code, then the next step is tried.
  const verify = ENDPOINT_ROUTES.staffLoginVerify;
  for (let attempt = 0; attempt < 3; attempt++) {
    await codeField.fill(await freshTotp(email, secret!));
    const answer = page.waitForResponse(
      (r) => r.request().method() === verify.method && new URL(r.url()).pathname === verify.path,
    );
    await page.getByRole('button', { name: 'Sign in' }).click();
    if ((await answer).ok()) break;
  }
  await expect(page).toHaveURL(/\/admin$/);
}

/** Where the back office keeps the staff session of a tab (`mfe-admin/src/lib/staff-session.ts`). */
const STAFF_SESSION_KEY = 'rmjStaffSession';

/**
 * The owner's session from the first sign-in of this run, beside the authenticators' secrets. Each
 * sign-in through the screens takes a 30-second authenticator step of its own, so a dozen journeys
 * signing the owner in one after another waited minutes for steps; the sign-in itself is the subject
 * of the back-office journeys that call `signIn` and `setUpAccount`, not of the ones that need the owner.
 */
const ownerSessionFile = `${secretsFile}.owner-session.json`;

/** Opens the back office in `page` with the owner's stored session, when the server still accepts it. */
async function resumeOwnerSession(page: Page): Promise<boolean> {
  if (!fs.existsSync(ownerSessionFile)) return false;
  const stored = fs.readFileSync(ownerSessionFile, 'utf8');
  const { token } = JSON.parse(stored) as { token: string };
  const me = await page.request.get(ENDPOINT_ROUTES.staffMe.path, { headers: { authorization: `Bearer ${token}` } });
  if (!me.ok()) return false;
  // sessionStorage belongs to the tab and the origin: set it on a light page of the shop's origin,
  // then open the back office in the same tab, as a reload after signing in would.
  await page.goto('/config/runtime.json');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [STAFF_SESSION_KEY, stored]);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Sign out' }), 'the back office took the stored session').toBeAttached({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/admin$/);
  return true;
}

/** Keeps the session `page` signed in with for the owner's later sign-ins of this run. */
async function keepOwnerSession(page: Page): Promise<void> {
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), STAFF_SESSION_KEY);
  if (!stored) return;
  // Written whole and then renamed, so a worker never reads half a file.
  const partial = `${ownerSessionFile}.${process.pid}`;
  fs.writeFileSync(partial, stored);
  fs.renameSync(partial, ownerSessionFile);
}

/**
 * Signs the owner in, setting the account up first when no journey of this run has done so yet (its
 * authenticator's secret is then unknown), and later with the session of that first sign-in. Never
 * probes with a password step left unfinished: each one holds a sign-in try until the second factor
 * passes, and a dozen journeys would then be slowed by the owner's sign-in limit.
 */
export async function signInOwner(page: Page): Promise<void> {
  if (await resumeOwnerSession(page)) return;
  // Workers that start together in a fresh stack would each try the one set-up code: one signs in
  // at a time, and the others then take its session.
  const release = await claim('owner-sign-in');
  try {
    if (await resumeOwnerSession(page)) return;
    if (authenticators.get(OWNER_EMAIL)) await signIn(page, OWNER_EMAIL, OWNER_PASSWORD);
    else await setUpAccount(page, OWNER_EMAIL, OWNER_NAME, OWNER_PASSWORD);
    await keepOwnerSession(page);
  } finally {
    release();
  }
}
