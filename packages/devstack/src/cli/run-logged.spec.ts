import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLogged } from './run-logged';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-logged-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const node = (script: string, timeoutMs = 30_000) =>
  runLogged({ command: process.execPath, args: ['-e', script], cwd: dir, log: path.join(dir, 'out.log'), timeoutMs });

it('keeps the output in the log and resolves to the exit status', async () => {
  expect(await node('console.log("typecheck ok"); console.error("a warning")')).toBe(0);
  expect(fs.readFileSync(path.join(dir, 'out.log'), 'utf8')).toBe('typecheck ok\na warning\n');
  expect(await node('process.exit(3)')).toBe(3);
});

it('stops a command that outlives its time limit, with what it started, and fails it', async () => {
  const pidFile = path.join(dir, 'child.pid');
  const script = `const c = require("child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"]);
    require("fs").writeFileSync(${JSON.stringify(pidFile)}, String(c.pid)); setInterval(() => {}, 1000);`;
  expect(await node(script, 1_500)).not.toBe(0);
  expect(fs.readFileSync(path.join(dir, 'out.log'), 'utf8')).toMatch(/stopped after/);
  const child = Number(fs.readFileSync(pidFile, 'utf8'));
  // The grandchild was in the same process group, so it is gone too (or dead, waiting to be reaped).
  const state = () => (fs.readFileSync(`/proc/${child}/stat`, 'utf8').split(') ')[1] ?? '')[0];
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(fs.existsSync(`/proc/${child}`) ? state() : 'gone').toMatch(/^(Z|X|gone)$/);
});
