/**
 * Takes a paid order's quantities from the catalogue's stock. Exactly once rests on the catalog:
 * it keys the take by the order's id (the provider order id), so two paths asking at once, or a
 * retry after a lost answer, take the pieces once (the second answer is `taken: false`). Here the
 * order only remembers that it is done (`stockDue: false`, `stockTakenAt`), so reconciliation stops
 * asking. A payment already captured is never refused for stock: when it paid for more than was
 * left, the catalog keeps the stock at 0 and says `oversold`, which is kept on the order for staff.
 */
import { Injectable, Logger } from '@nestjs/common';
import type { StockTakeRequest, StockTakeResponse } from '@rmj/contracts';
import { InjectModel } from '@nestjs/mongoose';
import { retryBusy } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { CatalogClient } from '../catalog/catalog-client';
import { setUntilKept } from '../db/set-until-kept';
import { Order } from './order.schema';

/** The largest quantity one take line may carry (the contract's bound). */
const MAX_TAKE_QUANTITY = 999;

/** The take of an order: its pieces added up per product (two engravings of one ring are two pieces). */
export function stockTakeOf(order: Pick<Order, '_id' | 'orderNumber' | 'lines'>): StockTakeRequest {
  const pieces = new Map<string, number>();
  for (const line of order.lines) pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + line.quantity);
  return {
    orderId: order._id,
    orderNumber: order.orderNumber,
    lines: [...pieces].map(([productId, quantity]) => ({ productId, quantity: Math.min(quantity, MAX_TAKE_QUANTITY) })),
  };
}

/**
 * The HUIDs the take sent, put on the order's hallmarked lines: each product's HUIDs in line order,
 * as many as each line has pieces. Answers the `$set` of the lines that get any (paths by index, so
 * nothing else on the line is rewritten), empty when there are none. A line without a pricing
 * record (not hallmarked, or an older order) gets none.
 */
export function huidUpdatesOf(order: Pick<Order, 'lines'>, answer: StockTakeResponse): Record<string, string[]> {
  const left = new Map(answer.lines.map((line) => [line.productId, [...(line.huids ?? [])]]));
  const set: Record<string, string[]> = {};
  order.lines.forEach((line, index) => {
    const have = line.pricingRecord?.huids;
    if (!have || have.length > 0) return;
    const huids = left.get(line.productId)?.splice(0, line.quantity) ?? [];
    if (huids.length > 0) set[`lines.${index}.pricingRecord.huids`] = huids;
  });
  return set;
}

/** True when the stored lines carry every HUID list of `set` (FerretDB may write a concurrent copy back). */
export const hasHuids =
  (set: Record<string, string[]>) =>
  (stored: Record<string, unknown>): boolean => {
    const lines = (stored.lines ?? []) as Order['lines'];
    return Object.entries(set).every(
      ([path, list]) => lines[Number(path.split('.')[1])]?.pricingRecord?.huids?.length === list.length,
    );
  };

@Injectable()
export class StockTakes {
  private readonly logger = new Logger(StockTakes.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly catalog: CatalogClient,
  ) {}

  /** Takes the order's stock if still due. Never throws: a failure is logged and retried by reconciliation. */
  async takeFor(order: Order): Promise<void> {
    if (!order.stockDue) return;
    try {
      const answer = await this.catalog.takeStock(stockTakeOf(order));
      const oversold = answer.lines.filter((line) => line.oversold).map((line) => line.productId);
      if (oversold.length > 0) {
        this.logger.warn({
          msg: 'order paid for more pieces than were in stock: stock kept at 0, staff must make or source them',
          orderNumber: order.orderNumber,
          oversold,
        });
      }
      const huids = huidUpdatesOf(order, answer);
      const done = { stockDue: false, stockTakenAt: new Date(), ...(oversold.length ? { oversold } : {}) };
      // The HUIDs first and on their own: the take answers the same ones on a retry, so if this
      // write fails the order stays due and the next take puts them on.
      if (
        Object.keys(huids).length > 0 &&
        !(await setUntilKept(this.orders, { _id: order._id }, huids, hasHuids(huids)))
      )
        throw new Error('the HUIDs were not kept on the order');
      await retryBusy(() => this.orders.updateOne({ _id: order._id }, { $set: done }));
      Object.assign(order, done);
      for (const [path, list] of Object.entries(huids)) {
        const line = order.lines[Number(path.split('.')[1])];
        if (line.pricingRecord) line.pricingRecord.huids = list;
      }
    } catch (err) {
      this.logger.warn({
        msg: 'stock not taken yet; reconciliation retries',
        orderNumber: order.orderNumber,
        err: String(err),
      });
    }
  }
}
