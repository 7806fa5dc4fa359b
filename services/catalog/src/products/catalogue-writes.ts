// After every change to what a product shows (staff edits, photographs, stock takes, today's rates):
// move the change marker so every replica reloads its read model within READ_MODEL_POLL_MS (which also
// drops the response caches: they are kept per snapshot), and reload this replica's now, so the caller's
// next read already shows the change.
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { bumpCatalogVersion, bumpRatesVersion } from './catalog-version';
import { ProductReadModel } from './read-model/product-read-model';

@Injectable()
export class CatalogueWrites {
  private readonly logger = new Logger(CatalogueWrites.name);

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly readModel: ProductReadModel,
  ) {}

  /**
   * Moves the marker and reloads this replica. `waitMs`: answer after at most that long even if the
   * reload is still under way (it goes on; a later `refresh()` waits for it): a change that re-prices
   * the whole catalogue must not keep its caller past the gateway's time-out on a large one.
   * `what`: 'rates' when only today's rates changed (replicas re-price what they hold, no reload).
   */
  async committed(waitMs = Infinity, what: 'products' | 'rates' = 'products'): Promise<void> {
    await (what === 'rates' ? bumpRatesVersion(this.connection) : bumpCatalogVersion(this.connection));
    const reload = this.readModel.refresh();
    if (waitMs === Infinity) {
      await reload;
      return;
    }
    reload.catch((err) => this.logger.warn(`read model reload after a change failed: ${String(err)}`));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      reload.catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, waitMs);
      }),
    ]);
    clearTimeout(timer);
  }
}
