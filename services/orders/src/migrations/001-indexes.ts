// The indexes orders built at every start before migrations: what its mongoose schemas
// declare. Exactly-once recording rests on the unique ones (order number, payment id, invoice
// numbers, moves, proof tokens, promo redemptions). Frozen: a later index is a new migration.
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(1, 'indexes', [
  // OrderSchema
  { collection: 'orders', key: { orderNumber: 1 }, options: { unique: true } },
  { collection: 'orders', key: { paymentId: 1 }, options: { unique: true } },
  { collection: 'orders', key: { userId: 1, paidAt: -1 } },
  // PendingOrderSchema, PaymentRefundSchema, OpenCheckoutSchema
  { collection: 'payment_orders', key: { state: 1, nextCheckAt: 1 } },
  { collection: 'payment_refunds', key: { state: 1, updatedAt: 1 } },
  { collection: 'open_checkouts', key: { userId: 1, createdAt: -1 } },
  // InvoiceSchema
  { collection: 'invoices', key: { series: 1, seq: 1 }, options: { unique: true } },
  // ProofRoundSchema, ProofAnswerRecordSchema, ProofOverrideSchema
  { collection: 'proof_rounds', key: { tokenHash: 1 }, options: { unique: true } },
  { collection: 'proof_rounds', key: { orderId: 1, round: -1 } },
  { collection: 'proof_answers', key: { orderId: 1 } },
  { collection: 'proof_overrides', key: { orderId: 1 } },
  // OrderRefundRecordSchema, RefundAttemptSchema
  { collection: 'order_refunds', key: { orderId: 1 } },
  { collection: 'order_refunds', key: { state: 1, askedAt: 1 } },
  { collection: 'refund_attempts', key: { recordId: 1 } },
  // OrderMoveRecordSchema
  { collection: 'order_moves', key: { orderId: 1, seq: 1 }, options: { unique: true } },
  // PromoRedemptionSchema
  { collection: 'promo_redemptions', key: { code: 1, userId: 1 }, options: { unique: true } },
]);
