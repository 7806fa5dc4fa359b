// A part that crashes while the shop starts: the start fails naming it with its last log lines,
// and nothing it started is left running or holding a port. The render service starts before the
// gateway it reads the shell through, and the shop is ready only once both are.
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

// A render service stand-in that, like the real one, loads the shell lazily through the gateway: it is
// ready only once SHELL_URL has answered, renders pages with its header, and shows the environment it got.
const RENDER = `
const http = require('http');
let shellRead = false;
const readShell = () => fetch(process.env.SHELL_URL + '/health/live').then((r) => { shellRead = r.ok; }, () => {});
setInterval(() => { if (!shellRead) readShell(); }, 100);
http.createServer((q, s) => {
  if (q.url === '/health/live') return s.end('{}');
  if (q.url === '/health/ready') { s.statusCode = shellRead ? 200 : 503; return s.end('{}'); }
  if (q.url === '/env') return s.end(JSON.stringify({ SHELL_URL: process.env.SHELL_URL, API_ORIGIN: process.env.API_ORIGIN }));
  s.setHeader('content-type', 'text/html; charset=utf-8');
  s.setHeader('x-rmj-render', 'server');
  s.end('<!doctype html><title>rendered</title><h1>Rendered on the server</h1>');
}).listen(Number(process.env.PORT), '127.0.0.1');
`;
const freePorts = async () =>
  Object.fromEntries(await Promise.all(STACK_PARTS.map(async (part) => [part, await freePort()]))) as StackPorts;

const childrenOfThisProcess = () =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.endsWith(' ps'));

it('stops everything it started and names the part that crashed', async () => {
  const ports = await freePorts();
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

it('starts the render service before the gateway it reads the shell through, and is ready once both are', async () => {
  const ports = await freePorts();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-render-'));
  const stack = await startStack({
    ports,
    dataDir,
    quiet: true,
    env: { LOG_LEVEL: 'warn' },
    serviceArgs: (name) => ['-e', name === 'render' ? RENDER : HEALTHY],
  });
  try {
    const render = `http://127.0.0.1:${ports.render}`;
    // No retry here: the start has already waited until the render service could read the shell.
    expect((await fetch(`${render}/health/ready`)).status).toBe(200);
    const gateway = `http://127.0.0.1:${ports.gateway}`;
    expect(await (await fetch(`${render}/env`)).json()).toEqual({ SHELL_URL: gateway, API_ORIGIN: gateway });
    // A browser's page navigation reaches the render service through the gateway (its RENDER_URL).
    const page = await fetch(`${stack.baseURL}/category/women`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('x-rmj-render')).toBe('server');
    expect(await page.text()).toContain('Rendered on the server');
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const [part, port] of Object.entries(ports)) expect([part, await portOpen(port)]).toEqual([part, false]);
  // A whole stack (FerretDB, the gateway) on a busy machine: a limit, not a speed assertion.
}, 180_000);
