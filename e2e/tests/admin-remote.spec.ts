// The back office is a remote added by configuration only: the same shell build, served by two
// gateways whose runtime configurations differ by the mfe_admin entry alone, shows "Page not found"
// at /admin/* without it and the staff sign-in page with it. And shopper pages never download the
// back office's code, even where the configuration names it (the private stack does).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { ADMIN_REMOTE, REMOTE_NAMES, type RuntimeConfig, type RuntimeConfigFile } from '@rmj/contracts';
import { onFreePorts, startGateway } from '../support/second-gateway';
import { expectRemotePage, openFirstProductFrom, region, stackInfo } from '../support/shop';

const manifest = (name: string) => ({ entry: `/mfe/${name.replace('mfe_', '')}/mf-manifest.json` });

/** A runtime configuration file naming the storefront's four remotes, and the back office when asked. */
function configFile(dir: string, withAdmin: boolean): string {
  const names = withAdmin ? [...REMOTE_NAMES, ADMIN_REMOTE] : [...REMOTE_NAMES];
  const config: RuntimeConfigFile = {
    remotes: Object.fromEntries(names.map((name) => [name, manifest(name)])),
    chatPhone: '919000000000',
  };
  const file = path.join(dir, withAdmin ? 'with-admin.json' : 'storefront.json');
  fs.writeFileSync(file, JSON.stringify(config));
  return file;
}

/** Records every request for a file of the back office's build. */
function adminDownloads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/mfe/admin/')) seen.push(pathname);
  });
  return seen;
}

test.describe.serial('the back office, added by configuration only', () => {
  const gateways: ChildProcess[] = [];
  let dir = '';
  let without = '';
  let withAdmin = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const info = stackInfo();
    expect(
      info,
      'this journey starts its own gateways beside the private stack, so E2E_BASE_URL must be unset',
    ).not.toBeNull();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-admin-remote-'));
    for (const admin of [false, true]) {
      const { gateway, port } = await onFreePorts(1, async ([free]) => ({
        gateway: await startGateway(info!, free, { RUNTIME_CONFIG_FILE: configFile(dir, admin) }),
        port: free,
      }));
      gateways.push(gateway);
      if (admin) withAdmin = `http://localhost:${port}`;
      else without = `http://localhost:${port}`;
    }
  });

  test.afterAll(() => {
    gateways.forEach((gateway) => gateway.kill('SIGTERM'));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('without mfe_admin in the configuration, /admin/* is the shell\'s "Page not found"', async ({ page }) => {
    const downloads = adminDownloads(page);
    const served = (await (await page.request.get(`${without}/config/runtime.json`)).json()) as RuntimeConfig;
    expect(Object.keys(served.remotes)).toEqual([...REMOTE_NAMES]);
    await page.goto(`${without}/admin/sign-in`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(`${without}/admin`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(downloads).toEqual([]);
  });

  test('with it, the same shell build serves the staff sign-in page', async ({ page }) => {
    // The very same shell: both gateways answer the same index.html (same hashed files).
    const [a, b] = await Promise.all([without, withAdmin].map((base) => page.request.get(`${base}/`)));
    expect(await a.text()).toBe(await b.text());
    const served = (await (await page.request.get(`${withAdmin}/config/runtime.json`)).json()) as RuntimeConfig;
    expect(served.remotes.mfe_admin?.paths).toEqual(['/admin/*']);

    const downloads = adminDownloads(page);
    await page.goto(`${withAdmin}/admin/sign-in`);
    await expectRemotePage(page, 'mfe_admin', 'AdminSignInPage');
    // The browser loads the container beside the manifest the configuration names (remoteEntryBeside).
    expect(downloads).toContain('/mfe/admin/remoteEntry.js');
    await expect(region(page, 'mfe_admin').getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    // Signed out, /admin sends the visitor to sign in.
    await page.goto(`${withAdmin}/admin`);
    await expect(page).toHaveURL(`${withAdmin}/admin/sign-in`);
  });
});

test('shopper pages never download the back office, though the configuration names it', async ({ page }) => {
  const served = (await (await page.request.get('/config/runtime.json')).json()) as RuntimeConfig;
  expect(served.remotes.mfe_admin, 'the private stack names the back office').toBeDefined();
  const downloads = adminDownloads(page);

  await page.goto('/');
  await expectRemotePage(page, 'mfe_catalog', 'HomePage');
  await openFirstProductFrom(page, '/all-products');
  await expectRemotePage(page, 'mfe_product', 'ProductPage');
  await page.goto('/cart');
  await expectRemotePage(page, 'mfe_cart', 'CartPage');
  await page.goto('/no-such-page/anywhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/cart/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(downloads).toEqual([]);
});
