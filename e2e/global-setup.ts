import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '@rmj/devstack';

/** Starts a private shop (free ports, temp database) for this run; returns its teardown. */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  const root = path.resolve(__dirname, '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-e2e-'));
  const stack = await startStack({
    ports: 'free',
    gatewayPort: Number(process.env.E2E_GATEWAY_PORT),
    dataDir,
    quiet: true,
    env: {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      CLIENT_LIMIT_SCALE: '100',
      // The tests read what a page's server render holds. Three browsers on a busy two-core machine can
      // overrun the production budget (800 ms), and the render then leaves the page's regions to the
      // browser, as it should (services/render's own tests cover that rule); here it waits longer.
      RENDER_BUDGET_MS: '4000',
      RENDER_TIMEOUT_MS: '6000',
      // The shop's notices (a mail per paid order) go elsewhere: the owner's inbox holds the set-up codes tests read.
      SHOP_NOTICE_EMAILS: 'shop-notices@rmj.local',
    },
  });
  process.env.E2E_MAIL_URL = stack.mailURL;
  // Workers keep what they learn about this stack's accounts here (it goes with the stack's data).
  process.env.E2E_RUN_DIR = dataDir;
  process.env.E2E_STACK = JSON.stringify({ ports: stack.ports, root, logDir: stack.logDir });
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
