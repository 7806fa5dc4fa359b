/**
 * The back office's view of one order (GET /api/admin/orders/:orderNumber, the job cards, and the
 * answer of every order action): the order as bought, with its history, refunds, invoice, proof,
 * the workshop's due date and the moves the signed-in role may press now.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  isStaffMove,
  ORDER_MOVES,
  ORDER_STATE,
  PAYMENT_METHOD,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS,
  paymentMethodOf,
  roleCan,
  workshopDueDate,
  type AdminOrder,
  type OrderState,
  type StaffRole,
} from '@rmj/contracts';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';
import { CreditNotesService } from '../credit-notes/credit-notes.service';
import { InvoicesService } from '../invoices/invoices.service';
import type { Order } from '../orders/order.schema';
import { ProofsService } from '../proofs/proofs.service';
import { RefundsService } from '../refunds/refunds.service';
import { LinkPayments } from '../orders/link-payments.service';
import { CASH_COLLECTABLE_STATES, isUnpaidCod } from './cod-rules';
import { ledgerOf } from './payment-ledger';
import { OrderMovesService } from './order-moves.service';

/** True when a line of the order is personalised (it takes the workshop longer). */
export const isCustomised = (order: Pick<Order, 'lines'>): boolean => order.lines.some((line) => line.customization);

/**
 * The states a role may move an order in `state` to now: staff moves only, Cancelled with
 * cancelOrders, Returned to origin only for an unpaid cash-on-delivery order.
 */
export function nextStatesFor(state: OrderState, role: StaffRole | undefined, unpaidCod = false): OrderState[] {
  return ORDER_MOVES[state].filter(
    (to) =>
      isStaffMove(state, to) &&
      (to !== ORDER_STATE.returnedToOrigin || unpaidCod) &&
      roleCan(role, to === ORDER_STATE.cancelled ? 'cancelOrders' : 'fulfilOrders'),
  );
}

/** Payment's provider as staff read it. */
function providerName(order: Pick<Order, 'paymentMethod'>, configured: string): string {
  if (paymentMethodOf(order) === PAYMENT_METHOD.cod) return PAYMENT_METHOD_LABELS.cod;
  if (paymentMethodOf(order) === PAYMENT_METHOD.paymentLink)
    return `${PAYMENT_METHOD_LABELS.payment_link} (${configured === 'razorpay' ? 'Razorpay' : 'Payment sandbox'})`;
  return configured === 'razorpay' ? 'Razorpay' : 'Payment sandbox';
}

/** The workshop's due date, ISO 8601 (contracts' workshopDueDate). */
export const dueByOf = (order: Pick<Order, 'paidAt' | 'lines'>): string =>
  workshopDueDate(order.paidAt, isCustomised(order)).toISOString();

@Injectable()
export class AdminOrderViews {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly moves: OrderMovesService,
    private readonly refunds: RefundsService,
    private readonly invoices: InvoicesService,
    private readonly creditNotes: CreditNotesService,
    private readonly proofs: ProofsService,
    private readonly links: LinkPayments,
  ) {}

  async build(order: Order, role: StaffRole | undefined): Promise<AdminOrder> {
    const [status, history, refunds, refundedRupees, invoice, creditNotes, proof] = await Promise.all([
      this.moves.stateOf(order._id),
      this.moves.history(order._id),
      this.refunds.listFor(order._id),
      this.refunds.refundedRupees(order._id),
      this.invoices.summaryFor(order._id),
      this.creditNotes.listFor(order._id),
      this.proofs.summaryFor(order),
    ]);
    const unpaidCod = isUnpaidCod(order);
    const cash = order.cashCollection;
    const byLink = paymentMethodOf(order) === PAYMENT_METHOD.paymentLink;
    const ledger = byLink
      ? ledgerOf(
          order,
          await this.links.requestsOf(order._id),
          await this.links.paymentsOf(order._id),
          status,
          role,
          await this.refunds.refundedByPayment(order._id),
          await this.refunds.extraOf(order._id),
        )
      : undefined;
    return {
      orderNumber: order.orderNumber,
      paidAt: order.paidAt.toISOString(),
      status,
      paymentStatus: order.paymentStatus,
      paymentMethod: paymentMethodOf(order),
      amountDueRupees: ledger ? ledger.dueRupees : unpaidCod ? order.total : 0,
      ...(cash
        ? {
            cashCollection: {
              amountRupees: cash.amountRupees,
              collectedOn: cash.collectedOn,
              recordedAt: new Date(cash.recordedAt).toISOString(),
              recordedBy: cash.recordedBy,
            },
          }
        : {}),
      canRecordCash: unpaidCod && CASH_COLLECTABLE_STATES.includes(status) && roleCan(role, 'fulfilOrders'),
      ...(ledger ? { paymentLedger: ledger } : {}),
      lines: order.lines,
      subtotal: order.subtotal,
      shipping: order.shipping,
      discount: order.discount,
      total: order.total,
      ...(order.promoCode ? { promoCode: order.promoCode } : {}),
      customer: order.customerDetails,
      // Stored masked only (XXXXX1234F).
      ...(order.pan ? { pan: order.pan } : {}),
      accountEmail: order.userEmail,
      payment: {
        provider: providerName(order, this.config.PAYMENT_PROVIDER),
        providerOrderId: order._id,
        paymentId: order.paymentId,
        capturedRupees: ledger ? ledger.paidRupees : order.paymentStatus === PAYMENT_STATUS.unpaid ? 0 : order.total,
        refundedRupees,
      },
      refunds,
      history,
      ...(order.shipment ? { shipment: order.shipment } : {}),
      ...(order.shipmentCorrections?.length
        ? {
            shipmentCorrections: order.shipmentCorrections.map((c) => ({
              at: new Date(c.at).toISOString(),
              by: c.by,
              before: c.before,
              after: c.after,
            })),
          }
        : {}),
      ...(invoice ? { invoice } : {}),
      ...(creditNotes.length > 0 ? { creditNotes } : {}),
      proof,
      dueBy: dueByOf(order),
      nextStates: nextStatesFor(status, role, unpaidCod),
      ...(order.oversold?.length ? { oversold: order.oversold } : {}),
    };
  }
}
