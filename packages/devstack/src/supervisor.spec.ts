import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
