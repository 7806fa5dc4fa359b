/**
 * Staff moves and cancellations: the rules around OrderMovesService.move. Staff press
 * only staff moves; Cancelled needs cancelOrders; Shipped needs a shipment; In workshop asks the
 * proof first. A cancellation (staff's, or the shopper's within the hour while still Processing, or
 * of their unpaid cash-on-delivery order until the shop confirms it) emits OrderCancelled, whose
 * handlers here put the stock back once and refund in full what was paid; if the
 * catalog or the provider is down, the outbox delivers it again later.
 */
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CASH_ON_DELIVERY_MESSAGES,
  PAYMENT_METHOD,
  PAYMENT_REQUEST_MESSAGES,
  PAYMENT_STATUS,
  paymentMethodOf,
  cancelMessages,
  huidTakenMessage,
  isStaffMove,
  isTooLight,
  moveRefusedMessage,
  piecesToCheck,
  qualityCheckMessages,
  tooLightMessage,
  type QualityCheckInput,
  type QualityCheckRecord,
  ORDER_STATE,
  orderAlreadyMovedMessage,
  ROLE_REFUSED_MESSAGE,
  roleCan,
  shipmentCorrectionMessages,
  shipmentInputSchema,
  trackingLink,
  type CorrectShipmentRequest,
  type MoveOrderRequest,
  type Shipment,
} from '@rmj/contracts';
import { actorOf, parseWith, updateVersioned, type AccessClaims } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { z } from 'zod';
import { CatalogClient } from '../catalog/catalog-client';
import { ShopNotices } from '../notices/shop-notices.service';
import { LinkPayments } from '../orders/link-payments.service';
import { Order, type StoredShipmentCorrection } from '../orders/order.schema';
import { stockTakeOf } from '../orders/stock-takes.service';
import { Outbox } from '../outbox/outbox.service';
import { ProofsService } from '../proofs/proofs.service';
import { RefundsService } from '../refunds/refunds.service';
import { shopperCancel } from './cancel-window';
import { isUnpaidCod } from './cod-rules';
import { ORDER_NOT_FOUND } from './order-lookup';
import { OrderMovesService } from './order-moves.service';
import { CreditNotesService } from '../credit-notes/credit-notes.service';

/** Shipping's input: a courier and AWB; 'Other' needs the tracking link as typed. */
const shippingSchema = z.object({
  shipment: shipmentInputSchema.superRefine((value, ctx) => {
    if (value.courier === 'Other' && !value.trackingUrl)
      ctx.addIssue({
        code: 'custom',
        path: ['trackingUrl'],
        message: 'Enter the tracking link, starting with https://',
      });
  }),
});

/** A 400 whose issues name the fields of the Quality check dialog (`qualityCheck.pieces.<i>.<field>`). */
function refused(issues: Array<{ field: string; message: string }>): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message: issues[0].message, issues });
}

/**
 * The Quality check of an order's hallmarked pieces that have no HUID yet: every such piece needs
 * its HUID (each once in the order) and its actual net weight. A piece more than 2 % lighter than
 * it was priced at is refused (400, beside its weight) unless the owner gives a reason; the price
 * charged never changes. Undefined when no piece needs one.
 */
export function qualityCheckOf(
  order: Pick<Order, 'lines'>,
  input: QualityCheckInput | undefined,
  claims: Pick<AccessClaims, 'role'>,
): QualityCheckRecord | undefined {
  const needed = piecesToCheck(order.lines);
  if (needed.length === 0) return undefined;
  const given = input?.pieces ?? [];
  const field = (i: number, name: string) => `qualityCheck.pieces.${i}.${name}`;
  const known = new Map(needed.map((p) => [`${p.line}:${p.piece}`, p]));
  const unknown = given.findIndex((p) => !known.has(`${p.line}:${p.piece}`));
  if (unknown >= 0) throw refused([{ field: field(unknown, 'line'), message: qualityCheckMessages.unknownPiece }]);
  const covered = new Set(given.map((p) => `${p.line}:${p.piece}`));
  if (needed.some((p) => !covered.has(`${p.line}:${p.piece}`)) || covered.size !== given.length)
    throw refused([{ field: 'qualityCheck', message: qualityCheckMessages.missing }]);
  const onOrder = new Set(order.lines.flatMap((line) => line.pricingRecord?.huids ?? []));
  const seen = new Set<string>();
  const duplicates = given.flatMap((p, i) => {
    const twice = seen.has(p.huid) || onOrder.has(p.huid);
    seen.add(p.huid);
    return twice ? [{ field: field(i, 'huid'), message: qualityCheckMessages.duplicate(p.huid) }] : [];
  });
  if (duplicates.length) throw refused(duplicates);
  const light = given.flatMap((p, i) => {
    const priced = known.get(`${p.line}:${p.piece}`)?.pricedNetWeightMg;
    return priced && isTooLight(p.actualNetWeightMg, priced)
      ? [{ field: field(i, 'actualNetWeightMg'), message: tooLightMessage(p.actualNetWeightMg, priced) }]
      : [];
  });
  const reason = input?.weightOverrideReason;
  if (light.length && !reason) throw refused(light);
  if (light.length && claims.role !== 'owner') throw new ForbiddenException(qualityCheckMessages.overrideOwnerOnly);
  return {
    pieces: given.map((p) => {
      const priced = known.get(`${p.line}:${p.piece}`)?.pricedNetWeightMg;
      return { ...p, ...(priced ? { pricedNetWeightMg: priced } : {}) };
    }),
    ...(light.length && reason ? { weightOverrideReason: reason } : {}),
  };
}

