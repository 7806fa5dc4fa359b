/**
 * Draft orders: what staff build for a customer who asked on WhatsApp, on the phone or at the
 * counter, saved, changed and deleted until it is sent.
 *
 * Pricing: catalogue lines go through the quote's own code (PricingService.priceLinesNow: today's
 * product, rate, making and GST breakup; a line that cannot be bought is flagged as the cart flags
 * it); custom lines are at staff's price, GST included (draft-pricing.ts); then the owner's discount
 * and the shop's shipping rule, in the quote's shape. Nothing is held: the draft shows today's
 * prices each time it is read, and sending prices it again.
 *
 * Writes: a draft is inserted once under a random id; every later write is a versioned change
 * (updateVersioned) decided on the draft as stored: a save must name the version it was read at
 * (a stale or concurrent save answers 409), and nothing changes once `sentAt` is set. A delete first
 * marks the draft deleted by a versioned change (decided on it not being sent), then removes it.
 *
 * Sending is one more versioned change on the draft: decided on `sentAt` and `deletedAt` both
 * absent and the version the dialog showed, it sets `sentAt`, the order's number and what was
 * decided (`sending`: the pricing, the first link's amount and expiry); then the order is recorded
 * by insert-once under an id derived from the draft id (`dro_...`), unpaid, Awaiting payment; then
 * the first payment link is made (its reference derived from the order, so a retry makes no second
 * link). Of two staff pressing Send one sends, the other gets 409; a send a crash left half-way is
 * finished by sending again once SEND_RESUME_MS have passed (the same order, the same link).
 *
 * Discounts are the owner's: a create with one by another role is refused; a save by another role
 * must send the stored discount back unchanged (kind, value and reason), else it is refused.
 * Every create, save and delete is in the orders area's audit trail with before and after.
 */
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  askedRupees,
  DRAFT_ORDERS_PAGE_SIZE,
  PAYMENT_REQUEST_MESSAGES,
  pricedLineSchema,
  type Pricing,
  type SendDraftResponse,
  type sendDraftRequestSchema,
  draftOrderMessages,
  roleCan,
  ROLE_REFUSED_MESSAGE,
  sameDiscount,
  type CheckoutLine,
  type DraftCatalogueLine,
  type DraftOrder,
  type DraftOrderDeleted,
  type DraftOrderFields,
  type DraftOrdersPage,
  type DraftOrderSummary,
  type DraftPricedLine,
  type DraftPricing,
  type StaffActor,
} from '@rmj/contracts';
import {
  actorOf,
  findDoc,
  insertDoc,
  removeWhere,
  StaffAuditTrail,
  updateVersioned,
  type AccessClaims,
} from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { PricingService } from '../pricing/pricing.service';
import { LinkPayments } from '../orders/link-payments.service';
import { OrderRecorder } from '../orders/order-recorder.service';
import { newOrderNumber } from '../orders/order-number';
import { DraftOrderRecord, type DraftSending } from './draft-order.schema';
import { orUnavailable, staffActorOf } from './order-payment-requests.service';
import { customPricedLine, discountRupees } from './draft-pricing';

/** A sent draft whose order is still missing this long after was left by a crash: sending again finishes it. */
export const SEND_RESUME_MS = 60_000;
const DAY_MS = 86_400_000;

/** The order a draft is sent as (one per draft). */
export const orderIdOfDraft = (draftId: string): string => `dro_${draftId.replace(/^draft_/, '')}`;

/** The send dialog's answer, as validated (the expiry's default filled in). */
export type SendDraftFields = z.output<typeof sendDraftRequestSchema>;

/** The draft's pricing as the order keeps it: each line as bought (the quote's availability left out). */
function orderPricingOf(pricing: DraftPricing): Pricing {
  return {
    lines: pricing.lines.map((line) => pricedLineSchema.parse(line)),
    subtotal: pricing.subtotal,
    shipping: pricing.shipping,
    discount: pricing.discount,
    total: pricing.total,
  };
}

/** The fields a save replaces: absent optional ones are removed. */
const CONTENT_KEYS = ['customer', 'deliveryAddress', 'lines', 'discount', 'note'] as const;

@Injectable()
export class DraftOrders {
  constructor(
    @InjectModel(DraftOrderRecord.name) private readonly drafts: Model<DraftOrderRecord>,
    private readonly pricing: PricingService,
    private readonly trail: StaffAuditTrail,
    private readonly recorder: OrderRecorder,
    private readonly links: LinkPayments,
  ) {}

