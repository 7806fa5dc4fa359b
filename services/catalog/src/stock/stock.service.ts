// A paid order's stock take, exactly once per order, correct under concurrent takes.
// 1. `stock_takes {_id: orderId}` is inserted once: whoever records the order first (verify, webhook,
//    reconciliation) wins; a second call finds it and changes nothing (`taken: false`).
// 2. Each line is appended to its product's chain (stock-ledger.ts): seq n+1 holds the stock before and
//    after; a lost race for n+1 reads the new end and tries again. takeKey (`<orderId>:<productId>`) is
//    unique too, so a take interrupted after some lines and called again never takes a line twice.
// 3. The take is marked applied with its results, and the read model is told (stock shows everywhere).
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { StockTakeRequest, StockTakeResponse } from '@rmj/contracts';
import type { Connection, mongo } from 'mongoose';
import { CatalogueWrites } from '../products/catalogue-writes';
import { isProductId, ProductViews } from '../products/product-views';
import { isDuplicateKey, ledger, ledgerId, probeHead, stockBaseOf, STOCK_TAKES, type StockHead } from './stock-ledger';

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

/** A take can only lose the race for a seq to another take that succeeded, so this is never reached in practice. */
const MAX_ATTEMPTS = 500;

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
    let lines = mergeLines(request.lines);
    let taken = true;
    try {
      await this.takes.insertOne({
        _id: request.orderId,
        ...(request.orderNumber ? { orderNumber: request.orderNumber } : {}),
        lines,
        at: new Date(),
        applied: false,
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      taken = false;
      const existing = await this.takes.findOne({ _id: request.orderId });
      if (existing?.applied && existing.results) return { taken: false, lines: existing.results };
      // Still being applied (a concurrent call), or interrupted: finish it; takeKey keeps each line single.
      lines = existing?.lines ?? lines;
    }
    const results: LineResult[] = [];
    for (const line of lines) results.push(await this.takeLine(request.orderId, request.orderNumber, line));
    await this.takes.updateOne({ _id: request.orderId }, { $set: { applied: true, results } });
    await this.writes.committed();
    if (results.some((r) => r.oversold))
      this.logger.warn(`order ${request.orderNumber ?? request.orderId} paid for more than was in stock`);
    return { taken, lines: results };
  }

  private async takeLine(orderId: string, orderNumber: string | undefined, line: TakeLine): Promise<LineResult> {
    const { productId, quantity } = line;
    const doc = isProductId(productId) ? await this.views.findDoc(productId) : null;
    if (!doc) {
      this.logger.warn(`stock take for order ${orderId}: no product ${productId.slice(0, 64)}`);
      return { productId, stock: 0, oversold: true };
    }
    const id = doc._id.toString();
    const { base, epoch } = stockBaseOf(doc);
    const takeKey = `${orderId}:${id}`;
    let head: StockHead = await probeHead(this.connection, id, epoch, base, this.hint(id, epoch));
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const after = Math.max(0, head.stock - quantity);
      const oversold = quantity > head.stock;
      try {
        await ledger(this.connection).insertOne({
          _id: ledgerId(id, epoch, head.seq + 1),
          productId: id,
          epoch,
          seq: head.seq + 1,
          takeKey,
          orderId,
          ...(orderNumber ? { orderNumber } : {}),
          quantity,
          before: head.stock,
          after,
          oversold,
          at: new Date(),
        });
        return { productId, stock: after, oversold };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const already = await ledger(this.connection).findOne({ takeKey });
        head = await probeHead(this.connection, id, epoch, base, head.seq);
        if (already) return { productId, stock: head.stock, oversold: already.oversold };
      }
    }
    throw new Error(`stock take for ${id} did not settle after ${MAX_ATTEMPTS} attempts`);
  }

  /** Where the read model last saw this chain end (a starting point; probing goes on from there). */
  private hint(productId: string, epoch: string): number {
    return this.views.knownStockSeq(productId, epoch);
  }
}

/** One line per product (an order may list a product twice, e.g. two sizes): quantities added. */
function mergeLines(lines: readonly TakeLine[]): TakeLine[] {
  const merged = new Map<string, number>();
  for (const { productId, quantity } of lines) merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}
