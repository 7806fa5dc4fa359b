// Runs every test of the shop and ends with one summary line:
//   unit and service tests (Jest, each workspace part; service tests against a
//   real FerretDB), static checks (typecheck, lint, Kubernetes manifests), and
//   the end-to-end tests (Playwright in Chromium against the real stack).
// `--skip e2e` / `--skip checks` / `--only unit` narrow it down for a quick run.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './stack.mjs';

const argv = process.argv.slice(2);
const valueOf = (flag) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
const only = valueOf('--only');
const skip = new Set((valueOf('--skip') ?? '').split(',').filter(Boolean));
const wants = (stage) => (only ? only === stage : !skip.has(stage));

const resultsDir = path.join(root, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const rows = [];
const record = (name, passed, failed, skipped = 0) => rows.push({ name, passed, failed, skipped });

function run(command, args, env = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

const started = Date.now();

if (wants('unit')) {
  const { startFerretDb } = await import(path.join(root, 'packages/test-db/dist/index.js'));
  const db = await startFerretDb();
  try {
    const list = JSON.parse(execFileSync('pnpm', ['ls', '-r', '--depth', '-1', '--json'], { cwd: root, encoding: 'utf8' }));
    for (const entry of list) {
      const pkg = JSON.parse(fs.readFileSync(path.join(entry.path, 'package.json'), 'utf8'));
      if (!pkg.scripts?.test || !fs.existsSync(path.join(entry.path, 'jest.config.js'))) continue;
      const out = path.join(resultsDir, `${pkg.name.replace(/[@/]/g, '_')}.json`);
      process.stdout.write(`\n==> ${pkg.name}: jest\n`);
      const status = run('pnpm', ['--filter', pkg.name, 'exec', 'jest', '--ci', '--passWithNoTests', '--json', `--outputFile=${out}`], {
        TEST_MONGODB_URI: db.uri,
      });
      if (fs.existsSync(out)) {
        const r = JSON.parse(fs.readFileSync(out, 'utf8'));
        // A suite that fails to run (syntax error, failed import) has no test results but must count.
        const brokenSuites = r.numRuntimeErrorTestSuites ?? 0;
        record(pkg.name, r.numPassedTests, r.numFailedTests + brokenSuites, r.numPendingTests);
      } else {
        record(pkg.name, 0, 1);
      }
      if (status !== 0 && rows.at(-1).failed === 0) rows.at(-1).failed = 1;
    }
  } finally {
    await db.stop();
    fs.rmSync(db.dataDir, { recursive: true, force: true });
  }
}

if (wants('checks')) {
  for (const [name, command, args] of [
    ['typecheck', 'pnpm', ['-r', '--workspace-concurrency=2', 'typecheck']],
    ['lint', 'pnpm', ['exec', 'eslint', '.']],
    ['kubernetes manifests', 'bash', ['infra/k8s/check.sh']],
  ]) {
    process.stdout.write(`\n==> ${name}\n`);
    const ok = run(command, args) === 0;
    record(name, ok ? 1 : 0, ok ? 0 : 1);
  }
}

if (wants('e2e')) {
  process.stdout.write('\n==> end-to-end (Playwright, Chromium)\n');
  const out = path.join(resultsDir, 'e2e.json');
  run('pnpm', ['--filter', '@rmj/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (fs.existsSync(out)) {
    const { stats, errors } = JSON.parse(fs.readFileSync(out, 'utf8'));
    record('end-to-end', stats.expected + stats.flaky, stats.unexpected + (errors?.length ?? 0), stats.skipped);
  } else {
    record('end-to-end', 0, 1);
  }
}

const total = rows.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
process.stdout.write('\nResults\n');
for (const r of rows) {
  process.stdout.write(`  ${r.failed ? 'FAIL' : 'ok  '}  ${r.name.padEnd(24)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}\n`);
}
process.stdout.write(`  (${((Date.now() - started) / 1000).toFixed(0)} s)\n\n`);
process.stdout.write(`Summary: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}\n`);
process.exit(total.failed > 0 || rows.length === 0 ? 1 : 0);
