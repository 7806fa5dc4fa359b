// @ts-check
// What `pnpm bench web` prints and saves: medians per page, the targets met or not, and the
// table (the floor page's row beside the shop's).

/** @typedef {import('./lighthouse.mjs').RunFigures} RunFigures */
/** @typedef {Omit<RunFigures, 'failedAudits'>} Medians */

/** The storefront's speed targets (Lighthouse mobile, median of the runs). */
export const TARGETS = [
  { name: 'performance ≥ 90', met: (/** @type {Medians} */ m) => m.performance >= 90 },
  { name: 'accessibility 100', met: (/** @type {Medians} */ m) => m.accessibility === 100 },
  { name: 'SEO 100', met: (/** @type {Medians} */ m) => m.seo === 100 },
  { name: 'best practices 100', met: (/** @type {Medians} */ m) => m.bestPractices === 100 },
  { name: 'LCP ≤ 2.5 s', met: (/** @type {Medians} */ m) => m.lcp <= 2500 },
  { name: 'CLS ≤ 0.05', met: (/** @type {Medians} */ m) => m.cls <= 0.05 },
];

/** The middle value (the upper one of the two middles for an even count). @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each figure's median over the runs (each figure on its own). @param {RunFigures[]} runs @returns {Medians} */
export function medians(runs) {
  const keys = /** @type {(keyof Medians)[]} */ (Object.keys(runs[0]).filter((k) => k !== 'failedAudits'));
  return /** @type {Medians} */ (Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])));
}

/** @param {Medians} m @returns {Record<string, boolean>} */
export const targetsOf = (m) => Object.fromEntries(TARGETS.map((t) => [t.name, t.met(m)]));

/**
 * @typedef {object} PageResult
 * @property {string} page the label in the table
 * @property {string} url
 * @property {boolean} floor the floor page, not the shop's
 * @property {string} render the x-rmj-render header of the page's HTML ('-' when absent: no server render)
 * @property {RunFigures[]} runs
 * @property {Medians} median
 * @property {Record<string, boolean>} targets
 */

/** The printed table's row of one page. @param {PageResult} r */
export function tableRow(r) {
  const m = r.median;
  return {
    page: r.page,
    html: r.render,
    perf: m.performance,
    a11y: m.accessibility,
    SEO: m.seo,
    BP: m.bestPractices,
    LCP: `${(m.lcp / 1000).toFixed(2)} s`,
    TBT: `${Math.round(m.tbt)} ms`,
    CLS: m.cls.toFixed(3),
    'JS KiB': (m.js / 1024).toFixed(1),
    'font KiB': ((m.font ?? 0) / 1024).toFixed(1),
    'all KiB': (m.total / 1024).toFixed(1),
    benchmarkIndex: r.runs.map((run) => Math.round(run.benchmarkIndex)).join(' '),
  };
}

/** The targets table: one row per shop page, 'met' or 'NOT met' per target. @param {PageResult[]} results */
export function targetRows(results) {
  return results
    .filter((r) => !r.floor)
    .map((r) => ({
      page: r.page,
      ...Object.fromEntries(Object.entries(r.targets).map(([name, met]) => [name, met ? 'met' : 'NOT met'])),
    }));
}

/** Every run's benchmarkIndex, and their median. @param {PageResult[]} results */
export function machineIndex(results) {
  const all = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
  return { median: Math.round(median(all)), min: Math.round(Math.min(...all)), max: Math.round(Math.max(...all)) };
}
