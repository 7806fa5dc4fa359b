import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { Connection, Model } from 'mongoose';
import type { CatalogConfig } from '../../config/catalog.config';
import { orderedPhotos, readAllPhotos } from '../../photos/photo-records';
import { NO_RATES, readRatesInForce, type RatesInForce } from '../../rates/rates-records';
import { chainKey, readStockHeads, stockBaseOf, type StockHead } from '../../stock/stock-ledger';
import { CatalogMeta } from '../catalog-meta.schema';
import { markerVersion, readCatalogMarkers, type CatalogMarkers } from '../catalog-version';
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
  /** Every product, hidden ones included (staff lists; public calls check `visible`). */
  byId: ReadonlyMap<string, ProductEntry>;
  /** Every product, hidden ones included, in the collection's order. */
  all: readonly ProductEntry[];
  /** The visible products in every public sort order. */
  orders: SortOrders;
  /** Word index over the visible products. */
  search: SearchIndex;
  /** The end of every stock chain seen (`<productId>:<epoch>`), a starting point for takes. */
  stockHeads: ReadonlyMap<string, StockHead>;
  /** The metal rates the by-weight prices were worked from (read after the marker, like the products). */
  rates: RatesInForce;
  /** The markers this snapshot was loaded at (`version` is both in one value). */
  markers: CatalogMarkers;
  /** Each product as stored with its stock and photographs: what a change of rates re-prices. */
  inputs: readonly ProductInput[];
}

/** What one entry is made from, but the rates. */
interface ProductInput {
  doc: StoredProduct;
  live: { stock: number; photos: ReturnType<typeof orderedPhotos> };
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
    all: [],
    orders: buildSortOrders([]),
    search: new SearchIndex([]),
    stockHeads: new Map(),
    rates: NO_RATES,
    markers: { products: null, rates: null },
    inputs: [],
  };
  private timer?: NodeJS.Timeout;
  private inFlight?: Promise<boolean>;
  /** The one run queued behind the run under way. */
  private followUp?: Promise<boolean>;

  constructor(
    @InjectModel(Product.name) private readonly products: Model<Product>,
    @InjectModel(CatalogMeta.name) private readonly meta: Model<CatalogMeta>,
    @InjectConnection() private readonly connection: Connection,
    @Inject(SERVICE_CONFIG) private readonly config: CatalogConfig,
  ) {}

  async onModuleInit(): Promise<void> {
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

  /**
   * Reloads when the change marker moved; true when it did. A call made while a run is under way
   * waits for it and then checks once more (calls arriving meanwhile share that second run): the
   * run under way may have read the marker before the caller's write, and a caller that wrote and
   * then refreshes must see its write.
   */
  refresh(): Promise<boolean> {
    if (this.followUp) return this.followUp;
    if (!this.inFlight) return this.runRefresh();
    this.followUp = this.inFlight
      .catch(() => false)
      .then(() => {
        this.followUp = undefined;
        return this.runRefresh();
      });
    return this.followUp;
  }

  private runRefresh(): Promise<boolean> {
    this.inFlight = (async () => {
      try {
        const markers = await readCatalogMarkers(this.connection);
        if (markerVersion(markers) === this.snapshot.version) return false;
        // Only today's rates moved: the products held are as stored, so re-price them in memory.
        if (markers.products === this.snapshot.markers.products) await this.reprice(markers);
        else await this.reload();
        return true;
      } finally {
        this.inFlight = undefined;
      }
    })();
    return this.inFlight;
  }

  /**
   * Reads the markers first, then the products: a write landing in between
   * moves a marker past the value kept here, so the next poll reloads again.
   */
  private async reload(): Promise<void> {
    const started = Date.now();
    const markers = await readCatalogMarkers(this.connection);
    const docs = (await this.products.collection.find({}).toArray()) as unknown as StoredProduct[];
    const [stockHeads, photos, rates] = await Promise.all([
      readStockHeads(this.connection),
      readAllPhotos(this.connection),
      readRatesInForce(this.connection),
    ]);
    const inputs = docs.map((doc): ProductInput => {
      const id = doc._id.toString();
      const { base, epoch } = stockBaseOf(doc);
      const stock = stockHeads.get(chainKey(id, epoch))?.stock ?? base;
      return {
        doc,
        live: { stock, photos: orderedPhotos(photos.links.get(id) ?? [], doc.photoOrder ?? [], photos.records) },
      };
    });
    this.build(markers, inputs, stockHeads, rates);
    this.logger.log(
      `read model loaded: ${inputs.length} products (${this.snapshot.orders.featured.length} shown) in ${Date.now() - started} ms`,
    );
  }

  /** The products held, priced again at the rates in force (read after the markers). */
  private async reprice(markers: CatalogMarkers): Promise<void> {
    const started = Date.now();
    const rates = await readRatesInForce(this.connection);
    this.build(markers, this.snapshot.inputs, this.snapshot.stockHeads, rates);
    this.logger.log(`read model re-priced: ${this.snapshot.all.length} products in ${Date.now() - started} ms`);
  }

  private build(
    markers: CatalogMarkers,
    inputs: readonly ProductInput[],
    stockHeads: ReadonlyMap<string, StockHead>,
    rates: RatesInForce,
  ): void {
    let visibleCount = 0;
    const all = inputs.map(({ doc, live }) => {
      const entry = toEntry(doc, -1, { ...live, rates });
      return entry.visible ? { ...entry, index: visibleCount++ } : entry;
    });
    const visible = all.filter((e) => e.visible);
    this.snapshot = {
      version: markerVersion(markers),
      generation: this.snapshot.generation + 1,
      byId: new Map(all.map((e) => [e.id, e])),
      all,
      orders: buildSortOrders(visible),
      search: new SearchIndex(visible),
      stockHeads,
      rates,
      markers,
      inputs,
    };
  }
}
