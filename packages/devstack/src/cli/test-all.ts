// Runs every test of the shop and ends with one summary line: unit and service tests (Jest, each
// workspace part; service tests against a real database), static checks (typecheck, lint, words,
// Kubernetes manifests, bundle budgets), every benchmark in smoke mode, and the end-to-end tests
// (Playwright in Chromium against the real stack). `--skip e2e,bench` / `--only unit` narrow it down.
// The apps (services, shell, remotes) build beside the unit stage, which needs only the shared packages
// (built before it), and the checks that need no app build (typecheck, lint) follow them there. The other
// checks and the benchmarks then run side by side: the checks are compilers and linters (busy cores, no
// servers, nothing timed), the benchmarks mostly wait for their own stacks to start and never fail on
// speed, so together they take about as long as the longer one. The closing report gives each part's and
// each stage's time, the whole run's time and the slowest test files.
import fs from 'node:fs';
import path from 'node:path';
import { startFerretDb, type RunningFerretDb } from '../ferretdb';
import { pnpmCommand, pnpmOutput, runPnpm } from '../pnpm';
import { selectBenchmarks, SMOKE_TIME_LIMIT_MS } from './bench';
import { CART_RELEASES_ENV } from '../cart-releases';
import { buildIfStaleLogged, type BuildScope } from './build-if-stale';
import { runLogged, stopRunningOnSignal } from './run-logged';
import { jestFileTimes, playwrightFileTimes, reportLines, type FileTime, type Row } from './test-report';

export const STAGES = ['unit', 'checks', 'bench', 'e2e'] as const;
/** One part's Jest run, or one benchmark, may take this long before it counts as failed. */
const PART_TIME_LIMIT_MS = 15 * 60_000;
/**
 * Jest parts run this many at a time. Much of a suite's time is spent waiting on its own servers, so
 * two parts keep two cores busy where one left one idle. Each lane has a database of its own: two
 * database parts at once on one FerretDB under load left a connection unanswered past its 5 s
 * (measured; FerretDB on SQLite writes one at a time), while with a FerretDB per lane the database
 * parts, which take most of the stage, no longer wait for each other in one lane.
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

/**
 * The databases of the unit stage's lanes: TEST_MONGODB_URI or MONGODB_URI when set (one server for
 * every lane, no FerretDB, no Go; a server such as MongoDB takes writes at once), else a fresh
 * FerretDB per lane.
 */
async function unitDatabases(lanes: number): Promise<{ uris: string[]; dbs: RunningFerretDb[] }> {
  const given = process.env.TEST_MONGODB_URI ?? process.env.MONGODB_URI;
  if (given) return { uris: Array.from({ length: lanes }, () => given), dbs: [] };
  const dbs = await Promise.all(Array.from({ length: lanes }, () => startFerretDb()));
  return { uris: dbs.map((db) => db.uri), dbs };
}

interface JestPart {
  name: string;
  dir: string;
  /** Its Jest config starts or uses the test database (`nodeConfig(dir, { db: true })`). */
  usesDatabase: boolean;
  /** How many test files it has (a part's time grows with them). */
  testFiles: number;
}

/** How many test files (`*.spec.ts(x)`, `*.e2e-spec.ts`) lie under `dir`, node_modules and dist aside. */
function countTestFiles(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !['node_modules', 'dist'].includes(entry.name))
      count += countTestFiles(path.join(dir, entry.name));
    else if (entry.isFile() && /\.(e2e-)?spec\.tsx?$/.test(entry.name)) count += 1;
  }
  return count;
}

/** The parts with Jest tests, the likely longest first (see `longestFirst`). */
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
    const src = path.join(entry.path, 'src');
    parts.push({
      name: pkg.name,
      dir: entry.path,
      usesDatabase: /\bdb:\s*true\b/.test(fs.readFileSync(config, 'utf8')),
      testFiles: fs.existsSync(src) ? countTestFiles(src) : 0,
    });
  }
  return longestFirst(parts);
}

/**
 * The order the lanes take parts in: the database parts (each file boots servers against the
 * database) before the rest, and within each, more test files first. The long parts start first, so
 * the short ones fill the lanes at the end instead of one long part running alone.
 */
