/**
 * Return and exchange requests: the shopper's request on their delivered order, within the shop's
 * window, never for a personalised or made-to-order line, one open request per order (its unique
 * `openKey`); what the shopper and the back office read. Staff's steps are ReturnSteps.
 */
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  createReturnRequestSchema,
  OPEN_RETURN_STATES,
  RETURN_MESSAGES,
  RETURN_STATE,
  RETURN_STATES,
  returnCreditPaise,
  type AdminReturn,
  type AdminReturnsPage,
  type AdminReturnsQuery,
  type CreateReturnRequest,
  type MyReturnsResponse,
  type ReturnRequestView,
} from '@rmj/contracts';
import { insertedOnce, parseWith, setFields } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { randomInt } from 'node:crypto';
import { FilesClaimClient } from '../catalog/files-claim.client';
import { ORDER_NOT_FOUND } from '../fulfilment/order-lookup';
import { OrderMovesService } from '../fulfilment/order-moves.service';
import { Order } from '../orders/order.schema';
import { Outbox } from '../outbox/outbox.service';
import { ShopSettingsClient } from '../settings/shop-settings.client';
import { deliveredAt, lineViews, lockedLines, returnableUntil, windowRefusal } from './return-rules';
import { ReturnRequestRecord } from './return-request.schema';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newReturnId = () => `RET-${Array.from({ length: 10 }, () => ALPHABET[randomInt(32)]).join('')}`;

/** A 400 whose issue names the form's field. */
const fieldRefused = (field: string, message: string) =>
  new BadRequestException({ statusCode: 400, error: 'Bad Request', message, issues: [{ field, message }] });