  /**
   * Sends the draft: re-priced now, refused (409) when a line cannot be bought, there is no
   * delivery address, nothing to pay, or the draft was sent, deleted or changed since `version`;
   * 400 for an advance not below the total. Answers the order number and its payment link.
   */
  async send(
    draftId: string,
    input: SendDraftFields,
    claims: AccessClaims,
    now = new Date(),
  ): Promise<SendDraftResponse> {
    const actor = staffActorOf(claims);
    const draft = await this.load(draftId);
    if (draft.sentAt) return this.resume(draft, claims, now);
    if (draft.version !== input.version) throw new ConflictException(draftOrderMessages.changed);
    if (!draft.deliveryAddress) throw new ConflictException(PAYMENT_REQUEST_MESSAGES.noAddress);
    const pricing = await this.price(draft);
    if (!pricing.buyable) throw new ConflictException(PAYMENT_REQUEST_MESSAGES.notBuyable(pricing.message));
    if (pricing.total <= 0) throw new ConflictException(PAYMENT_REQUEST_MESSAGES.nothingToPay);
    const asked = askedRupees(input.ask, pricing.total);
    if (asked === undefined) throw new BadRequestException(PAYMENT_REQUEST_MESSAGES.advanceTooLarge(pricing.total));
    const sending: DraftSending = {
      pricing: orderPricingOf(pricing),
      purpose: input.ask.kind === 'whole' ? 'whole' : 'advance',
      amountPaise: asked * 100,
      expiresAt: new Date(now.getTime() + input.expiryDays * DAY_MS),
      by: actor,
    };
    const orderNumber = newOrderNumber();
    let refused = undefined as Error | undefined;
    const sent = await updateVersioned(this.drafts, draftId, (stored) => {
      refused = undefined;
      if (stored.deletedAt) refused = new NotFoundException(draftOrderMessages.notFound);
      else if (stored.sentAt) refused = new ConflictException(draftOrderMessages.alreadySent(stored.orderNumber));
      else if (stored.version !== input.version) refused = new ConflictException(draftOrderMessages.changed);
      return refused ? null : { sentAt: now, orderNumber, sending, updatedAt: now, updatedBy: actor };
    });
    if (!sent) throw refused ?? new NotFoundException(draftOrderMessages.notFound);
    const answer = await this.finishSend(sent, now);
    await this.trail.record({
      actor: claims,
      action: 'draft.sent',
      target: targetOf(sent),
      after: {
        orderNumber: answer.orderNumber,
        total: sending.pricing.total,
        purpose: sending.purpose,
        amountRupees: asked,
        linkId: answer.paymentRequest.linkId,
        expiresAt: answer.paymentRequest.expiresAt,
      },
    });
    return answer;
  }

  /** A draft sent before: 409, unless a crash left its order or link unmade a while ago (then it is finished). */
  private async resume(draft: DraftOrderRecord, claims: AccessClaims, now: Date): Promise<SendDraftResponse> {
    const order = await this.recorder.find(orderIdOfDraft(draft._id));
    const request = order ? await this.links.findRequest(`${order._id}-1`) : null;
    const halfWay = !order || !request?.linkId;
    if (!halfWay || !draft.sending || now.getTime() - new Date(draft.sentAt!).getTime() < SEND_RESUME_MS)
      throw new ConflictException(draftOrderMessages.alreadySent(draft.orderNumber));
    const answer = await this.finishSend(draft, now);
    await this.trail.record({
      actor: claims,
      action: 'draft.sent',
      target: targetOf(draft),
      after: { orderNumber: answer.orderNumber, resumed: true, linkId: answer.paymentRequest.linkId },
    });
    return answer;
  }

  /** The order (insert-once) and its first link (idempotent by reference), as the draft's send decided them. */
  private async finishSend(draft: DraftOrderRecord, now: Date): Promise<SendDraftResponse> {
    const sending = draft.sending!;
    const address = draft.deliveryAddress!;
    const email = draft.customer.email ?? '';
    const { order } = await this.recorder.recordSent(
      {
        _id: orderIdOfDraft(draft._id),
        userId: draft.customer.ordersUserId,
        // The account's e-mail; a customer staff took an order for by phone alone is known by the phone.
        userEmail: email || `+91${draft.customer.phone}`,
        customerDetails: { ...address, country: address.country ?? 'India', email },
        amountPaise: sending.pricing.total * 100,
        pricing: sending.pricing,
        createdAt: new Date(draft.sentAt!),
      },
      draft.orderNumber!,
      draft._id,
    );
    const { request } = await orUnavailable(() =>
      this.links.request(order, {
        purpose: sending.purpose,
        amountPaise: sending.amountPaise,
        expiresAt: new Date(sending.expiresAt),
        by: sending.by,
        seq: 1,
        now,
      }),
    );
    if (!request) throw new Error(`the first payment request of ${order.orderNumber} does not match its draft`);
    return {
      success: true,
      message: PAYMENT_REQUEST_MESSAGES.sent(order.orderNumber),
      orderNumber: order.orderNumber,
      paymentRequest: LinkPayments.view(request, order),
    };
  }

