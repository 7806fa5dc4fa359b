// @ts-check
// `pnpm bench hydration`: how long a server-rendered page takes to answer taps on a phone's network.
// Each run opens the page in a fresh Chromium (Debian's) with Lighthouse's mobile throttling applied
// by DevTools (562.5 ms request latency, 1,474.56 Kbps down, 675 Kbps up, 4x CPU or `--cpu-slowdown X`)
// and times, from the navigation's start, the first contentful paint, when the page's remote container
// (`/mfe/<remote>/remoteEntry.js`) started and finished downloading, and when `#root` carried the
// shell's hydrated mark (React answers taps from then on; before it the tap keeper holds them).
// Pages: the women's listing, a product page and the Tamil product page (`--runs N`, default 5, median
// printed with every run); the whole result goes to .data/bench/hydration-<date>.json. Asserts
// nothing. BENCH_SMOKE=1: one run of one product page, to prove the benchmark still works.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire as requireFrom } from 'node:module';
import { startShopForPages } from './web/shop-stack.mjs';

const require = requireFrom(import.meta.url);
const { repoRoot } = require('@rmj/devstack');
const { chromium } = require('@playwright/test');
const { TAP_KEEPER_LIVE_ATTRIBUTE } = require('@rmj/contracts');

const smoke = process.env.BENCH_SMOKE === '1';
const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const runs = smoke ? 1 : Number(argument('--runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1 (got ${runs})`);
const cpuSlowdown = Number(argument('--cpu-slowdown') ?? 4);
if (!(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown must be a number ≥ 1');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromePath))
  throw new Error(`no Chromium at ${chromePath}: install Debian's (apt-get install chromium) or set CHROME_PATH`);

// Lighthouse's mobile profile as DevTools applies it (its `devtools` throttling method).
const NETWORK = { latency: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };

/**
 * One page in a fresh browser: milliseconds from the navigation's start to each moment.
 * @param {string} url
 */
async function timeOnce(url) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript((mark) => {
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root?.hasAttribute(mark) && !('__benchHydrated' in window))
          Object.assign(window, { __benchHydrated: performance.now() });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: [mark] });
    }, TAP_KEEPER_LIVE_ATTRIBUTE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latency,
      downloadThroughput: (NETWORK.downloadKbps * 1024) / 8,
      uploadThroughput: (NETWORK.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let containers = 0;
    page.on('request', (request) => {
      if (/\/mfe\/[^/]+\/remoteEntry\.js$/.test(new URL(request.url()).pathname)) containers += 1;
    });
    const response = await page.goto(url);
    const render = response?.headers()['x-rmj-render'] ?? '-';
    await page.waitForFunction(() => '__benchHydrated' in window, null, { timeout: 120_000 });
    const times = await page.evaluate(() => {
      const container = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).find(
        (entry) => /\/mfe\/[^/]+\/remoteEntry\.js$/.test(new URL(entry.name).pathname),
      );
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        fcp: fcp ? Math.round(fcp.startTime) : -1,
        containerStart: container ? Math.round(container.startTime) : -1,
        containerEnd: container ? Math.round(container.responseEnd) : -1,
        hydrated: Math.round(
          /** @type {{ __benchHydrated: number }} */ (/** @type {unknown} */ (window)).__benchHydrated,
        ),
      };
    });
    return { ...times, containers, render };
  } finally {
    await browser.close();
  }
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let stack;
try {
  stack = await startShopForPages({ name: 'hydration', render: true });
  const { productId } = stack;
  const paths = smoke
    ? [`/product/${productId}`]
    : ['/category/women', `/product/${productId}`, `/ta/product/${productId}`];
  const results = [];
  for (const pagePath of paths) {
    const page = pagePath.replace(/\/product\/[^/?]+$/, '/product/:id');
    // Rendered once before the runs: the render service's first page of a remote loads that remote's code.
    await fetch(stack.baseURL + pagePath, { headers: { accept: 'text/html' } }).then((r) => r.arrayBuffer());
    const all = [];
    for (let i = 0; i < runs; i += 1) all.push(await timeOnce(stack.baseURL + pagePath));
    const pick = (/** @type {'fcp' | 'containerStart' | 'containerEnd' | 'hydrated'} */ key) =>
      median(all.map((run) => run[key]));
    results.push({
      page,
      render: [...new Set(all.map((run) => run.render))].join(', '),
      fcp: pick('fcp'),
      containerStart: pick('containerStart'),
      containerEnd: pick('containerEnd'),
      hydrated: pick('hydrated'),
      containerDownloads: Math.max(...all.map((run) => run.containers)),
      runs: all,
    });
  }
  console.log(
    `Time to a page that answers taps (median of ${runs}, fresh Chromium per run; DevTools throttling: ` +
      `${NETWORK.latency} ms latency, ${NETWORK.downloadKbps} Kbps down, ${cpuSlowdown}x CPU)`,
  );
  console.table(
    results.map((r) => ({
      page: r.page,
      html: r.render,
      FCP: `${r.fcp} ms`,
      'remote container': `${r.containerStart}-${r.containerEnd} ms`,
      hydrated: `${r.hydrated} ms`,
      'hydrated, every run': r.runs.map((run) => run.hydrated).join(' '),
      'container downloads': r.containerDownloads,
    })),
  );
  const out = path.join(repoRoot(), '.data', 'bench');
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, `hydration-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}Z.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), smoke, cpuSlowdown, network: NETWORK, results }, null, 2),
  );
  console.log(`Written to ${path.relative(repoRoot(), file)}`);
} finally {
  await stack?.stop();
}
