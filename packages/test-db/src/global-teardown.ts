import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const db = globalThis.__RMJ_FERRETDB__;
  if (!db) return;
  await db.stop();
  fs.rmSync(db.dataDir, { recursive: true, force: true });
}
