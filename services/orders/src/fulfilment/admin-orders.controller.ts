/**
 * The back office's orders endpoints: the board, the job cards, the labels and packing slips, the orders area's audit
 * trail, one order, and its actions (move, send the proof, refund). Every action is audited and
 * answers the order as it is now. The literal paths come before `:orderNumber`.
 */
import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ENDPOINTS,
  type AdminOrder,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type CashCollectedRequest,
  type CorrectShipmentRequest,
  type MoveOrderRequest,
  type PackingQuery,
  type PackingResponse,
  type RefundExtraRequest,
  type RefundRequest,
  type StaffAuditPage,
  type StaffAuditQuery,
} from '@rmj/contracts';
import { actorOf, Endpoint, StaffAuditTrail, type AccessClaims } from '@rmj/nest-common';
import type { Request } from 'express';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import type { jobCardsQuerySchema, jobCardsResponseSchema } from '@rmj/contracts';
import type { AuthedRequest } from '../auth/orders-auth.guard';
import { Order } from '../orders/order.schema';
import { ProofsService } from '../proofs/proofs.service';
import { RefundsService } from '../refunds/refunds.service';
import { AdminOrderViews } from './admin-order-views.service';
import { CashCollections } from './cash-collections.service';
import { FulfilmentService } from './fulfilment.service';
import { findOrderByNumber } from './order-lookup';
import { OrdersBoard } from './orders-board.service';
import { PackingService } from './packing.service';

/** The signed-in staff member (the guard has checked the token and the role). */
const staffOf = (req: AuthedRequest): AccessClaims => req.user as AccessClaims;

