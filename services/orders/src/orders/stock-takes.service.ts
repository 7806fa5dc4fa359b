/**
 * Takes a paid order's quantities from the catalogue's stock. Exactly once rests on the catalog:
 * it keys the take by the order's id (the provider order id), so two paths asking at once, or a
 * retry after a lost answer, take the pieces once (the second answer is `taken: false`). Here the
 * order only remembers that it is done (`stockDue: false`, `stockTakenAt`), so reconciliation stops
 * asking. A payment already captured is never refused for stock: when it paid for more than was
 * left, the catalog keeps the stock at 0 and says `oversold`, which is kept on the order for staff.
 */
import { Injectable, Logger } from '@nestjs/common';
import {
  DRAFT_CUSTOM_PRODUCT_ID,
  type ReturnLine,
  type StockReturnRequest,
  type StockTakeRequest,
  type StockTakeResponse,
} from '@rmj/contracts';
import { InjectModel } from '@nestjs/mongoose';
import { updateVersioned } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { CatalogClient } from '../catalog/catalog-client';
import { Order } from './order.schema';

/** The largest quantity one take line may carry (the contract's bound). */
const MAX_TAKE_QUANTITY = 999;

/**
 * The take of an order: its pieces added up per product (two engravings of one ring are two pieces);
 * a draft's custom piece is in no catalogue and takes nothing.
 */
export function stockTakeOf(order: Pick<Order, '_id' | 'orderNumber' | 'lines'>): StockTakeRequest {
  const pieces = new Map<string, number>();
  for (const line of order.lines.filter((l) => l.productId !== DRAFT_CUSTOM_PRODUCT_ID))
    pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + line.quantity);
  return {
    orderId: order._id,
    orderNumber: order.orderNumber,
    lines: [...pieces].map(([productId, quantity]) => ({ productId, quantity: Math.min(quantity, MAX_TAKE_QUANTITY) })),
  };
}

/**
 * The catalog's stock return of some of an order's lines (a return request's, by line index), under
 * `returnKey`: their pieces added up per product as the take counted them, never more than the line
 * holds; a draft's custom piece is in no catalogue. Null when no returned piece is a catalogue piece.
 */
export function stockReturnOf(
  order: Pick<Order, '_id' | 'orderNumber' | 'lines'>,
  lines: readonly ReturnLine[],
  returnKey: string,
): StockReturnRequest | null {
  const pieces = new Map<string, number>();
  for (const { line, quantity } of lines) {
    const ordered = order.lines[line];
    if (!ordered || ordered.productId === DRAFT_CUSTOM_PRODUCT_ID) continue;
    pieces.set(ordered.productId, (pieces.get(ordered.productId) ?? 0) + Math.min(quantity, ordered.quantity));
  }
  if (pieces.size === 0) return null;
  return {
    orderId: order._id,
    orderNumber: order.orderNumber,
    returnKey,
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
      const done = { stockDue: false, stockTakenAt: new Date(), ...(oversold.length ? { oversold } : {}) };
      // The HUIDs with the end of the take, in one write decided on the order as it is now; if it
      // fails the order stays due, and the next take answers the same HUIDs.
      const written = await updateVersioned(this.orders, order._id, (stored) =>
        stored.stockDue ? { ...huidUpdatesOf(stored, answer), ...done } : null,
      );
      Object.assign(order, written ?? done);
    } catch (err) {
      this.logger.warn({
        msg: 'stock not taken yet; reconciliation retries',
        orderNumber: order.orderNumber,
        err: String(err),
      });
    }
  }
}
