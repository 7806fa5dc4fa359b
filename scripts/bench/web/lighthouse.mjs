// @ts-check
// One Lighthouse run (mobile profile: Lighthouse's default emulation and simulated throttling) in a
// fresh Chromium, so no run inherits another's cache, connections or compiled code.
import fs from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];

/**
 * @typedef {object} RunFigures One run's figures.
 * @property {number} performance score 0-100
 * @property {number} accessibility score 0-100
 * @property {number} seo score 0-100
 * @property {number} bestPractices score 0-100
 * @property {number} lcp Largest Contentful Paint, ms
 * @property {number} tbt Total Blocking Time, ms
 * @property {number} cls Cumulative Layout Shift
 * @property {number} js bytes of JavaScript over the wire
 * @property {number} font bytes of web fonts over the wire (the Tamil face on Tamil pages)
 * @property {number} total bytes of everything over the wire
 * @property {number} requests requests made
 * @property {number} benchmarkIndex Lighthouse's measure of this machine's speed during the run
 * @property {string[]} failedAudits ids of the failed audits of the accessibility, SEO and best-practices categories
 */

/** @param {any} lhr @returns {RunFigures} */
export function figuresOf(lhr) {
  const audits = lhr.audits;
  /** @type {{ resourceType?: string; transferSize?: number }[]} */
  const requests = audits['network-requests']?.details?.items ?? [];
  const bytes = (/** @type {(r: { resourceType?: string }) => boolean} */ keep) =>
    requests.filter(keep).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failedAudits = ['accessibility', 'seo', 'best-practices'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((/** @type {{ id: string; weight: number }} */ ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((/** @type {{ id: string }} */ ref) => `${id}:${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    js: bytes((r) => r.resourceType === 'Script'),
    font: bytes((r) => r.resourceType === 'Font'),
    total: bytes(() => true),
    requests: requests.length,
    // About 1,000 on the two-core development machine: scores move with it, so every table shows it.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    failedAudits,
  };
}

/** Lighthouse's mobile CPU slowdown (its default for a mid-range phone on a reference desktop). */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes a machine of `measured` benchmarkIndex behave like one of `target`:
 * Lighthouse's own advice for calibrating throttling to the host (docs/throttling.md), its 4x scaled by
 * how much faster this machine is. Never below 1 (a slower host than the target is not sped up).
 * @param {number} measured
 * @param {number} target
 */
export function calibratedSlowdown(measured, target) {
  return Math.max(1, Math.round(((DEFAULT_CPU_SLOWDOWN * measured) / target) * 10) / 10);
}

/**
 * BENCH_LHR_DIR=<dir>: every run's whole Lighthouse report is written there as well, for profiling
 * (the long-tasks, bootup-time and mainthread-work-breakdown audits name what blocks the main thread).
 * @param {any} lhr
 */
function keepReport(lhr) {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const page = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).pathname.replace(/[^a-z0-9]+/gi, '_');
  const file = path.join(dir, `lhr${page}-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(lhr));
}

/**
 * Lighthouse on `url` in a fresh browser. Lighthouse now and then fails to record the trace
 * (NO_NAVSTART, NO_FCP): such a run has no figures, so it is run again (at most twice) instead of
 * counting as a zero.
 * @param {string} url
 * @param {string} chromePath
 * @param {number} [cpuSlowdown] the CPU slowdown multiplier (Lighthouse's default 4 when not given)
 * @returns {Promise<RunFigures>}
 */
export async function freshAudit(url, chromePath, cpuSlowdown = DEFAULT_CPU_SLOWDOWN) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
    let lhr;
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // Merged into the mobile profile's simulated throttling; the network figures stay as they are.
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      lhr = result.lhr;
    } finally {
      await chrome.kill();
    }
    if (!lhr.runtimeError) {
      keepReport(lhr);
      return figuresOf(lhr);
    }
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    console.warn(`${url}: Lighthouse run ${attempt} failed (${lhr.runtimeError.code}), running again`);
  }
}
