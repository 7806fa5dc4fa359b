// A tiny stand-in for the network edge in Jest (jsdom has no fetch), answering JSON by path prefix
// (the style of mfe-catalog and mfe-product): the services are tested elsewhere; here tests check
// what the screens ask and show.

import { FakeRequest, FakeResponse } from './fake-http';

/** One request as the fake saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body?: unknown;
}

/** What a route answers: a status and a JSON body, a raw text body (a file), or a thrown network error. */
export type FakeAnswer =
  | { status?: number; body?: unknown }
  | { status?: number; text: string; contentType: string }
  | { networkError: string };
type Route = (request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Installs global fetch/Request/Response answering from `routes` (key: 'GET /api/test' or a path
 * prefix such as 'GET /api/products/category/women'; the longest matching key wins).
 * Returns the list of requests seen.
 */
export function installFakeFetch(routes: Record<string, Route | FakeAnswer>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const g = globalThis as unknown as Record<string, unknown>;
  g.Request = FakeRequest;
  g.Response = FakeResponse;
  g.fetch = async (request: FakeRequest) => {
    const url = new URL(request.url);
    const body = typeof request.body === 'string' ? JSON.parse(request.body) : request.body;
    const entry: SeenRequest = { method: request.method, url, headers: request.headers, body };
    seen.push(entry);
    const key = Object.keys(routes)
      .filter((candidate) => {
        const [method, path] = candidate.split(' ');
        return method === request.method && (url.pathname === path || url.pathname.startsWith(`${path}/`));
      })
      .sort((a, b) => b.length - a.length)[0];
    const route = key ? routes[key] : { status: 404, body: { message: 'Not found' } };
    const answer = typeof route === 'function' ? await route(entry) : route;
    if ('networkError' in answer) throw new TypeError(answer.networkError);
    if ('text' in answer) return new FakeResponse(answer.text, answer.status ?? 200, answer.contentType);
    return new FakeResponse(JSON.stringify(answer.body ?? null), answer.status ?? 200);
  };
  return seen;
}

/** Requests to one path. */
export function requestsTo(seen: SeenRequest[], path: string): SeenRequest[] {
  return seen.filter((request) => request.url.pathname === path);
}