  /** Newest first, a page at a time; deleted drafts are not listed. */
  async list(query: { page?: string }): Promise<DraftOrdersPage> {
    const page = Math.max(1, Number(query.page ?? '1') || 1);
    const filter = { deletedAt: { $exists: false } };
    const [total, rows] = await Promise.all([
      this.drafts.countDocuments(filter).exec(),
      this.drafts
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * DRAFT_ORDERS_PAGE_SIZE)
        .limit(DRAFT_ORDERS_PAGE_SIZE)
        .lean<DraftOrderRecord[]>()
        .exec(),
    ]);
    return { drafts: rows.map(summaryOf), total, page, pageSize: DRAFT_ORDERS_PAGE_SIZE };
  }

  /** One draft with its pricing now; 404 when there is none. */
  async one(draftId: string): Promise<DraftOrder> {
    const draft = await this.load(draftId);
    return viewOf(draft, await this.price(draft));
  }

  async create(fields: DraftOrderFields, claims: AccessClaims, now = new Date()): Promise<DraftOrder> {
    const actor = staffActor(claims);
    if (fields.discount && !roleCan(actor.role, 'giveDiscounts'))
      throw new ForbiddenException(draftOrderMessages.ownerDiscount);
    const pricing = await this.price(fields);
    const draft: DraftOrderRecord = {
      _id: `draft_${randomBytes(8).toString('hex')}`,
      version: 0,
      ...contentOf(fields),
      totalWhenSaved: pricing.total,
      createdAt: now,
      createdBy: actor,
      updatedAt: now,
      updatedBy: actor,
    };
    await insertDoc(this.drafts, draft);
    await this.trail.record({ actor: claims, action: 'draft.created', target: targetOf(draft), after: auditOf(draft) });
    return viewOf(draft, pricing);
  }

  /** Saves the whole draft again, decided on the version the caller read. */
  async update(
    draftId: string,
    input: DraftOrderFields & { version: number },
    claims: AccessClaims,
    now = new Date(),
  ): Promise<DraftOrder> {
    const actor = staffActor(claims);
    const { version, ...fields } = input;
    // Checked first on the draft as read, so a refused save costs no pricing; decided again below.
    const refusal = refusalOf(await this.load(draftId), version, fields, actor);
    if (refusal) throw refusal;
    const pricing = await this.price(fields);
    // Set by the change below (decided on the draft as stored, once per round).
    let before = undefined as DraftOrderRecord | undefined;
    let refused = undefined as Error | undefined;
    const kept = await updateVersioned(this.drafts, draftId, (stored) => {
      refused = refusalOf(stored, version, fields, actor);
      if (refused) return null;
      before = stored;
      const content = contentOf(fields);
      return {
        ...Object.fromEntries(CONTENT_KEYS.map((key) => [key, content[key]])),
        totalWhenSaved: pricing.total,
        updatedAt: now,
        updatedBy: actor,
      };
    });
    if (!kept || !before) throw refused ?? new NotFoundException(draftOrderMessages.notFound);
    await this.trail.record({
      actor: claims,
      action: 'draft.updated',
      target: targetOf(kept),
      before: auditOf(before),
      after: auditOf(kept),
    });
    return viewOf(kept, pricing);
  }

  /** Deletes a draft that was not sent: 404 when there is none, 409 once it was sent. */
  async remove(draftId: string, claims: AccessClaims, now = new Date()): Promise<DraftOrderDeleted> {
    const actor = staffActor(claims);
    let refused = undefined as Error | undefined;
    const marked = await updateVersioned(this.drafts, draftId, (stored) => {
      refused = undefined;
      if (stored.deletedAt) refused = new NotFoundException(draftOrderMessages.notFound);
      else if (stored.sentAt) refused = new ConflictException(draftOrderMessages.alreadySent(stored.orderNumber));
      return refused ? null : { deletedAt: now, updatedBy: actor };
    });
    if (!marked) throw refused ?? new NotFoundException(draftOrderMessages.notFound);
    await removeWhere(this.drafts, { _id: draftId, deletedAt: { $exists: true } });
    await this.trail.record({
      actor: claims,
      action: 'draft.deleted',
      target: targetOf(marked),
      before: auditOf(marked),
    });
    return { success: true, message: 'Draft deleted.' };
  }

  private async load(draftId: string): Promise<DraftOrderRecord> {
    const draft = await findDoc(this.drafts, { _id: draftId });
    if (!draft || draft.deletedAt) throw new NotFoundException(draftOrderMessages.notFound);
    return draft;
  }

  /** The draft's lines priced now, the owner's discount and shipping, in the quote's shape. */
  private async price(fields: Pick<DraftOrderFields, 'lines' | 'discount'>): Promise<DraftPricing> {
    const catalogue = fields.lines.filter((line): line is DraftCatalogueLine => line.kind === 'catalogue');
    const quoted =
      catalogue.length > 0 ? await this.pricing.priceLinesNow(catalogue.map(checkoutLineOf)) : { lines: [] };
    let next = 0;
    const lines = fields.lines.map((line): DraftPricedLine =>
      line.kind === 'catalogue' ? { ...quoted.lines[next++], kind: 'catalogue' } : customPricedLine(line),
    );
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    if (fields.discount?.kind === 'amount' && fields.discount.rupees > subtotal)
      throw new BadRequestException(draftOrderMessages.discountTooLarge(subtotal));
    const discount = discountRupees(fields.discount, subtotal);
    const shipping = await this.pricing.shippingOn(subtotal - discount);
    const problem = 'problem' in quoted ? quoted.problem : undefined;
    return {
      lines,
      subtotal,
      shipping,
      discount,
      total: subtotal - discount + shipping,
      buyable: !problem,
      message: problem ?? 'Prices checked',
    };
  }
}

