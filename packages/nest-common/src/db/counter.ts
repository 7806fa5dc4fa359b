import type { mongo } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { retryBusy } from './busy';
import { insertedOnce } from './insert-once';
import type { Target } from './targets';
import { driverCollection } from './targets';

/** One change of a counter: counters are the sum of their entries. */
export interface CounterEntry {
  _id: string;
  counter: string;
  by: number;
  at: Date;
}

/**
 * A counter that is exact on FerretDB and on MongoDB under concurrency. `$inc` is not: FerretDB
 * applies it as read-modify-write and loses concurrent increments (3 of 50 kept when measured).
 * Each change is its own inserted entry and the value is their sum, so nothing is overwritten.
 * An `opId` makes a change idempotent: a retried change with the same id counts once.
 */
export async function addToCounter(
  target: Target<CounterEntry>,
  counter: string,
  by: number,
  opId: string = randomUUID(),
): Promise<boolean> {
  const entries = driverCollection(target);
  return insertedOnce(() => entries.insertOne({ _id: `${counter}|${opId}`, counter, by, at: new Date() }));
}

/** The counter's value: the sum of its entries (0 when it has none). */
export async function counterValue(target: Target<CounterEntry>, counter: string): Promise<number> {
  const [row] = await retryBusy(() =>
    driverCollection(target)
      .aggregate<{ total: number }>([
        { $match: { counter: { $eq: counter } } },
        { $group: { _id: null, total: { $sum: '$by' } } },
      ] as mongo.Document[])
      .toArray(),
  );
  return row?.total ?? 0;
}