export function longestFirst<T extends { usesDatabase: boolean; testFiles: number }>(parts: T[]): T[] {
  return [...parts].sort((a, b) => Number(b.usesDatabase) - Number(a.usesDatabase) || b.testFiles - a.testFiles);
}

/** Where a step's output and results go: `<results>/<name>.log` and `.json`. */
function resultFiles(resultsDir: string, name: string): { log: string; out: string } {
  const file = name.replace(/[@/ ]/g, '_');
  return { log: path.join(resultsDir, `${file}.log`), out: path.join(resultsDir, `${file}.json`) };
}

/** Prints a step's output in one piece as it ends (steps run side by side). */
function printStep(title: string, seconds: number, log: string): void {
  process.stdout.write(`\n==> ${title} (${seconds.toFixed(0)} s)\n`);
  if (fs.existsSync(log)) process.stdout.write(fs.readFileSync(log, 'utf8'));
}

/** Runs pnpm with `args` as one step of the test command; resolves to its exit status. */
function runPnpmLogged(root: string, args: string[], log: string, env?: NodeJS.ProcessEnv): Promise<number> {
  const [command, ...prefix] = pnpmCommand();
  return runLogged({ command, args: [...prefix, ...args], cwd: root, log, env, timeoutMs: PART_TIME_LIMIT_MS });
}

async function unitStage(root: string, resultsDir: string, record: Recorder): Promise<void> {
  const { uris, dbs } = await unitDatabases(PARTS_AT_ONCE);
  try {
    const parts = jestParts(root);
    const runOne = async (part: JestPart, uri: string) => {
      const { out, log } = resultFiles(resultsDir, part.name);
      const began = Date.now();
      // No --forceExit: every part's tests close what they open, so a part that does not exit has left a
      // server, connection or timer behind; the time limit ends it and it counts as a failure.
      const jest = ['exec', 'jest', '--ci', '--passWithNoTests', '--json', `--outputFile=${out}`];
      const env = { ...process.env, TEST_MONGODB_URI: uri };
      const status = await runPnpmLogged(root, ['--filter', part.name, ...jest], log, env);
      const seconds = (Date.now() - began) / 1000;
      printStep(`${part.name}: jest`, seconds, log);
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
    process.stdout.write(
      `\n==> Jest: ${parts.length} parts, ${uris.length} at a time (each lane with a database of its own)\n`,
    );
    // The lanes take parts from one queue, so each part runs once.
    const queue = [...parts];
    await Promise.all(
      uris.map(async (uri) => {
        for (let part = queue.shift(); part; part = queue.shift()) await runOne(part, uri);
      }),
    );
  } finally {
    for (const db of dbs) {
      await db.stop();
      fs.rmSync(db.dataDir, { recursive: true, force: true });
    }
  }
}

/** The static checks, each one or more pnpm commands (all of them run; the check fails if any fails). */
const CHECKS: [string, string[][]][] = [
  [
    'typecheck',
    [
      ['-r', '--workspace-concurrency=2', 'typecheck'],
      ['exec', 'tsc', '-p', 'tsconfig.scripts.json'],
    ],
  ],
  ['lint', [['exec', 'eslint', '.']]],
  ['formatting', [['exec', 'prettier', '--check', '--log-level', 'warn', '.']]],
  ['kubernetes manifests', [['--filter', '@rmj/k8s-check', 'check']]],
  ['bundle budgets', [['exec', 'node', 'packages/devstack/dist/cli/main.js', 'budgets']]],
  ['words', [['exec', 'node', 'packages/devstack/dist/cli/main.js', 'words']]],
];

/**
 * The checks that read only sources and the shared packages' types, not the apps' builds: with the unit
 * stage they run beside it, once the apps' build has ended. Measured before: the typecheck took 174-178 s
 * of the 220-224 s that the checks stage added after the unit stage, while the unit stage's lanes left a
 * core mostly idle for the 230 s after the apps' build (its Jest parts wait on their servers and database).
 */
const CHECKS_BESIDE_UNIT = new Set(['typecheck', 'lint', 'words']);

/** A step's result as one line of the report. */
function outcome(name: string, ok: boolean, seconds: number): Row {
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds };
}