/** Why a save of `stored` is refused, if it is: sent (409), read at another version (409), the owner's discount changed (403). */
function refusalOf(
  stored: DraftOrderRecord,
  version: number,
  fields: DraftOrderFields,
  actor: StaffActor,
): Error | undefined {
  if (stored.deletedAt) return new NotFoundException(draftOrderMessages.notFound);
  if (stored.sentAt) return new ConflictException(draftOrderMessages.alreadySent(stored.orderNumber));
  if (stored.version !== version) return new ConflictException(draftOrderMessages.changed);
  if (!roleCan(actor.role, 'giveDiscounts') && !sameDiscount(stored.discount, fields.discount))
    return new ForbiddenException(draftOrderMessages.ownerDiscount);
  return undefined;
}

/** The staff member behind the call (the guard admitted only staff roles). */
function staffActor(claims: AccessClaims): StaffActor {
  const actor = actorOf(claims);
  if (!actor) throw new ForbiddenException(ROLE_REFUSED_MESSAGE);
  return actor;
}

/** A catalogue line as the quote takes it. */
function checkoutLineOf({ kind: _kind, ...line }: DraftCatalogueLine): CheckoutLine {
  return line;
}

/** The saved content of a draft, without keys for what it does not have. */
function contentOf(fields: DraftOrderFields): DraftOrderFields {
  return Object.fromEntries(
    CONTENT_KEYS.flatMap((key) => (fields[key] === undefined ? [] : [[key, fields[key]]])),
  ) as DraftOrderFields;
}

function auditOf(draft: DraftOrderRecord): Record<string, unknown> {
  return { ...contentOf(draft), totalWhenSaved: draft.totalWhenSaved };
}

function targetOf(draft: DraftOrderRecord) {
  return { type: 'draft-order', id: draft._id, label: `${draft.customer.name} (${draft.customer.phone})` };
}

function summaryOf(draft: DraftOrderRecord): DraftOrderSummary {
  const { ordersUserId, name, phone, email } = draft.customer;
  return {
    id: draft._id,
    version: draft.version,
    customer: { ordersUserId, name, phone, ...(email ? { email } : {}) },
    lineCount: draft.lines.length,
    totalWhenSaved: draft.totalWhenSaved,
    createdAt: new Date(draft.createdAt).toISOString(),
    createdBy: draft.createdBy,
    updatedAt: new Date(draft.updatedAt).toISOString(),
    updatedBy: draft.updatedBy,
    ...(draft.sentAt ? { sentAt: new Date(draft.sentAt).toISOString() } : {}),
    ...(draft.orderNumber ? { orderNumber: draft.orderNumber } : {}),
  };
}

function viewOf(draft: DraftOrderRecord, pricing: DraftPricing): DraftOrder {
  return {
    ...summaryOf(draft),
    ...(draft.deliveryAddress ? { deliveryAddress: draft.deliveryAddress } : {}),
    lines: draft.lines,
    ...(draft.discount ? { discount: draft.discount } : {}),
    ...(draft.note ? { note: draft.note } : {}),
    pricing,
  };
}
