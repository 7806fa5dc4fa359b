/**
 * Watches the catalogue's change marker (GET /api/catalogue/version): asked at most once per
 * `intervalMs`, when a page is wanted; a request waits for that one call at most its own time-out.
 * When the marker moves, `onChange` drops the rendered pages, and once more `settleMs` later: a page
 * rendered just after the move may have been built from an answer older than it (the gateway's edge
 * cache keeps one about a second, another catalog replica reloads on its next poll, a render started
 * before the move finishes after it), and it would otherwise be served until its time to live ends.
 * A failing call keeps the pages (their time to live still bounds them) and is tried again after
 * the interval.
 */
import { Logger } from '@nestjs/common';
import { catalogueVersionResponseSchema } from '@rmj/contracts';

/**
 * How long after a move the pages are dropped once more: longer than the gateway's edge cache (1 s)
 * plus a catalog replica's poll of the change marker (1 s), so no page built from an older answer
 * outlives them.
 */
export const CATALOGUE_SETTLE_MS = 3_000;

export class CatalogueVersionWatch {
  private readonly logger = new Logger('CatalogueVersion');
  private version?: string;
  private checkedAt = 0;
  private running?: Promise<void>;
  private lastWarning = 0;
  private settle?: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly onChange: () => void,
    private readonly options: { intervalMs: number; timeoutMs: number; settleMs?: number },
  ) {}

  /** Resolves once the version was checked within the interval (or the check failed or timed out). */
  fresh(): Promise<void> {
    if (Date.now() - this.checkedAt < this.options.intervalMs) return Promise.resolve();
    this.running ??= this.check().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** One more drop `settleMs` (CATALOGUE_SETTLE_MS unless given) after the last move; a move meanwhile starts the wait again. */
  private settleAgain(): void {
    const settleMs = this.options.settleMs ?? CATALOGUE_SETTLE_MS;
    if (settleMs <= 0) return;
    clearTimeout(this.settle);
    this.settle = setTimeout(() => {
      this.settle = undefined;
      this.onChange();
    }, settleMs);
    this.settle.unref();
  }

  /** Stops the pending second drop (the service is stopping). */
  stop(): void {
    clearTimeout(this.settle);
  }

  private async check(): Promise<void> {
    this.checkedAt = Date.now();
    try {
      const res = await fetch(this.url, { signal: AbortSignal.timeout(this.options.timeoutMs) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const { version } = catalogueVersionResponseSchema.parse(await res.json());
      if (this.version !== undefined && version !== this.version) {
        this.logger.log(`catalogue version ${this.version} → ${version}: rendered pages dropped`);
        this.onChange();
        this.settleAgain();
      }
      this.version = version;
    } catch (error) {
      if (Date.now() - this.lastWarning >= 60_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`catalogue version check failed (${(error as Error).message}); pages kept until they expire`);
      }
    }
  }
}
