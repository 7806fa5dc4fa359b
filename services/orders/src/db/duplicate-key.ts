/** True for MongoDB's (and FerretDB's) duplicate-key error: an insert-once document already exists. */
export function isDuplicateKey(err: unknown): boolean {
  const code = (err as { code?: number } | null)?.code;
  return code === 11000 || code === 11001;
}
