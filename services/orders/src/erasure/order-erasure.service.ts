// Deleting a shopper's account, the orders service's part (identity asks first, before it deletes
// the account): refused while an order is open; otherwise every order of the account keeps its
// figures, number, state and place of supply, loses the buyer's name, contact and masked PAN, and is detached
// from the account; its tax invoice and credit notes (kept 8 years under GST law) are masked the
// same way, so a regenerated PDF shows the masked buyer. Each step is idempotent and the detaching step comes last,
// so a retry after a failure finds the same orders and finishes the job.
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { removeWhere, setFields, updateVersioned } from '@rmj/nest-common';
import { ERASED_ACCOUNT_ID, type OrderErasureResponse } from '@rmj/contracts';
import type { Model } from 'mongoose';
import { CreditNote } from '../credit-notes/credit-note.schema';
import { Invoice } from '../invoices/invoice.schema';
import { OpenCheckout } from '../orders/open-checkout.schema';
import { Order } from '../orders/order.schema';
import { PaymentRefund } from '../orders/payment-refund.schema';
import { PendingOrder } from '../orders/pending-order.schema';
import { OrderRefundRecord, type RefundRecordState } from '../refunds/order-refund.schema';
import { erasedPan, erasedPanUnset, maskedBuyerSet } from './masking';
import { isOpenOrder, type OrderForErasure } from './open-orders';

/** Refund records that have not reached their end (the money is still on its way back, or must be asked again). */
const UNSETTLED_REFUNDS: RefundRecordState[] = ['asking', 'due', 'pending', 'failed'];
const UNSETTLED_EXTRA_REFUNDS: PaymentRefund['state'][] = ['requested', 'failed'];

@Injectable()
export class OrderErasureService {
  private readonly logger = new Logger(OrderErasureService.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(Invoice.name) private readonly invoices: Model<Invoice>,
    @InjectModel(CreditNote.name) private readonly creditNotes: Model<CreditNote>,
    @InjectModel(PendingOrder.name) private readonly pendings: Model<PendingOrder>,
    @InjectModel(OpenCheckout.name) private readonly openCheckouts: Model<OpenCheckout>,
    @InjectModel(OrderRefundRecord.name) private readonly refunds: Model<OrderRefundRecord>,
    @InjectModel(PaymentRefund.name) private readonly extraRefunds: Model<PaymentRefund>,
  ) {}

  async erase(userId: string): Promise<OrderErasureResponse> {
    const mine = await this.orders
      .find({ userId: { $eq: userId } }, { orderNumber: 1, status: 1, paymentStatus: 1 })
      .lean<OrderForErasure[]>()
      .exec();
    const open = await this.openOf(mine);
    if (open.length > 0) return { erased: false, openOrders: open };

    const ids = mine.map((order) => order._id);
    // Invoices first: they are found through the orders, which the last step detaches.
    const invoices =
      ids.length === 0
        ? 0
        : await setFields(
            this.invoices,
            { _id: { $in: ids } },
            maskedBuyerSet('content.buyer'),
            erasedPanUnset('content.buyer.pan'),
          );
    // Credit notes copy the invoice's buyer: masked alike (not counted in the answer, whose shape is identity's).
    if (ids.length > 0) {
      await setFields(
        this.creditNotes,
        { orderId: { $in: ids } },
        maskedBuyerSet('content.buyer'),
        erasedPanUnset('content.buyer.pan'),
      );
    }
    const detach = { userId: ERASED_ACCOUNT_ID, userEmail: ERASED_ACCOUNT_ID };
    const pending = await setFields(
      this.pendings,
      { userId: { $eq: userId } },
      { ...maskedBuyerSet('customerDetails'), ...detach },
      erasedPanUnset('pan'),
    );
    await removeWhere(this.openCheckouts, { userId: { $eq: userId } });
    // Each order on its own, as a versioned change: a move or a note landing at the same moment keeps its write.
    const masked = { ...maskedBuyerSet('customerDetails'), ...detach, ...erasedPan('pan') };
    for (const _id of ids) await updateVersioned(this.orders, _id, () => masked);
    const answer = { erased: true, orders: ids.length, invoices, checkouts: pending } as const;
    // Counts only: nothing that names the shopper.
    this.logger.log({ msg: 'account orders anonymised', ...answer });
    return answer;
  }

  /** Numbers of the orders still open, oldest first. */
  private async openOf(orders: OrderForErasure[]): Promise<string[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((order) => order._id);
    const [refunds, extra] = await Promise.all([
      this.refunds
        .find({ orderId: { $in: ids }, state: { $in: UNSETTLED_REFUNDS } }, { orderId: 1 })
        .lean<{ orderId: string }[]>()
        .exec(),
      this.extraRefunds
        .find({ orderId: { $in: ids }, state: { $in: UNSETTLED_EXTRA_REFUNDS } }, { orderId: 1 })
        .lean<{ orderId: string }[]>()
        .exec(),
    ]);
    const refundPending = new Set([...refunds, ...extra].map((r) => r.orderId));
    return orders
      .filter((order) => isOpenOrder(order, refundPending.has(order._id)))
      .map((order) => order.orderNumber)
      .sort();
  }
}
