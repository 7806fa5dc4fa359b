// Runs every test of the shop and ends with one summary line: unit and service tests (Jest, each
// workspace part; service tests against a real database), static checks (typecheck, lint,
// Kubernetes manifests, bundle budgets), every benchmark in smoke mode, and the end-to-end tests
// (Playwright in Chromium against the real stack). `--skip e2e,bench` / `--only unit` narrow it down.
// The closing report gives each part's and each stage's time and the slowest test files.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startFerretDb, type RunningFerretDb } from '../ferretdb';
import { pnpmCommand, pnpmOutput, runPnpm } from '../pnpm';
import { runBenchmarks } from './bench';
import { jestFileTimes, playwrightFileTimes, reportLines, type FileTime, type Row } from './test-report';

export const STAGES = ['unit', 'checks', 'bench', 'e2e'] as const;
/** One part's Jest run, or one benchmark, may take this long before it counts as failed. */
const PART_TIME_LIMIT_MS = 15 * 60_000;
/**
 * Jest parts run this many at a time. Much of a suite's time is spent waiting on its own servers, so
 * two parts keep two cores busy where one left one idle. The parts that use the database run one at a
 * time in a lane of their own: two of them at once on one FerretDB under load left a connection
 * unanswered past its 5 s (measured), while a database part beside a browser-less part does not.
 */
const PARTS_AT_ONCE = Math.max(1, Number(process.env.TEST_PARTS_AT_ONCE ?? 2));
export type Stage = (typeof STAGES)[number];

interface JestResult {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites?: number;
  testResults?: { name: string; startTime?: number; endTime?: number }[];
}

