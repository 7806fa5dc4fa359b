/**
 * The hook through which refund.* webhooks reach refunds. Webhooks sit on the payments floor and
 * refunds on the fulfilment floor above it, so webhooks cannot import refunds: refunds registers its
 * handler here when the app starts, and webhooks hands each refund event to whatever registered.
 */
import { Injectable } from '@nestjs/common';
import type { PaymentWebhookResponse } from '@rmj/contracts';

/** The refund entity of a refund.* webhook, as much of it as is read. */
export interface RefundEntity {
  id?: string;
  payment_id?: string;
  amount?: number;
  status?: string;
  notes?: Record<string, unknown> | unknown[] | null;
  /** Not documented by Razorpay for refunds; read when present. */
  error_description?: unknown;
}

export interface RefundWebhookHandler {
  onWebhook(event: string, refund: RefundEntity | undefined): Promise<PaymentWebhookResponse['status']>;
}

@Injectable()
export class RefundWebhooks {
  private handler: RefundWebhookHandler | null = null;

  handleWith(handler: RefundWebhookHandler): void {
    this.handler = handler;
  }

  /** The registered handler, or null when the app runs without refunds (some test apps). */
  registered(): RefundWebhookHandler | null {
    return this.handler;
  }
}