@Controller()
export class AdminOrdersController {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly board: OrdersBoard,
    private readonly packing: PackingService,
    private readonly views: AdminOrderViews,
    private readonly fulfilment: FulfilmentService,
    private readonly proofs: ProofsService,
    private readonly refunds: RefundsService,
    private readonly trail: StaffAuditTrail,
    private readonly cash: CashCollections,
  ) {}

  @Endpoint(ENDPOINTS.adminOrders)
  list(@Query() query: AdminOrdersQuery): Promise<AdminOrdersPage> {
    return this.board.page(query);
  }

  @Endpoint(ENDPOINTS.adminJobCards)
  async jobCards(
    @Query() query: z.output<typeof jobCardsQuerySchema>,
    @Req() req: AuthedRequest,
  ): Promise<z.infer<typeof jobCardsResponseSchema>> {
    const orders = await this.board.jobCardOrders(query.state, query.date);
    const role = staffOf(req).role;
    return { orders: await Promise.all(orders.map((order) => this.views.build(order, role))) };
  }

  @Endpoint(ENDPOINTS.adminPacking)
  packingParcels(@Query() query: PackingQuery, @Req() req: AuthedRequest): Promise<PackingResponse> {
    return this.packing.parcels(query, staffOf(req).role);
  }

  @Endpoint(ENDPOINTS.adminOrdersAudit)
  audit(@Req() req: Request): Promise<StaffAuditPage> {
    // The query as sent (the contract's pipe has checked it): page() reads the raw text values itself.
    return this.trail.page(req.query as StaffAuditQuery);
  }

  @Endpoint(ENDPOINTS.adminOrder)
  async one(@Param('orderNumber') orderNumber: string, @Req() req: AuthedRequest): Promise<AdminOrder> {
    const order = await findOrderByNumber(this.orders, orderNumber);
    return this.views.build(order, staffOf(req).role);
  }

  @Endpoint(ENDPOINTS.adminMoveOrder)
  async move(
    @Param('orderNumber') orderNumber: string,
    @Body() body: MoveOrderRequest,
    @Req() req: AuthedRequest,
  ): Promise<AdminOrder> {
    const order = await findOrderByNumber(this.orders, orderNumber);
    await this.fulfilment.staffMove(order, body, staffOf(req));
    return this.fresh(order, req);
  }

  @Endpoint(ENDPOINTS.adminCorrectShipment)
  async correctShipment(
    @Param('orderNumber') orderNumber: string,
    @Body() body: CorrectShipmentRequest,
    @Req() req: AuthedRequest,
  ): Promise<AdminOrder> {
    const claims = staffOf(req);
    const order = await findOrderByNumber(this.orders, orderNumber);
    const correction = await this.fulfilment.correctShipment(order, body, claims);
    if (correction) {
      const { courier, awb, trackingUrl } = correction.before;
      await this.trail.record({
        actor: claims,
        action: 'order.shipment.corrected',
        target: { type: 'order', id: order.orderNumber, label: order.orderNumber },
        before: { courier, awb, trackingUrl },
        after: {
          courier: correction.after.courier,
          awb: correction.after.awb,
          trackingUrl: correction.after.trackingUrl,
        },
      });
    }
    return this.fresh(order, req);
  }

  @Endpoint(ENDPOINTS.adminSendProof)
  async sendProof(@Param('orderNumber') orderNumber: string, @Req() req: AuthedRequest): Promise<AdminOrder> {
    const claims = staffOf(req);
    const order = await findOrderByNumber(this.orders, orderNumber);
    const actor = actorOf(claims);
    const whatsApp = actor ? await this.proofs.send(order, actor) : undefined;
    await this.trail.record({
      actor: claims,
      action: 'order.proof.sent',
      target: { type: 'order', id: order.orderNumber, label: order.orderNumber },
    });
    const fresh = await this.fresh(order, req);
    // No e-mail address: this answer alone carries the WhatsApp message (the link's secret is not kept).
    return whatsApp ? { ...fresh, proof: { ...fresh.proof, whatsApp } } : fresh;
  }

  @Endpoint(ENDPOINTS.adminCashCollected)
  async cashCollected(
    @Param('orderNumber') orderNumber: string,
    @Body() body: CashCollectedRequest,
    @Req() req: AuthedRequest,
  ): Promise<AdminOrder> {
    const order = await findOrderByNumber(this.orders, orderNumber);
    await this.cash.collect(order, body, staffOf(req));
    return this.fresh(order, req);
  }

  @Endpoint(ENDPOINTS.adminRefundOrder)
  async refund(
    @Param('orderNumber') orderNumber: string,
    @Body() body: RefundRequest,
    @Req() req: AuthedRequest,
  ): Promise<AdminOrder> {
    const claims = staffOf(req);
    const order = await findOrderByNumber(this.orders, orderNumber);
    await this.refunds.refund(order, body, claims.email);
    await this.trail.record({
      actor: claims,
      action: 'order.refunded',
      target: { type: 'order', id: order.orderNumber, label: order.orderNumber },
      after: { amountRupees: body.amountRupees, reason: body.reason, ...(body.note ? { note: body.note } : {}) },
    });
    return this.fresh(order, req);
  }

  @Endpoint(ENDPOINTS.adminRefundOrderExtra)
  async refundExtra(
    @Param('orderNumber') orderNumber: string,
    @Body() body: RefundExtraRequest,
    @Req() req: AuthedRequest,
  ): Promise<AdminOrder> {
    const claims = staffOf(req);
    const order = await findOrderByNumber(this.orders, orderNumber);
    // A second press of the same step changes nothing, so it is not audited again.
    if (await this.refunds.refundExtra(order, body, claims.email))
      await this.trail.record({
        actor: claims,
        action: 'order.extra.refunded',
        target: { type: 'order', id: order.orderNumber, label: order.orderNumber },
        after: { amountRupees: body.amountRupees, reason: 'overpaid' },
      });
    return this.fresh(order, req);
  }

  /** The order as it is after an action. */
  private async fresh(order: Order, req: AuthedRequest): Promise<AdminOrder> {
    const now = (await this.orders.findById(order._id).lean<Order>().exec()) ?? order;
    return this.views.build(now, staffOf(req).role);
  }
}