async function checksStage(
  root: string,
  resultsDir: string,
  record: Recorder,
  which: (name: string) => boolean,
): Promise<void> {
  for (const [name, commands] of CHECKS.filter(([name]) => which(name))) {
    const began = Date.now();
    let ok = true;
    for (const [i, args] of commands.entries()) {
      const { log } = resultFiles(resultsDir, `check ${name} ${i}`);
      ok = (await runPnpmLogged(root, args, log)) === 0 && ok;
      printStep(`${name}: ${args.join(' ')}`, (Date.now() - began) / 1000, log);
    }
    record.row(outcome(name, ok, (Date.now() - began) / 1000));
  }
}

/** Every benchmark once in smoke mode (tiny data, about a second of load), so none can silently rot. */
async function benchStage(root: string, resultsDir: string, record: Recorder): Promise<void> {
  for (const { name, file } of selectBenchmarks(root)) {
    const { log } = resultFiles(resultsDir, `bench ${name}`);
    const began = Date.now();
    const status = await runLogged({
      command: process.execPath,
      args: [file],
      cwd: root,
      log,
      env: { ...process.env, BENCH_SMOKE: '1' },
      timeoutMs: SMOKE_TIME_LIMIT_MS,
    });
    const seconds = (Date.now() - began) / 1000;
    printStep(`bench ${path.relative(root, file)} (smoke)`, seconds, log);
    if (status !== 0) process.stdout.write(`bench: ${name} failed (exit ${status})\n`);
    record.row(outcome(`bench ${name}`, status === 0, seconds));
  }
}

/**
 * Builds the remote-swap journey's two extra releases of mfe-cart (two production builds, about 84 s of
 * CPU) beside the checks and benchmarks, which leave a core free, instead of inside a Playwright worker;
 * resolves to the folder, or undefined when the build failed (the journey then builds them itself).
 */
async function prebuildCartReleases(root: string, resultsDir: string): Promise<string | undefined> {
  const dir = path.join(resultsDir, 'cart-releases');
  const { log } = resultFiles(resultsDir, 'e2e cart releases');
  const began = Date.now();
  const status = await runLogged({
    command: process.execPath,
    args: [path.join(root, 'packages', 'devstack', 'dist', 'cli', 'main.js'), 'cart-releases', dir],
    cwd: root,
    log,
    timeoutMs: PART_TIME_LIMIT_MS,
  });
  printStep("remote-swap journey's cart releases (beside the checks)", (Date.now() - began) / 1000, log);
  return status === 0 ? dir : undefined;
}

function e2eStage(root: string, resultsDir: string, record: Recorder, cartReleases?: string): void {
  process.stdout.write('\n==> end-to-end (Playwright, Chromium)\n');
  const out = path.join(resultsDir, 'e2e.json');
  const began = Date.now();
  runPnpm(['--filter', '@rmj/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
    cwd: root,
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      ...(cartReleases ? { [CART_RELEASES_ENV]: cartReleases } : {}),
    },
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
    flaky: stats.flaky,
    seconds,
  });
  record.files(playwrightFileTimes(report));
}

/** Builds `scope` in the background; the promise resolves once it ended, with its time and report row. */
async function buildInBackground(root: string, resultsDir: string, scope: BuildScope): Promise<[number, Row]> {
  const began = Date.now();
  const { log } = resultFiles(resultsDir, 'build apps');
  const status = await buildIfStaleLogged(root, scope, log);
  const seconds = (Date.now() - began) / 1000;
  printStep('build of the apps (beside the unit stage)', seconds, log);
  return [seconds, outcome('build (apps)', status === 0, seconds)];
}

/**
 * Builds the manifest validator in the background from the start when the checks will run: on a
 * fresh clone with cold Go caches that took 872 s of wall time (mostly fetching modules) and 327 s of
 * CPU (measured), which then overlaps the whole unit stage instead of following the apps' build. Its
 * status is left to the check, which reports what went wrong; the unit stage's manifest test waits
 * for this build (a lock in the script) instead of building it a second time.
 */
