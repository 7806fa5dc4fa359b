/**
 * A local mail catcher for development and tests: an SMTP server that keeps
 * every message in memory and a small HTTP server to read them (an HTML page
 * and a JSON API). Binds loopback only; accepts any sender and recipient and
 * needs no authentication, so it must never face a network.
 */
import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { renderInbox } from './inbox-page';

/** One caught e-mail, as the JSON API returns it. */
export interface CaughtMail {
  id: string;
  /** Recipient addresses (envelope RCPT TO, lower-cased). */
  to: string[];
  /** Sender as written in the From header (or the envelope sender). */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** When the catcher received it (ISO 8601). */
  date: string;
}

export interface MailCatcherOptions {
  /** Interface to bind; loopback unless you know what you are doing. */
  host?: string;
  /** 0 picks a free port. */
  smtpPort?: number;
  /** 0 picks a free port. */
  httpPort?: number;
  /** Oldest messages are dropped beyond this many. */
  maxMessages?: number;
}

export interface RunningMailCatcher {
  host: string;
  smtpPort: number;
  httpPort: number;
  /** Caught messages, newest first. */
  messages(): CaughtMail[];
  clear(): void;
  stop(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

export async function startMailCatcher(opts: MailCatcherOptions = {}): Promise<RunningMailCatcher> {
  const host = opts.host ?? '127.0.0.1';
  const maxMessages = opts.maxMessages ?? 500;
  let store: CaughtMail[] = [];

  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'RMJ mail catcher',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            const mail: CaughtMail = {
              id: randomUUID(),
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: parsed.from ? formatAddress(parsed.from.name, parsed.from.address) : envelopeFrom,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              date: new Date().toISOString(),
            };
            store = [mail, ...store].slice(0, maxMessages);
            callback();
          })
          .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
      });
    },
  });

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/messages' && req.method === 'GET') {
      return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(store));
    }
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      store = [];
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/' && req.method === 'GET') {
      return send(res, 200, 'text/html; charset=utf-8', renderInbox(store));
    }
    return send(res, 404, 'application/json; charset=utf-8', JSON.stringify({ statusCode: 404, message: 'Not found' }));
  });

  // smtp-server re-emits its net server's errors on itself.
  const smtpPort = await listen(
    (port, cb) => smtp.listen(port, host, cb),
    smtp,
    () => smtp.server.address(),
    opts.smtpPort ?? 1025,
  );
  let httpPort: number;
  try {
    httpPort = await listen(
      (port, cb) => web.listen(port, host, cb),
      web,
      () => web.address(),
      opts.httpPort ?? 1080,
    );
  } catch (err) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw err;
  }

  return {
    host,
    smtpPort,
    httpPort,
    messages: () => [...store],
    clear: () => {
      store = [];
    },
    stop: async () => {
      web.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => web.close(() => resolve())),
      ]);
    },
  };
}

function formatAddress(name: string | undefined, address: string | undefined): string {
  if (name && address) return `${name} <${address}>`;
  return address ?? name ?? '';
}

function send(res: http.ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(body);
}

/** Listens and resolves with the bound port, or rejects (EADDRINUSE…) instead of crashing. */
function listen(
  start: (port: number, cb: () => void) => void,
  emitter: EventEmitter,
  address: () => AddressInfo | string | null,
  port: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    emitter.once('error', onError);
    start(port, () => {
      emitter.off('error', onError);
      resolve((address() as AddressInfo).port);
    });
  });
}
