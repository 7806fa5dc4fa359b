// Parts of the shared shop that one journey at a time may change and then check (today's rates, the
// shop's settings): journeys in different workers would otherwise see each other's values half-way.
// A claim is a file only one worker can create, beside the run's other shared files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A holder that crashed leaves its claim behind: older than this, it is taken over. */
const STALE_CLAIM_MS = 4 * 60_000;

/** Waits until this worker holds the claim called `name`; resolves to its release. */
export async function claim(name: string): Promise<() => void> {
  const file = path.join(process.env.E2E_RUN_DIR ?? os.tmpdir(), `rmj-e2e-${name}.claim`);
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_CLAIM_MS) fs.rmSync(file, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
