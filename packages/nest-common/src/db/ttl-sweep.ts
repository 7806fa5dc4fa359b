import type { mongo } from 'mongoose';
import { retryBusy } from './busy';

/** Anything with `deleteMany`: a Mongoose model or a driver collection. */
interface Deletable {
  deleteMany(filter: mongo.Document): PromiseLike<{ deletedCount?: number }>;
}

export interface ExpirySweep {
  /** Date fields that expire a document: it goes when any of them has passed. Default `expiresAt`. */
  fields?: string[];
  /** How long after expiry a document is still kept (e.g. to answer "this code has expired"). */
  graceMs?: number;
  /**
   * For a sweep on a timer: a failure is logged as "sweeping <what> failed: …" and counts 0
   * instead of throwing (the next round tries again).
   */
  warn?: { logger: { warn(message: string): unknown }; what: string };
}

/**
 * Deletes the documents whose expiry date passed more than `graceMs` before `now`. FerretDB has no
 * TTL indexes, so expiry is this sweep plus a check in code; beside a MongoDB TTL index on the
 * same field it is harmless (it only deletes what the index would delete too, or earlier by grace).
 */
export async function deleteExpired(target: Deletable, now: Date | number = Date.now(), sweep: ExpirySweep = {}) {
  const { fields = ['expiresAt'], graceMs = 0, warn } = sweep;
  const before = new Date(new Date(now).getTime() - graceMs);
  const expired = fields.map((field) => ({ [field]: { $lt: before } }));
  try {
    const res = await retryBusy(() => target.deleteMany(expired.length === 1 ? expired[0] : { $or: expired }));
    return res.deletedCount ?? 0;
  } catch (err) {
    if (!warn) throw err;
    warn.logger.warn(`sweeping ${warn.what} failed: ${err instanceof Error ? err.message : String(err)}`);
    return 0;
  }
}

/** Runs `sweep` every `everyMs` without keeping the process alive; call the answer to stop. */
export function sweepEvery(everyMs: number, sweep: () => PromiseLike<unknown>): () => void {
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
