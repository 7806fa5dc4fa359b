/** Reading request bodies and writing answers, for the API, the controls and the hosted page. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RAZORPAY_MESSAGES, requestError, SandboxError } from './sandbox-errors';

const MAX_BODY = 64 * 1024;

/** The raw body as text (at most 64 KiB, else Razorpay's 413). */
export function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new SandboxError(413, RAZORPAY_MESSAGES.bodyTooLarge));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A JSON object body ({} when empty or not an object; a 400 when not JSON). */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readText(req);
  if (!text) return {};
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    throw requestError(RAZORPAY_MESSAGES.badJson);
  }
}

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  type = 'application/json; charset=utf-8',
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}
