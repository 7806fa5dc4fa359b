import { jestFileTimes, playwrightFileTimes, reportLines } from './test-report';

it("gives each part's and each stage's time, the slowest files, then the one summary line", () => {
  const lines = reportLines(
    [
      { name: '@rmj/orders', passed: 248, failed: 0, skipped: 0, seconds: 212.4 },
      { name: 'end-to-end', passed: 163, failed: 1, skipped: 2, flaky: 3, seconds: 601 },
    ],
    [
      ['build', 95],
      ['unit', 412],
      ['e2e', 601],
    ],
    [
      { file: 'a.spec.ts', seconds: 3 },
      { file: 'b.e2e-spec.ts', seconds: 40 },
      { file: 'c.spec.ts', seconds: 12 },
    ],
    { slowest: 2 },
  );
  expect(lines.find((l) => l.includes('@rmj/orders'))).toMatch(/^ {2}ok {4}@rmj\/orders +248 passed, 0 failed +212 s$/);
  expect(lines.find((l) => l.includes('end-to-end'))).toMatch(
    /^ {2}FAIL {2}end-to-end +163 passed, 1 failed, 2 skipped, 3 passed only on a retry +601 s$/,
  );
  expect(lines.slice(lines.indexOf('Time per stage') + 1, lines.indexOf('Time per stage') + 5)).toEqual([
    expect.stringMatching(/^ {2}build +95 s$/),
    expect.stringMatching(/^ {2}unit +412 s$/),
    expect.stringMatching(/^ {2}e2e +601 s$/),
    expect.stringMatching(/^ {2}total +1108 s$/),
  ]);
  const slowest = lines.indexOf('Slowest test files (of 3)');
  expect(lines.slice(slowest + 1, slowest + 3)).toEqual(['     40 s  b.e2e-spec.ts', '     12 s  c.spec.ts']);
  expect(lines.at(-1)).toBe('Summary: 411 passed, 1 failed, 2 skipped, 3 passed only on a retry');
});

it('gives the wall-clock total when stages ran side by side', () => {
  const lines = reportLines(
    [],
    [
      ['checks', 200],
      ['bench', 180],
    ],
    [],
    { total: 230 },
  );
  expect(lines.find((l) => l.trim().startsWith('total'))).toMatch(/^ {2}total +230 s$/);
});

it("reads each file's time from Jest's and Playwright's JSON reports", () => {
  expect(
    jestFileTimes(
      { testResults: [{ name: '/repo/services/orders/src/a.e2e-spec.ts', startTime: 1_000, endTime: 13_500 }] },
      (file) => file.replace('/repo/', ''),
    ),
  ).toEqual([{ file: 'services/orders/src/a.e2e-spec.ts', seconds: 12.5 }]);
  const test = (...durations: number[]) => ({ results: durations.map((duration) => ({ duration })) });
  expect(
    playwrightFileTimes({
      suites: [
        {
          file: 'checkout.spec.ts',
          specs: [{ tests: [test(2_000)] }],
          suites: [{ specs: [{ tests: [test(1_000, 500)] }] }],
        },
      ],
    }),
  ).toEqual([{ file: 'e2e/tests/checkout.spec.ts', seconds: 3.5 }]);
});
