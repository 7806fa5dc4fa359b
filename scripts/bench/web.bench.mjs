// @ts-check
// `pnpm bench web`: Lighthouse (mobile profile, offline, Debian's Chromium) on the home page, a
// category page, search and a product page of a freshly started shop, three runs each; prints the
// median performance and accessibility scores, LCP, TBT, CLS, and the bytes sent over the wire
// (JavaScript and in all). `pnpm bench web` builds what changed first; asserts nothing.
// BENCH_SMOKE=1: one run of one page, to prove the benchmark still works (the test command does this).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRequire as requireFrom } from 'node:module';

const { startStack, repoRoot } = requireFrom(import.meta.url)('@rmj/devstack');
const root = repoRoot();

const smoke = process.env.BENCH_SMOKE === '1';
const runs = smoke ? 1 : Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One Lighthouse run of `url`: scores and the figures the table shows.
 * @param {string} url
 * @param {number} port
 */
async function audit(url, port) {
  // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP): such a run has no
  // figures, so it is run again (at most twice) instead of counting as a zero.
  let lhr;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
    if (!lhr.runtimeError) break;
    console.warn(
      `${url}: Lighthouse run ${attempt} failed (${lhr.runtimeError.code})${attempt < 3 ? ', running again' : ''}`,
    );
  }
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr?.runtimeError?.message}`);
  const audits = lhr.audits;
  /** @type {{ resourceType?: string; transferSize?: number }[]} */
  const requests = /** @type {any} */ (audits['network-requests']?.details)?.items ?? [];
  const bytes = (/** @type {(r: { resourceType?: string }) => boolean} */ keep) =>
    requests.filter(keep).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue ?? 0,
    tbt: audits['total-blocking-time'].numericValue ?? 0,
    cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    js: bytes((r) => r.resourceType === 'Script'),
    total: bytes(() => true),
    requests: requests.length,
    // Lighthouse's own measure of this machine's speed (about 1,000 on the two-core development machine):
    // scores move with it, so every table shows it.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  };
}

/** One run in a fresh browser, so no run inherits another's cache, connections or compiled code. */
async function freshAudit(url) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    return await audit(url, chrome.port);
  } finally {
    await chrome.kill();
  }
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-bench-web-'));
const stack = await startStack({
  ports: 'free',
  dataDir,
  quiet: true,
  env: { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000' },
});
try {
  const search = await fetch(`${stack.baseURL}/api/products/search?q=ring&limit=1`).then((r) => r.json());
  const productId = search.products?.[0]?._id;
  const pages = smoke ? ['/'] : ['/', '/category/women', '/search?q=ring', `/product/${productId}`];
  const rows = [];
  for (const page of pages) {
    const all = [];
    for (let i = 0; i < runs; i += 1) all.push(await freshAudit(stack.baseURL + page));
    const pick = (/** @type {keyof typeof all[0]} */ key) => median(all.map((r) => r[key]));
    rows.push({
      page: page.startsWith('/product/') ? '/product/:id' : page,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      lcp: `${(pick('lcp') / 1000).toFixed(2)} s`,
      tbt: `${Math.round(pick('tbt'))} ms`,
      cls: pick('cls').toFixed(3),
      js: `${(pick('js') / 1024).toFixed(1)} KiB`,
      total: `${(pick('total') / 1024).toFixed(1)} KiB`,
      requests: pick('requests'),
      benchmarkIndex: Math.round(pick('benchmarkIndex')),
    });
  }
  console.log(
    `Lighthouse ${smoke ? '(smoke: one run)' : `(median of ${runs} runs)`}, mobile profile, ${path.relative(process.cwd(), root) || '.'}`,
  );
  console.table(rows);
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
