import type { Connection, Model, mongo } from 'mongoose';

/**
 * What the seam writes to: a Mongoose model (its defaults and validation run on inserts) or a
 * collection (the driver's, or Mongoose's `connection.collection(name)` typed as the driver's).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Target<T extends mongo.Document = any> = Model<T> | mongo.Collection<T>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isModel(target: Target): target is Model<any> {
  return typeof (target as Model<unknown>).create === 'function' && 'modelName' in target;
}

function openDb(connection: Connection, name: string): mongo.Db {
  if (!connection.db) throw new Error(`${name}: the database connection is not open`);
  return connection.db;
}

/** The driver collection behind `target`. */
export function driverCollection<T extends mongo.Document>(target: Target<T>): mongo.Collection<T> {
  if (isModel(target)) {
    return openDb(target.db, target.modelName).collection<T>(target.collection.collectionName);
  }
  // Mongoose's own collection wrapper queues calls until it connects and has no `db`.
  const wrapper = target as unknown as { conn?: Connection; collectionName: string };
  if (wrapper.conn) return openDb(wrapper.conn, wrapper.collectionName).collection<T>(wrapper.collectionName);
  return target as mongo.Collection<T>;
}

/** Another collection of the same database as `target`. */
export function siblingCollection<T extends mongo.Document>(target: Target, name: string): mongo.Collection<T> {
  return driverCollection(target).db.collection<T>(name);
}
