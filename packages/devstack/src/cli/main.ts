#!/usr/bin/env node
// The shop's command line (scripts/shop.sh runs it after installing packages):
//   start              build what changed, run the whole shop on http://localhost:8080 until Ctrl-C
//   test [--only S | --skip S,T]   build what the stages need, run them, print the summary line
//   setup              build what changed
//   build [--all | --packages]
//   bench [filter] [--smoke] [bench flags...]   (e.g. bench load --fault orders --seconds 60)
//   budgets            check the built apps against bundle-budgets.json
//   words              check every part's English and Tamil catalogues (src/i18n): keys, ICU arguments, use
//   cart-releases DIR  build the remote-swap journey's two extra releases of mfe-cart into DIR
import fs from 'node:fs';
import path from 'node:path';
import { buildCartReleases } from '../cart-releases';
import { repoRoot } from '../paths';
import { startStack, type RunningStack } from '../stack';
import { benchArguments, runBenchmarks } from './bench';
import { checkBudgets, checkFirstLoads, languageBudgets, type Budget } from './budgets';
import { checkWords } from './words-check';
import { buildIfStale, type BuildScope } from './build-if-stale';
import { missingPrerequisites, type Needs } from './prerequisites';
import { stagesFrom, testAll, type Stage } from './test-all';

const root = repoRoot();

function requirePrerequisites(needs: Needs): void {
  const missing = missingPrerequisites(root, needs);
  if (missing.length === 0) return;
  process.stderr.write(`\nMissing on this machine:\n${missing.map((m) => `  - ${m}`).join('\n')}\n`);
  process.exit(1);
}

function step(text: string): void {
  process.stdout.write(`\n==> ${text}\n`);
}

function build(scope: BuildScope): void {
  step(
    scope === 'packages'
      ? 'Building the shared packages'
      : 'Building what changed (packages, services, shell, remotes)',
  );
  const status = buildIfStale(root, scope);
  if (status !== 0) process.exit(status);
}

async function start(): Promise<void> {
  requirePrerequisites({ database: true });
  build('stale');
  const began = Date.now();
  let stack: RunningStack | undefined;
  const shutdown = async (signal: string) => {
    process.stdout.write(`\n${signal}: stopping the shop...\n`);
    await stack?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    stack = await startStack({
      onCrash: (crash) => {
        process.stderr.write(`\n${crash.message}\nStopping everything else.\n`);
        void stack?.stop().then(() => process.exit(1));
      },
    });
  } catch (error) {
    process.stderr.write(`\nThe shop could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const lines = [
    '',
    `The shop is running (started in ${((Date.now() - began) / 1000).toFixed(1)} s):`,
    `  Shop          ${stack.baseURL}`,
    `  Back office   ${stack.baseURL}/admin`,
    `  Sent e-mails  ${stack.mailURL}`,
    `  Staff set-up  ${stack.baseURL}/admin/setup (first start: code mailed to ${stack.ownerEmail}, see Sent e-mails)`,
    `  API docs      ${stack.baseURL}/api/docs`,
    `  Pages         rendered on the server by http://127.0.0.1:${stack.ports.render} (the gateway's RENDER_URL)`,
    `  Logs          ${path.relative(process.cwd(), stack.logDir)}/`,
    `  Metrics       http://127.0.0.1:${stack.ports.gatewayMetrics}/metrics (gateway; catalog ${stack.ports.catalogMetrics}, orders ${stack.ports.ordersMetrics}, identity ${stack.ports.identityMetrics}, render ${stack.ports.renderMetrics})`,
    process.env.OTEL_TRACES_EXPORTER === 'file'
      ? '  Traces        .data/traces/ (pnpm traces [trace id])'
      : '  Traces        off (OTEL_TRACES_EXPORTER=file npm start writes them to .data/traces/)',
    'Press Ctrl-C to stop.',
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

async function test(argv: string[]): Promise<void> {
  const stages = stagesFrom(argv);
  const needs = (...any: Stage[]) => any.some((s) => stages.includes(s));
  requirePrerequisites({
    database: needs('unit', 'bench', 'e2e'),
    chromium: needs('e2e', 'bench'),
    kubernetes: needs('checks'),
  });
  const began = Date.now();
  // scripts/shop.sh notes when it began: installing packages and building this tooling come before.
  const startedAt = Number(process.env.RMJ_STARTED_AT);
  const before: [string, number][] =
    startedAt > 0 && startedAt <= began ? [['install and tooling', (began - startedAt) / 1000]] : [];
  // Unit tests need the shared packages only: those are built first, and the apps (services, shell,
  // remotes), which checks (bundle budgets), benchmarks and e2e need, build beside the unit stage.
  build('packages');
  before.push(['build (shared packages)', (Date.now() - began) / 1000]);
  process.exit(await testAll(root, stages, before, needs('checks', 'bench', 'e2e') ? 'stale' : undefined));
}

function budgets(): void {
  const file = path.join(root, 'bundle-budgets.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const { firstLoad, firstLoadJs, ...rest } = config;
  const apps = Object.fromEntries(
    Object.entries(rest).filter((e): e is [string, Budget] => typeof e[1] === 'object' && e[1] !== null),
  );
  const appResult = checkBudgets(root, apps);
  const pageResult = checkFirstLoads(root, languageBudgets(firstLoad));
  const jsResult = checkFirstLoads(root, languageBudgets(firstLoadJs), { jsOnly: true });
  const lines = [...appResult.lines, ...pageResult.lines, ...jsResult.lines];
  const breaches = [...appResult.breaches, ...pageResult.breaches, ...jsResult.breaches];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (breaches.length > 0) {
    process.stderr.write(
      `Over budget (${path.relative(process.cwd(), file)}):\n${breaches.map((b) => `  - ${b}`).join('\n')}\n`,
    );
    process.exit(1);
  }
  process.stdout.write('Bundle budgets OK\n');
}

function words(): void {
  const { parts, problems } = checkWords(root);
  if (problems.length > 0) {
    process.stderr.write(`Words (src/i18n) to fix:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write(`Words OK: ${parts.length} parts (${parts.join(', ')})\n`);
}

async function main(argv: string[]): Promise<void> {
  const [command = 'start', ...rest] = argv;
  switch (command) {
    case 'start':
      return start();
    case 'test':
      return test(rest);
    case 'setup':
      requirePrerequisites({ database: true });
      return build('stale');
    case 'build':
      return build(rest.includes('--all') ? 'all' : rest.includes('--packages') ? 'packages' : 'stale');
    case 'bench': {
      const { filter, smoke, args } = benchArguments(rest);
      requirePrerequisites({ database: true, chromium: true });
      build('stale');
      const results = runBenchmarks(root, { filter, smoke: smoke || process.env.BENCH_SMOKE === '1', args });
      process.exit(results.every(([, ok]) => ok) ? 0 : 1);
      return;
    }
    case 'budgets':
      return budgets();
    case 'words':
      return words();
    case 'cart-releases':
      if (!rest[0]) throw new Error('usage: rmj cart-releases DIR');
      buildCartReleases(root, path.resolve(rest[0]));
      return;
    default:
      process.stderr.write(
        'usage: rmj start | test [--only STAGE | --skip STAGE,...] | setup | build [--all|--packages] | bench [filter] [--smoke] [flags for the benchmarks] | budgets | words | cart-releases DIR\n',
      );
      process.exit(2);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
