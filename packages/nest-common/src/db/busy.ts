/**
 * FerretDB on SQLite answers concurrent writes with "database is locked (SQLITE_BUSY)" when its
 * lock wait runs out under load. Such a write did not happen, so it is safe to try again: inserts
 * still meet the unique indexes, and updates written through this seam set fixed values or are
 * guarded by a version. MongoDB never sends it, so there every write runs exactly once.
 */
const ATTEMPTS = 6;

/** True for the embedded database's "busy, try later" answer (the write did not happen). */
export function isBusy(err: unknown): boolean {
  const message = err instanceof Error ? err.message : String(err);
  return /SQLITE_BUSY|database is locked/i.test(message);
}

/** Runs `write`, trying again (with growing, jittered pauses) while the database is busy. */
export async function retryBusy<T>(write: () => PromiseLike<T>, attempts = ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (err) {
      if (!isBusy(err) || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt * (0.5 + Math.random())));
    }
  }
}
