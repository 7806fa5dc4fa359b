/**
 * Staff's steps on a return or exchange request. Each is a compare-and-set move of the request's
 * state (updateVersioned decides on the state it writes over), so of two presses exactly one moves
 * it and the other gets 409. Each step is kept on the request (who, when, note) and in the orders
 * area's audit trail, and emits ReturnMoved, whose handlers here e-mail the customer once (approved,
 * refused) and put a passed check's pieces back in stock once. Receiving the parcel moves the order
 * Delivered → Returned (its own history); a refund goes through RefundsService under a key of the
 * request, so it is made once.
 */
import { ConflictException, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  canMoveReturn,
  isOpenReturn,
  ORDER_STATE,
  RETURN_MESSAGES,
  RETURN_STATE,
  type ReturnState,
} from '@rmj/contracts';
import { SERVICE_CONFIG, setFields, StaffAuditTrail, updateVersioned, type AccessClaims } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { CatalogClient } from '../catalog/catalog-client';
import type { OrdersConfig } from '../config/orders.config';
import { OrderMovesService } from '../fulfilment/order-moves.service';
import { MailOutbox } from '../notices/mail-outbox.service';
import { Order } from '../orders/order.schema';
import { stockReturnOf } from '../orders/stock-takes.service';
import { Outbox } from '../outbox/outbox.service';
import { RefundsService } from '../refunds/refunds.service';
import { ShopSettingsClient } from '../settings/shop-settings.client';
import { returnApprovedMail, returnRefusedMail } from './return-mails';
import { ReturnRequestRecord, type StoredReturnStep } from './return-request.schema';

/** What a step changes besides the state. */
type StepFields = Partial<
  Pick<
    ReturnRequestRecord,
    'refusalReason' | 'check' | 'replacementOrderNumber' | 'differenceDuePaise' | 'differenceRefundedPaise'
  >
>;

@Injectable()
export class ReturnSteps implements OnModuleInit {
  private readonly logger = new Logger(ReturnSteps.name);

