/**
 * Real databases for service tests: one FerretDB per Jest run (global-setup), a database of its own
 * per suite. The process helpers (ports, FerretDB, waiting with a ping) are @rmj/devstack's, shared
 * with the stack and the scripts; this package only adds what Jest needs.
 */
import { randomBytes } from 'node:crypto';

export { freePort, repoRoot, startFerretDb, type RunningFerretDb } from '@rmj/devstack';

/**
 * A MongoDB URI naming a database of its own for one test suite, on the server the Jest global
 * setup started (or TEST_MONGODB_URI / MONGODB_URI when given: then no FerretDB is started).
 */
export function testDatabaseUri(suite: string): string {
  const base = process.env.TEST_MONGODB_URI;
  if (!base) throw new Error('TEST_MONGODB_URI is not set: add @rmj/test-db/global-setup to the Jest config');
  const name = `t_${suite.replace(/[^a-zA-Z0-9]/g, '_').slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
