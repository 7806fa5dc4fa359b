// Runs a command of the test command in the background with its output in a log file, so steps that
// run side by side (two Jest parts, the checks beside the benchmarks) do not interleave their output:
// each step's output is printed whole when it ends. Each command runs in a process group of its own,
// so a time limit or Ctrl-C stops it and everything it started (Jest's workers, a benchmark's stack).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface LoggedCommand {
  command: string;
  args: string[];
  cwd: string;
  /** Where stdout and stderr go (overwritten). */
  log: string;
  env?: NodeJS.ProcessEnv;
  /** Stopped (and failed) after this long. */
  timeoutMs: number;
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

/** Stops every command still running when the test command gets Ctrl-C or SIGTERM; returns the undo. */
export function stopRunningOnSignal(): () => void {
  process.on('SIGINT', stopOnSignal).on('SIGTERM', stopOnSignal);
  return () => process.off('SIGINT', stopOnSignal).off('SIGTERM', stopOnSignal);
}

/** Runs the command; resolves to its exit status (1 when it could not run or ran out of time). */
export function runLogged({ command, args, cwd, log, env, timeoutMs }: LoggedCommand): Promise<number> {
  const fd = fs.openSync(log, 'w');
  const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ['ignore', fd, fd], detached: true });
  fs.closeSync(fd);
  if (child.pid) running.add(child.pid);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      fs.appendFileSync(log, `\n${[command, ...args].join(' ')}: stopped after ${timeoutMs / 60_000} minutes\n`);
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    const done = (status: number) => {
      clearTimeout(timer);
      if (child.pid) running.delete(child.pid);
      resolve(status);
    };
    child.on('error', () => done(1));
    child.on('close', (code) => done(code ?? 1));
  });
}
