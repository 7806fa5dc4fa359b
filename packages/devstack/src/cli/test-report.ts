// The test command's closing report: each part's counts and time, each stage's time, and the test
// files that took longest (Jest's per-file times, Playwright's per spec file), so the time of a run
// can be found before it is cut.

/** One line of the results: a Jest part, a check, a benchmark or the end-to-end run. */
export interface Row {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Of `passed`, the tests that failed first and passed on a retry (Playwright's flaky). */
  flaky?: number;
  /** Wall-clock time it took. */
  seconds: number;
}

/** A test file and the time its tests took. */
export interface FileTime {
  file: string;
  seconds: number;
}

/** The per-file times in Jest's `--json` output (each file's start to end). */
export function jestFileTimes(
  result: { testResults?: { name: string; startTime?: number; endTime?: number }[] },
  relativeTo: (file: string) => string,
): FileTime[] {
  return (result.testResults ?? [])
    .filter((r) => typeof r.startTime === 'number' && typeof r.endTime === 'number')
    .map((r) => ({ file: relativeTo(r.name), seconds: (r.endTime! - r.startTime!) / 1000 }));
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
}

/** Per spec file, the time its tests ran (every try, summed over the workers) in Playwright's JSON report. */
export function playwrightFileTimes(report: { suites?: PlaywrightSuite[] }, prefix = 'e2e/tests/'): FileTime[] {
  const milliseconds = (suite: PlaywrightSuite): number =>
    (suite.specs ?? [])
      .flatMap((spec) => spec.tests ?? [])
      .flatMap((test) => test.results ?? [])
      .reduce((sum, result) => sum + (result.duration ?? 0), 0) +
    (suite.suites ?? []).reduce((sum, child) => sum + milliseconds(child), 0);
  return (report.suites ?? []).map((suite) => ({
    file: `${prefix}${suite.file ?? '?'}`,
    seconds: milliseconds(suite) / 1000,
  }));
}

const time = (seconds: number) => `${seconds.toFixed(0).padStart(5)} s`;

/**
 * The report's lines, ending with the one summary line the README promises. `total` is the run's
 * wall-clock time when stages ran side by side (their times then add up to more); else their sum.
 */
export function reportLines(
  rows: Row[],
  stages: [string, number][],
  files: FileTime[],
  { slowest = 15, total: wall }: { slowest?: number; total?: number } = {},
): string[] {
  const total = rows.reduce(
    (a, r) => ({
      passed: a.passed + r.passed,
      failed: a.failed + r.failed,
      skipped: a.skipped + r.skipped,
      flaky: a.flaky + (r.flaky ?? 0),
    }),
    { passed: 0, failed: 0, skipped: 0, flaky: 0 },
  );
  // A test that passed only on its retry is a flaky test, not a clean pass: the summary says so.
  const counts = (r: Pick<Row, 'passed' | 'failed' | 'skipped' | 'flaky'>) =>
    `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}` +
    (r.flaky ? `, ${r.flaky} passed only on a retry` : '');
  const lines = ['', 'Results'];
  for (const r of rows) {
    lines.push(`  ${r.failed ? 'FAIL' : 'ok  '}  ${r.name.padEnd(28)} ${counts(r).padEnd(34)} ${time(r.seconds)}`);
  }
  lines.push('', 'Time per stage');
  for (const [stage, seconds] of stages) lines.push(`  ${stage.padEnd(34)} ${time(seconds)}`);
  lines.push(`  ${'total'.padEnd(34)} ${time(wall ?? stages.reduce((sum, [, s]) => sum + s, 0))}`);
  const longest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, slowest);
  if (longest.length > 0) {
    lines.push('', `Slowest test files (of ${files.length})`);
    for (const f of longest) lines.push(`  ${time(f.seconds)}  ${f.file}`);
  }
  lines.push('', `Summary: ${counts(total)}`);
  return lines;
}
