// A part that crashes while the shop starts: the start fails naming it with its last log lines,
// and nothing it started is left running or holding a port.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, portOpen } from './ports';
import { STACK_PARTS, startStack, type StackPorts } from './stack';
import { PartCrashed } from './supervisor';

// Stand-ins for the services, so this runs without building them: two answer every request
// (healthy), identity refuses to start the way a real service with a bad configuration does.
const HEALTHY = "require('http').createServer((q, s) => s.end('{}')).listen(Number(process.env.PORT), '127.0.0.1')";
const CRASHING =
  "console.error('identity: invalid configuration, refusing to start: JWT_PRIVATE_KEY: not a key'); process.exit(3)";

const childrenOfThisProcess = () =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.endsWith(' ps'));

it('stops everything it started and names the part that crashed', async () => {
  const ports = Object.fromEntries(
    await Promise.all(STACK_PARTS.map(async (part) => [part, await freePort()])),
  ) as StackPorts;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-crash-'));
  try {
    const started = startStack({
      ports,
      dataDir,
      quiet: true,
      serviceArgs: (name) => ['-e', name === 'identity' ? CRASHING : HEALTHY],
    });
    await expect(started).rejects.toBeInstanceOf(PartCrashed);
    await started.catch((error: PartCrashed) => {
      expect(error.part).toBe('identity');
      expect(error.message).toContain('identity stopped unexpectedly (code 3)');
      expect(error.message).toContain('JWT_PRIVATE_KEY: not a key');
    });
    for (const [part, port] of Object.entries(ports)) expect([part, await portOpen(port)]).toEqual([part, false]);
    expect(childrenOfThisProcess()).toEqual([]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