@Injectable()
export class ReturnsService implements OnModuleInit {
  constructor(
    @InjectModel(ReturnRequestRecord.name) private readonly requests: Model<ReturnRequestRecord>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly moves: OrderMovesService,
    private readonly settings: ShopSettingsClient,
    private readonly files: FilesClaimClient,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit(): void {
    // The photos are kept with the order's files (the catalog's retention), retried until it answers.
    this.outbox.on('ReturnRequested', 'claim-photos', async (_payload, returnId) => {
      const request = await this.requests.findById(returnId).lean<ReturnRequestRecord>().exec();
      if (!request || request.photosClaimedAt || request.photoFileIds.length === 0) return;
      if (!(await this.files.claim(request.userId, request.photoFileIds)))
        throw new Error('the catalog did not keep the return photos yet');
      await setFields(this.requests, { _id: returnId }, { photosClaimedAt: new Date() });
    });
  }

  /**
   * The shopper's request: their own Delivered order (404 for anyone else's), within the window of
   * its delivery, no locked line, the photos theirs, and no other request open (409 each, in the
   * policy's words). Resolves to the request as they read it.
   */
  async create(
    order: Order,
    userId: string,
    body: CreateReturnRequest,
    cookies: string | undefined,
    now = new Date(),
  ): Promise<ReturnRequestView> {
    if (order.userId !== userId) throw new NotFoundException(ORDER_NOT_FOUND);
    const input = parseWith(createReturnRequestSchema, body);
    const refusal = await this.refusalNow(order, now);
    if (refusal) throw new ConflictException(refusal);
    for (const [i, l] of input.lines.entries()) {
      const bought = order.lines[l.line];
      if (!bought) throw fieldRefused(`lines.${i}.line`, RETURN_MESSAGES.lineUnknown);
      if (l.quantity > bought.quantity) throw fieldRefused(`lines.${i}.quantity`, RETURN_MESSAGES.quantity);
    }
    const locked = lockedLines(order);
    if (input.lines.some((l) => locked.includes(l.line))) throw new ConflictException(RETURN_MESSAGES.personalised);
    // Only photos sent as a return's (consented under that notice), never the customiser's photographs.
    await this.files.assertFilesOwned(userId, input.photoFileIds, cookies, RETURN_MESSAGES.photosNotYours, {
      purpose: 'returnPhoto',
      refused: RETURN_MESSAGES.photosNotReturnPhotos,
    });
    const record: ReturnRequestRecord = {
      _id: newReturnId(),
      version: 0,
      orderId: order._id,
      orderNumber: order.orderNumber,
      userId,
      openKey: order._id,
      kind: input.kind,
      reason: input.reason,
      ...(input.details ? { details: input.details } : {}),
      photoFileIds: input.photoFileIds,
      lines: input.lines,
      ...(input.kind === 'exchange' && input.wanted
        ? {
            wanted: {
              ...input.wanted,
              productId: input.wanted.productId ?? order.lines[input.lines[0].line].productId,
            },
          }
        : {}),
      state: RETURN_STATE.requested,
      creditPaise: returnCreditPaise(order, input.lines),
      createdAt: now,
      steps: [{ state: RETURN_STATE.requested, at: now, by: 'customer' }],
    };
    // Another request of this order is open (or was made at the same moment): its openKey is taken.
    if (!(await insertedOnce(() => this.requests.create(record))))
      throw new ConflictException(RETURN_MESSAGES.alreadyOpen);
    await this.outbox.emit('ReturnRequested', record._id, { orderId: order._id });
    return this.view(record, order);
  }

  /** The shopper's requests on their order (404 for anyone else's), and whether they may start one. */
  async mine(order: Order, userId: string, now = new Date()): Promise<MyReturnsResponse> {
    if (order.userId !== userId) throw new NotFoundException(ORDER_NOT_FOUND);
    const records = await this.requests
      .find({ orderId: order._id })
      .sort({ createdAt: -1 })
      .lean<ReturnRequestRecord[]>()
      .exec();
    const returns = await Promise.all(records.map((r) => this.view(r, order)));
    const refusal = await this.refusalNow(order, now, false);
    const windowDays = (await this.settings.returnWindowDays()) ?? 0;
    const delivered = deliveredAt(await this.moves.history(order._id));
    const until = !refusal && delivered ? returnableUntil(delivered, windowDays) : undefined;
    return {
      returns,
      ...(until ? { returnableUntil: until.toISOString() } : {}),
      ...(refusal ? { notReturnable: refusal } : {}),
      lockedLines: lockedLines(order),
    };
  }

  /** The back office's list: one state's requests, one order's, or every open one; oldest first, with counts. */
  async list(query: AdminReturnsQuery): Promise<AdminReturnsPage> {
    const filter = query.orderNumber
      ? { orderNumber: query.orderNumber.trim().toUpperCase() }
      : { state: query.state ? query.state : { $in: OPEN_RETURN_STATES } };
    const records = await this.requests
      .find(filter)
      .sort({ createdAt: 1 })
      .limit(200)
      .lean<ReturnRequestRecord[]>()
      .exec();
    const counts: Record<string, number> = {};
    for (const state of RETURN_STATES) counts[state] = await this.requests.countDocuments({ state }).exec();
    return {
      returns: await Promise.all(records.map((r) => this.adminView(r))),
      counts,
      open: OPEN_RETURN_STATES.reduce((sum, state) => sum + (counts[state] ?? 0), 0),
    };
  }

  /** One request as staff read it, or 404. */
  async one(returnId: string): Promise<AdminReturn> {
    return this.adminView(await this.record(returnId));
  }

  /** The stored request, or 404. */
  async record(returnId: string): Promise<ReturnRequestRecord> {
    const record = await this.requests.findById(String(returnId)).lean<ReturnRequestRecord>().exec();
    if (!record) throw new NotFoundException(RETURN_MESSAGES.notFound);
    return record;
  }

  /** The request as staff read it: the shopper's view, the photos, the check and the customer's name. */
  async adminView(record: ReturnRequestRecord): Promise<AdminReturn> {
    const order = await this.orders.findById(record.orderId).lean<Order>().exec();
    return {
      ...(await this.view(record, order)),
      photoFileIds: record.photoFileIds,
      customerName: order?.customerDetails.name ?? '',
      ...(record.check ? { check: record.check } : {}),
      ...(record.state === RETURN_STATE.passedCheck || record.stockReturnedAt
        ? { stockReturned: Boolean(record.stockReturnedAt) }
        : {}),
    };
  }

  /** The request as its shopper reads it. */
  async view(record: ReturnRequestRecord, order: Order | null): Promise<ReturnRequestView> {
    return {
      returnId: record._id,
      orderNumber: record.orderNumber,
      kind: record.kind,
      reason: record.reason,
      ...(record.details ? { details: record.details } : {}),
      lines: order ? lineViews(order, record.lines) : [],
      ...(record.wanted ? { wanted: record.wanted } : {}),
      state: record.state,
      ...(record.refusalReason ? { refusalReason: record.refusalReason } : {}),
      ...(record.state === RETURN_STATE.approved ? { sendTo: await this.settings.returnAddress() } : {}),
      creditPaise: record.creditPaise,
      ...(record.replacementOrderNumber ? { replacementOrderNumber: record.replacementOrderNumber } : {}),
      ...(record.differenceDuePaise ? { differenceDuePaise: record.differenceDuePaise } : {}),
      ...(record.differenceRefundedPaise ? { differenceRefundedPaise: record.differenceRefundedPaise } : {}),
      createdAt: record.createdAt.toISOString(),
      steps: record.steps.map((s) => ({
        state: s.state,
        at: new Date(s.at).toISOString(),
        by: s.by,
        ...(s.note ? { note: s.note } : {}),
      })),
    };
  }

  /**
   * Why the order may not get a request now: not delivered, no returns, the window closed, one
   * already open. 503 when the shop's window cannot be read yet (`strict`), so nothing is promised.
   */
  private async refusalNow(order: Order, now: Date, strict = true): Promise<string | undefined> {
    const windowDays = await this.settings.returnWindowDays();
    if (windowDays === undefined && strict) throw new ServiceUnavailableException(RETURN_MESSAGES.settingsUnread);
    const state = await this.moves.stateOf(order._id);
    const refusal = windowRefusal(state, deliveredAt(await this.moves.history(order._id)), windowDays ?? 0, now);
    if (refusal) return refusal;
    const open = await this.requests.exists({ openKey: order._id });
    return open ? RETURN_MESSAGES.alreadyOpen : undefined;
  }
}
