import type { ServerResponse } from 'node:http';
import { API_BASE } from '@rmj/contracts';

/** Writes a JSON error answer on a plain Node response (the proxy layer runs outside Nest). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

export const isApiPath = (pathname: string) => pathname === API_BASE || pathname.startsWith(`${API_BASE}/`);

/** 413 in the same shape nest-common's body parser uses. */
export function sendTooLarge(res: ServerResponse): void {
  sendJson(
    res,
    413,
    { statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' },
    { Connection: 'close' },
  );
}
