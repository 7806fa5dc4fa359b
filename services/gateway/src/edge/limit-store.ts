/**
 * Where the gateway's per-address counts live. One process: express-rate-limit's own memory store.
 * Several workers on one machine (GATEWAY_WORKERS > 1): counts the workers share through the cluster's
 * primary, so a client gets the configured budget once, not once per worker. Two ways:
 * - exact (`limitStore`): every hit asks the primary (@express-rate-limit/cluster-memory-store), for
 *   the small budgets where one request more matters (sign-in, writes, renders);
 * - synced (`syncedLimitStore`): each worker counts in memory and exchanges its new hits with the
 *   primary every SYNC_MS, for the large catalogue-read budget, the bulk of all requests, where a
 *   message per request cost each worker a tenth of its CPU under load. A client may then pass the
 *   budget by what it sends to the other workers within SYNC_MS.
 */
import cluster from 'node:cluster';
import { ClusterMemoryStorePrimary, ClusterMemoryStoreWorker } from '@express-rate-limit/cluster-memory-store';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

/** How often a worker sends its new hits to the primary (and so how stale another worker's are). */
export const SYNC_MS = 50;
const ADD = 'rmj-limits:add';
const TOTALS = 'rmj-limits:totals';

interface Counted {
  hits: number;
  resetTime: number;
}
interface AddMessage {
  type: typeof ADD;
  prefix: string;
  windowMs: number;
  /** key -> hits since the last message (negative after a decrement). */
  deltas: Record<string, number>;
}
interface TotalsMessage {
  type: typeof TOTALS;
  prefix: string;
  totals: Record<string, Counted>;
}

/** The exact store for the budget named `limitClass` (its counts are kept apart from the other budgets'). */
export function limitStore(limitClass: string): Store | undefined {
  return cluster.isWorker ? new ClusterMemoryStoreWorker({ prefix: limitClass }) : undefined;
}

/** The synced store for the budget named `limitClass` (see above); the memory store in one process. */
export function syncedLimitStore(limitClass: string): Store | undefined {
  return cluster.isWorker ? new SyncedCountStore(limitClass) : undefined;
}

/** Runs in the cluster's primary: holds the counts the workers' stores share. */
export function serveLimitStores(): void {
  new ClusterMemoryStorePrimary().init();
  const counts = new Map<string, Map<string, Counted>>();
  cluster.on('message', (_worker, message: AddMessage) => {
    if (message?.type !== ADD) return;
    const now = Date.now();
    let byKey = counts.get(message.prefix);
    if (!byKey) counts.set(message.prefix, (byKey = new Map()));
    const totals: Record<string, Counted> = {};
    for (const [key, delta] of Object.entries(message.deltas)) {
      let counted = byKey.get(key);
      if (!counted || counted.resetTime <= now)
        byKey.set(key, (counted = { hits: 0, resetTime: now + message.windowMs }));
      counted.hits = Math.max(0, counted.hits + delta);
      totals[key] = counted;
    }
    for (const [key, counted] of byKey) if (counted.resetTime <= now) byKey.delete(key);
    const reply: TotalsMessage = { type: TOTALS, prefix: message.prefix, totals };
    for (const worker of Object.values(cluster.workers ?? {})) if (worker?.isConnected()) worker.send(reply);
  });
}

interface Local extends Counted {
  /** Hits not yet sent to the primary. */
  unsent: number;
}

/** A worker's counts: its own hits at once, the other workers' as of the primary's last totals. */
export class SyncedCountStore implements Store {
  localKeys = false;
  private windowMs = 60_000;
  private readonly counts = new Map<string, Local>();

  /** `channel`: where the primary's messages arrive and new hits are sent (the worker's IPC channel). */
  constructor(
    readonly prefix: string,
    private readonly channel: Pick<NodeJS.Process, 'on' | 'send'> = process,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    this.channel.on('message', (message: TotalsMessage) => {
      if (message?.type === TOTALS && message.prefix === this.prefix) this.take(message.totals);
    });
    setInterval(() => this.send(), SYNC_MS).unref();
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const counted = this.current(key, false);
    return counted && { totalHits: counted.hits, resetTime: new Date(counted.resetTime) };
  }

  increment(key: string): ClientRateLimitInfo {
    const counted = this.current(key, true)!;
    counted.hits += 1;
    counted.unsent += 1;
    return { totalHits: counted.hits, resetTime: new Date(counted.resetTime) };
  }

  decrement(key: string): void {
    const counted = this.current(key, false);
    if (!counted) return;
    counted.hits = Math.max(0, counted.hits - 1);
    counted.unsent -= 1;
  }

  resetKey(key: string): void {
    this.counts.delete(key);
  }

  private current(key: string, create: boolean): Local | undefined {
    const now = Date.now();
    let counted = this.counts.get(key);
    if (counted && counted.resetTime <= now) {
      this.counts.delete(key);
      counted = undefined;
    }
    if (!counted && create) this.counts.set(key, (counted = { hits: 0, unsent: 0, resetTime: now + this.windowMs }));
    return counted;
  }

  private send(): void {
    const deltas: Record<string, number> = {};
    let any = false;
    const now = Date.now();
    for (const [key, counted] of this.counts) {
      if (counted.unsent !== 0) {
        deltas[key] = counted.unsent;
        counted.unsent = 0;
        any = true;
      } else if (counted.resetTime <= now) this.counts.delete(key);
    }
    if (any && this.channel.send)
      this.channel.send({ type: ADD, prefix: this.prefix, windowMs: this.windowMs, deltas } satisfies AddMessage);
  }

  /** The primary's totals include every hit this worker sent; hits since then are added on top. */
  private take(totals: Record<string, Counted>): void {
    for (const [key, total] of Object.entries(totals)) {
      const counted = this.counts.get(key);
      if (counted) {
        counted.hits = total.hits + counted.unsent;
        counted.resetTime = total.resetTime;
      } else this.counts.set(key, { hits: total.hits, unsent: 0, resetTime: total.resetTime });
    }
  }
}