/** What a stage adds to the report. */
interface Recorder {
  row(row: Row): void;
  files(times: FileTime[]): void;
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

interface JestPart {
  name: string;
  dir: string;
  /** Its Jest config starts or uses the test database (`nodeConfig(dir, { db: true })`). */
  usesDatabase: boolean;
}

/** The parts with Jest tests, the services first: they take longest, so they start first. */
function jestParts(root: string): JestPart[] {
  const list = JSON.parse(pnpmOutput(['ls', '-r', '--depth', '-1', '--json'], root)) as { path: string }[];
  const parts: JestPart[] = [];
  for (const entry of list) {
    const pkg = JSON.parse(fs.readFileSync(path.join(entry.path, 'package.json'), 'utf8')) as {
      name: string;
      scripts?: Record<string, string>;
    };
    const config = path.join(entry.path, 'jest.config.js');
    if (!pkg.scripts?.test || !fs.existsSync(config)) continue;
    parts.push({
      name: pkg.name,
      dir: entry.path,
      usesDatabase: /\bdb:\s*true\b/.test(fs.readFileSync(config, 'utf8')),
    });
  }
  const isService = (part: JestPart) => path.relative(root, part.dir).startsWith(`services${path.sep}`);
  return [...parts.filter(isService), ...parts.filter((part) => !isService(part))];
}

/**
 * The queues the lanes take parts from: one lane for the database parts, the other lanes share the
 * rest (one queue of everything when one part runs at a time).
 */
export function partLanes<T extends { usesDatabase: boolean }>(parts: T[], atOnce: number): T[][] {
  if (atOnce <= 1) return [[...parts]];
  const others = parts.filter((part) => !part.usesDatabase);
  return [parts.filter((part) => part.usesDatabase), ...Array.from({ length: atOnce - 1 }, () => others)];
}

/** Process groups still running, stopped when the test command itself is stopped. */
const running = new Set<number>();
function stopRunning(): void {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
const stopOnSignal = () => {
  stopRunning();
  process.exit(1);
};

/**
 * Runs one part's Jest with its output in `log`; resolves to the exit status. The part runs in a
 * process group of its own, so the time limit stops Jest and its workers, not only pnpm.
 */
function runJest(root: string, part: JestPart, uri: string, out: string, log: string): Promise<number> {
  const [command, ...prefix] = pnpmCommand();
  const fd = fs.openSync(log, 'w');
  // No --forceExit: every part's tests close what they open, so a part that does not exit has left a
  // server, connection or timer behind; the time limit ends it and it counts as a failure.
  const args = ['--filter', part.name, 'exec', 'jest', '--ci', '--passWithNoTests', '--json', `--outputFile=${out}`];
  const child = spawn(command, [...prefix, ...args], {
    cwd: root,
    env: { ...process.env, TEST_MONGODB_URI: uri },
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  fs.closeSync(fd);
  if (child.pid) running.add(child.pid);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      fs.appendFileSync(log, `\n${part.name}: stopped after ${PART_TIME_LIMIT_MS / 60_000} minutes\n`);
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, PART_TIME_LIMIT_MS);
    const done = (status: number) => {
      clearTimeout(timer);
      if (child.pid) running.delete(child.pid);
      resolve(status);
    };
    child.on('error', () => done(1));
    child.on('close', (code) => done(code ?? 1));
  });
}

async function unitStage(root: string, resultsDir: string, record: Recorder): Promise<void> {
  const { uri, db } = await unitDatabase();
  process.on('SIGINT', stopOnSignal).on('SIGTERM', stopOnSignal);
  try {
    const parts = jestParts(root);
    const runOne = async (part: JestPart) => {
      const file = part.name.replace(/[@/]/g, '_');
      const out = path.join(resultsDir, `${file}.json`);
      const log = path.join(resultsDir, `${file}.log`);
      const began = Date.now();
      const status = await runJest(root, part, uri, out, log);
      const seconds = (Date.now() - began) / 1000;
      // Each part's output in one piece, as it ends (two parts run at once).
      process.stdout.write(`\n==> ${part.name}: jest (${seconds.toFixed(0)} s)\n`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      if (!fs.existsSync(out)) return record.row({ name: part.name, passed: 0, failed: 1, skipped: 0, seconds });
      const r = JSON.parse(fs.readFileSync(out, 'utf8')) as JestResult;
      // A suite that fails to run (syntax error, failed import) has no test results but must count.
      const failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
      record.row({
        name: part.name,
        passed: r.numPassedTests,
        failed: failed === 0 && status !== 0 ? 1 : failed,
        skipped: r.numPendingTests,
        seconds,
      });
      record.files(jestFileTimes(r, (name) => path.relative(root, name)));
    };
    const lanes = partLanes(parts, PARTS_AT_ONCE);
    process.stdout.write(
      `\n==> Jest: ${parts.length} parts, ${lanes.length} at a time (the database parts one after another)\n`,
    );
    // Lanes after the first share one queue (the same array), so each part runs once.
    await Promise.all(
      lanes.map(async (queue) => {
        for (let part = queue.shift(); part; part = queue.shift()) await runOne(part);
      }),
    );
  } finally {
    process.off('SIGINT', stopOnSignal).off('SIGTERM', stopOnSignal);
    if (db) {
      await db.stop();
      fs.rmSync(db.dataDir, { recursive: true, force: true });
    }
  }
}

function checksStage(root: string, record: Recorder): void {
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
    const began = Date.now();
    const ok = run() === 0;
    record.row({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds: (Date.now() - began) / 1000 });
  }
}

function e2eStage(root: string, resultsDir: string, record: Recorder): void {
  process.stdout.write('\n==> end-to-end (Playwright, Chromium)\n');
  const out = path.join(resultsDir, 'e2e.json');
  const began = Date.now();
  runPnpm(['--filter', '@rmj/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
    cwd: root,
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    timeout: 40 * 60_000,
    killSignal: 'SIGKILL',
  });
  const seconds = (Date.now() - began) / 1000;
  if (!fs.existsSync(out)) return record.row({ name: 'end-to-end', passed: 0, failed: 1, skipped: 0, seconds });
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Parameters<typeof playwrightFileTimes>[0] & {
    stats: { expected: number; flaky: number; unexpected: number; skipped: number };
    errors?: unknown[];
  };
  const { stats, errors } = report;
  record.row({
    name: 'end-to-end',
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (errors?.length ?? 0),
    skipped: stats.skipped,
    seconds,
  });
  record.files(playwrightFileTimes(report));
}

/**
 * Runs the stages; returns the exit status (0 only when something ran and nothing failed).
 * `before` names steps already taken (the build) with their time, for the report.
 */
export async function testAll(root: string, stages: Stage[], before: [string, number][] = []): Promise<number> {
  const resultsDir = path.join(root, '.test-results');
  fs.rmSync(resultsDir, { recursive: true, force: true });
  fs.mkdirSync(resultsDir, { recursive: true });
  const rows: Row[] = [];
  const files: FileTime[] = [];
  const record: Recorder = { row: (row) => rows.push(row), files: (times) => files.push(...times) };
  const stageTimes: [string, number][] = [...before];
  const timed = async (stage: Stage, run: () => unknown) => {
    if (!stages.includes(stage)) return;
    const began = Date.now();
    await run();
    stageTimes.push([stage, (Date.now() - began) / 1000]);
  };
  await timed('unit', () => unitStage(root, resultsDir, record));
  await timed('checks', () => checksStage(root, record));
  await timed('bench', () => {
    process.stdout.write('\n==> benchmarks (smoke: tiny data, about a second of load each)\n');
    for (const [name, ok, seconds] of runBenchmarks(root, { smoke: true }))
      record.row({ name: `bench ${name}`, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
  });
  await timed('e2e', () => e2eStage(root, resultsDir, record));

  process.stdout.write(`${reportLines(rows, stageTimes, files).join('\n')}\n`);
  return rows.some((r) => r.failed > 0) || rows.length === 0 ? 1 : 0;
}
