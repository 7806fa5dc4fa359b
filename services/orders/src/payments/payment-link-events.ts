/**
 * The Payment Link webhooks as the provider sends them, checked at the edge: payment_link.paid and
 * payment_link.partially_paid carry the link, its order and the payment; payment_link.expired and
 * payment_link.cancelled the link alone. What the shop reads comes out as a ProviderPaymentLink (the
 * same shape the API's reads give) and the payment's ids, so a webhook and a read of the link are
 * handled alike. The signature is checked before (isGenuineWebhook over the raw body).
 */
import { z } from 'zod';
import { toPaymentLink } from './payment-link-mapping';
import type { ProviderPaymentLink } from './payment-provider';

export const PAYMENT_LINK_EVENTS = [
  'payment_link.paid',
  'payment_link.partially_paid',
  'payment_link.expired',
  'payment_link.cancelled',
] as const;
export type PaymentLinkEventName = (typeof PAYMENT_LINK_EVENTS)[number];

const amount = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]);
const time = z.union([z.number(), z.string()]).nullish();

/** The link entity: what the shop reads of it (other fields are dropped). */
const linkEntity = z.object({
  id: z.string().regex(/^plink_[A-Za-z0-9]+$/),
  short_url: z.string(),
  status: z.enum(['created', 'partially_paid', 'paid', 'cancelled', 'expired']),
  amount,
  amount_paid: amount.nullish(),
  currency: z.string().optional(),
  reference_id: z.string().nullish(),
  accept_partial: z.boolean().nullish(),
  first_min_partial_amount: amount.nullish(),
  expire_by: time,
  created_at: time,
  cancelled_at: time,
  expired_at: time,
  notes: z.union([z.record(z.string(), z.union([z.string(), z.number()])), z.array(z.unknown()), z.null()]).optional(),
  payments: z
    .array(
      z.object({ payment_id: z.string(), amount, status: z.string(), created_at: z.union([z.number(), z.string()]) }),
    )
    .nullish(),
});

const paymentEntity = z.object({
  id: z.string().regex(/^pay_[A-Za-z0-9]+$/),
  order_id: z.string().nullish(),
  amount,
  status: z.string(),
});

const eventBody = z.object({
  event: z.enum(PAYMENT_LINK_EVENTS),
  payload: z.object({
    payment_link: z.object({ entity: linkEntity }),
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});

/** A Payment Link event, as the shop handles it. */
export interface PaymentLinkEvent {
  event: PaymentLinkEventName;
  /** The link as it stood when the event was sent. */
  link: ProviderPaymentLink;
  /** The payment that moved it (paid, partially_paid). */
  payment: { id: string; orderId: string | null; amount: number; status: string } | null;
}

/**
 * Reads a webhook body: null when it is not a Payment Link event (the other handlers' business);
 * `{error}` when it claims to be one but is not shaped like one; otherwise the event. A paid or
 * partially paid event without its payment is refused: the shop settles from the payment.
 */
export function parsePaymentLinkEvent(body: unknown): PaymentLinkEvent | { error: string } | null {
  const name = (body as { event?: unknown } | null)?.event;
  if (typeof name !== 'string' || !name.startsWith('payment_link.')) return null;
  const parsed = eventBody.safeParse(body);
  if (!parsed.success) return { error: z.prettifyError(parsed.error) };
  const { event, payload } = parsed.data;
  const pay = payload.payment?.entity;
  if ((event === 'payment_link.paid' || event === 'payment_link.partially_paid') && !pay)
    return { error: `${event} carries no payment` };
  return {
    event,
    link: toPaymentLink(payload.payment_link.entity),
    payment: pay
      ? {
          id: pay.id,
          orderId: pay.order_id ?? payload.order?.entity.id ?? null,
          amount: Number(pay.amount),
          status: pay.status,
        }
      : null,
  };
}
