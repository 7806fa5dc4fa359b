// The Request and Response stand-ins both fake network edges install (jsdom has neither): just what
// RTK Query's fetchBaseQuery and the screens read.

/** A request as fetchBaseQuery builds it; a relative address is resolved against the page. */
export class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
  readonly signal?: AbortSignal;
  constructor(
    input: string | FakeRequest,
    init: { method?: string; headers?: HeadersInit; body?: unknown; signal?: AbortSignal | null } = {},
  ) {
    const base = typeof input === 'string' ? undefined : input;
    this.url = typeof input === 'string' ? new URL(input, window.location.origin).toString() : input.url;
    this.method = (init.method ?? base?.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers ?? base?.headers);
    this.body = init.body ?? base?.body;
    this.signal = init.signal ?? base?.signal;
  }
  clone(): FakeRequest {
    return new FakeRequest(this);
  }
}

/** A response with a text body (JSON unless another content type is given). */
export class FakeResponse {
  readonly headers: Headers;
  constructor(
    private readonly payload: string,
    readonly status: number,
    contentType = 'application/json',
  ) {
    this.headers = new Headers({ 'content-type': contentType });
  }
  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }
  clone(): FakeResponse {
    return new FakeResponse(this.payload, this.status, this.headers.get('content-type') ?? undefined);
  }
  async text(): Promise<string> {
    return this.payload;
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.payload);
  }
  /** The body as a file (a download, a picture), typed by the answer's content type. */
  async blob(): Promise<Blob> {
    return new Blob([this.payload], { type: this.headers.get('content-type') ?? '' });
  }
}
