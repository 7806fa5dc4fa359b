/**
 * The shipping labels' and packing slips' parcels (GET /api/admin/orders/packing): one order by its
 * number, or every order shipped on one day in India. A day's parcels come from the moves to Shipped
 * made that day (the move is what decides an order's state, and it carries the courier and AWB),
 * earliest first, so the labels print in the order the parcels were booked. An order shipped that day
 * and since delivered or returned is still one of that day's parcels.
 */
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ORDER_STATE,
  type PackingParcel,
  type PackingQuery,
  type PackingResponse,
  type StaffRole,
} from '@rmj/contracts';
import type { Model } from 'mongoose';
import { Order } from '../orders/order.schema';
import { AdminOrderViews } from './admin-order-views.service';
import { isUnpaidCod } from './cod-rules';
import { OrderMoveRecord } from './order-move.schema';
import { findOrderByNumber } from './order-lookup';
import { indianDay } from './orders-board.service';
import { ShopSender } from './shop-sender.service';

/** Today's date in India (YYYY-MM-DD). */
export function indianToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

@Injectable()
export class PackingService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(OrderMoveRecord.name) private readonly moves: Model<OrderMoveRecord>,
    private readonly views: AdminOrderViews,
    private readonly sender: ShopSender,
  ) {}

  async parcels(query: PackingQuery, role: StaffRole | undefined): Promise<PackingResponse> {
    const from = await this.sender.from();
    if (query.orderNumber) {
      const order = await findOrderByNumber(this.orders, query.orderNumber);
      return { from, parcels: [await this.parcel(order, role)] };
    }
    const date = query.date ?? indianToday();
    const orders = await this.shippedOn(date);
    return { from, date, parcels: await Promise.all(orders.map((order) => this.parcel(order, role))) };
  }

  /** The orders moved to Shipped on an Indian calendar day, in the order they were shipped. */
  async shippedOn(date: string): Promise<Order[]> {
    const { start, end } = indianDay(date);
    const shipped = await this.moves
      .find({ to: ORDER_STATE.shipped, at: { $gte: start, $lt: end } })
      .sort({ at: 1, orderId: 1 })
      .select({ orderId: 1 })
      .lean<Pick<OrderMoveRecord, 'orderId'>[]>()
      .exec();
    const ids = [...new Set(shipped.map((move) => move.orderId))];
    if (ids.length === 0) return [];
    const found = await this.orders
      .find({ _id: { $in: ids } })
      .lean<Order[]>()
      .exec();
    const byId = new Map(found.map((order) => [order._id, order]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private async parcel(order: Order, role: StaffRole | undefined): Promise<PackingParcel> {
    // Cash on delivery not yet collected: the label tells the courier how much cash to take.
    return {
      order: await this.views.build(order, role),
      ...(isUnpaidCod(order) ? { amountToCollect: order.total } : {}),
    };
  }
}
