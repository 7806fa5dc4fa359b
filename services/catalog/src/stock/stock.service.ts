// A paid order's stock take, exactly once per order, correct under concurrent takes.
// 1. `stock_takes {_id: orderId}` is inserted once: whoever records the order first (verify, webhook,
//    reconciliation) wins; a second call finds it and changes nothing (`taken: false`).
// 2. Each line is appended to its product's chain (stock-ledger.ts): seq n+1 holds the stock before and
//    after; a lost race for n+1 reads the new end and tries again. takeKey (`<orderId>:<productId>`) is
//    unique too, so a take interrupted after some lines and called again never takes a line twice.
// 3. The read model is told (stock shows everywhere), and the take is marked applied with its results
//    (applyOnce and appendOnce in stock-ledger.ts, shared with the stock return).
// 4. A hallmarked product's line claims one HUID per piece (huids/huid-claims.ts), once per order too.
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { StockTakeRequest, StockTakeResponse } from '@rmj/contracts';
import type { Connection, mongo } from 'mongoose';
import { claimHuids } from '../huids/huid-claims';
import { CatalogueWrites } from '../products/catalogue-writes';
import { isProductId, ProductViews } from '../products/product-views';
import { appendOnce, applyOnce, probeHead, stockBaseOf, STOCK_TAKES } from './stock-ledger';

type TakeLine = StockTakeRequest['lines'][number];
type LineResult = StockTakeResponse['lines'][number];

interface StockTakeRecord {
  _id: string;
  orderNumber?: string;
  lines: TakeLine[];
  at: Date;
  applied: boolean;
  results?: LineResult[];
}

@Injectable()
export class StockService {
  private readonly logger = new Logger(StockService.name);

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly views: ProductViews,
    private readonly writes: CatalogueWrites,
  ) {}

  private get takes(): mongo.Collection<StockTakeRecord> {
    return this.connection.collection<StockTakeRecord>(STOCK_TAKES) as unknown as mongo.Collection<StockTakeRecord>;
  }

  async take(request: StockTakeRequest): Promise<StockTakeResponse> {
    const lines = mergeLines(request.lines);
    const record: StockTakeRecord = {
      _id: request.orderId,
      ...(request.orderNumber ? { orderNumber: request.orderNumber } : {}),
      lines,
      at: new Date(),
      applied: false,
    };
    const { first, results } = await applyOnce(this.takes, record, async (existing) => {
      const done: LineResult[] = [];
      for (const line of existing?.lines ?? lines)
        done.push(await this.takeLine(request.orderId, request.orderNumber, line, existing === null));
      await this.writes.committed();
      if (done.some((r) => r.oversold))
        this.logger.warn(`order ${request.orderNumber ?? request.orderId} paid for more than was in stock`);
      return done;
    });
    return { taken: first, lines: results };
  }

  private async takeLine(
    orderId: string,
    orderNumber: string | undefined,
    line: TakeLine,
    first: boolean,
  ): Promise<LineResult> {
    const { productId, quantity } = line;
    const doc = isProductId(productId) ? await this.views.findDoc(productId) : null;
    if (!doc) {
      this.logger.warn(`stock take for order ${orderId}: no product ${productId.slice(0, 64)}`);
      return { productId, stock: 0, oversold: true };
    }
    const id = doc._id.toString();
    const { base, epoch } = stockBaseOf(doc);
    const { stock, entry } = await appendOnce(this.connection, {
      productId: id,
      epoch,
      base,
      head: await probeHead(this.connection, id, epoch, base, this.views.knownStockSeq(id, epoch)),
      takeKey: `${orderId}:${id}`,
      orderId,
      orderNumber,
      entry: (head) => ({
        quantity,
        before: head.stock,
        after: Math.max(0, head.stock - quantity),
        oversold: quantity > head.stock,
      }),
      what: 'stock take',
    });
    // A hallmarked piece leaves with its HUID (one per piece, while there are HUIDs in stock).
    if ((doc as { hallmarked?: boolean }).hallmarked !== true) return { productId, stock, oversold: entry.oversold };
    const huids = await claimHuids(this.connection, { orderId, orderNumber, productId: id, quantity }, first);
    return { productId, stock, oversold: entry.oversold, huids };
  }
}

/** One line per product (an order may list a product twice, e.g. two sizes): quantities added. */
export function mergeLines(lines: readonly TakeLine[]): TakeLine[] {
  const merged = new Map<string, number>();
  for (const { productId, quantity } of lines) merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}
