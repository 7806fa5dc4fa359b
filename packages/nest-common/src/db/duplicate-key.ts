/**
 * True for a unique-index refusal. MongoDB (and FerretDB for an insert) answers code 11000 (11001
 * from old servers); FerretDB answers code 1 with SQLite's "UNIQUE constraint failed" when an
 * update makes the duplicate, and its errors carry no `keyValue`, so nothing may rely on that.
 */
export function isDuplicateKey(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 11000 || code === 11001) return true;
  return code === 1 && /duplicate key|UNIQUE constraint failed/i.test(String((err as Error).message));
}
