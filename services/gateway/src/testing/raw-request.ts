/** A plain node:http client: exact body bytes, and chunked bodies written piece by piece. */
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(
  base: string,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer; chunks?: Buffer[] },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${opts.path}`, { method: opts.method ?? 'POST', headers: opts.headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8') }),
      );
      res.on('error', reject);
    });
    // The gateway may answer (413) and close before the whole body is written.
    req.on('error', (err) => reject(err));
    if (opts.body) {
      req.end(opts.body);
      return;
    }
    const chunks = [...(opts.chunks ?? [])];
    const writeNext = () => {
      const chunk = chunks.shift();
      if (!chunk) return req.end();
      if (req.destroyed) return;
      req.write(chunk, () => setImmediate(writeNext));
    };
    writeNext();
  });
}
