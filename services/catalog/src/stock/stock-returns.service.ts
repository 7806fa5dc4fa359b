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
// 4. The HUIDs the take claimed for the line go back in stock (huids/huid-claims.ts).
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { StockReturnRequest, StockReturnResponse } from '@rmj/contracts';
import type { Connection, mongo } from 'mongoose';
import { returnHuids } from '../huids/huid-claims';
import { CatalogueWrites } from '../products/catalogue-writes';
import { isProductId, ProductViews } from '../products/product-views';
import { appendOnce, applyOnce, ledger, probeHead, stockBaseOf, STOCK_TAKES } from './stock-ledger';

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
    const record: StockReturnRecord = {
      _id: request.orderId,
      ...(request.orderNumber ? { orderNumber: request.orderNumber } : {}),
      at: new Date(),
      applied: false,
    };
    const { first, results } = await applyOnce(this.collection<StockReturnRecord>(STOCK_RETURNS), record, async () => {
      const done: ReturnLine[] = [];
      for (const line of take.lines) done.push(await this.returnLine(request.orderId, request.orderNumber, line));
      await this.writes.committed();
      return done;
    });
    return { returned: first, lines: results };
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
    // Its HUIDs go back in stock with it (whatever the stock count took: an oversold piece's HUID too).
    await returnHuids(this.connection, { orderId, orderNumber, productId: id, quantity: line.quantity });
    const taken = await ledger(this.connection).findOne({ takeKey: `${orderId}:${id}` });
    const quantity = taken ? Math.max(0, taken.before - taken.after) : 0;
    const { base, epoch } = stockBaseOf(doc);
    const head = await probeHead(this.connection, id, epoch, base, this.views.knownStockSeq(id, epoch));
    if (quantity === 0) return { productId, stock: head.stock };
    const { stock } = await appendOnce(this.connection, {
      productId: id,
      epoch,
      base,
      head,
      takeKey: `${orderId}:${id}:return`,
      orderId,
      orderNumber,
      entry: (at) => ({ quantity, before: at.stock, after: at.stock + quantity, oversold: false, returned: true }),
      what: 'stock return',
    });
    return { productId, stock };
  }
}
