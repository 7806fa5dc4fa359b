// A cancelled order's stock return, exactly once per order and only for what its take removed.
// 1. The order's take (`stock_takes {_id: orderId}`) must have been applied: an order never taken
//    (the catalog was down at payment and the take was called off) has nothing to put back.
// 2. `stock_returns {_id: orderId}` is inserted once: a second call changes nothing (`returned: false`).
// 3. Each line goes back as one more entry on its product's chain (stock-ledger.ts), `after` =
//    `before` + what the take actually removed (`before - after` of the take's entry: an oversold
//    piece that never existed is not put back). Its takeKey `<orderId>:<productId>:return` is unique,
//    so a return interrupted after some lines and called again never puts a line back twice. It goes
//    on the chain of the product's current count (a piece back on the shelf counts, whatever staff
//    counted since).
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { StockReturnRequest, StockReturnResponse } from '@rmj/contracts';
import type { Connection, mongo } from 'mongoose';
import { CatalogueWrites } from '../products/catalogue-writes';
import { isProductId, ProductViews } from '../products/product-views';
import { isDuplicateKey, ledger, ledgerId, probeHead, stockBaseOf, STOCK_TAKES, type StockHead } from './stock-ledger';

export const STOCK_RETURNS = 'stock_returns';

type ReturnLine = StockReturnResponse['lines'][number];

interface TakeRecord {
  _id: string;
  lines: { productId: string; quantity: number }[];
  applied: boolean;
}

interface StockReturnRecord {
  _id: string;
  orderNumber?: string;
  at: Date;
  applied: boolean;
  results?: ReturnLine[];
}

const MAX_ATTEMPTS = 500;

@Injectable()
export class StockReturnsService {
  private readonly logger = new Logger(StockReturnsService.name);

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly views: ProductViews,
    private readonly writes: CatalogueWrites,
  ) {}

  private collection<T extends { _id: string }>(name: string): mongo.Collection<T> {
    return this.connection.collection<T>(name) as unknown as mongo.Collection<T>;
  }

  async returnStock(request: StockReturnRequest): Promise<StockReturnResponse> {
    const take = await this.collection<TakeRecord>(STOCK_TAKES).findOne({ _id: request.orderId });
    if (!take?.applied) {
      this.logger.log(
        `stock return for order ${request.orderNumber ?? request.orderId}: never taken, nothing to put back`,
      );
      return { returned: false, lines: [] };
    }
    const returns = this.collection<StockReturnRecord>(STOCK_RETURNS);
    let returned = true;
    try {
      await returns.insertOne({
        _id: request.orderId,
        ...(request.orderNumber ? { orderNumber: request.orderNumber } : {}),
        at: new Date(),
        applied: false,
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      returned = false;
      const existing = await returns.findOne({ _id: request.orderId });
      if (existing?.applied && existing.results) return { returned: false, lines: existing.results };
      // Still being applied (a concurrent call), or interrupted: finish it; the return keys keep each line single.
    }
    const results: ReturnLine[] = [];
    for (const line of take.lines) results.push(await this.returnLine(request.orderId, request.orderNumber, line));
    await returns.updateOne({ _id: request.orderId }, { $set: { applied: true, results } });
    await this.writes.committed();
    return { returned, lines: results };
  }

  private async returnLine(
    orderId: string,
    orderNumber: string | undefined,
    line: TakeRecord['lines'][number],
  ): Promise<ReturnLine> {
    const { productId } = line;
    const doc = isProductId(productId) ? await this.views.findDoc(productId) : null;
    if (!doc) return { productId, stock: 0 };
    const id = doc._id.toString();
    const taken = await ledger(this.connection).findOne({ takeKey: `${orderId}:${id}` });
    const quantity = taken ? Math.max(0, taken.before - taken.after) : 0;
    const { base, epoch } = stockBaseOf(doc);
    let head: StockHead = await probeHead(this.connection, id, epoch, base, this.views.knownStockSeq(id, epoch));
    if (quantity === 0) return { productId, stock: head.stock };
    const takeKey = `${orderId}:${id}:return`;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
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
          after: head.stock + quantity,
          oversold: false,
          returned: true,
          at: new Date(),
        });
        return { productId, stock: head.stock + quantity };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const already = await ledger(this.connection).findOne({ takeKey });
        head = await probeHead(this.connection, id, epoch, base, head.seq);
        if (already) return { productId, stock: head.stock };
      }
    }
    throw new Error(`stock return for ${id} did not settle after ${MAX_ATTEMPTS} attempts`);
  }
}
