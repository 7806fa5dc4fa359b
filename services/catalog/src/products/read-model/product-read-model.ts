import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { ensureIndexes, SERVICE_CONFIG } from '@rmj/nest-common';
import type { Connection, Model } from 'mongoose';
import type { CatalogConfig } from '../../config/catalog.config';
import { CatalogMeta } from '../catalog-meta.schema';
import { readCatalogVersion } from '../catalog-version';
import { Product } from '../product.schema';
import { toEntry, type ProductEntry, type StoredProduct } from './product-entry';
import { SearchIndex } from './search-index';
import { buildSortOrders, type SortOrders } from './sort-orders';

/** One consistent view of the catalogue. Replaced whole on reload, never changed in place. */
export interface CatalogSnapshot {
  /** Change-marker value the snapshot was loaded at (null: no write recorded yet). */
  version: string | null;
  /** Increases on every reload in this process (used in ETags). */
  generation: number;
  byId: ReadonlyMap<string, ProductEntry>;
  orders: SortOrders;
  search: SearchIndex;
}

/**
 * The catalogue in memory. FerretDB scans the whole collection for any query
 * but an _id lookup, so listings and search are answered from here. Loaded
 * at start (after the indexes), then reloaded when the change marker
 * (catalog_meta, an _id lookup) has moved: checked every READ_MODEL_POLL_MS,
 * so every replica catches up with writes made anywhere within one interval.
 */
@Injectable()
export class ProductReadModel implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ProductReadModel.name);
  private snapshot: CatalogSnapshot = {
    version: null,
    generation: 0,
    byId: new Map(),
    orders: buildSortOrders([]),
    search: new SearchIndex([]),
  };
  private timer?: NodeJS.Timeout;
  private inFlight?: Promise<boolean>;

  constructor(
    @InjectModel(Product.name) private readonly products: Model<Product>,
    @InjectModel(CatalogMeta.name) private readonly meta: Model<CatalogMeta>,
    @InjectConnection() private readonly connection: Connection,
    @Inject(SERVICE_CONFIG) private readonly config: CatalogConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await ensureIndexes(this.products, this.meta);
    await this.reload();
    this.timer = setInterval(
      () => void this.refresh().catch((err) => this.logger.warn(`read model refresh failed: ${String(err)}`)),
      this.config.READ_MODEL_POLL_MS,
    );
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  current(): CatalogSnapshot {
    return this.snapshot;
  }

  /** Reloads when the change marker moved; true when it did. Concurrent calls share one run. */
  refresh(): Promise<boolean> {
    this.inFlight ??= (async () => {
      try {
        const version = await readCatalogVersion(this.connection);
        if (version === this.snapshot.version) return false;
        await this.reload();
        return true;
      } finally {
        this.inFlight = undefined;
      }
    })();
    return this.inFlight;
  }

  /**
   * Reads the marker first, then the products: a write landing in between
   * moves the marker past the value kept here, so the next poll reloads again.
   */
  private async reload(): Promise<void> {
    const started = Date.now();
    const version = await readCatalogVersion(this.connection);
    const docs = (await this.products.collection.find({}).toArray()) as unknown as StoredProduct[];
    const entries = docs.map(toEntry);
    this.snapshot = {
      version,
      generation: this.snapshot.generation + 1,
      byId: new Map(entries.map((e) => [e.id, e])),
      orders: buildSortOrders(entries),
      search: new SearchIndex(entries),
    };
    this.logger.log(`read model loaded: ${entries.length} products in ${Date.now() - started} ms`);
  }
}
