// A group of child processes started together (the local stack). Each writes its output to its own
// log file. When one exits while the group is running (a crash during start, or later), the group
// records which one and why, so whoever waits is stopped at once with that part's name and last log
// lines; stopAll() then ends every process still running, last started first, so no process and no
// port is left behind. restart() stops one part on purpose and starts it again with the same command
// and environment (the load benchmark's fault runs): that stop is not a crash. If the owning process goes away without stopAll() (it exits, or a signal would
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

/** How a part was started, so restart() can start it again the same way. */
interface Launch {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

export interface RestartOptions {
  /** How long the part stays down between its exit and its new start (default 0). */
  downMs?: number;
  /** SIGTERM, then SIGKILL after this long (default 8000). */
  graceMs?: number;
  /** Told when the old process has exited (`stoppedAt`) and when the new one is started (`startedAt`, ms since the epoch). */
  onStopped?: (stoppedAt: number) => void;
  onStarted?: (startedAt: number) => void;
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Sends SIGTERM (SIGKILL after `graceMs`) and resolves once the child has exited. */
function terminate(child: ChildProcess, graceMs: number): Promise<void> {
  if (!isRunning(child)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
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
  private readonly launches = new Map<string, Launch>();
  /** Children being stopped on purpose by restart(): their exit is not a crash. */
  private readonly planned = new WeakSet<ChildProcess>();
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
      if (isRunning(child)) child.kill('SIGKILL');
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
    this.launches.set(name, { command, args, env });
    const onExit = (how: string) => {
      if (this.planned.has(child)) return;
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
    return this.children.filter((c) => isRunning(c.process)).map((c) => c.name);
  }

  /**
   * Stops part `name` on purpose (SIGTERM, SIGKILL after `graceMs`), waits `downMs`, then starts it
   * again with the same command, arguments and environment (its log file continues). The planned exit
   * is not a crash; a later exit of the new process is. Resolves with the new process once started
   * (not once it answers: the caller knows what "ready" means for that part).
   */
  async restart(
    name: string,
    { downMs = 0, graceMs = 8000, onStopped, onStarted }: RestartOptions = {},
  ): Promise<Supervised> {
    const launch = this.launches.get(name);
    const old = this.children.find((c) => c.name === name);
    if (!launch || !old) throw new Error(`restart: no part named ${name}`);
    if (this.stopping) throw new Error(`restart: the group is stopping`);
    this.planned.add(old.process);
    await terminate(old.process, graceMs);
    onStopped?.(Date.now());
    if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
    if (this.stopping) throw new Error(`restart: the group is stopping`);
    const started = this.start(name, launch.command, launch.args, launch.env);
    // Keep its place in the start order (stopAll() ends the last started first).
    this.children.pop();
    this.children.splice(this.children.indexOf(old), 1, started);
    onStarted?.(Date.now());
    return started;
  }

  /** Ends every part still running (SIGTERM, SIGKILL after `graceMs`), last started first. */
  async stopAll(graceMs = 8000): Promise<void> {
    this.stopping = true;
    this.detach();
    for (const { process: child } of [...this.children].reverse()) await terminate(child, graceMs);
  }
}