  constructor(
    @InjectModel(ReturnRequestRecord.name) private readonly requests: Model<ReturnRequestRecord>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly moves: OrderMovesService,
    private readonly refunds: RefundsService,
    private readonly catalog: CatalogClient,
    private readonly mails: MailOutbox,
    private readonly settings: ShopSettingsClient,
    private readonly trail: StaffAuditTrail,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit(): void {
    this.outbox.on('ReturnMoved', 'customer-mail', (payload, key) => this.mail(String(payload.returnId), key));
    this.outbox.on('ReturnMoved', 'stock-return', (payload) => this.stockBack(String(payload.returnId)));
  }

  /** Requested → Approved: the customer is e-mailed where to send the parcel. */
  approve(request: ReturnRequestRecord, claims: AccessClaims): Promise<void> {
    return this.step(request, RETURN_STATE.approved, claims);
  }

  /** Requested → Refused, with the reason the customer is e-mailed. */
  refuse(request: ReturnRequestRecord, reason: string, claims: AccessClaims): Promise<void> {
    return this.step(request, RETURN_STATE.refused, claims, { refusalReason: reason }, reason);
  }

  /** Approved → Received; the order moves Delivered → Returned (once: an order already Returned stays). */
  async receive(request: ReturnRequestRecord, claims: AccessClaims): Promise<void> {
    await this.step(request, RETURN_STATE.received, claims);
    const state = await this.moves.stateOf(request.orderId);
    if (state !== ORDER_STATE.delivered) return;
    try {
      await this.moves.move({
        orderId: request.orderId,
        from: ORDER_STATE.delivered,
        to: ORDER_STATE.returned,
        by: { kind: 'staff', name: claims.email, ...(claims.role ? { role: claims.role } : {}) },
        note: `Return ${request._id}: parcel received`,
      });
    } catch (err) {
      // Moved a moment ago by someone else: the order is where the parcel says it is.
      if (!(err instanceof ConflictException)) throw err;
    }
  }

  /** Received → Passed check | Failed check, with what the check found. */
  check(request: ReturnRequestRecord, passed: boolean, note: string, claims: AccessClaims): Promise<void> {
    const to = passed ? RETURN_STATE.passedCheck : RETURN_STATE.failedCheck;
    return this.step(request, to, claims, { check: { passed, note } }, note);
  }

  /** Failed check → Closed: the piece goes back to the customer. */
  close(request: ReturnRequestRecord, claims: AccessClaims): Promise<void> {
    return this.step(request, RETURN_STATE.closed, claims);
  }

  /**
   * Passed check → Refunded: the returned lines' amount through the order's refunds, under a key of
   * the request (a second press refunds nothing more). 409 before the check, or for an exchange.
   */
  async refund(request: ReturnRequestRecord, claims: AccessClaims): Promise<void> {
    if (request.kind !== 'return') throw new ConflictException(RETURN_MESSAGES.returnOnly);
    this.assertMove(request, RETURN_STATE.refunded);
    const order = await this.orders.findById(request.orderId).lean<Order>().exec();
    if (!order) throw new ConflictException(RETURN_MESSAGES.notFound);
    const amountRupees = Math.floor(request.creditPaise / 100);
    await this.refunds.refund(
      order,
      { amountRupees, reason: 'returned', note: `Return ${request._id}`, idempotencyKey: `return-${request._id}` },
      claims.email,
    );
    await this.step(request, RETURN_STATE.refunded, claims, {}, `₹${amountRupees.toLocaleString('en-IN')} refunded`);
  }

  /**
   * Moves the request from the state the caller saw to `to` once, with the step and `fields`, and
   * closes it when `to` ends it; audits it and emits ReturnMoved. 409 when the machine refuses the
   * move or someone moved it first.
   */
  async step(
    request: ReturnRequestRecord,
    to: ReturnState,
    claims: AccessClaims,
    fields: StepFields = {},
    note?: string,
    now = new Date(),
  ): Promise<void> {
    this.assertMove(request, to);
    const from = request.state;
    const step: StoredReturnStep = { state: to, at: now, by: claims.email, ...(note ? { note } : {}) };
    const moved = await updateVersioned(this.requests, request._id, (current) =>
      current.state !== from
        ? null
        : {
            ...fields,
            state: to,
            steps: [...current.steps, step],
            ...(isOpenReturn(to) ? {} : { openKey: undefined }),
          },
    );
    if (!moved) {
      const now = await this.requests.findById(request._id).lean<ReturnRequestRecord>().exec();
      throw new ConflictException(RETURN_MESSAGES.alreadyMoved(now?.state ?? from));
    }
    await this.outbox.emit('ReturnMoved', `${request._id}:${to}`, { returnId: request._id, to });
    await this.trail.record({
      actor: claims,
      action: `order.return.${to.toLowerCase().replace(/ /g, '-')}`,
      target: { type: 'order', id: request.orderNumber, label: request.orderNumber },
      before: { returnId: request._id, state: from },
      after: { returnId: request._id, state: to, ...(note ? { note } : {}) },
    });
    this.logger.log({ msg: 'return moved', returnId: request._id, from, to });
  }

  /** 409 unless the machine allows the request's move to `to` (its words say who moved it first). */
  assertMove(request: ReturnRequestRecord, to: ReturnState): void {
    if (!canMoveReturn(request.state, to))
      throw new ConflictException(
        isOpenReturn(request.state) || request.state === to
          ? RETURN_MESSAGES.moveRefused(request.state, to)
          : RETURN_MESSAGES.alreadyMoved(request.state),
      );
  }

  /** The customer's e-mail of an approval or refusal, once (the mail outbox's key). */
  private async mail(returnId: string, key: string): Promise<void> {
    const request = await this.requests.findById(returnId).lean<ReturnRequestRecord>().exec();
    const to = key.slice(returnId.length + 1);
    if (!request || (to !== RETURN_STATE.approved && to !== RETURN_STATE.refused)) return;
    const order = await this.orders.findById(request.orderId).lean<Order>().exec();
    if (!order) return;
    const facts = {
      returnId,
      orderNumber: request.orderNumber,
      kind: request.kind,
      name: order.customerDetails.name,
      shopUrl: this.config.SHOP_URL,
      lang: order.language,
    };
    const contact = await this.settings.contact();
    const content =
      to === RETURN_STATE.approved
        ? returnApprovedMail(facts, await this.settings.returnAddress(), contact)
        : returnRefusedMail(facts, request.refusalReason ?? '', contact);
    const kind = to === RETURN_STATE.approved ? 'return-approved' : 'return-refused';
    await this.mails.sendOnce(`${kind}:${returnId}`, kind, [order.customerDetails.email], content);
  }

  /**
   * A passed check's pieces back on sale, exactly those the request sent back: the catalog's stock
   * return under the request's key (`return-<id>`), so a part return puts back only its pieces and a
   * retry nothing more; the catalog caps it at what the order's take removed. Part of a hallmarked
   * line keeps its HUIDs sold (which piece came back is known to the staff holding it): logged for them.
   */
  private async stockBack(returnId: string): Promise<void> {
    const request = await this.requests.findById(returnId).lean<ReturnRequestRecord>().exec();
    if (!request || request.stockReturnedAt || request.state === RETURN_STATE.failedCheck || !request.check?.passed)
      return;
    const order = await this.orders.findById(request.orderId).lean<Order>().exec();
    if (!order) return;
    const body = stockReturnOf(order, request.lines, `return-${request._id}`);
    const answer = body ? await this.catalog.returnStock(body) : null;
    const huidsKept = answer?.lines.flatMap((line) => line.huidsKept ?? []) ?? [];
    if (huidsKept.length > 0)
      this.logger.warn({
        msg: 'part of a hallmarked line came back: its HUIDs stay sold (which one came back is not known here)',
        returnId,
        orderNumber: request.orderNumber,
        huids: huidsKept,
      });
    await setFields(this.requests, { _id: returnId }, { stockReturnedAt: new Date() });
  }
}
