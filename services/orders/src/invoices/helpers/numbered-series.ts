/**
 * Inserting the next document of a gap-free series (tax invoices, credit notes) exactly once, also
 * when called concurrently. It rests on two unique indexes of the collection: `_id` (what the
 * document is for: a second insert for it fails and the winner is answered) and (series, seq) (a
 * clash means another document took the number: take max + 1 again). A number exists only once its
 * insert succeeded, so a series never has a gap.
 */
import { insertedOnce } from '@rmj/nest-common';
import type { Model } from 'mongoose';

/** Tries at a free number before giving up (each failed try lost a race to another document that got a number). */
const MAX_TRIES = 200;

interface Numbered {
  _id: string;
  series: string;
  seq: number;
}

/**
 * Inserts `make(seq)` as the next document of `series`, or answers the document with the same `_id`
 * another call inserted. `make` must give that `_id` whatever the seq.
 */
export async function insertNextInSeries<T extends Numbered>(
  model: Model<T>,
  series: string,
  make: (seq: number) => T,
): Promise<{ doc: T; inserted: boolean }> {
  for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
    const last = await model
      .findOne({ series })
      .sort({ seq: -1 })
      .select({ seq: 1 })
      .lean<Pick<Numbered, 'seq'>>()
      .exec();
    const doc = make((last?.seq ?? 0) + 1);
    if (await insertedOnce(() => model.create(doc))) return { doc, inserted: true };
    const winner = await model.findById(doc._id).lean<T>().exec();
    if (winner) return { doc: winner, inserted: false };
    // Someone else's document took this number: wait a moment (less crowding) and take the next.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt, 10)));
  }
  throw new Error(`could not number a document of ${series}: the series is too busy`);
}
