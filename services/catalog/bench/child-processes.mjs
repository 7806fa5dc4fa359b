// The services a benchmark starts as child processes of its own: started with only PATH and the given
// environment (nothing of the caller's leaks in), waited for until ready, and stopped at the end.
import { spawn } from 'node:child_process';

export function childProcesses(root, log) {
  const children = [];
  /** Children stopped on purpose (their exit is not reported). */
  const stopping = new Set();

  /** Starts `script` under Node; an unexpected non-zero exit is logged with the end of its stderr. */
  function startNode(name, script, env) {
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr = (stderr + d).slice(-4000);
    });
    child.on('exit', (code) => {
      if (code && !stopping.has(child)) log(`${name} exited with code ${code}: ${stderr}`);
    });
    children.push(child);
    return child;
  }

  /** Resolves once `url` answers 2xx; fails when the child exits or the time runs out. */
  async function waitFor(url, child, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${url}: process exited (${child.exitCode})`);
      try {
        const res = await fetch(url);
        if (res.ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${url} did not answer within ${timeoutMs} ms`);
  }

  /** SIGTERM, then SIGKILL after 5 s. */
  function stop(child) {
    return new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      stopping.add(child);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  return {
    startNode,
    waitFor,
    /** Another child to stop at the end (one the bench spawned itself). */
    adopt: (child) => children.push(child),
    stopAll: () => Promise.all(children.map(stop)),
  };
}
