/** Jest globalSetup: one FerretDB per test run unless TEST_MONGODB_URI points at a server already. */
import { startFerretDb, type RunningFerretDb } from './index';

declare global {
  var __RMJ_FERRETDB__: RunningFerretDb | undefined;
}

export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_MONGODB_URI) return;
  const db = await startFerretDb();
  globalThis.__RMJ_FERRETDB__ = db;
  process.env.TEST_MONGODB_URI = db.uri;
}
