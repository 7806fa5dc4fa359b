import { MongoClient } from 'mongodb';

/** Something that can fail while we wait for it (a started process). */
export interface Watched {
  /** Set once the thing has failed: waiting stops at once with this error. */
  failure(): Error | undefined;
}

export interface WaitOptions {
  /** What we wait for, for the error message. */
  what: string;
  timeoutMs: number;
  intervalMs?: number;
  /** Stop waiting as soon as this fails (a process that exited). */
  watch?: Watched;
}

/** Resolves once `check` answers true; rejects on time-out or when the watched thing fails. */
export async function waitUntil(
  check: () => Promise<boolean>,
  { what, timeoutMs, intervalMs = 150, watch }: WaitOptions,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failed = watch?.failure();
    if (failed) throw failed;
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** True when GET url answers 2xx within 2 s. */
export async function httpOk(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return res.ok;
}

/** True once the server at `uri` answers a MongoDB ping (an open port is not enough: FerretDB opens it early). */
export async function mongoPing(uri: string): Promise<boolean> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1000, connectTimeoutMS: 1000 });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
    return true;
  } finally {
    await client.close().catch(() => undefined);
  }
}