@Injectable()
export class FulfilmentService implements OnModuleInit {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly moves: OrderMovesService,
    private readonly refunds: RefundsService,
    private readonly proofs: ProofsService,
    private readonly catalog: CatalogClient,
    private readonly notices: ShopNotices,
    private readonly outbox: Outbox,
    private readonly links: LinkPayments,
    private readonly creditNotes: CreditNotesService,
  ) {}

  onModuleInit(): void {
    // A cancellation's follow-ups, each once however often it is delivered: the catalog keys the
    // stock return by order, RefundsService refunds an order in full once.
    this.outbox.on('OrderCancelled', 'stock-return', async (_payload, orderId) => {
      // Not taken yet (the catalog was down at payment): stop the stock take taking it now.
      const order = await this.stopStockTake(orderId);
      if (order) await this.catalog.returnStock(stockTakeOf(order));
    });
    this.outbox.on('OrderCancelled', 'refund', async (payload, orderId) => {
      const order = await this.orders.findById(orderId).lean<Order>().exec();
      // An unpaid order (cash on delivery) took no money: there is nothing to give back.
      if (order && order.paymentStatus !== PAYMENT_STATUS.unpaid)
        await this.refunds.refundInFull(order, { reason: 'cancelled', by: String(payload.by) });
    });
    // A cash-on-delivery parcel refused at the door comes back whole: its pieces go back on sale,
    // once (the catalog keys the return by order). Nothing was paid, so nothing is refunded.
    this.outbox.on('OrderMoved', 'stock-return-origin', async (payload) => {
      if (payload.to !== ORDER_STATE.returnedToOrigin) return;
      const order = await this.stopStockTake(String(payload.orderId));
      if (order) await this.catalog.returnStock(stockTakeOf(order));
    });
    // Its tax invoice was issued when it shipped: a credit note for all of it cancels the sale that
    // did not happen (once: keyed by the order), so no GST is owed on it.
    this.outbox.on('OrderMoved', 'credit-note-origin', async (payload) => {
      if (payload.to !== ORDER_STATE.returnedToOrigin) return;
      const orderId = String(payload.orderId);
      await this.creditNotes.issueFor({ key: `${orderId}:returned-to-origin`, orderId, reason: 'refusedAtDelivery' });
    });
  }

  /** A staff button: checks the role and the move's own rules, then records it. */
  async staffMove(order: Order, request: MoveOrderRequest, claims: AccessClaims, now = new Date()): Promise<void> {
    const { from, to } = request;
    if (to === ORDER_STATE.cancelled && !roleCan(claims.role, 'cancelOrders'))
      throw new ForbiddenException(ROLE_REFUSED_MESSAGE);
    if (!isStaffMove(from, to)) throw new ConflictException(moveRefusedMessage(from, to));
    if (to === ORDER_STATE.returnedToOrigin && !isUnpaidCod(order))
      throw new ConflictException(CASH_ON_DELIVERY_MESSAGES.returnedToOriginOnlyCod);
    const current = await this.moves.stateOf(order._id);
    if (current !== from) throw new ConflictException(orderAlreadyMovedMessage(current));
    let shipment: Shipment | undefined;
    if (to === ORDER_STATE.shipped && paymentMethodOf(order) === PAYMENT_METHOD.paymentLink) {
      // Paid in parts: it leaves the workshop once the balance is in, or with the owner's leave.
      const current = (await this.links.refreshOrder(order._id)) ?? order;
      const due = LinkPayments.dueRupees(current);
      if (due > 0 && !current.balanceOverride) throw new ConflictException(PAYMENT_REQUEST_MESSAGES.balanceDue(due));
    }
    if (to === ORDER_STATE.shipped) {
      const input = parseWith(shippingSchema, { shipment: request.shipment ?? {} }).shipment;
      shipment = {
        courier: input.courier,
        awb: input.awb,
        trackingUrl: trackingLink(input.courier, input.awb, input.trackingUrl),
        shippedAt: now.toISOString(),
      };
    }
    if (to === ORDER_STATE.inWorkshop) {
      const block = await this.proofs.workshopBlock(order, request.overrideProof === true, now);
      if (block) throw new ConflictException(block);
    }
    const qualityCheck =
      to === ORDER_STATE.qualityCheck ? qualityCheckOf(order, request.qualityCheck, claims) : undefined;
    if (qualityCheck) await this.registerHuids(order, qualityCheck);
    const actor = actorOf(claims);
    await this.moves.move({
      orderId: order._id,
      from,
      to,
      by: { kind: 'staff', name: claims.email, ...(claims.role ? { role: claims.role } : {}) },
      ...(actor ? { actor } : {}),
      ...(request.note ? { note: request.note } : {}),
      ...(shipment ? { shipment } : {}),
      ...(qualityCheck ? { qualityCheck } : {}),
      ...(to === ORDER_STATE.cancelled ? { cancellation: true } : {}),
      at: now,
    });
  }

  /**
   * Records the Quality check's HUIDs in the catalog's register as sold on this order before the move
   * is: a HUID already on another piece is a 409 beside its field (the dialog places it), and a
   * retry of the same check finds its HUIDs recorded and goes on.
   */
  private async registerHuids(order: Order, check: QualityCheckRecord): Promise<void> {
    const { taken } = await this.catalog.recordSoldHuids({
      orderId: order._id,
      orderNumber: order.orderNumber,
      pieces: check.pieces.map((p) => ({ productId: order.lines[p.line].productId, huid: p.huid })),
    });
    if (taken.length === 0) return;
    const issues = check.pieces.flatMap((p, i) =>
      taken.includes(p.huid) ? [{ field: `qualityCheck.pieces.${i}.huid`, message: huidTakenMessage(p.huid) }] : [],
    );
    throw new ConflictException({ statusCode: 409, error: 'Conflict', message: issues[0].message, issues });
  }

  /**
   * Staff correct a shipped order's courier, AWB or link (same rules as shipping); the shipping date
   * stays. Recorded on the order with who, when, before and after; resolves to the correction, or
   * undefined when nothing changed. The change is decided on the shipment it replaces, so of two
   * corrections made from the same page only the first lands and the second gets 409.
   */
  async correctShipment(
    order: Order,
    request: CorrectShipmentRequest,
    claims: AccessClaims,
    now = new Date(),
  ): Promise<StoredShipmentCorrection | undefined> {
    const input = parseWith(shippingSchema, { shipment: request }).shipment;
    const state = await this.moves.stateOf(order._id);
    const fresh = await this.orders.findById(order._id).lean<Order>().exec();
    const before = fresh?.shipment;
    if (state !== ORDER_STATE.shipped || !before) throw new ConflictException(shipmentCorrectionMessages.notShipped);
    const after: Shipment = {
      courier: input.courier,
      awb: input.awb,
      trackingUrl: trackingLink(input.courier, input.awb, input.trackingUrl),
      shippedAt: before.shippedAt,
    };
    if (after.courier === before.courier && after.awb === before.awb && after.trackingUrl === before.trackingUrl)
      return undefined;
    const correction: StoredShipmentCorrection = {
      at: now,
      by: { kind: 'staff', name: claims.email, ...(claims.role ? { role: claims.role } : {}) },
      before,
      after,
    };
    // Of two corrections made from the same page only the first finds the shipment it replaces.
    const done = await updateVersioned(this.orders, order._id, (stored) =>
      stored.shipment?.courier === before.courier &&
      stored.shipment.awb === before.awb &&
      stored.shipment.trackingUrl === before.trackingUrl
        ? { shipment: after, shipmentCorrections: [...(stored.shipmentCorrections ?? []), correction] }
        : null,
    );
    if (!done) throw new ConflictException(shipmentCorrectionMessages.changed);
    return correction;
  }

  /**
   * The shopper's own cancellation: their order, either paid and within the window while still
   * Processing, or unpaid cash on delivery while it waits for the shop's call; 404 for anyone else's.
   * Answers the words to show (an unpaid order's promise no refund). The move is versioned, so of
   * two presses (or a press and staff's confirmation) only one lands; the other gets tooLate.
   */
  async customerCancel(order: Order, userId: string, now = new Date()): Promise<string> {
    if (order.userId !== userId) throw new NotFoundException(ORDER_NOT_FOUND);
    const state = await this.moves.stateOf(order._id);
    const cancel = shopperCancel(order, state, now);
    if (!cancel) throw new ConflictException(cancelMessages.tooLate);
    try {
      await this.moves.move({
        orderId: order._id,
        from: cancel.from,
        to: ORDER_STATE.cancelled,
        by: { kind: 'customer', name: 'customer' },
        cancellation: true,
        at: now,
      });
    } catch (err) {
      // Staff moved it (or a second click cancelled it) a moment ago.
      if (err instanceof ConflictException) throw new ConflictException(cancelMessages.tooLate);
      throw err;
    }
    await this.notices.shopperCancelled(order, cancel.kind === 'unpaid');
    return cancel.kind === 'unpaid' ? cancelMessages.unpaid.done : cancelMessages.done;
  }

  /** The order with its stock take called off (a no-op once taken or called off); null when gone. */
  private async stopStockTake(orderId: string): Promise<Order | null> {
    const stopped = await updateVersioned(this.orders, orderId, (order) =>
      order.stockDue ? { stockDue: false } : null,
    );
    return stopped ?? this.orders.findById(orderId).lean<Order>().exec();
  }
}
