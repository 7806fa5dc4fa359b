import { Injectable } from '@nestjs/common';
import type { OrderRefund, RefundRequest } from '@rmj/contracts';
import type { Order } from '../orders/order.schema';

/** Refunds of orders (issue 18). First version: the seam's signatures; the body follows. */
@Injectable()
export class RefundsService {
  /** After a cancellation: refunds what is left, once per order; retried later when the provider is down. */
  async refundInFull(_order: Order, _input: { reason: 'cancelled'; by: string }): Promise<void> {}

  /** Staff refund after a return (409 refundTooLargeMessage / not Returned; 502 provider refused). */
  async refund(_order: Order, _request: RefundRequest, _by: string): Promise<void> {}

  async listFor(_orderId: string): Promise<OrderRefund[]> {
    return [];
  }

  /** Whole rupees of processed refunds only. */
  async refundedRupees(_orderId: string): Promise<number> {
    return 0;
  }
}
