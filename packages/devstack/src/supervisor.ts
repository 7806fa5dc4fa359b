// A group of child processes started together (the local stack). Each writes its output to its own
// log file. When one exits while the group is running (a crash during start, or later), the group
// records which one and why, so whoever waits is stopped at once with that part's name and last log
// lines; stopAll() then ends every process still running, last started first, so no process and no
// port is left behind. If the owning process goes away without stopAll() (it exits, or a signal would
// end it and nobody else handles that signal), every child still running is killed with it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tail } from './paths';
import type { Watched } from './wait';

/** One supervised process. */
export interface Supervised extends Watched {
  name: string;
  logFile: string;
  process: ChildProcess;
}

/** A part of the stack stopped on its own: its name, how, and its last log lines. */
export class PartCrashed extends Error {
  constructor(
    readonly part: string,
    readonly logFile: string,
    how: string,
  ) {
    super(`${part} stopped unexpectedly (${how}). Last log lines (${logFile}):\n${tail(logFile)}`);
    this.name = 'PartCrashed';
  }
}

const OWNER_SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];

export class Supervisor {
  private readonly children: Supervised[] = [];
  private stopping = false;
  private crashed: PartCrashed | undefined;

  constructor(
    private readonly logDir: string,
    private readonly cwd: string,
    /** Told once, when the first part crashes while the group is running. */
    private readonly onCrash?: (crash: PartCrashed) => void,
  ) {
    fs.mkdirSync(logDir, { recursive: true });
    process.on('exit', this.killRunning);
    for (const signal of OWNER_SIGNALS) process.on(signal, this.onOwnerSignal);
  }

  /** Kills what is still running, at once (the owner is going away: there is no time for a grace period). */
  private readonly killRunning = (): void => {
    for (const { process: child } of this.children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  };

  /** A signal nobody else handles would end the owner: end the children too, then let the signal do its work. */
  private readonly onOwnerSignal = (signal: NodeJS.Signals): void => {
    if (process.listenerCount(signal) > 1) return;
    this.killRunning();
    this.detach();
    process.kill(process.pid, signal);
  };

  private detach(): void {
    process.off('exit', this.killRunning);
    for (const signal of OWNER_SIGNALS) process.off(signal, this.onOwnerSignal);
  }

  /** The first crash, if any. */
  failure(): PartCrashed | undefined {
    return this.crashed;
  }

  /** Starts `command args` as part `name`, output appended to <logDir>/<name>.log. */
  start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Supervised {
    const logFile = path.join(this.logDir, `${name}.log`);
    const out = fs.openSync(logFile, 'a');
    const child = spawn(command, args, { cwd: this.cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    let exited: PartCrashed | undefined;
    const part: Supervised = { name, logFile, process: child, failure: () => exited ?? this.crashed };
    const onExit = (how: string) => {
      exited = new PartCrashed(name, logFile, how);
      if (this.stopping || this.crashed) return;
      this.crashed = exited;
      this.onCrash?.(exited);
    };
    child.on('exit', (code, signal) => onExit(signal ?? `code ${code}`));
    child.on('error', (error) => onExit(error.message));
    this.children.push(part);
    return part;
  }

  /** Names of the parts still running. */
  running(): string[] {
    return this.children.filter((c) => c.process.exitCode === null && c.process.signalCode === null).map((c) => c.name);
  }

  /** Ends every part still running (SIGTERM, SIGKILL after `graceMs`), last started first. */
  async stopAll(graceMs = 8000): Promise<void> {
    this.stopping = true;
    this.detach();
    for (const { process: child } of [...this.children].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
  }
}
