/**
 * Watches the catalogue's change marker (GET /api/catalogue/version): asked at most once per
 * `intervalMs`, when a page is wanted; a request waits for that one call at most its own time-out.
 * When the marker moves, `onChange` drops the rendered pages. A failing call keeps the pages
 * (their time to live still bounds them) and is tried again after the interval.
 */
import { Logger } from '@nestjs/common';
import { catalogueVersionResponseSchema } from '@rmj/contracts';

export class CatalogueVersionWatch {
  private readonly logger = new Logger('CatalogueVersion');
  private version?: string;
  private checkedAt = 0;
  private running?: Promise<void>;
  private lastWarning = 0;

  constructor(
    private readonly url: string,
    private readonly onChange: () => void,
    private readonly options: { intervalMs: number; timeoutMs: number },
  ) {}

  /** Resolves once the version was checked within the interval (or the check failed or timed out). */
  fresh(): Promise<void> {
    if (Date.now() - this.checkedAt < this.options.intervalMs) return Promise.resolve();
    this.running ??= this.check().finally(() => {
      this.running = undefined;
    });
    return this.running;
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
