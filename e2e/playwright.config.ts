import { defineConfig } from '@playwright/test';

// The gateway port is fixed once in the runner process (workers inherit the
// environment), so every worker agrees on baseURL. The stack itself starts in
// global-setup.ts on free ports with a throw-away database, unless
// E2E_BASE_URL points at a shop that is already running.
process.env.E2E_GATEWAY_PORT ??= String(20000 + (process.pid % 20000));

/**
 * Journeys that change what every shopper sees: today's rates (setting them re-prices every seeded
 * piece sold by weight, so a journey elsewhere that read a piece's price and then checks a page could
 * see it move under it: seen, a search card's old price) and the owner's cash-on-delivery limit
 * (checkout then offers a Payment choice). They run as a project of their own after every other test
 * has finished, side by side with each other (each claims what it changes: support/claims.ts); run
 * one alone with `--no-deps`.
 */
const SHOP_WIDE_CHANGES = ['**/rates-storefront.spec.ts', '**/rates-and-pieces.spec.ts', '**/cash-on-delivery.spec.ts'];
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_GATEWAY_PORT}`;

export default defineConfig({
  testDir: './tests',
  // One output folder per run, so runs side by side do not delete each other's traces.
  outputDir: `test-results/run-${process.env.E2E_GATEWAY_PORT}`,
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Most of a test's time is waiting (pages, servers, the database): with two workers a whole run used
  // about half a core of two (measured: some 5 min of CPU in 12 min), so a third worker adds tests,
  // not waiting. E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  // Journeys such as register, personalise, pay and track take 25-35 s on a busy two-core machine
  // (the cart now also checks prices and stock with the server on opening).
  timeout: 60_000,
  // The whole run stops after 30 minutes (the test command's limit for this stage is 40).
  globalTimeout: 30 * 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  projects: [
    { name: 'shop', testIgnore: SHOP_WIDE_CHANGES },
    { name: 'shop-wide', testMatch: SHOP_WIDE_CHANGES, dependencies: ['shop'] },
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
