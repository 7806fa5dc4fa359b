import type { mongo } from 'mongoose';
import { compareAndSet } from './compare-and-set';
import { driverCollection, type Target } from './targets';

/** A document kept by compare-and-set: every write moves its `version` on by one. */
export interface VersionedDoc extends mongo.Document {
  _id: unknown;
  version: number;
}

/**
 * Fields to `$set` (dotted paths allowed; a field set to `undefined` is removed), or null when the
 * document needs no change.
 */
export type VersionedChange<T> = (doc: T) => (Partial<Omit<T, '_id' | 'version'>> & mongo.Document) | null;

/** Rounds of read, decide, compare-and-set before a change gives up (each loses only to a kept write). */
const ROUNDS = 50;

/**
 * Reads the document, asks `change` what to set, and writes it only if the document is still at the
 * version it was read at (compareAndSet); when another writer got there first it reads again and
 * asks again, so `change` always decides on the document as it is. Answers the document as kept,
 * or null when it is gone or `change` answered null (nothing to do: already done, or refused).
 *
 * This is how plain `$set`s on one document become safe on FerretDB, whose updates are
 * read-modify-write: two changes of different fields at once are both kept, and a change that
 * depends on the document (a move from a state) is decided once on the state it writes over.
 * Throws when every round lost to another writer (a document written that often is a bug).
 */
export async function updateVersioned<T extends VersionedDoc>(
  target: Target<T>,
  _id: T['_id'],
  change: VersionedChange<T>,
): Promise<T | null> {
  const collection = driverCollection(target);
  for (let round = 0; round < ROUNDS; round++) {
    const doc = (await collection.findOne({ _id } as mongo.Filter<T>)) as T | null;
    if (!doc) return null;
    const fields = change(doc);
    if (!fields || Object.keys(fields).length === 0) return null;
    const unset = Object.keys(fields).filter((path) => fields[path] === undefined);
    const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as typeof fields;
    if (await compareAndSet(target, { _id, version: doc.version }, set, unset)) return kept(doc, fields);
    // Lost to another writer: let it finish, then decide again on what it wrote.
    await new Promise((resolve) => setTimeout(resolve, 5 * (1 + Math.random() * round)));
  }
  throw new Error(`updateVersioned: ${collection.collectionName} ${String(_id)} kept changing; nothing written`);
}

/** The document as compareAndSet left it: `fields` applied (dotted paths too), version moved on. */
function kept<T extends VersionedDoc>(doc: T, fields: mongo.Document): T {
  const copy = structuredClone(doc) as mongo.Document;
  for (const [path, value] of Object.entries(fields)) {
    const keys = path.split('.');
    let at = copy;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as mongo.Document;
    if (value === undefined) delete at[keys[keys.length - 1]];
    else at[keys[keys.length - 1]] = value;
  }
  return { ...copy, version: doc.version + 1 } as T;
}
