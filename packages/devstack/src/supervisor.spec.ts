import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { PartCrashed, Supervisor } from './supervisor';
import { waitUntil } from './wait';

const node = process.execPath;
let logDir: string;
beforeEach(() => (logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-supervisor-'))));
afterEach(() => fs.rmSync(logDir, { recursive: true, force: true }));

it('names the part that stopped, with its last log lines, and stops the others', async () => {
  const told: PartCrashed[] = [];
  const group = new Supervisor(logDir, os.tmpdir(), (crash) => told.push(crash));
  group.start('steady', node, ['-e', 'setInterval(() => {}, 1000)']);
  const flaky = group.start('flaky', node, ['-e', "console.error('cannot open the database'); process.exit(3)"]);
  await waitUntil(async () => false, { what: 'never', timeoutMs: 5000, watch: flaky }).catch(() => undefined);
  const crash = group.failure();
  expect(crash).toBeInstanceOf(PartCrashed);
  expect(crash?.part).toBe('flaky');
  expect(crash?.message).toContain('flaky stopped unexpectedly (code 3)');
  expect(crash?.message).toContain('cannot open the database');
  expect(told).toHaveLength(1);
  expect(group.running()).toEqual(['steady']);
  await group.stopAll();
  expect(group.running()).toEqual([]);
});

it('a stop that was asked for is not a crash', async () => {
  const group = new Supervisor(logDir, os.tmpdir());
  group.start('steady', node, ['-e', 'setInterval(() => {}, 1000)']);
  await group.stopAll();
  expect(group.failure()).toBeUndefined();
});

it('restarts one part with the same command and environment; the planned stop is not a crash', async () => {
  const told: PartCrashed[] = [];
  const group = new Supervisor(logDir, os.tmpdir(), (crash) => told.push(crash));
  group.start('steady', node, ['-e', 'setInterval(() => {}, 1000)']);
  const script =
    "console.log('up', process.pid, process.env.PART_COLOUR, process.argv[1]); setInterval(() => {}, 1000)";
  const first = group.start('restartable', node, ['-e', script, 'gold'], { PART_COLOUR: 'silver' });
  const logFile = first.logFile;
  await waitUntil(async () => fs.readFileSync(logFile, 'utf8').includes('up'), {
    what: 'first start',
    timeoutMs: 5000,
  });

  const began = Date.now();
  const second = await group.restart('restartable', { downMs: 300 });
  expect(Date.now() - began).toBeGreaterThanOrEqual(300);
  expect(first.process.exitCode !== null || first.process.signalCode !== null).toBe(true);
  expect(second.process.pid).not.toBe(first.process.pid);
  await waitUntil(async () => upLines(logFile).length === 2, { what: 'second start', timeoutMs: 5000 });

  expect(upLines(logFile)).toEqual([`up ${first.process.pid} silver gold`, `up ${second.process.pid} silver gold`]);
  expect(group.failure()).toBeUndefined();
  expect(second.failure()).toBeUndefined();
  expect(told).toEqual([]);
  expect(group.running().sort()).toEqual(['restartable', 'steady']);
  await group.stopAll();
  expect(group.running()).toEqual([]);
  expect(group.failure()).toBeUndefined();
});

it('a part that crashes after its restart is still reported as a crash', async () => {
  const told: PartCrashed[] = [];
  const group = new Supervisor(logDir, os.tmpdir(), (crash) => told.push(crash));
  const marker = path.join(logDir, 'started-once');
  // Runs the first time; the second time (after the restart) it finds the marker and fails.
  const script = `const fs = require('fs');
    if (fs.existsSync(${JSON.stringify(marker)})) { console.error('the port is taken'); process.exit(4); }
    fs.writeFileSync(${JSON.stringify(marker)}, 'x'); setInterval(() => {}, 1000);`;
  group.start('fragile', node, ['-e', script]);
  await waitUntil(async () => fs.existsSync(marker), { what: 'first start', timeoutMs: 5000 });
  const again = await group.restart('fragile');
  await waitUntil(async () => false, { what: 'never', timeoutMs: 5000, watch: again }).catch(() => undefined);
  expect(told).toHaveLength(1);
  expect(told[0].part).toBe('fragile');
  expect(told[0].message).toContain('fragile stopped unexpectedly (code 4)');
  expect(told[0].message).toContain('the port is taken');
  expect(group.failure()).toBe(told[0]);
  await group.stopAll();
});

it('refuses to restart a part it never started', async () => {
  const group = new Supervisor(logDir, os.tmpdir());
  await expect(group.restart('nobody')).rejects.toThrow('restart: no part named nobody');
  await group.stopAll();
});

function upLines(logFile: string): string[] {
  return fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('up '));
}

it('kills its children when the owning process is ended by a signal it does not handle', async () => {
  // An owner (like `node -e "startStack(...)"`) starts a long-running child, prints its pid, then gets SIGTERM.
  // The owner runs plain Node, so it gets this source compiled (no build needed).
  const supervisorModule = compileForNode(logDir, ['supervisor.ts', 'paths.ts']);
  const owner = spawn(
    node,
    [
      '-e',
      `
    const { Supervisor } = require(${JSON.stringify(supervisorModule)});
    const group = new Supervisor(${JSON.stringify(logDir)}, process.cwd());
    const child = group.start('steady', process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    console.log(child.process.pid);
    setInterval(() => {}, 1000);
  `,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const childPid = Number(
    await new Promise<string>((resolve) => owner.stdout.once('data', (d) => resolve(String(d).trim()))),
  );
  expect(alive(childPid)).toBe(true);
  owner.kill('SIGTERM');
  await new Promise((resolve) => owner.once('exit', resolve));
  await waitUntil(async () => !alive(childPid), { what: 'the child to end', timeoutMs: 5000 });
  expect(alive(childPid)).toBe(false);
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Compiles the given sources of this folder to CommonJS in `dir`; returns the first one's path. */
function compileForNode(dir: string, files: string[]): string {
  const out = files.map((file) => {
    const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    });
    const target = path.join(dir, file.replace(/\.ts$/, '.js'));
    fs.writeFileSync(target, outputText);
    return target;
  });
  return out[0];
}
