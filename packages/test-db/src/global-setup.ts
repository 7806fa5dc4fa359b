/**
 * Jest globalSetup: one FerretDB per test run, unless TEST_MONGODB_URI (or MONGODB_URI) points at a
 * server already: then neither FerretDB nor Go is needed.
 */
import { startFerretDb, type RunningFerretDb } from '@rmj/devstack';

declare global {
  var __RMJ_FERRETDB__: RunningFerretDb | undefined;
}

export default async function globalSetup(): Promise<void> {
  // (process.env turns undefined into the string 'undefined': copy only a value that is there.)
  if (!process.env.TEST_MONGODB_URI && process.env.MONGODB_URI) process.env.TEST_MONGODB_URI = process.env.MONGODB_URI;
  if (process.env.TEST_MONGODB_URI) return;
  const db = await startFerretDb();
  globalThis.__RMJ_FERRETDB__ = db;
  process.env.TEST_MONGODB_URI = db.uri;
}
