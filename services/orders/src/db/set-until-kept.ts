import { retryBusy } from '@rmj/nest-common';
import type { Model } from 'mongoose';

/**
 * FerretDB updates are read-modify-write: another path's `$set` on the same document at the same
 * moment (the stock take, the confirmation, a move) can write back a copy without these fields.
 * Sets them, reads them back and sets them again until `kept` says they are there: one round on
 * MongoDB, where `$set` on a field is atomic. False when they were still not kept after five rounds.
 */
export async function setUntilKept<T>(
  model: Model<T>,
  filter: { _id: string } & Record<string, unknown>,
  fields: Record<string, unknown>,
  kept: (stored: Record<string, unknown>) => boolean,
): Promise<boolean> {
  const projection = Object.fromEntries(Object.keys(fields).map((path) => [path.split('.')[0], 1]));
  for (let attempt = 0; attempt < 5; attempt++) {
    await retryBusy(() => model.updateOne(filter, { $set: fields }).exec());
    const stored = await model.findById(filter._id, projection).lean<Record<string, unknown>>().exec();
    if (!stored || kept(stored)) return true;
  }
  return false;
}