async function buildValidatorInBackground(root: string, resultsDir: string): Promise<void> {
  const { log } = resultFiles(resultsDir, 'build manifest validator');
  const script = path.join(root, 'scripts', 'ensure-kubectl-validate.sh');
  const began = Date.now();
  await runLogged({ command: 'bash', args: [script], cwd: root, log, timeoutMs: PART_TIME_LIMIT_MS });
  printStep('manifest validator (kubectl-validate)', (Date.now() - began) / 1000, log);
}

/**
 * Runs the stages; returns the exit status (0 only when something ran and nothing failed).
 * `before` names steps already taken with their time, for the report. `build` is what to build
 * beside the unit stage (the apps: the checks, benchmarks and e2e wait for it; nothing after it runs
 * when it fails).
 */
export async function testAll(
  root: string,
  stages: Stage[],
  before: [string, number][] = [],
  build?: BuildScope,
): Promise<number> {
  const began = Date.now();
  const resultsDir = path.join(root, '.test-results');
  fs.rmSync(resultsDir, { recursive: true, force: true });
  fs.mkdirSync(resultsDir, { recursive: true });
  // Rows per stage, reported in the stages' order whichever of two side-by-side stages ends first.
  const rowsOf = new Map<Stage, Row[]>(STAGES.map((stage) => [stage, []]));
  const buildRows: Row[] = [];
  const files: FileTime[] = [];
  const stageTimes: [string, number][] = [...before];
  const undoSignals = stopRunningOnSignal();
  const recorderOf = (stage: Stage): Recorder => ({
    row: (row) => rowsOf.get(stage)?.push(row),
    files: (times) => files.push(...times),
  });
  const timed = async (stage: Stage, run: (record: Recorder) => Promise<void>) => {
    if (!stages.includes(stage)) return;
    const stageBegan = Date.now();
    await run(recorderOf(stage));
    stageTimes.push([stage, (Date.now() - stageBegan) / 1000]);
  };
  try {
    const validator = stages.includes('checks') ? buildValidatorInBackground(root, resultsDir) : undefined;
    const built = build ? buildInBackground(root, resultsDir, build) : undefined;
    // With the unit stage, the checks that need no app build follow the apps' build beside it.
    const early = stages.includes('unit') && stages.includes('checks');
    const earlyChecks = early
      ? (async () => {
          await built;
          const began = Date.now();
          await checksStage(root, resultsDir, recorderOf('checks'), (name) => CHECKS_BESIDE_UNIT.has(name));
          stageTimes.push([`checks beside unit (${[...CHECKS_BESIDE_UNIT].join(', ')})`, (Date.now() - began) / 1000]);
        })()
      : undefined;
    await timed('unit', (record) => unitStage(root, resultsDir, record));
    const [buildSeconds, buildRow] = built ? await built : [0, undefined];
    await validator;
    await earlyChecks;
    if (buildRow) {
      buildRows.push(buildRow);
      stageTimes.push(['build (apps, beside unit)', buildSeconds]);
    }
    if (!buildRow || buildRow.failed === 0) {
      const [, , releases] = await Promise.all([
        timed('checks', (record) =>
          checksStage(root, resultsDir, record, (name) => !early || !CHECKS_BESIDE_UNIT.has(name)),
        ),
        timed('bench', (record) => benchStage(root, resultsDir, record)),
        stages.includes('e2e') ? prebuildCartReleases(root, resultsDir) : undefined,
      ]);
      await timed('e2e', async (record) => e2eStage(root, resultsDir, record, releases));
    }
  } finally {
    undoSignals();
  }
  const rows = [...buildRows, ...STAGES.flatMap((stage) => rowsOf.get(stage) ?? [])];
  const total = before.reduce((sum, [, seconds]) => sum + seconds, 0) + (Date.now() - began) / 1000;
  process.stdout.write(`${reportLines(rows, stageTimes, files, { total }).join('\n')}\n`);
  return rows.some((r) => r.failed > 0) || rows.length === 0 ? 1 : 0;
}
