// An order's stock return: its whole take once (a cancellation, a refused parcel), or the pieces of
// one shop return once per its key (a passed quality check on part of an order), and never more
// than the take removed.
// 1. The order's take (`stock_takes {_id: orderId}`) must have been applied: an order never taken
//    (the catalog was down at payment and the take was called off) has nothing to put back.
// 2. `stock_returns {_id: returnKey, or orderId for the whole order}` is inserted once: a second call
//    changes nothing (`returned: false`). A keyed record keeps its lines, so a call interrupted half
//    way is finished with the same pieces.
// 3. Each line goes back as one more entry on its product's chain (stock-ledger.ts), `after` =
//    `before` + what was asked (the whole order: its take's line), capped at what the take actually
//    removed (`before - after` of the take's entry: an oversold piece that never existed is not put
//    back) less what the order's other returns put back. Its takeKey `<key>:<productId>:return` is
//    unique, so a line never goes back twice for one return. The cap is read again on every attempt,
//    after the chain's end: of two returns of one order racing for a product's next seq, the loser
//    reads the winner's entry before it tries again. It goes on the chain of the product's current
//    count (a piece back on the shelf counts, whatever staff counted since).
// 4. A line that comes back whole (all its take's pieces, none put back before) puts the HUIDs the
//    take claimed back in stock (huids/huid-claims.ts). Part of a line puts none back: only the
//    staff holding the piece know which hallmarked piece it is, so the answer (`huidsKept`) and the
//    log name the line's HUIDs, all still sold.
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { StockReturnRequest, StockReturnResponse } from '@rmj/contracts';
import type { Connection, mongo } from 'mongoose';
import { heldHuids, returnHuids } from '../huids/huid-claims';
import { CatalogueWrites } from '../products/catalogue-writes';
import { isProductId, ProductViews } from '../products/product-views';
import { appendOnce, applyOnce, ledger, probeHead, stockBaseOf, STOCK_TAKES } from './stock-ledger';
import { mergeLines } from './stock.service';

export const STOCK_RETURNS = 'stock_returns';

type ReturnLine = StockReturnResponse['lines'][number];
type Pieces = StockReturnRequest['lines'][number];

interface TakeRecord {
  _id: string;
  lines: Pieces[];
  applied: boolean;
}

interface StockReturnRecord {
  /** The return's key, or the order's id for the whole order. */
  _id: string;
  /** A keyed return: its order and the pieces it puts back. */
  orderId?: string;
  lines?: Pieces[];
  orderNumber?: string;
  at: Date;
  applied: boolean;
  results?: ReturnLine[];
}

/** One return as its lines see it. */
interface Return {
  orderId: string;
  orderNumber?: string;
  /** returnKey, or the order's id for the whole order. */
  key: string;
  keyed: boolean;
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
    const { orderId, orderNumber, returnKey } = request;
    const take = await this.collection<TakeRecord>(STOCK_TAKES).findOne({ _id: orderId });
    if (!take?.applied) {
      this.logger.log(`stock return for order ${orderNumber ?? orderId}: never taken, nothing to put back`);
      return { returned: false, lines: [] };
    }
    const ret: Return = { orderId, orderNumber, key: returnKey ?? orderId, keyed: returnKey !== undefined };
    const lines = ret.keyed ? mergeLines(request.lines) : take.lines;
    const record: StockReturnRecord = {
      _id: ret.key,
      ...(ret.keyed ? { orderId, lines } : {}),
      ...(orderNumber ? { orderNumber } : {}),
      at: new Date(),
      applied: false,
    };
    const { first, results } = await applyOnce(
      this.collection<StockReturnRecord>(STOCK_RETURNS),
      record,
      async (existing) => {
        const done: ReturnLine[] = [];
        for (const line of existing?.lines ?? lines) done.push(await this.returnLine(ret, line));
        await this.writes.committed();
        return done;
      },
    );
    return { returned: first, lines: results };
  }

  private async returnLine(ret: Return, line: Pieces): Promise<ReturnLine> {
    const { productId } = line;
    const { orderId, orderNumber } = ret;
    const doc = isProductId(productId) ? await this.views.findDoc(productId) : null;
    if (!doc) return { productId, stock: 0, ...(ret.keyed ? { quantity: 0 } : {}) };
    const id = doc._id.toString();
    const takeKey = `${ret.key}:${id}:return`;
    const taken = await ledger(this.connection).findOne({ takeKey: `${orderId}:${id}` });
    const removed = taken ? Math.max(0, taken.before - taken.after) : 0;
    // The whole order asks for its take's line; a return, for its pieces (all of the line, or part).
    const whole = !ret.keyed || (taken !== null && line.quantity >= taken.quantity);
    const huidLine = {
      orderId,
      orderNumber,
      productId: id,
      quantity: ret.keyed ? (taken?.quantity ?? 0) : line.quantity,
    };
    let huidsKept: string[] = [];
    // Its HUIDs go back in stock with it (whatever the stock count took: an oversold piece's HUID too).
    if (whole && (await this.putBack(orderId, id, takeKey)) === 0) await returnHuids(this.connection, huidLine);
    else huidsKept = await heldHuids(this.connection, huidLine);
    if (huidsKept.length > 0)
      this.logger.warn(
        `stock return ${ret.key} of order ${orderNumber ?? orderId}: part of a hallmarked line of ${id} came back; ` +
          `its HUIDs ${huidsKept.join(', ')} stay sold (which one came back is not known here)`,
      );
    const { base, epoch } = stockBaseOf(doc);
    const head = await probeHead(this.connection, id, epoch, base, this.views.knownStockSeq(id, epoch));
    const { stock, entry } = await appendOnce<null>(this.connection, {
      productId: id,
      epoch,
      base,
      head,
      takeKey,
      orderId,
      orderNumber,
      entry: async (at) => {
        const quantity = Math.min(line.quantity, removed - (await this.putBack(orderId, id, takeKey)));
        if (quantity <= 0) return null;
        return { quantity, before: at.stock, after: at.stock + quantity, oversold: false, returned: true };
      },
      what: 'stock return',
    });
    return {
      productId,
      stock,
      ...(ret.keyed ? { quantity: entry?.quantity ?? 0 } : {}),
      ...(huidsKept.length > 0 ? { huidsKept } : {}),
    };
  }

  /** Pieces of `productId` the order's returns other than `takeKey`'s have put back, on any count. */
  private async putBack(orderId: string, productId: string, takeKey: string): Promise<number> {
    const entries = await ledger(this.connection)
      .find({ orderId, productId, returned: true }, { projection: { takeKey: 1, quantity: 1 } })
      .toArray();
    return entries.reduce((sum, entry) => (entry.takeKey === takeKey ? sum : sum + entry.quantity), 0);
  }
}
