// Benchmark: start time of the whole stack, cold (empty database: FerretDB
// starts on a fresh directory and the catalogue is seeded) and warm (the same
// data again), and the gzip size of the JavaScript a browser downloads for `/`.
// `pnpm bench stack` builds what changed and runs it; prints figures, asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { createRequire as requireFrom } from 'node:module';

const { startStack, repoRoot } = requireFrom(import.meta.url)('@rmj/devstack');
const root = repoRoot();

// Playwright is the e2e part's dependency: load it from there.
const fromE2e = createRequire(path.join(root, 'e2e/package.json'));
/** @type {any} (its types resolve from e2e/, not from here) */
const { chromium } = fromE2e('@playwright/test');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-bench-stack-'));
const env = { LOG_LEVEL: 'warn' };

async function timedStart(label) {
  const t0 = performance.now();
  const stack = await startStack({ ports: 'free', dataDir, quiet: true, env });
  const ms = performance.now() - t0;
  console.log(`${label.padEnd(36)} ${(ms / 1000).toFixed(2)} s`);
  return stack;
}

try {
  const cold = await timedStart('cold start (empty database + seed)');
  await cold.stop();
  const warm = await timedStart('warm start (existing data)');

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.request().resourceType() === 'script' || type.includes('javascript')) {
      try {
        scripts.set(res.url(), await res.body());
      } catch {
        /* redirected or aborted */
      }
    }
  });
  const t0 = performance.now();
  await page.goto(warm.baseURL + '/', { waitUntil: 'networkidle' });
  await page
    .getByRole('heading', { name: 'Exquisite Jewelry Collection' })
    .waitFor({ timeout: 20000 })
    .catch(() => {});
  const renderMs = performance.now() - t0;
  await browser.close();
  let raw = 0;
  let gz = 0;
  for (const body of scripts.values()) {
    raw += body.length;
    gz += zlib.gzipSync(body, { level: 9 }).length;
  }
  console.log(`${'first load of / until home listing'.padEnd(36)} ${(renderMs / 1000).toFixed(2)} s`);
  console.log(`${'JavaScript for / (files)'.padEnd(36)} ${scripts.size}`);
  console.log(`${'JavaScript for / (raw)'.padEnd(36)} ${(raw / 1024).toFixed(1)} KiB`);
  console.log(`${'JavaScript for / (gzip -9)'.padEnd(36)} ${(gz / 1024).toFixed(1)} KiB`);
  await warm.stop();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
