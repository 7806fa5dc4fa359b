/**
 * A file read over HTTP and kept in memory (the shell's index.html, the runtime configuration): checked
 * again at most every `maxAgeMs` with its ETag / Last-Modified (a 304 keeps the copy). Readers get the
 * copy at once while the check runs in the background; only the very first read waits. When the file
 * changed, `onChange` runs (the shell was redeployed, a remote moved).
 */
import { Logger } from '@nestjs/common';

export interface FileCopy<T> {
  value: T;
  /** Changes whenever the file's content does. */
  revision: number;
}

export class RevalidatedFile<T> {
  private readonly logger = new Logger('ShellFiles');
  private copy?: FileCopy<T> & { etag?: string; lastModified?: string; text: string };
  private checkedAt = 0;
  private running?: Promise<FileCopy<T>>;

  constructor(
    private readonly url: string,
    private readonly parse: (text: string) => T,
    private readonly options: { maxAgeMs: number; timeoutMs: number; onChange?: () => void },
  ) {}

  /** The file (the first read waits for it; throws when it could never be read). */
  async get(): Promise<FileCopy<T>> {
    if (this.copy) {
      if (Date.now() - this.checkedAt >= this.options.maxAgeMs) void this.check().catch(() => undefined);
      return this.copy;
    }
    return this.check();
  }

  private check(): Promise<FileCopy<T>> {
    this.running ??= this.fetchFile().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async fetchFile(): Promise<FileCopy<T>> {
    this.checkedAt = Date.now();
    const headers: Record<string, string> = {};
    if (this.copy?.etag) headers['if-none-match'] = this.copy.etag;
    if (this.copy?.lastModified) headers['if-modified-since'] = this.copy.lastModified;
    try {
      const res = await fetch(this.url, { headers, signal: AbortSignal.timeout(this.options.timeoutMs) });
      if (res.status === 304 && this.copy) return this.copy;
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const text = await res.text();
      if (this.copy && text === this.copy.text) return this.copy;
      const changed = this.copy !== undefined;
      this.copy = {
        value: this.parse(text),
        text,
        revision: (this.copy?.revision ?? 0) + 1,
        etag: res.headers.get('etag') ?? undefined,
        lastModified: res.headers.get('last-modified') ?? undefined,
      };
      if (changed) {
        this.logger.log(`${this.url} changed`);
        this.options.onChange?.();
      }
      return this.copy;
    } catch (error) {
      // A failed check keeps the copy: the next read after maxAgeMs tries again.
      if (this.copy) {
        this.logger.warn(`${this.url}: ${(error as Error).message}; keeping the copy read before`);
        return this.copy;
      }
      throw new Error(`${this.url}: ${(error as Error).message}`);
    }
  }
}
