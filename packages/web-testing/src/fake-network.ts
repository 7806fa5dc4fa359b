// A fake network edge for unit tests, scripted per exact "METHOD /path" with queued answers (the style
// of mfe-cart and mfe-account): jsdom has no fetch, Request or Response, so tests install small stand-ins.

import { FakeRequest, FakeResponse } from './fake-http';

/** One request the page sent. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  /** The Authorization header, when one was sent. */
  authorization?: string;
}

/** A scripted answer: JSON with a status, a raw text body, or a network failure. */
export type FakeReply =
  { status: number; json: unknown } | { status: number; text: string; contentType?: string } | { networkError: true };

type Handler = (request: SentRequest) => FakeReply | Promise<FakeReply>;

/** Installs fetch/Request stand-ins; `reply` scripts an answer, `sent` lists what was posted. */
export function installFakeNetwork() {
  const handlers = new Map<string, Handler[]>();
  const sent: SentRequest[] = [];
  const globals = globalThis as unknown as Record<string, unknown>;
  globals.Request = FakeRequest;
  globals.fetch = async (request: FakeRequest): Promise<FakeResponse> => {
    const path = request.url.replace(/^https?:\/\/[^/]+/, '');
    const body = typeof request.body === 'string' ? JSON.parse(request.body) : request.body;
    const authorization = request.headers.get('authorization') ?? undefined;
    const entry: SentRequest = { method: request.method, path, body, ...(authorization ? { authorization } : {}) };
    sent.push(entry);
    const queue = handlers.get(`${request.method} ${path}`);
    if (!queue || queue.length === 0) throw new Error(`No fake reply for ${request.method} ${path}`);
    const handler = queue.length > 1 ? queue.shift()! : queue[0];
    const reply = await handler(entry);
    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    if ('json' in reply) return new FakeResponse(JSON.stringify(reply.json), reply.status, 'application/json');
    return new FakeResponse(reply.text, reply.status, reply.contentType ?? 'text/html');
  };
  return {
    sent,
    /** Answers `METHOD /path` with this reply (queued replies are used in order, the last one repeats). */
    reply(route: string, answer: FakeReply | Handler): void {
      const handler: Handler = typeof answer === 'function' ? answer : () => answer;
      handlers.set(route, [...(handlers.get(route) ?? []), handler]);
    },
    /** Replaces every scripted answer of `METHOD /path` with this one. */
    replyOnly(route: string, answer: FakeReply): void {
      handlers.set(route, [() => answer]);
    },
    /** Answers once the returned `release` is called (to observe a request under way). */
    hold(route: string, answer: FakeReply): () => void {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      this.reply(route, async () => {
        await gate;
        return answer;
      });
      return () => release();
    },
  };
}

export type FakeNetwork = ReturnType<typeof installFakeNetwork>;
