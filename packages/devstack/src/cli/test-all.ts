// Runs every test of the shop and ends with one summary line: unit and service tests (Jest, each
// workspace part; service tests against a real database), static checks (typecheck, lint,
// Kubernetes manifests, bundle budgets), every benchmark in smoke mode, and the end-to-end tests
// (Playwright in Chromium against the real stack). `--skip e2e,bench` / `--only unit` narrow it down.
import fs from 'node:fs';
import path from 'node:path';
import { startFerretDb, type RunningFerretDb } from '../ferretdb';
import { pnpmOutput, runPnpm } from '../pnpm';
import { runBenchmarks } from './bench';

export const STAGES = ['unit', 'checks', 'bench', 'e2e'] as const;
/** One part's Jest run, or one benchmark, may take this long before it counts as failed. */
const PART_TIME_LIMIT_MS = 15 * 60_000;
export type Stage = (typeof STAGES)[number];

interface Row {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
}

interface JestResult {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites?: number;
}

/** The stages to run: `--only X` or every stage but `--skip a,b`. */
export function stagesFrom(argv: string[]): Stage[] {
  const valueOf = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
  const only = valueOf('--only');
  const skip = new Set((valueOf('--skip') ?? '').split(',').filter(Boolean));
  for (const name of [only, ...skip].filter(Boolean)) {
    if (!STAGES.includes(name as Stage)) throw new Error(`unknown stage "${name}": use ${STAGES.join(', ')}`);
  }
  return STAGES.filter((stage) => (only ? only === stage : !skip.has(stage)));
}

/** The database the unit stage uses: TEST_MONGODB_URI or MONGODB_URI when set (no FerretDB, no Go), else a fresh FerretDB. */
async function unitDatabase(): Promise<{ uri: string; db?: RunningFerretDb }> {
  const given = process.env.TEST_MONGODB_URI ?? process.env.MONGODB_URI;
  if (given) return { uri: given };
  const db = await startFerretDb();
  return { uri: db.uri, db };
}

async function unitStage(root: string, resultsDir: string, record: (row: Row) => void): Promise<void> {
  const { uri, db } = await unitDatabase();
  try {
    const list = JSON.parse(pnpmOutput(['ls', '-r', '--depth', '-1', '--json'], root)) as { path: string }[];
    for (const entry of list) {
      const pkg = JSON.parse(fs.readFileSync(path.join(entry.path, 'package.json'), 'utf8')) as {
        name: string;
        scripts?: Record<string, string>;
      };
      if (!pkg.scripts?.test || !fs.existsSync(path.join(entry.path, 'jest.config.js'))) continue;
      const out = path.join(resultsDir, `${pkg.name.replace(/[@/]/g, '_')}.json`);
      process.stdout.write(`\n==> ${pkg.name}: jest\n`);
      // No --forceExit: every part's tests close what they open, so a part that does not exit has left a
      // server, connection or timer behind; the time limit ends it and it counts as a failure.
      const status = runPnpm(
        ['--filter', pkg.name, 'exec', 'jest', '--ci', '--passWithNoTests', '--json', `--outputFile=${out}`],
        {
          cwd: root,
          env: { ...process.env, TEST_MONGODB_URI: uri },
          timeout: PART_TIME_LIMIT_MS,
          killSignal: 'SIGKILL',
        },
      );
      if (!fs.existsSync(out)) {
        record({ name: pkg.name, passed: 0, failed: 1, skipped: 0 });
        continue;
      }
      const r = JSON.parse(fs.readFileSync(out, 'utf8')) as JestResult;
      // A suite that fails to run (syntax error, failed import) has no test results but must count.
      const failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
      record({
        name: pkg.name,
        passed: r.numPassedTests,
        failed: failed === 0 && status !== 0 ? 1 : failed,
        skipped: r.numPendingTests,
      });
    }
  } finally {
    if (db) {
      await db.stop();
      fs.rmSync(db.dataDir, { recursive: true, force: true });
    }
  }
}

function checksStage(root: string, record: (row: Row) => void): void {
  const checks: [string, () => number][] = [
    [
      'typecheck',
      () =>
        Math.max(
          runPnpm(['-r', '--workspace-concurrency=2', 'typecheck'], { cwd: root }),
          runPnpm(['exec', 'tsc', '-p', 'tsconfig.scripts.json'], { cwd: root }),
        ),
    ],
    ['lint', () => runPnpm(['exec', 'eslint', '.'], { cwd: root })],
    ['formatting', () => runPnpm(['exec', 'prettier', '--check', '--log-level', 'warn', '.'], { cwd: root })],
    ['kubernetes manifests', () => runPnpm(['--filter', '@rmj/k8s-check', 'check'], { cwd: root })],
    ['bundle budgets', () => runPnpm(['exec', 'node', 'packages/devstack/dist/cli/main.js', 'budgets'], { cwd: root })],
  ];
  for (const [name, run] of checks) {
    process.stdout.write(`\n==> ${name}\n`);
    const ok = run() === 0;
    record({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  }
}

function e2eStage(root: string, resultsDir: string, record: (row: Row) => void): void {
  process.stdout.write('\n==> end-to-end (Playwright, Chromium)\n');
  const out = path.join(resultsDir, 'e2e.json');
  runPnpm(['--filter', '@rmj/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
    cwd: root,
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    timeout: 40 * 60_000,
    killSignal: 'SIGKILL',
  });
  if (!fs.existsSync(out)) return record({ name: 'end-to-end', passed: 0, failed: 1, skipped: 0 });
  const { stats, errors } = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    stats: { expected: number; flaky: number; unexpected: number; skipped: number };
    errors?: unknown[];
  };
  record({
    name: 'end-to-end',
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (errors?.length ?? 0),
    skipped: stats.skipped,
  });
}

/** Runs the stages; returns the exit status (0 only when something ran and nothing failed). */
export async function testAll(root: string, stages: Stage[]): Promise<number> {
  const resultsDir = path.join(root, '.test-results');
  fs.rmSync(resultsDir, { recursive: true, force: true });
  fs.mkdirSync(resultsDir, { recursive: true });
  const rows: Row[] = [];
  const record = (row: Row) => rows.push(row);
  const started = Date.now();
  if (stages.includes('unit')) await unitStage(root, resultsDir, record);
  if (stages.includes('checks')) checksStage(root, record);
  if (stages.includes('bench')) {
    process.stdout.write('\n==> benchmarks (smoke: tiny data, about a second of load each)\n');
    for (const [name, ok] of runBenchmarks(root, { smoke: true }))
      record({ name: `bench ${name}`, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  }
  if (stages.includes('e2e')) e2eStage(root, resultsDir, record);

  const total = rows.reduce(
    (a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  process.stdout.write('\nResults\n');
  for (const r of rows) {
    process.stdout.write(
      `  ${r.failed ? 'FAIL' : 'ok  '}  ${r.name.padEnd(28)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}\n`,
    );
  }
  process.stdout.write(
    `  (${((Date.now() - started) / 1000).toFixed(0)} s)\n\nSummary: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}\n`,
  );
  return total.failed > 0 || rows.length === 0 ? 1 : 0;
}
