// A remote is replaced at run time without rebuilding or restarting the shell: two more real
// builds of mfe-cart are deployed beside the current one, and the runtime configuration (a file
// the gateway re-reads, as a mounted ConfigMap would be) is pointed from one to the other. The
// file names only manifests: each remote's paths come from what its build declares, so a release
// with a new prefix is served after re-pointing its entry alone.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { REMOTE_NAMES, type RuntimeConfig, type RuntimeConfigFile } from '@rmj/contracts';
import { cartReleases, RELEASE_B_PREFIX, staticRootWithReleases } from '@rmj/devstack';
import { onFreePorts, startGateway, startRender } from '../support/second-gateway';
import { expectRemotePage, region, stackInfo } from '../support/shop';

let gateway: ChildProcess | undefined;
let render: ChildProcess | undefined;
let base = '';
let staticRoot = '';
let configFile = '';

/**
 * Points the shop's runtime configuration at a build of mfe-cart (atomic write, as a ConfigMap
 * update is). Manifests only: the gateway takes each remote's paths from its build.
 */
function pointCartAt(entry: string): void {
  const config: RuntimeConfigFile = {
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { entry: `/mfe/${name.replace('mfe_', '')}/mf-manifest.json` }]),
    ),
    chatPhone: '919000000000',
  };
  config.remotes.mfe_cart = { entry };
  fs.writeFileSync(`${configFile}.tmp`, JSON.stringify(config));
  fs.renameSync(`${configFile}.tmp`, configFile);
}

test.describe.serial('replacing a remote at run time', () => {
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const info = stackInfo();
    expect(
      info,
      'this journey starts its own gateway beside the private stack, so E2E_BASE_URL must be unset',
    ).not.toBeNull();
    staticRoot = staticRootWithReleases(info!.root, cartReleases(info!.root));
    configFile = path.join(staticRoot, 'runtime.json');
    pointCartAt('/mfe/cart/mf-manifest.json');
    const port = await onFreePorts(2, async ([free, renderPort]) => {
      // Its own render service too, reading everything through this gateway: the server side swaps with it.
      render = await startRender(info!, renderPort, free);
      try {
        gateway = await startGateway(info!, free, {
          STATIC_ROOT: staticRoot,
          RUNTIME_CONFIG_FILE: configFile,
          RENDER_URL: `http://127.0.0.1:${renderPort}`,
        });
      } catch (error) {
        render.kill('SIGTERM');
        throw error;
      }
      return free;
    });
    base = `http://localhost:${port}`;
  });

  test.afterAll(() => {
    gateway?.kill('SIGTERM');
    render?.kill('SIGTERM');
    if (staticRoot) fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  test('a new page load uses the new build, with its new route; an open page keeps working on the old one', async ({
    context,
  }) => {
    const oldTab = await context.newPage();
    await oldTab.goto(`${base}/contact`);
    await expectRemotePage(oldTab, 'mfe_catalog', 'ContactPage');

    const before = await context.newPage();
    await before.goto(`${base}/cart/release-notes`);
    await expect(before.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await before.goto(`${base}/gift-cards`);
    await expect(before.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await before.goto(`${base}/cart`);
    await expectRemotePage(before, 'mfe_cart', 'CartPage');
    await expect(region(before, 'mfe_cart', 'CartPage')).not.toHaveAttribute('data-remote-version', /release-b/);

    // The server renders the cart's pages with the first build too.
    const served = async (path: string) => {
      const response = await before.request.get(`${base}${path}`, { headers: { accept: 'text/html' } });
      return { how: response.headers()['x-rmj-render'], html: await response.text() };
    };
    const tracking = await served('/track-order');
    expect(tracking.how).toBe('server');
    expect(tracking.html).toContain('data-page="TrackOrderPage"');
    expect(tracking.html).not.toContain('+release-b');

    pointCartAt('/mfe/cart/releases/b/mf-manifest.json');

    // The server side follows the same configuration, with no build or restart of the shell or of the
    // render service: release B's page under its new prefix arrives as HTML (the render service reads
    // the configuration again within a few seconds).
    await expect
      .poll(
        async () => {
          const page = await served('/gift-cards');
          return (
            page.how === 'server' &&
            /<h1[^>]*>Gift cards \([^)]*\+release-b\)<\/h1>/.test(page.html.replaceAll('<!-- -->', ''))
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    const after = await context.newPage();
    await after.goto(`${base}/cart/release-notes`);
    await expect(after.getByRole('heading', { name: /^Cart release notes \(.*\+release-b\)$/ })).toBeVisible();
    await after.getByRole('link', { name: 'Cart' }).click();
    await expect(region(after, 'mfe_cart', 'CartPage')).toHaveAttribute('data-remote-version', /\+release-b$/);
    await expect(after.getByText('Your cart is empty')).toBeVisible();

    // A page under the prefix release B declares: served from the runtime configuration, which now
    // gives mfe_cart that prefix, so the shell loads no other remote's code to find it.
    const config = (await (await after.request.get(`${base}/config/runtime.json`)).json()) as RuntimeConfig;
    expect(config.remotes.mfe_cart?.paths).toContain(RELEASE_B_PREFIX);
    const fresh = await context.newPage();
    const remoteFiles: string[] = [];
    fresh.on('request', (request) => {
      const match = /\/mfe\/([a-z]+)\//.exec(new URL(request.url()).pathname);
      if (match) remoteFiles.push(match[1]);
    });
    await fresh.goto(`${base}/gift-cards`);
    await expect(fresh.getByRole('heading', { name: /^Gift cards \(.*\+release-b\)$/ })).toBeVisible();
    await expect(region(fresh, 'mfe_cart', 'GiftCardsPage')).toHaveAttribute('data-remote-version', /\+release-b$/);
    expect([...new Set(remoteFiles)]).toEqual(['cart']);

    // The tab opened before the switch never reloads: it still loads the first build's files.
    await oldTab.getByRole('link', { name: 'Cart' }).click();
    await expectRemotePage(oldTab, 'mfe_cart', 'CartPage');
    await expect(region(oldTab, 'mfe_cart', 'CartPage')).not.toHaveAttribute('data-remote-version', /release-b/);
    await oldTab
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Track Order', exact: true })
      .click();
    await expectRemotePage(oldTab, 'mfe_cart', 'TrackOrderPage');
  });

  test('a build that needs another major of the cart store shows its fallback; Retry picks up the fixed configuration', async ({
    page,
  }) => {
    pointCartAt('/mfe/cart/releases/c/mf-manifest.json');
    await page.goto(`${base}/cart`);
    await expect(page.getByTestId('remote-fallback')).toHaveText(
      /This section is being updated\. Please try again in a few minutes\./,
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('0');

    pointCartAt('/mfe/cart/releases/b/mf-manifest.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(region(page, 'mfe_cart', 'CartPage')).toHaveAttribute('data-remote-version', /\+release-b$/);
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });
});
