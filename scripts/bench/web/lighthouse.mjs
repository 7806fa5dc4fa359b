// @ts-check
// One Lighthouse run (mobile profile: Lighthouse's default emulation and simulated throttling) in a
// fresh Chromium, so no run inherits another's cache, connections or compiled code.
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

/**
 * Lighthouse on `url` in a fresh browser. Lighthouse now and then fails to record the trace
 * (NO_NAVSTART, NO_FCP): such a run has no figures, so it is run again (at most twice) instead of
 * counting as a zero.
 * @param {string} url
 * @param {string} chromePath
 * @returns {Promise<RunFigures>}
 */
export async function freshAudit(url, chromePath) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
    let lhr;
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      lhr = result.lhr;
    } finally {
      await chrome.kill();
    }
    if (!lhr.runtimeError) return figuresOf(lhr);
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    console.warn(`${url}: Lighthouse run ${attempt} failed (${lhr.runtimeError.code}), running again`);
  }
}
