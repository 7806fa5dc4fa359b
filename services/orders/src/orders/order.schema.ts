import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  orderRecordSchema,
  SHOP_LANGUAGES,
  type OrderRecord,
  type MoveActor,
  type Shipment,
  type ShopLanguage,
  type StaffActor,
} from '@rmj/contracts';
import { Schema as MongooseSchema } from 'mongoose';
import { ContractFields, withContractPaths } from '../db/contract-schema';

/**
 * A paid order, recorded once. Its fields are the contract's `orderRecordSchema` (number, payment,
 * buyer, the shopper's order details, pricing, payment status, state, paid date: typed and stored
 * from it, see contract-schema.ts); this class adds the service's bookkeeping.
 *
 * FerretDB's updates are not atomic, so "exactly once" rests on inserts against unique indexes:
 * _id is the provider order id (one order per checkout), paymentId and orderNumber are unique too.
 * Whoever inserts first wins; every other path (replayed verify, webhook, reconciliation,
 * POST /api/orders) reads the winner. Every later write is a versioned change (`version`).
 */
@Schema({ collection: 'orders', versionKey: false })
export class Order extends ContractFields<OrderRecord>() {
  /** Provider order id (order_...). */
  @Prop({ type: String, required: true })
  _id!: string;

  /**
   * Moved on by one with every write: each write goes through the seam's updateVersioned (compare-
   * and-set on this field), so on FerretDB two writers of one order never write back each other's copy.
   */
  @Prop({ type: Number, required: true, default: 0 })
  version!: number;

  /**
   * The seq of the move (`order_moves`) whose state `status` is: 0 before any. A move claims seq
   * n + 1 by inserting its record, then writes its state here from the order it was decided on; a
   * write for an earlier seq is refused, so the state never winds back.
   */
  @Prop({ type: Number, required: true, default: 0 })
  moveSeq!: number;

  /** Which path recorded it first: verify, webhook, reconcile or save. */
  @Prop({ required: true })
  recordedBy!: string;

  /** Uploaded files the order refers to (customisation, engraving proof). */
  @Prop({ type: [String], default: [] })
  fileIds!: string[];

  /**
   * The shopper's language when they checked out (the page's, SHOP_LANGUAGE_HEADER): every mail of
   * the order is written in it. English for orders before it was kept and for orders staff make.
   */
  @Prop({ type: String, enum: SHOP_LANGUAGES, default: 'en' })
  language?: ShopLanguage;

  /** Set once the confirmation e-mail went out; reconciliation retries until then. */
  @Prop()
  confirmationSentAt?: Date;

  /** Set once the catalog kept the files; reconciliation retries until then. */
  @Prop()
  filesClaimedAt?: Date;

  /**
   * Payments for this order other than `paymentId`, by payment id (a second tab, a retry after a
   * slow answer): refunded when captured, left uncaptured (the provider releases it) when only
   * authorized. Keyed by payment id so noting one twice changes nothing.
   */
  @Prop({ type: MongooseSchema.Types.Mixed })
  extraPayments?: Record<string, ExtraPaymentNote>;

  /**
   * True while the order's quantities are still to be taken from the catalogue's stock (set when
   * it is recorded; orders recorded before stock was counted have none, so they are never taken).
   * Reconciliation retries the take until it is false.
   */
  @Prop()
  stockDue?: boolean;

  /** When the catalog took (or had already taken) the order's quantities from stock. */
  @Prop()
  stockTakenAt?: Date;

  /**
   * Products this order paid for beyond what was in stock (the catalog kept their stock at 0): a
   * piece staff must make or source. A payment already taken is never refused for stock.
   */
  @Prop({ type: [String], default: undefined })
  oversold?: string[];

  /** Set when a once-per-account promo code had already been used by the account when this order was paid. */
  @Prop()
  promoAlreadyUsed?: boolean;

  /**
   * Courier, AWB and tracking link, written with the move to Shipped (with `status`, by the move
   * itself: src/fulfilment/order-moves.service.ts).
   */
  @Prop({ type: MongooseSchema.Types.Mixed })
  shipment?: Shipment;

  /**
   * Cash on delivery: the cash staff recorded as collected (written once, with paymentStatus Paid,
   * by a versioned change decided on the order still being Unpaid).
   */
  @Prop({ type: MongooseSchema.Types.Mixed })
  cashCollection?: StoredCashCollection;

  /** Payment link: the draft it was sent from. */
  @Prop()
  draftId?: string;

  /** An exchange's replacement: the return request and the order it replaces. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  exchangeOf?: { returnId: string; orderNumber: string };

  /**
   * Payment link: paise received so far, the sum of its `link_payments` (refunds not taken off).
   * Only ever moves up, by a versioned change, so a late writer with an older sum changes nothing.
   */
  @Prop()
  paidPaise?: number;

  /** Payment link: the owner's leave to ship with money due (with the reason). */
  @Prop({ type: MongooseSchema.Types.Mixed })
  balanceOverride?: { reason: string; at: Date; by: StaffActor };

  /** Staff's corrections of the shipment after shipping (who, when, before and after), oldest first. */
  @Prop({ type: [MongooseSchema.Types.Mixed], default: undefined })
  shipmentCorrections?: StoredShipmentCorrection[];
}

/** The cash collected for a cash-on-delivery order, as stored. */
export interface StoredCashCollection {
  amountRupees: number;
  /** YYYY-MM-DD, India time: the day the courier collected it (what reports count the sale by). */
  collectedOn: string;
  /** When staff recorded it. */
  recordedAt: Date;
  /** The staff member's e-mail. */
  recordedBy: string;
}

/** One correction of the shipment, as stored. */
export interface StoredShipmentCorrection {
  at: Date;
  by: MoveActor;
  before: Shipment;
  after: Shipment;
}

/** What became of a payment beyond the one an order was recorded with. */
export interface ExtraPaymentNote {
  /** Paise. */
  amountPaise: number;
  /** refunded: the whole payment was refunded; held: authorized only, never captured. */
  outcome: 'refunded' | 'held';
  /** The provider's refund id, when refunded. */
  refundId?: string;
  at: Date;
}

export const OrderSchema = withContractPaths(SchemaFactory.createForClass(Order), orderRecordSchema);
OrderSchema.index({ orderNumber: 1 }, { unique: true });
OrderSchema.index({ paymentId: 1 }, { unique: true });
OrderSchema.index({ userId: 1, paidAt: -1 });
